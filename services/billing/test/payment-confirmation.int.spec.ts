/**
 * Money: a plan is granted only for a payment the provider itself reports captured for
 * the order (its amount, currency and order), never on the checkout's signature alone; and the
 * reconciler fulfils orders paid at the provider but never confirmed here, exactly once. Over real
 * NATS and the database engine, with the sandbox provider answering through the provider adapter.
 */
import {
  ErrorCode,
  type PaymentOrderView,
  type SandboxCheckoutResult,
  Subjects,
  type VerifyPaymentResult,
} from '@typing/contracts';
import { Types } from 'mongoose';
import { PaymentReconciler } from '../src/payment-reconciler';
import type { SandboxPayment } from '../src/schemas/sandbox-payment.schema';
import { paymentSignature } from '../src/signatures';
import { bootBilling, type BootedBilling, newUserId, outcome } from './billing-test-kit';

const B = Subjects.billing;
const SANDBOX_SECRET = 'it-confirm-sandbox-secret-0123456789abcdef';

let app: BootedBilling;
let reconciler: PaymentReconciler;

beforeAll(async () => {
  app = await bootBilling({ MONGO_DB_PREFIX: 'it_billing_confirm', PAYMENT_SANDBOX_SECRET: SANDBOX_SECRET });
  reconciler = app.app.get(PaymentReconciler);
});

afterAll(async () => {
  await app.close();
});

const periodsOf = (userId: string) =>
  app.db.collection('subscriptions').countDocuments({ userId: new Types.ObjectId(userId) });
const orderStatus = async (orderId: string) =>
  (await app.db.collection<{ _id: string; status: string }>('orders').findOne({ _id: orderId }))?.status;

async function newOrder(amount = 2) {
  const userId = newUserId();
  const order = await app.send<PaymentOrderView>(B.createOrder, { userId, amount });
  return { userId, order };
}

/** What the in-app checkout answers for a successful payment (the sandbox records it captured). */
async function checkout(userId: string, orderId: string) {
  const result = await app.send<SandboxCheckoutResult>(B.sandboxCheckout, { userId, orderId, outcome: 'success' });
  if (result.outcome !== 'success') throw new Error('sandbox payment failed');
  const { outcome: _, ...confirmation } = result;
  return confirmation;
}

/** A checkout answer signed with the right key for a payment the provider reports as `record` says. */
async function signedFor(
  orderId: string,
  record: { orderId?: string; amount: number; currency?: string; status?: string } | null,
) {
  const paymentId = `pay_sbxforged${new Types.ObjectId().toHexString().slice(-8)}`;
  if (record) {
    await app.db.collection<SandboxPayment>('sandbox_payments').insertOne({
      _id: paymentId,
      orderId: record.orderId ?? orderId,
      amount: record.amount,
      currency: record.currency ?? 'INR',
      status: (record.status ?? 'captured') as SandboxPayment['status'],
    });
  }
  return {
    razorpay_order_id: orderId,
    razorpay_payment_id: paymentId,
    razorpay_signature: paymentSignature(SANDBOX_SECRET, orderId, paymentId),
  };
}

describe('verify grants a plan only for a payment the provider reports captured for the order', () => {
  it('grants for the captured payment of the whole order', async () => {
    const { userId, order } = await newOrder();
    const verified = await app.send<VerifyPaymentResult>(B.verifyPayment, {
      userId,
      ...(await checkout(userId, order.id)),
    });
    expect(verified).toMatchObject({ success: true, subscription: { planId: 2 } });
    expect(await periodsOf(userId)).toBe(1);
  });

  const refusals: [string, (orderId: string, other: string) => Parameters<typeof signedFor>[1]][] = [
    ['a payment the provider has no record of (a valid signature alone)', () => null],
    ['a failed payment', () => ({ amount: 200, status: 'failed' })],
    ['an authorised payment not yet captured', () => ({ amount: 200, status: 'authorized' })],
    ['a captured payment of a smaller amount', () => ({ amount: 100 })],
    ['a captured payment in another currency', () => ({ amount: 200, currency: 'USD' })],
    ['a captured payment of another order', (_, other) => ({ amount: 200, orderId: other })],
  ];
  it.each(refusals)('refuses %s with 400, and grants nothing', async (_, record) => {
    const { userId, order } = await newOrder();
    const { order: other } = await newOrder(1); // ₹1: the ₹2 payment pays neither order
    const confirmation = await signedFor(order.id, record(order.id, other.id));
    const result = await outcome(app.send(B.verifyPayment, { userId, ...confirmation }));
    expect(result).toMatchObject({ ok: false, error: { status: 400, code: ErrorCode.PaymentVerificationFailed } });
    expect(await periodsOf(userId)).toBe(0);
    expect(await orderStatus(order.id)).toBe('created');
    // Nor can createsubscription turn the unverified order into a plan.
    await expect(
      app.send(B.createSubscription, { userId, orderId: order.id, amount: 200, currency: 'INR', planId: 2 }),
    ).rejects.toMatchObject({ status: 400, code: ErrorCode.PaymentNotVerified });
  });
});

describe('the reconciler fulfils orders paid at the provider but never confirmed, exactly once', () => {
  it('finds the paid order, grants one period, and grants nothing more on later or concurrent runs', async () => {
    const { userId, order } = await newOrder(3);
    const confirmation = await checkout(userId, order.id); // paid; the browser never calls verify
    const unpaid = await newOrder(1); // ordered, never paid
    const failed = await newOrder(1);
    await app.send(B.sandboxCheckout, { userId: failed.userId, orderId: failed.order.id, outcome: 'failure' });

    const first = await reconciler.reconcile();
    expect(first.fulfilled).toBe(1);
    expect(await periodsOf(userId)).toBe(1);
    expect(await orderStatus(order.id)).toBe('paid');
    const period = await app.db.collection('subscriptions').findOne({ orderId: order.id });
    expect(period).toMatchObject({ planId: 3, paymentId: confirmation.razorpay_payment_id, fulfilledBy: 'reconciler' });

    // Two replicas' runs at once, then another: still one period; unpaid and failed orders stay unpaid.
    const again = await Promise.all([reconciler.reconcile(), reconciler.reconcile()]);
    expect(again.map((r) => r.fulfilled)).toEqual([0, 0]);
    expect((await reconciler.reconcile()).fulfilled).toBe(0);
    expect(await periodsOf(userId)).toBe(1);
    expect(await periodsOf(unpaid.userId)).toBe(0);
    expect(await periodsOf(failed.userId)).toBe(0);
    expect(await orderStatus(unpaid.order.id)).toBe('created');

    // The browser's late verify answers the same period.
    await expect(app.send(B.verifyPayment, { userId, ...confirmation })).resolves.toMatchObject({
      success: true,
      subscription: { planId: 3, orderId: order.id },
    });
    expect(await periodsOf(userId)).toBe(1);
  });

  it('races verify for the same payment and one period results', async () => {
    const { userId, order } = await newOrder();
    const confirmation = await checkout(userId, order.id);
    const [verified] = await Promise.all([
      outcome(app.send(B.verifyPayment, { userId, ...confirmation })),
      reconciler.reconcile(),
    ]);
    expect(verified.ok).toBe(true);
    expect(await periodsOf(userId)).toBe(1);
  });
});
