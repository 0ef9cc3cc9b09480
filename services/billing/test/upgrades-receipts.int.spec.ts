/**
 * Plan upgrades and receipts over real NATS and the database engine, sandbox provider:
 * the server's upgrade price (days left credited), the upgrade replacing the plan in force, and
 * the concurrent proof that two payments never buy overlapping periods; the member's payments
 * and one receipt, with bad input and another member's payment refused.
 */
import {
  ErrorCode,
  Messages,
  type PaymentOrderView,
  type Receipt,
  type ReceiptList,
  type SandboxCheckoutResult,
  Subjects,
  type SubscriptionView,
  type UpgradeQuote,
  type UseGrant,
  type VerifyPaymentResult,
} from '@typing/contracts';
import { Types } from 'mongoose';
import { hmacHex } from '../src/signatures';
import { bootBilling, type BootedBilling, distinctOrders, newUserId, outcome } from './billing-test-kit';

const B = Subjects.billing;
const WEBHOOK_SECRET = 'it-upgrade-webhook-secret';
const DAY_MS = 24 * 3600 * 1000;
const PERIOD_MS = 30 * DAY_MS;

let app: BootedBilling;

beforeAll(async () => {
  app = await bootBilling({
    MONGO_DB_PREFIX: 'it_billing_upgrades',
    PAYMENT_SANDBOX_SECRET: 'it-upgrade-sandbox-secret-0123456789abcdef',
    RAZORPAY_WEBHOOK_SECRET: WEBHOOK_SECRET,
  });
});

afterAll(async () => {
  await app.close();
});

interface StoredPeriod {
  _id: Types.ObjectId;
  planId: number;
  orderId: string;
  seq: number;
  startsAt: Date;
  expiresAt: Date;
  replaces?: Types.ObjectId;
}

const periodsOf = (userId: string) =>
  app.db
    .collection<StoredPeriod>('subscriptions')
    .find({ userId: new Types.ObjectId(userId) })
    .sort({ startsAt: 1 })
    .toArray();

/** Every period of the member starts when the one before has ended (or later): none overlap. */
function expectNoOverlap(periods: StoredPeriod[]) {
  for (let i = 1; i < periods.length; i++) {
    expect(periods[i]!.startsAt.getTime()).toBeGreaterThanOrEqual(periods[i - 1]!.expiresAt.getTime());
  }
}

const order = (userId: string, amount: number) => app.send<PaymentOrderView>(B.createOrder, { userId, amount });

async function pay(userId: string, orderId: string) {
  const result = await app.send<SandboxCheckoutResult>(B.sandboxCheckout, { userId, orderId, outcome: 'success' });
  if (result.outcome !== 'success') throw new Error('sandbox payment failed');
  const { outcome: _, ...confirmation } = result;
  return confirmation;
}

const verify = (userId: string, confirmation: Awaited<ReturnType<typeof pay>>) =>
  app.send<VerifyPaymentResult>(B.verifyPayment, { userId, ...confirmation });

function webhook(orderId: string, paymentId: string, amount: number, eventId: string) {
  const raw = JSON.stringify({
    event: 'payment.captured',
    payload: { payment: { entity: { id: paymentId, order_id: orderId, amount, currency: 'INR' } } },
  });
  return app.send(B.webhook, {
    rawBody: Buffer.from(raw).toString('base64'),
    signature: hmacHex(WEBHOOK_SECRET, raw),
    eventId,
  });
}

/** A member on `amount`'s plan, bought and verified now. */
async function member(amount: number) {
  const userId = newUserId();
  const created = await order(userId, amount);
  const { subscription } = await verify(userId, await pay(userId, created.id));
  return { userId, subscription };
}

