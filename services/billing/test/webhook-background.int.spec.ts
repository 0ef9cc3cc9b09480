/**
 * The payment webhook answers once the event is checked and recorded, and fulfils in the
 * background (asking the provider for the payment, as verify and the reconciler do); a background
 * failure leaves the event pending, and the reconciler (or a redelivery) finishes it, exactly once.
 * Real NATS and database engine, a local server speaking Razorpay's API that can hold or fail calls.
 */
import { type PaymentOrderView, Subjects } from '@typing/contracts';
import { Types } from 'mongoose';
import { PaymentReconciler } from '../src/payment-reconciler';
import { hmacHex } from '../src/signatures';
import { WEBHOOK_RETRY_AFTER_MS } from '../src/webhooks.service';
import { bootBilling, type BootedBilling, newUserId } from './billing-test-kit';
import { type FakeRazorpay, startFakeRazorpay } from './fake-razorpay';

const B = Subjects.billing;
const WEBHOOK_SECRET = 'background-razorpay-webhook-secret';
/** Razorpay gives up on a webhook answer after 5 s and retries it later. */
const PROVIDER_WAITS_MS = 5_000;
let razorpay: FakeRazorpay;
let app: BootedBilling;

beforeAll(async () => {
  razorpay = await startFakeRazorpay();
  app = await bootBilling({
    MONGO_DB_PREFIX: 'it_billing_webhook',
    RAZORPAY_KEY_ID: 'rzp_test_webhookKey',
    RAZORPAY_KEY_SECRET: 'webhook-razorpay-key-secret',
    RAZORPAY_WEBHOOK_SECRET: WEBHOOK_SECRET,
    RAZORPAY_API_URL: razorpay.url,
    PAYMENT_PROVIDER_TIMEOUT_MS: '3000',
  });
});

afterAll(async () => {
  await app?.close();
  await razorpay?.close();
});

beforeEach(() => {
  razorpay.release();
});

const periodsOf = (userId: string) =>
  app.db
    .collection('subscriptions')
    .find({ userId: new Types.ObjectId(userId) })
    .toArray();
const storedEvent = (id: string) => app.db.collection<{ _id: string }>('webhook_events').findOne({ _id: id });

/** A member's order, paid at the provider (the checkout took the money; nobody has confirmed it here). */
async function paidOrder() {
  const userId = newUserId();
  const order = await app.send<PaymentOrderView>(B.createOrder, { userId, amount: 2 });
  const paymentId = razorpay.recordPayment(order.id, order.amount);
  return { userId, order, paymentId };
}

function webhook(orderId: string, paymentId: string, amount: number, eventId: string) {
  const raw = JSON.stringify({
    entity: 'event',
    event: 'payment.captured',
    payload: { payment: { entity: { id: paymentId, order_id: orderId, amount, currency: 'INR', status: 'captured' } } },
  });
  return app.send<{ status: string }>(B.webhook, {
    rawBody: Buffer.from(raw).toString('base64'),
    signature: hmacHex(WEBHOOK_SECRET, raw),
    eventId,
  });
}

it('answers while the fulfilment is still waiting for the provider, then grants one period', async () => {
  const { userId, order, paymentId } = await paidOrder();
  razorpay.mode = 'hold';
  const started = Date.now();
  await expect(webhook(order.id, paymentId, order.amount, 'evt_held')).resolves.toEqual({ status: 'accepted' });
  expect(Date.now() - started).toBeLessThan(PROVIDER_WAITS_MS);
  // Answered, durably recorded, and not fulfilled yet: the provider has not been heard from.
  expect(await storedEvent('evt_held')).toMatchObject({ outcome: 'pending', orderId: order.id, paymentId });
  expect(await periodsOf(userId)).toHaveLength(0);

  // The background fulfilment asks the provider for the payment (held) and grants once it answers.
  await razorpay.whenHeld(1);
  razorpay.release();
  await app.settled();
  expect(await periodsOf(userId)).toEqual([expect.objectContaining({ paymentId, fulfilledBy: 'webhook' })]);
  expect(await storedEvent('evt_held')).toMatchObject({ outcome: 'processed', attempts: 1 });
  await expect(webhook(order.id, paymentId, order.amount, 'evt_held')).resolves.toEqual({ status: 'duplicate' });
});

it('a fulfilment that failed in the background stays pending and the reconciler finishes it, once', async () => {
  const { userId, order, paymentId } = await paidOrder();
  razorpay.mode = 'error';
  await expect(webhook(order.id, paymentId, order.amount, 'evt_failed')).resolves.toEqual({ status: 'accepted' });
  await app.settled();
  expect(await storedEvent('evt_failed')).toMatchObject({ outcome: 'pending', attempts: 1 });
  expect(await periodsOf(userId)).toHaveLength(0);

  razorpay.mode = 'ok';
  const reconciler = app.app.get(PaymentReconciler);
  const later = new Date(Date.now() + WEBHOOK_RETRY_AFTER_MS + 1_000);
  // Two replicas' runs at once.
  const [first, second] = await Promise.all([reconciler.reconcile(later), reconciler.reconcile(later)]);
  expect(first.webhooksRecovered + second.webhooksRecovered).toBeGreaterThanOrEqual(1);
  expect(await periodsOf(userId)).toEqual([expect.objectContaining({ paymentId, fulfilledBy: 'webhook' })]);
  expect(await storedEvent('evt_failed')).toMatchObject({ outcome: 'processed' });
  expect((await reconciler.reconcile(later)).webhooksRecovered).toBe(0);
  expect(await periodsOf(userId)).toHaveLength(1);
});

it('a redelivery of an event still pending tries it again', async () => {
  const { userId, order, paymentId } = await paidOrder();
  razorpay.mode = 'error';
  await webhook(order.id, paymentId, order.amount, 'evt_redelivered');
  await app.settled();
  expect(await periodsOf(userId)).toHaveLength(0);

  razorpay.mode = 'ok';
  await expect(webhook(order.id, paymentId, order.amount, 'evt_redelivered')).resolves.toEqual({
    status: 'duplicate',
  });
  await app.settled();
  expect(await periodsOf(userId)).toHaveLength(1);
  expect(await storedEvent('evt_redelivered')).toMatchObject({ outcome: 'processed', attempts: 2 });
});

it('grants nothing for a payment the provider does not report captured for the order', async () => {
  const userId = newUserId();
  const order = await app.send<PaymentOrderView>(B.createOrder, { userId, amount: 2 });
  const failed = razorpay.recordPayment(order.id, order.amount, 'failed');
  await expect(webhook(order.id, failed, order.amount, 'evt_not_captured')).resolves.toEqual({ status: 'accepted' });
  await app.settled();
  expect(await periodsOf(userId)).toHaveLength(0);
  expect(await storedEvent('evt_not_captured')).toMatchObject({ outcome: 'ignored' });
});
