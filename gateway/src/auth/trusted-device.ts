import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import type { CookieOptions, Request, Response } from 'express';
import { DEVICE_ID_PATTERN } from '@typing/contracts';
import { GatewayConfig } from '../config';
import { TRUSTED_DEVICE_DAYS } from './auth-limits';

/** The cookie's name: `__Host-` in production, so no subdomain can set it (and it is Secure, Path=/). */
export function deviceCookieName(nodeEnv: string): string {
  return nodeEnv === 'production' ? '__Host-device' : 'device';
}

/**
 * The `device` cookie: a random id (32 bytes, base64url) a browser gets at its first sign-up or
 * sign-in and keeps across sign-outs, followed by the gateway's HMAC of it (`<id>.<mac>`), so only
 * ids the gateway minted count: a client cannot choose one (another browser's, or one it made up).
 * The accounts it signed in to are remembered server-side (AuthLimits), so a stranger's wrong
 * passwords delay the stranger, not the owner on their own device; a sign-up's code confirms it
 * only in the browser that asked for it.
 */
@Injectable()
export class TrustedDevice {
  readonly name: string;
  private readonly attributes: CookieOptions;
  /** Its own key, derived from the session secret (a cookie MAC is never a valid session token). */
  private readonly key: Buffer;

  constructor(config: GatewayConfig) {
    const production = config.NODE_ENV === 'production';
    this.name = deviceCookieName(config.NODE_ENV);
    this.attributes = {
      httpOnly: true,
      sameSite: 'lax',
      // `__Host-` requires Path=/; in development only the API needs it.
      path: production ? '/' : '/api',
      secure: production,
      maxAge: TRUSTED_DEVICE_DAYS * 24 * 3_600_000,
    };
    this.key = createHmac('sha256', config.JWT_SECRET).update('typing-device-cookie-v1').digest();
  }

  /** The MAC as the cookie writes it (base64url text). */
  private mac(id: string): string {
    return createHmac('sha256', this.key).update(id).digest('base64url');
  }

  /** The device id the browser sent, if the gateway minted it (else undefined). */
  read(req: Request): string | undefined {
    const value = (req.cookies as Record<string, unknown> | undefined)?.[this.name];
    if (typeof value !== 'string') return undefined;
    const [id, mac, ...rest] = value.split('.');
    if (rest.length || !id || !mac || !DEVICE_ID_PATTERN.test(id)) return undefined;
    // Compared as text: base64url would read two spellings of one MAC (its last character's unused
    // bits) as the same bytes.
    const given = Buffer.from(mac);
    const expected = Buffer.from(this.mac(id));
    return given.length === expected.length && timingSafeEqual(given, expected) ? id : undefined;
  }

  /** The browser's device id, minted and set now when it sent none the gateway made. */
  ensure(req: Request, res: Response): string {
    const known = this.read(req);
    if (known) return known;
    const id = randomBytes(32).toString('base64url');
    res.cookie(this.name, `${id}.${this.mac(id)}`, this.attributes);
    return id;
  }
}
