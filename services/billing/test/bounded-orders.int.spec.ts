/**
 * Payment orders bounded per member, over real NATS and the database engine with a local
 * server speaking Razorpay's API (so provider calls can be counted): an open order is answered
 * again instead of a new one; at most MEMBER_ORDERS_PER_DAY new orders a member a day, exactly,
 * under concurrency; the reconciler asks about at most RECONCILE_PER_MEMBER orders of one member a
 * run, oldest first, so one member's flood cannot hide another's paid order; the billing export
 * lists every paid order and the newest unpaid ones up to BILLING_EXPORT_ORDERS.
 */
import {
  BILLING_EXPORT_ORDERS,
  type BillingExport,
  ErrorCode,
  indiaDay,
  MEMBER_ORDERS_PER_DAY,
  Messages,
  type PaymentOrderView,
  Subjects,
} from '@typing/contracts';
import { Types } from 'mongoose';
import { PaymentReconciler, RECONCILE_PER_MEMBER } from '../src/payment-reconciler';
import { bootBilling, type BootedBilling, distinctOrders, newUserId, outcome } from './billing-test-kit';
import { type FakeRazorpay, startFakeRazorpay } from './fake-razorpay';

const B = Subjects.billing;
let razorpay: FakeRazorpay;
let app: BootedBilling;

beforeAll(async () => {
  razorpay = await startFakeRazorpay();
  app = await bootBilling({
    MONGO_DB_PREFIX: 'it_billing_bounded',
    RAZORPAY_KEY_ID: 'rzp_test_boundedKey',
    RAZORPAY_KEY_SECRET: 'bounded-razorpay-key-secret',
    RAZORPAY_WEBHOOK_SECRET: 'bounded-razorpay-webhook-secret',
    RAZORPAY_API_URL: razorpay.url,
    PAYMENT_PROVIDER_TIMEOUT_MS: '2000',
  });
});

afterAll(async () => {
  await app?.close();
  await razorpay?.close();
});

beforeEach(() => {
  razorpay.mode = 'ok';
  razorpay.calls.length = 0;
});

const orders = () => app.db.collection<Record<string, unknown> & { _id: string }>('orders');
const ordersOf = (userId: string) => orders().countDocuments({ userId: new Types.ObjectId(userId) });
const providerOrders = () => razorpay.calls.filter((c) => c === 'POST /v1/orders').length;
const order = (userId: string, amount: number) => app.send<PaymentOrderView>(B.createOrder, { userId, amount });

describe('createorder answers the member’s open order again', () => {
  it('the same plan and amount while the order is open: the same order, no provider call', async () => {
    const userId = newUserId();
    const first = await order(userId, 2);
    const again = await order(userId, 2);
    expect(again).toEqual(first);
    expect(providerOrders()).toBe(1);
    expect(await ordersOf(userId)).toBe(1);

    // Another plan is another order; so is the same plan once the open one is no longer fresh.
    const premium = await order(userId, 3);
    expect(premium.id).not.toBe(first.id);
    await orders().updateOne({ _id: first.id }, { $set: { createdAt: new Date(Date.now() - 2 * 3600_000) } });
    const later = await order(userId, 2);
    expect(later.id).not.toBe(first.id);
    expect(providerOrders()).toBe(3);
    // Nor is a paid order answered again.
    await orders().updateOne({ _id: later.id }, { $set: { status: 'paid' } });
    expect((await order(userId, 2)).id).not.toBe(later.id);
  });
});

describe(`at most ${MEMBER_ORDERS_PER_DAY} new orders a member an India day`, () => {
  it('refuses the next with 429 before any provider call, only for that member, until the next India day', async () => {
    const userId = newUserId();
    await distinctOrders(app, MEMBER_ORDERS_PER_DAY, () => order(userId, 1));
    await orders().updateMany(
      { userId: new Types.ObjectId(userId) },
      { $set: { createdAt: new Date(Date.now() - 2 * 3600_000) } },
    );
    razorpay.calls.length = 0;

    await expect(order(userId, 1)).rejects.toEqual({
      status: 429,
      code: ErrorCode.OrderLimitReached,
      message: Messages.orderLimitReached,
    });
    expect(providerOrders()).toBe(0);
    expect(await ordersOf(userId)).toBe(MEMBER_ORDERS_PER_DAY);
    // Someone else orders as before.
    await expect(order(newUserId(), 1)).resolves.toMatchObject({ planId: 1 });

    // The count belongs to the India day: the next one starts from nothing.
    await app.db
      .collection<{ _id: string }>('order_quotas')
      .updateOne({ _id: userId }, { $set: { day: '2000-01-01' } });
    await expect(order(userId, 1)).resolves.toMatchObject({ planId: 1 });
    expect(await app.db.collection<{ _id: string }>('order_quotas').findOne({ _id: userId })).toMatchObject({
      day: indiaDay(new Date()),
      count: 1,
    });
  });

  it('twelve concurrent orders with two places left create exactly two more', async () => {
    const userId = newUserId();
    await distinctOrders(app, MEMBER_ORDERS_PER_DAY - 2, () => order(userId, 1));
    await orders().updateMany(
      { userId: new Types.ObjectId(userId) },
      { $set: { createdAt: new Date(Date.now() - 2 * 3600_000) } },
    );
    razorpay.calls.length = 0;

    const answers = await Promise.all(Array.from({ length: 12 }, (_, i) => outcome(order(userId, i % 2 ? 1 : 2))));
    expect(await ordersOf(userId)).toBe(MEMBER_ORDERS_PER_DAY);
    expect(providerOrders()).toBe(2);
    for (const answer of answers) {
      if (!answer.ok) expect(answer.error).toMatchObject({ status: 429, code: ErrorCode.OrderLimitReached });
    }
    // Whatever was answered 200 is one of the member's stored orders (a new one, or one answered again).
    const stored = new Set(
      (
        await orders()
          .find({ userId: new Types.ObjectId(userId) })
          .toArray()
      ).map((o) => o._id),
    );
    for (const answer of answers) if (answer.ok) expect(stored.has(answer.value.id)).toBe(true);
  });

  it('an order the provider failed to make gives its place back', async () => {
    const userId = newUserId();
    await distinctOrders(app, MEMBER_ORDERS_PER_DAY - 1, () => order(userId, 1));
    await orders().updateMany(
      { userId: new Types.ObjectId(userId) },
      { $set: { createdAt: new Date(Date.now() - 2 * 3600_000) } },
    );
    razorpay.mode = 'error';
    await expect(order(userId, 1)).rejects.toMatchObject({ status: 502, code: ErrorCode.PaymentProviderError });
    await expect(order(userId, 1)).rejects.toMatchObject({ status: 502 });
    razorpay.mode = 'ok';
    const last = await order(userId, 1);
    await orders().updateOne({ _id: last.id }, { $set: { createdAt: new Date(Date.now() - 2 * 3600_000) } });
    await expect(order(userId, 1)).rejects.toMatchObject({ status: 429, code: ErrorCode.OrderLimitReached });
    expect(await ordersOf(userId)).toBe(MEMBER_ORDERS_PER_DAY);
  });
});

