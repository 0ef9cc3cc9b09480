import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { AUTH_LIMITS } from '@typing/contracts';

export function generateOtp(): string {
  return String(randomInt(0, 10 ** AUTH_LIMITS.otpLength)).padStart(AUTH_LIMITS.otpLength, '0');
}

/** Codes are stored only as HMAC-SHA256 under a server-side pepper (hex). */
export function hashOtp(pepper: string, code: string): string {
  return createHmac('sha256', pepper).update(code, 'utf8').digest('hex');
}

export function digestsEqual(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && left.length > 0 && timingSafeEqual(left, right);
}

export function otpMatches(pepper: string, code: string, storedHash: string): boolean {
  return digestsEqual(hashOtp(pepper, code), storedHash);
}

export function generateResetToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Reset tokens are stored only as their SHA-256 (hex): they are random, so no pepper is needed. */
export function hashResetToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}
