import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import type { CookieOptions, Request, Response } from 'express';
import { DEVICE_ID_PATTERN } from '@typing/contracts';
import { GatewayConfig } from '../config';
import { TRUSTED_DEVICE_DAYS } from './auth-limits';

/** `__Host-` in production, so no subdomain can set it. */
function deviceCookieName(nodeEnv: string): string {
  return nodeEnv === 'production' ? '__Host-device' : 'device';
}

/** A random id plus the gateway's HMAC of it, so a client cannot choose one (another browser's, or one it made up). */
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

  private mac(id: string): string {
    return createHmac('sha256', this.key).update(id).digest('base64url');
  }

  read(req: Request): string | undefined {
    const value = (req.cookies as Record<string, unknown> | undefined)?.[this.name];
    if (typeof value !== 'string') return undefined;
    const [id, mac, ...rest] = value.split('.');
    if (rest.length || !id || !mac || !DEVICE_ID_PATTERN.test(id)) return undefined;
    // Compared as text: base64url decodes two spellings of one MAC to the same bytes.
    const given = Buffer.from(mac);
    const expected = Buffer.from(this.mac(id));
    return given.length === expected.length && timingSafeEqual(given, expected) ? id : undefined;
  }

  ensure(req: Request, res: Response): string {
    const known = this.read(req);
    if (known) return known;
    const id = randomBytes(32).toString('base64url');
    res.cookie(this.name, `${id}.${this.mac(id)}`, this.attributes);
    return id;
  }
}