describe('the upgrade price', () => {
  it('credits the whole days left of the plan in force: Basic → Pro costs ₹2 less 29 days of ₹1', async () => {
    const { userId, subscription } = await member(1);
    const quote = await app.send<UpgradeQuote>(B.upgradeQuote, { userId, planId: 2 });
    expect(quote).toMatchObject({
      fromPlanId: 1,
      fromPlanName: 'Basic',
      toPlanId: 2,
      toPlanName: 'Pro',
      currency: 'INR',
      pricePaise: 200,
      daysLeft: 29,
      creditPaise: 97, // 100 × 29 / 30, rounded
      chargePaise: 103,
      currentEndsAt: subscription.expiresAt,
    });
    expect(Date.parse(quote.expiresAt) - Date.parse(quote.startsAt)).toBe(PERIOD_MS);
    // The order is made at the server's price, whatever the client believed.
    const created = await order(userId, 2);
    expect(created).toMatchObject({ amount: 103, planId: 2, upgrade: { daysLeft: 29, creditPaise: 97 } });
    expect(await app.db.collection('orders').findOne({ _id: created.id as never })).toMatchObject({
      amount: 103,
      upgrade: { fromPlanId: 1, daysLeft: 29, creditPaise: 97 },
    });
  });

  it('refuses the same or a lower plan (409), no plan (404), an unknown plan and bad input (400); quoting stores nothing', async () => {
    const { userId } = await member(2);
    for (const planId of [1, 2]) {
      await expect(app.send(B.upgradeQuote, { userId, planId })).rejects.toEqual({
        status: 409,
        code: ErrorCode.AlreadySubscribed,
        message: Messages.upgradeOnlyHigher,
      });
    }
    await expect(order(userId, 1)).rejects.toMatchObject({ status: 409, code: ErrorCode.AlreadySubscribed });
    await expect(app.send(B.upgradeQuote, { userId: newUserId(), planId: 3 })).rejects.toEqual({
      status: 404,
      code: ErrorCode.NoSubscription,
      message: Messages.upgradeNeedsPlan,
    });
    await expect(app.send(B.upgradeQuote, { userId, planId: 9 })).rejects.toMatchObject({
      status: 400,
      message: Messages.planNotFound,
    });
    for (const bad of [
      { userId, planId: '3' },
      { userId, planId: { $gt: 0 } },
      { userId },
      { userId, planId: 3, x: 1 },
    ]) {
      await expect(app.send(B.upgradeQuote, bad)).rejects.toMatchObject({ status: 400 });
    }
    expect(await app.db.collection('orders').countDocuments({ userId: new Types.ObjectId(userId) })).toBe(1);
  });
});

describe('an upgrade', () => {
  it('starts the higher plan at payment for a full period, ends the old one then, and keeps today’s uses', async () => {
    const { userId } = await member(1);
    await app.send<UseGrant>(B.consumeUse, { userId });
    await app.send<UseGrant>(B.consumeUse, { userId });
    const created = await order(userId, 3);
    const confirmation = await pay(userId, created.id);
    const [verified] = await Promise.all([
      verify(userId, confirmation),
      webhook(created.id, confirmation.razorpay_payment_id, created.amount, `evt_up_${created.id}`),
    ]);
    await app.settled(); // the webhook's fulfilment runs after its answer
    expect(verified.subscription).toMatchObject({ planId: 3, planName: 'Premium', remainingDailyLimit: 100 - 2 });
    const [basic, premium] = await periodsOf(userId);
    expect(premium).toMatchObject({ planId: 3, seq: 2, replaces: basic!._id });
    expect(premium!.expiresAt.getTime() - premium!.startsAt.getTime()).toBe(PERIOD_MS);
    expect(basic!.expiresAt).toEqual(premium!.startsAt);
    await expect(app.send<SubscriptionView>(B.mySubscription, { userId })).resolves.toMatchObject({ planId: 3 });
    // The createsubscription the page sends afterwards answers the same period.
    await expect(
      app.send(B.createSubscription, {
        userId,
        orderId: created.id,
        amount: created.amount,
        currency: 'INR',
        planId: 3,
      }),
    ).resolves.toMatchObject({ planId: 3, expiresAt: premium!.expiresAt.toISOString() });
    expect(await periodsOf(userId)).toHaveLength(2);
  });
});

