import type { Request } from 'express';
import ipaddr from 'ipaddr.js';

/** An IPv6 client counts as its /64: one subscriber usually holds a whole /64 and could rotate through it. */
export function clientIp(req: Request): string {
  return limitKey(req.ip ?? req.socket.remoteAddress ?? 'unknown');
}

const CANONICAL_IPV4 = /^(?:(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)\.){3}(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)$/;

export function limitKey(address: string): string {
  if (CANONICAL_IPV4.test(address)) return address;
  if (!ipaddr.isValid(address)) return address;
  const parsed = ipaddr.process(address);
  if (parsed.kind() === 'ipv4') return parsed.toString();
  const groups = (parsed as ipaddr.IPv6).parts.slice(0, 4).map((part) => part.toString(16));
  return `${groups.join(':')}::/64`;
}