/** Open orders of one member stored straight in the database, a second apart, all older than `before`. */
async function storedOpenOrders(userId: string, count: number, before: Date) {
  const ids = Array.from({ length: count }, (_, i) => `order_Flood${userId.slice(-8)}${String(i).padStart(5, '0')}`);
  await orders().insertMany(
    ids.map((_id, i) => ({
      _id,
      userId: new Types.ObjectId(userId),
      planId: 1,
      amount: 100,
      currency: 'INR',
      provider: 'razorpay',
      status: 'created',
      basedOnSeq: 0,
      createdAt: new Date(before.getTime() - (count - i) * 1000),
    })),
  );
  return ids;
}

describe('the reconciler', () => {
  it(`asks about at most ${RECONCILE_PER_MEMBER} orders of one member a run, oldest first, so another member’s paid order is found`, async () => {
    const flooder = newUserId();
    const flood = await storedOpenOrders(flooder, 150, new Date(Date.now() - 3600_000));
    const payer = newUserId();
    const paid = await order(payer, 3);
    const paymentId = razorpay.recordPayment(paid.id, 300);
    const reconciler = app.app.get(PaymentReconciler);
    const asked = () => razorpay.calls.flatMap((c) => /^GET \/v1\/orders\/([\w-]+)\/payments$/.exec(c)?.[1] ?? []);

    razorpay.calls.length = 0;
    const first = await reconciler.reconcile();
    expect(first.fulfilled).toBe(1);
    expect(await app.db.collection('subscriptions').findOne({ orderId: paid.id })).toMatchObject({
      paymentId,
      fulfilledBy: 'reconciler',
    });
    expect(asked().filter((id) => flood.includes(id))).toEqual(flood.slice(0, RECONCILE_PER_MEMBER));

    // The next run goes on with the member's next oldest, not the same ones again.
    razorpay.calls.length = 0;
    await reconciler.reconcile();
    expect(asked().filter((id) => flood.includes(id))).toEqual(
      flood.slice(RECONCILE_PER_MEMBER, 2 * RECONCILE_PER_MEMBER),
    );
  });
});

describe('the billing export', () => {
  it(`lists every paid order and the newest unpaid ones, ${BILLING_EXPORT_ORDERS} in all, and says how many it left out`, async () => {
    const userId = newUserId();
    const unpaid = await storedOpenOrders(userId, BILLING_EXPORT_ORDERS + 2, new Date(Date.now() - 2 * 86_400_000));
    const paidIds = ['order_ExportPaid001', 'order_ExportPaid002', 'order_ExportPaid003'];
    await orders().insertMany(
      paidIds.map((_id, i) => ({
        _id,
        userId: new Types.ObjectId(userId),
        planId: 2,
        amount: 200,
        currency: 'INR',
        provider: 'razorpay',
        status: 'paid',
        paymentId: `pay_ExportPaid00${i}`,
        paidAt: new Date(Date.now() - 30 * 86_400_000 + i),
        createdAt: new Date(Date.now() - 30 * 86_400_000 + i),
      })),
    );

    const data = await app.send<BillingExport>(B.exportUser, { userId });
    const listed = data.orders.map((o) => o.id);
    expect(listed).toHaveLength(BILLING_EXPORT_ORDERS);
    expect(listed.slice(0, 3)).toEqual(paidIds);
    expect(listed.slice(3)).toEqual(unpaid.slice(-(BILLING_EXPORT_ORDERS - 3)));
    expect(data.ordersOmitted).toBe(5);
  });
});