describe('no two payments buy overlapping periods', () => {
  it.each([1, 2, 3])(
    'two Pro checkouts opened together, both paid, confirmed concurrently (verify + webhook each): back to back (round %i)',
    async (round) => {
      const userId = newUserId();
      const orders = await distinctOrders(app, 2, () => order(userId, 2));
      const confirmations = await Promise.all(orders.map((o) => pay(userId, o.id)));
      const results = await Promise.all(
        orders.flatMap((o, i) => [
          outcome(verify(userId, confirmations[i]!)),
          outcome(webhook(o.id, confirmations[i]!.razorpay_payment_id, o.amount, `evt_pair_${round}_${i}`)),
          outcome(webhook(o.id, confirmations[i]!.razorpay_payment_id, o.amount, `evt_pair_${round}_${i}`)),
        ]),
      );
      expect(results.filter((r) => !r.ok)).toEqual([]);
      await app.settled();
      const periods = await periodsOf(userId);
      expect(periods.map((p) => [p.planId, p.seq])).toEqual([
        [2, 1],
        [2, 2],
      ]);
      expectNoOverlap(periods);
      expect(periods[1]!.startsAt).toEqual(periods[0]!.expiresAt);
      for (const p of periods) expect(p.expiresAt.getTime() - p.startsAt.getTime()).toBe(PERIOD_MS);
    },
  );

  it.each([1, 2, 3])(
    'two upgrades priced on the same Basic period, both paid and confirmed concurrently: one replaces Basic, the other follows it for what it paid (round %i)',
    async () => {
      const { userId } = await member(1);
      const orders = await distinctOrders(app, 2, () => order(userId, 2));
      for (const o of orders) expect(o).toMatchObject({ amount: 103, upgrade: { toPlanId: 2 } });
      const confirmations = await Promise.all(orders.map((o) => pay(userId, o.id)));
      const results = await Promise.all(confirmations.map((c) => outcome(verify(userId, c))));
      expect(results.filter((r) => !r.ok)).toEqual([]);

      const periods = await periodsOf(userId);
      expect(periods.map((p) => [p.planId, p.seq])).toEqual([
        [1, 1],
        [2, 2],
        [2, 3],
      ]);
      expectNoOverlap(periods);
      const [basic, upgraded, later] = periods;
      expect(upgraded!.replaces).toEqual(basic!._id);
      expect(basic!.expiresAt).toEqual(upgraded!.startsAt);
      expect(upgraded!.expiresAt.getTime() - upgraded!.startsAt.getTime()).toBe(PERIOD_MS);
      // The stale upgrade's credit was already used: its ₹1.03 buys 103/200 of a Pro period, after the first.
      expect(later!.replaces).toBeUndefined();
      expect(later!.startsAt).toEqual(upgraded!.expiresAt);
      expect(later!.expiresAt.getTime() - later!.startsAt.getTime()).toBe(Math.round((PERIOD_MS * 103) / 200));
    },
  );

  it('five payments of one member confirmed at once (verify and webhook each) chain without overlap', async () => {
    const userId = newUserId();
    const orders = await distinctOrders(app, 5, () => order(userId, 1));
    const confirmations = await Promise.all(orders.map((o) => pay(userId, o.id)));
    const results = await Promise.all(
      confirmations.flatMap((c, i) => [
        outcome(verify(userId, c)),
        outcome(webhook(orders[i]!.id, c.razorpay_payment_id, orders[i]!.amount, `evt_many_${orders[i]!.id}`)),
      ]),
    );
    expect(results.filter((r) => !r.ok)).toEqual([]);
    await app.settled();
    const periods = await periodsOf(userId);
    expect(periods.map((p) => p.seq).sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5]);
    expectNoOverlap(periods);
  });
});

describe('receipts', () => {
  it('lists the member’s payments newest first with plan, period, amount and the upgrade credit', async () => {
    const { userId } = await member(1);
    const up = await order(userId, 2);
    const upConfirmation = await pay(userId, up.id);
    await verify(userId, upConfirmation);

    const list = await app.send<ReceiptList>(B.receipts, { userId });
    expect(list.limit).toBe(100);
    expect(list.receipts.map((r) => [r.planName, r.amount, r.currency, r.status])).toEqual([
      ['Pro', 103, 'INR', 'paid'],
      ['Basic', 100, 'INR', 'paid'],
    ]);
    const [pro, basic] = list.receipts as [Receipt, Receipt];
    expect(pro).toMatchObject({
      paymentId: upConfirmation.razorpay_payment_id,
      orderId: up.id,
      upgrade: { fromPlanName: 'Basic', daysLeft: 29, creditPaise: 97 },
    });
    expect(basic.upgrade).toBeUndefined();
    expect(basic.periodEnd).toBe(pro.periodStart);
    expect(Date.parse(pro.periodEnd) - Date.parse(pro.periodStart)).toBe(PERIOD_MS);

    await expect(
      app.send<Receipt>(B.receipt, { userId, paymentId: upConfirmation.razorpay_payment_id }),
    ).resolves.toEqual(pro);
  });

  it('another member’s payment and an unknown one are 404; bad ids 400; a member without payments has none', async () => {
    const { userId } = await member(2);
    const [mine] = (await app.send<ReceiptList>(B.receipts, { userId })).receipts;
    const stranger = newUserId();
    const notFound = { status: 404, code: ErrorCode.PaymentNotFound, message: Messages.paymentNotFound };
    await expect(app.send(B.receipt, { userId: stranger, paymentId: mine!.paymentId })).rejects.toEqual(notFound);
    await expect(app.send(B.receipt, { userId, paymentId: 'pay_unknown000001' })).rejects.toEqual(notFound);
    for (const paymentId of [{ $ne: null }, '', 'pay_x; drop', 'p'.repeat(65), 12]) {
      await expect(app.send(B.receipt, { userId, paymentId })).rejects.toMatchObject({ status: 400 });
    }
    await expect(app.send(B.receipt, { userId, paymentId: mine!.paymentId, extra: 1 })).rejects.toMatchObject({
      status: 400,
    });
    await expect(app.send(B.receipts, { userId: 'not-an-id' })).rejects.toMatchObject({ status: 400 });
    await expect(app.send(B.receipts, { userId: stranger })).resolves.toEqual({ receipts: [], limit: 100 });
  });
});
