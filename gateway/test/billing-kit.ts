/** Shared by the gateway's tests that need a paying member (not a test file itself). */
import type { PaymentOrderView, SandboxCheckoutResult, VerifyPaymentResult } from '@typing/contracts';
import type { Client } from './auth-helpers';

/** Subscribes a signed-in client to `amount`'s plan through the sandbox checkout, as the page will. */
export async function subscribe(client: Client, amount: number) {
  const order = await client.post('/api/razorpay/createorder', { amount });
  expect(order.status).toBe(200);
  const { id, amount: paise, currency, planId } = order.body as PaymentOrderView;
  const checkout = await client.post('/api/razorpay/sandbox-checkout', { orderId: id, outcome: 'success' });
  expect(checkout.status).toBe(200);
  const { outcome: _, ...confirmation } = checkout.body as SandboxCheckoutResult & { outcome: 'success' };
  const verify = await client.post('/api/razorpay/verify', confirmation);
  expect(verify.status).toBe(200);
  const created = await client.post('/api/subscription/createsubscription', {
    orderId: id,
    amount: paise,
    currency,
    planId,
  });
  expect(created.status).toBe(200);
  return { order: order.body as PaymentOrderView, confirmation, verify: verify.body as VerifyPaymentResult };
}
