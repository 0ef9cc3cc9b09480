import type { Request } from 'express';
import ipaddr from 'ipaddr.js';

/**
 * Who a per-client limit counts: the client IP as Express resolved it through the trusted proxies
 * (TRUST_PROXY), with an IPv6 address taken as its /64 network — one subscriber usually holds a
 * whole /64, so counting single addresses would let one client rotate through 2^64 of them. An
 * IPv4-mapped IPv6 address counts as its IPv4 address.
 */
export function clientIp(req: Request): string {
  return limitKey(req.ip ?? req.socket.remoteAddress ?? 'unknown');
}

/** An IPv4 address in its one canonical form (no leading zeros): its own key, without parsing (every request). */
const CANONICAL_IPV4 = /^(?:(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)\.){3}(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)$/;

export function limitKey(address: string): string {
  if (CANONICAL_IPV4.test(address)) return address;
  if (!ipaddr.isValid(address)) return address;
  const parsed = ipaddr.process(address);
  if (parsed.kind() === 'ipv4') return parsed.toString();
  const groups = (parsed as ipaddr.IPv6).parts.slice(0, 4).map((part) => part.toString(16));
  return `${groups.join(':')}::/64`;
}
