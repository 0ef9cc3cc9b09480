/**
 * Paying for the plan in force again renews it: the new period starts when the paid
 * time ends (never overlapping it), mysubscription says how far ahead it is paid, and at most one
 * period can be paid ahead. Over real NATS and the database engine, sandbox provider.
 */
import {
  ErrorCode,
  type PaymentOrderView,
  type SandboxCheckoutResult,
  Subjects,
  type SubscriptionView,
  type VerifyPaymentResult,
} from '@typing/contracts';
import { Types } from 'mongoose';
import { bootBilling, type BootedBilling, newUserId } from './billing-test-kit';

const B = Subjects.billing;
const PERIOD_MS = 30 * 24 * 3600 * 1000;

let app: BootedBilling;

beforeAll(async () => {
  app = await bootBilling({ MONGO_DB_PREFIX: 'it_billing_renewals' });
});

afterAll(async () => {
  await app.close();
});

/** Orders `planId` at its price (₹ = plan id) and pays it through the sandbox checkout and verify. */
async function buy(userId: string, planId: number): Promise<VerifyPaymentResult> {
  const order = await app.send<PaymentOrderView>(B.createOrder, { userId, amount: planId, planId });
  const checkout = await app.send<SandboxCheckoutResult>(B.sandboxCheckout, {
    userId,
    orderId: order.id,
    outcome: 'success',
  });
  if (checkout.outcome !== 'success') throw new Error('sandbox payment failed');
  const { outcome: _, ...confirmation } = checkout;
  return app.send<VerifyPaymentResult>(B.verifyPayment, { userId, ...confirmation });
}

const periodsOf = (userId: string) =>
  app.db
    .collection<{ planId: number; startsAt: Date; expiresAt: Date }>('subscriptions')
    .find({ userId: new Types.ObjectId(userId) })
    .sort({ seq: 1 })
    .toArray();

it('renews the plan in force from its expiry, says so, and refuses a second period ahead', async () => {
  const userId = newUserId();
  const first = await buy(userId, 2);
  const firstEnd = first.subscription.expiresAt;
  expect(first.subscription).toMatchObject({ planId: 2, paidUntil: firstEnd, renewable: true });

  const renewal = await app.send<PaymentOrderView>(B.createOrder, { userId, amount: 2, planId: 2 });
  expect(renewal).toMatchObject({ amount: 200, planId: 2 });
  expect(renewal.upgrade).toBeUndefined();
  await app.send(B.sandboxCheckout, { userId, orderId: renewal.id, outcome: 'failure' }); // a failed try first
  const renewed = await buy(userId, 2);

  // The renewal's period starts exactly when the first ends and lasts a full period: no overlap.
  const periods = await periodsOf(userId);
  expect(periods).toHaveLength(2);
  expect(periods[1]!.startsAt.toISOString()).toBe(firstEnd);
  expect(periods[1]!.expiresAt.getTime() - periods[1]!.startsAt.getTime()).toBe(PERIOD_MS);
  expect(renewed.subscription).toMatchObject({ planId: 2, startsAt: firstEnd });

  // mysubscription: the plan in force still ends when it did; the paid time reaches the renewal's end.
  const mine = await app.send<SubscriptionView>(B.mySubscription, { userId });
  expect(mine).toMatchObject({
    expiresAt: firstEnd,
    paidUntil: periods[1]!.expiresAt.toISOString(),
    renewable: false,
  });

  // A third period ahead, or an upgrade while the renewal waits, is refused before any money moves.
  await expect(app.send(B.createOrder, { userId, amount: 2, planId: 2 })).rejects.toMatchObject({
    status: 409,
    code: ErrorCode.AlreadySubscribed,
  });
  await expect(app.send(B.createOrder, { userId, amount: 3, planId: 3 })).rejects.toMatchObject({
    status: 409,
    code: ErrorCode.AlreadySubscribed,
  });
  await expect(app.send(B.createOrder, { userId, amount: 1, planId: 1 })).rejects.toMatchObject({ status: 409 });
  expect(await periodsOf(userId)).toHaveLength(2);
});
