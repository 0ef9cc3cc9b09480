import { randomBytes } from 'node:crypto';
import type { Request, Response } from 'express';
import { DEVICE_ID_PATTERN } from '@typing/contracts';
import { TRUSTED_DEVICE_DAYS } from './auth-limits';

/**
 * The `device` cookie: a random id (32 bytes, base64url) a browser gets at its first sign-up or
 * sign-in and keeps across sign-outs. The accounts it signed in to are remembered server-side
 * (AuthLimits), so a stranger's wrong passwords delay the stranger, not the owner on their own
 * device; a sign-up's code confirms it only in the browser that asked for it.
 */
export const DEVICE_COOKIE = 'device';

/** The device id the browser sent, if it is one we could have issued. */
export function readDevice(req: Request): string | undefined {
  const value = (req.cookies as Record<string, unknown> | undefined)?.[DEVICE_COOKIE];
  return typeof value === 'string' && DEVICE_ID_PATTERN.test(value) ? value : undefined;
}

/** The browser's device id, set now when it has none (HttpOnly, SameSite=Lax, Secure in production). */
export function ensureDevice(req: Request, res: Response, secure: boolean): string {
  const known = readDevice(req);
  if (known) return known;
  const device = randomBytes(32).toString('base64url');
  res.cookie(DEVICE_COOKIE, device, {
    httpOnly: true,
    sameSite: 'lax',
    path: '/api',
    secure,
    maxAge: TRUSTED_DEVICE_DAYS * 24 * 3_600_000,
  });
  return device;
}
