import type { Request } from 'express';

/** The client IP as Express resolved it through the trusted proxies (TRUST_PROXY). */
export function clientIp(req: Request): string {
  return req.ip ?? req.socket.remoteAddress ?? 'unknown';
}
