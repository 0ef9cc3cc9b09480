import type { IncomingMessage } from 'node:http';
import { isWebhookRequest } from './billing.routes';

const request = (url: string) => ({ url }) as IncomingMessage;

describe('isWebhookRequest', () => {
  it('matches the webhook path the way the router does (case, trailing slash, query)', () => {
    expect(isWebhookRequest(request('/api/razorpay/webhook'))).toBe(true);
    expect(isWebhookRequest(request('/API/Razorpay/Webhook/'))).toBe(true);
    expect(isWebhookRequest(request('/api/razorpay/webhook?x=1'))).toBe(true);
  });

  it('leaves every other body to the JSON parser', () => {
    expect(isWebhookRequest(request('/api/razorpay/verify'))).toBe(false);
    expect(isWebhookRequest(request('/api/razorpay/webhooks'))).toBe(false);
    expect(isWebhookRequest(request('/api/auth/login'))).toBe(false);
  });
});
