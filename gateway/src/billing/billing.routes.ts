import type { IncomingMessage } from 'node:http';
import { routePath } from '../http/reject-cross-site';

/** Paths of the billing routes that need something of the HTTP layer (as the router matches them). */
export const BILLING_PATHS = {
  /** Razorpay's server-to-server webhook: raw body (its HMAC is over the bytes), no cookie, no Fetch Metadata. */
  webhook: '/api/razorpay/webhook',
} as const;

/**
 * Body-parser `type` predicate: only the webhook's body is kept raw (a Buffer), before the JSON
 * parser runs, which then leaves it alone. Every other route's body is parsed as before.
 */
export function isWebhookRequest(req: IncomingMessage): boolean {
  const pathname = (req.url ?? '').split('?')[0] ?? '';
  return routePath(pathname) === BILLING_PATHS.webhook;
}
