/**
 * The billing side of the privacy rights over real NATS and the database engine:
 * `billing.user.export` copies a member's subscriptions and orders; `billing.user.delete` keeps
 * them for the accounts but unlinks them from the member, only theirs, and is idempotent.
 */
import {
  type BillingExport,
  type BillingUnlinked,
  ErrorCode,
  type PaymentOrderView,
  type SandboxCheckoutResult,
  Subjects,
} from '@typing/contracts';
import { Types } from 'mongoose';
import { bootBilling, type BootedBilling, newUserId, outcome } from './billing-test-kit';

const B = Subjects.billing;
let app: BootedBilling;

beforeAll(async () => {
  app = await bootBilling({
    MONGO_DB_PREFIX: 'it_billing_member',
    PAYMENT_SANDBOX_SECRET: 'it-billing-member-sandbox-secret-0123456789',
    RAZORPAY_WEBHOOK_SECRET: 'it-billing-member-webhook-secret',
  });
});

afterAll(async () => {
  await app.close();
});

const ownedBy = (userId: string) => ({ userId: new Types.ObjectId(userId) });
const countOwned = async (userId: string) => ({
  subscriptions: await app.db.collection('subscriptions').countDocuments(ownedBy(userId)),
  orders: await app.db.collection('orders').countDocuments(ownedBy(userId)),
});

/** A member with an abandoned (unpaid) order, then a paid, verified plan (an order, a subscription). */
async function payingMember() {
  const userId = newUserId();
  // Another plan: asking again for the same one would answer the open order.
  const unpaid = await app.send<PaymentOrderView>(B.createOrder, { userId, amount: 1 });
  const paid = await app.send<PaymentOrderView>(B.createOrder, { userId, amount: 2 });
  const checkout = await app.send<SandboxCheckoutResult>(B.sandboxCheckout, {
    userId,
    orderId: paid.id,
    outcome: 'success',
  });
  if (checkout.outcome !== 'success') throw new Error('sandbox payment failed');
  const { outcome: _, ...confirmation } = checkout;
  await app.send(B.verifyPayment, { userId, ...confirmation });
  return { userId, paid, unpaid };
}

describe('billing.user.export', () => {
  test('copies the member’s subscriptions and orders, and nobody else’s', async () => {
    const member = await payingMember();
    const other = await payingMember();
    const data = await app.send<BillingExport>(B.exportUser, { userId: member.userId });

    expect(data.subscriptions).toEqual([
      expect.objectContaining({ planId: expect.any(Number), status: 'active', orderId: member.paid.id }),
    ]);
    expect(data.orders.map((o) => o.id)).toEqual([member.unpaid.id, member.paid.id]);
    expect(data.orders[0]).toEqual(expect.objectContaining({ status: 'created' }));
    expect(data.orders[0]).not.toHaveProperty('paidAt');
    expect(data.orders[1]).toEqual(expect.objectContaining({ status: 'paid', paidAt: expect.any(String) }));
    expect(JSON.stringify(data)).not.toContain(other.paid.id);
    expect(JSON.stringify(data)).not.toContain(other.userId);
  });

  test('a member without billing records gets empty lists', async () => {
    expect(await app.send<BillingExport>(B.exportUser, { userId: newUserId() })).toEqual({
      subscriptions: [],
      orders: [],
    });
  });
});

describe('billing.user.delete', () => {
  test('unlinks only the member’s records, keeps them for the accounts, and a retry finds nothing', async () => {
    const member = await payingMember();
    const other = await payingMember();
    const ordersBefore = await app.db.collection('orders').countDocuments();

    expect(await app.send<BillingUnlinked>(B.deleteUser, { userId: member.userId })).toEqual({
      subscriptions: 1,
      orders: 2,
    });
    expect(await countOwned(member.userId)).toEqual({ subscriptions: 0, orders: 0 });
    // Kept for the accounts, with their amounts, but naming nobody.
    expect(await app.db.collection('orders').countDocuments()).toBe(ordersBefore);
    const kept = await app.db.collection('orders').findOne({ _id: member.paid.id as never });
    expect(kept).toEqual(expect.objectContaining({ amount: member.paid.amount, status: 'paid' }));
    expect(String(kept?.userId)).not.toBe(member.userId);
    expect(await app.send<BillingExport>(B.exportUser, { userId: member.userId })).toEqual({
      subscriptions: [],
      orders: [],
    });

    // The other member is untouched.
    expect(await countOwned(other.userId)).toEqual({ subscriptions: 1, orders: 2 });
    // Idempotent: asking again is a success that changes nothing.
    expect(await app.send<BillingUnlinked>(B.deleteUser, { userId: member.userId })).toEqual({
      subscriptions: 0,
      orders: 0,
    });
  });

  test.each([
    ['no user id', {}],
    ['a user id that is not an ObjectId', { userId: 'abc' }],
    ['a user id of the wrong type', { userId: 42 }],
    ['an operator instead of an id', { userId: { $ne: null } }],
    ['an unknown field', { userId: newUserId(), everyone: true }],
  ])('%s is refused with 400 and unlinks nothing', async (_, payload) => {
    const member = await payingMember();
    for (const subject of [B.deleteUser, B.exportUser]) {
      const answer = await outcome(app.send(subject, payload));
      expect(answer).toEqual({ ok: false, error: expect.objectContaining({ status: 400 }) });
      if (!answer.ok) expect(answer.error.code).toBe(ErrorCode.ValidationFailed);
    }
    expect(await countOwned(member.userId)).toEqual({ subscriptions: 1, orders: 2 });
  });
});
