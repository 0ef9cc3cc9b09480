import { createHash, timingSafeEqual } from 'node:crypto';
import type { Request } from 'express';

const digest = (value: string) => createHash('sha256').update(value).digest();

/** Whether `Bearer <token>` is sent, compared as SHA-256 digests in constant time; an unset token matches nothing. */
export function bearerMatches(req: Pick<Request, 'headers'>, token: string | undefined): boolean {
  const header = req.headers.authorization;
  if (!token || typeof header !== 'string' || !header.startsWith('Bearer ')) return false;
  return timingSafeEqual(digest(header.slice('Bearer '.length)), digest(token));
}
