import type { IncomingMessage } from 'node:http';
import { routePath } from '../http/reject-cross-site';

const BILLING_PATHS = {
  /** Razorpay's server-to-server webhook: raw body (its HMAC is over the bytes), no cookie, no Fetch Metadata. */
  webhook: '/api/razorpay/webhook',
} as const;

export function isWebhookRequest(req: IncomingMessage): boolean {
  const pathname = (req.url ?? '').split('?')[0] ?? '';
  return routePath(pathname) === BILLING_PATHS.webhook;
}
