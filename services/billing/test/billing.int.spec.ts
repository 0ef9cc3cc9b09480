/**
 * The billing service over real NATS and the database engine, with the sandbox provider: plans,
 * orders, verify, createsubscription, the webhook, exactly-once fulfilment and the daily allowance.
 */
import {
  ErrorCode,
  indiaDay,
  Messages,
  type PaymentOrderView,
  type PlansResponse,
  type SandboxCheckoutResult,
  Subjects,
  type SubscriptionView,
  type UseGrant,
  type VerifyPaymentResult,
} from '@typing/contracts';
import { Types } from 'mongoose';
import { hmacHex } from '../src/signatures';
import { bootBilling, type BootedBilling, newUserId, outcome } from './billing-test-kit';

const B = Subjects.billing;
const SANDBOX_SECRET = 'it-billing-sandbox-secret-0123456789abcdef';
const WEBHOOK_SECRET = 'it-billing-webhook-secret';
const DAY_MS = 24 * 3600 * 1000;

let app: BootedBilling;

beforeAll(async () => {
  app = await bootBilling({
    MONGO_DB_PREFIX: 'it_billing',
    PAYMENT_SANDBOX_SECRET: SANDBOX_SECRET,
    RAZORPAY_WEBHOOK_SECRET: WEBHOOK_SECRET,
    PLAN_DAILY_LIMIT_BASIC: '10',
  });
});

afterAll(async () => {
  await app.close();
});

const subscriptions = () => app.db.collection('subscriptions');
const orders = () => app.db.collection('orders');
const error = (status: number, code: string, message: string) => ({ status, code, message });

async function order(userId: string, amount = 2) {
  return app.send<PaymentOrderView>(B.createOrder, { userId, amount });
}

async function pay(userId: string, orderId: string) {
  const result = await app.send<SandboxCheckoutResult>(B.sandboxCheckout, { userId, orderId, outcome: 'success' });
  if (result.outcome !== 'success') throw new Error('sandbox payment failed');
  const { outcome: _, ...confirmation } = result;
  return confirmation;
}

/** A paid, verified plan for a new user. */
async function subscribed(amount = 2) {
  const userId = newUserId();
  const created = await order(userId, amount);
  const confirmation = await pay(userId, created.id);
  const verified = await app.send<VerifyPaymentResult>(B.verifyPayment, { userId, ...confirmation });
  return { userId, order: created, confirmation, verified };
}

function webhookBody(orderId: string, paymentId: string, amount: number, event = 'payment.captured') {
  return JSON.stringify({
    entity: 'event',
    event,
    payload: { payment: { entity: { id: paymentId, order_id: orderId, amount, currency: 'INR', status: 'captured' } } },
    created_at: Math.floor(Date.now() / 1000),
  });
}

function webhook(raw: string, eventId: string, secret = WEBHOOK_SECRET) {
  return app.send<{ status: string }>(B.webhook, {
    rawBody: Buffer.from(raw).toString('base64'),
    signature: hmacHex(secret, raw),
    eventId,
  });
}

describe('plans and orders', () => {
  it('serves the catalogue with the sandbox provider and the configured allowances', async () => {
    const plans = await app.send<PlansResponse>(B.plans, {});
    expect(plans.provider).toBe('sandbox');
    expect(plans.keyId).toBeUndefined();
    expect(plans.plans.map((p) => [p.id, p.name, p.price, p.highlight, p.dailyLimit])).toEqual([
      [1, 'Basic', 1, false, 10],
      [2, 'Pro', 2, true, 20],
      [3, 'Premium', 3, false, 100],
    ]);
  });

  it('creates the order in paise for the plan whose price is the amount, and refuses any other amount', async () => {
    const userId = newUserId();
    const created = await order(userId, 3);
    expect(created).toMatchObject({ amount: 300, currency: 'INR', planId: 3, provider: 'sandbox' });
    expect(await orders().findOne({ _id: created.id as never })).toMatchObject({
      amount: 300,
      planId: 3,
      status: 'created',
    });
    await expect(order(userId, 5)).rejects.toEqual(error(400, ErrorCode.AmountMismatch, Messages.amountMismatch));
    await expect(app.send(B.createOrder, { userId, amount: 2, planId: 3 })).rejects.toMatchObject({ status: 400 });
    await expect(app.send(B.createOrder, { userId, amount: '2; drop' })).rejects.toMatchObject({ status: 400 });
  });
});

describe('verify and createsubscription', () => {
  it('verifies the signed payment, activates 30 days once, and repeats answer the same subscription', async () => {
    const { userId, order: created, verified } = await subscribed();
    expect(verified).toMatchObject({
      success: true,
      orderId: created.id,
      subscription: { planId: 2, remainingDailyLimit: 20 },
    });
    const request = { userId, orderId: created.id, amount: created.amount, currency: 'INR', planId: 2 };
    const first = await app.send<SubscriptionView>(B.createSubscription, request);
    const again = await app.send<SubscriptionView>(B.createSubscription, { ...request, amount: 2 });
    expect(again).toEqual(first);
    expect(Date.parse(first.expiresAt) - Date.parse(first.startsAt)).toBe(30 * DAY_MS);
    expect(await subscriptions().countDocuments({ userId: new Types.ObjectId(userId) })).toBe(1);
    await expect(app.send(B.mySubscription, { userId })).resolves.toMatchObject({ planId: 2, remainingDailyLimit: 20 });
  });

  it('refuses a tampered signature (400) and a valid signature for someone else’s order (403)', async () => {
    const owner = newUserId();
    const created = await order(owner);
    const confirmation = await pay(owner, created.id);
    const tampered = confirmation.razorpay_signature.replace(/^./, (c) => (c === 'a' ? 'b' : 'a'));
    await expect(
      app.send(B.verifyPayment, { userId: owner, ...confirmation, razorpay_signature: tampered }),
    ).rejects.toEqual(error(400, ErrorCode.PaymentVerificationFailed, Messages.paymentVerificationFailed));
    await expect(app.send(B.verifyPayment, { userId: newUserId(), ...confirmation })).rejects.toEqual(
      error(403, ErrorCode.Forbidden, Messages.orderNotYours),
    );
    // Signed with another key (a client guessing the scheme): refused too.
    const forged = hmacHex('not-the-secret', `${created.id}|${confirmation.razorpay_payment_id}`);
    await expect(
      app.send(B.verifyPayment, { userId: owner, ...confirmation, razorpay_signature: forged }),
    ).rejects.toMatchObject({
      status: 400,
    });
    expect(await subscriptions().countDocuments({ orderId: created.id })).toBe(0);
    await expect(app.send(B.mySubscription, { userId: owner })).rejects.toMatchObject({ status: 404 });
  });

  it('refuses createsubscription before verification and for a mismatched order; a second period ahead is refused', async () => {
    const userId = newUserId();
    const created = await order(userId, 1);
    const request = { userId, orderId: created.id, amount: 100, currency: 'INR', planId: 1 };
    await expect(app.send(B.createSubscription, request)).rejects.toMatchObject({
      status: 400,
      code: ErrorCode.PaymentNotVerified,
    });
    await expect(app.send(B.createSubscription, { ...request, planId: 3 })).rejects.toMatchObject({ status: 400 });
    await expect(app.send(B.createSubscription, { ...request, userId: newUserId() })).rejects.toMatchObject({
      status: 403,
    });

    // Two orders opened before either was paid: the unpaid one is still not verified once the first is active.
    const other = await order(userId, 3);
    await app.send(B.verifyPayment, { userId, ...(await pay(userId, created.id)) });
    await expect(
      app.send(B.createSubscription, { userId, orderId: other.id, amount: 300, currency: 'INR', planId: 3 }),
    ).rejects.toMatchObject({ status: 400, code: ErrorCode.PaymentNotVerified });
    // While Basic is in force, Basic again renews it (renewals.int.spec.ts); once a period is
    // paid ahead, another is refused before any money moves (a higher plan is an upgrade).
    const renewal = await order(userId, 1);
    await app.send(B.verifyPayment, { userId, ...(await pay(userId, renewal.id)) });
    await expect(order(userId, 1)).rejects.toEqual(error(409, ErrorCode.AlreadySubscribed, Messages.alreadySubscribed));
  });

  it('a failed sandbox payment is signed by nobody', async () => {
    const userId = newUserId();
    const created = await order(userId);
    const result = await app.send<SandboxCheckoutResult>(B.sandboxCheckout, {
      userId,
      orderId: created.id,
      outcome: 'failure',
    });
    expect(result).toMatchObject({ outcome: 'failure', error: { reason: 'payment_failed' } });
    expect(JSON.stringify(result)).not.toContain('signature');
    await expect(
      app.send(B.sandboxCheckout, { userId: newUserId(), orderId: created.id, outcome: 'success' }),
    ).rejects.toMatchObject({
      status: 403,
    });
  });
});

describe('webhook and exactly-once fulfilment', () => {
  it.each([1, 2, 3])(
    'verify plus the same webhook 3× concurrently give one 30-day subscription (round %i)',
    async (round) => {
      const userId = newUserId();
      const created = await order(userId);
      const confirmation = await pay(userId, created.id);
      const raw = webhookBody(created.id, confirmation.razorpay_payment_id, created.amount);
      const results = await Promise.all([
        outcome(app.send<VerifyPaymentResult>(B.verifyPayment, { userId, ...confirmation })),
        outcome(webhook(raw, `evt_same_${round}`)),
        outcome(webhook(raw, `evt_same_${round}`)),
        outcome(webhook(raw, `evt_same_${round}`)),
      ]);
      expect(results.every((r) => r.ok)).toBe(true);
      await app.settled(); // the webhook's fulfilment runs after its answer
      const subs = await subscriptions()
        .find({ userId: new Types.ObjectId(userId) })
        .toArray();
      expect(subs).toHaveLength(1);
      expect(subs[0]!.expiresAt.getTime() - subs[0]!.startsAt.getTime()).toBe(30 * DAY_MS);
      expect(await orders().findOne({ _id: created.id as never })).toMatchObject({
        status: 'paid',
        paymentId: confirmation.razorpay_payment_id,
      });
      // A later redelivery is recognised by its event id.
      await expect(webhook(raw, `evt_same_${round}`)).resolves.toEqual({ status: 'duplicate' });
    },
  );

  it('fulfils order.paid when the browser closed before verification; the verify call then finds it done', async () => {
    const userId = newUserId();
    const created = await order(userId, 1);
    const confirmation = await pay(userId, created.id);
    const raw = webhookBody(created.id, confirmation.razorpay_payment_id, created.amount, 'order.paid');
    await expect(webhook(raw, `evt_${created.id}`)).resolves.toEqual({ status: 'accepted' });
    await app.settled();
    await expect(app.send(B.mySubscription, { userId })).resolves.toMatchObject({ planId: 1 });
    await app.send(B.verifyPayment, { userId, ...confirmation });
    expect(await subscriptions().countDocuments({ userId: new Types.ObjectId(userId) })).toBe(1);
  });

  it('a webhook with a wrong signature gets 401 and changes nothing', async () => {
    const userId = newUserId();
    const created = await order(userId);
    const raw = webhookBody(created.id, 'pay_forged0000001', created.amount);
    await expect(webhook(raw, 'evt_forged', 'wrong-secret')).rejects.toEqual(
      error(401, ErrorCode.WebhookSignatureInvalid, Messages.webhookSignatureInvalid),
    );
    await expect(
      app.send(B.webhook, { rawBody: Buffer.from(raw).toString('base64'), signature: 'zz', eventId: 'evt_forged' }),
    ).rejects.toMatchObject({ status: 401 });
    expect(await subscriptions().countDocuments({ orderId: created.id })).toBe(0);
    expect(await orders().findOne({ _id: created.id as never })).toMatchObject({ status: 'created' });
    expect(await app.db.collection('webhook_events').countDocuments({ _id: 'evt_forged' as never })).toBe(0);
  });

  it('ignores a webhook for an amount other than the order’s', async () => {
    const userId = newUserId();
    const created = await order(userId);
    await expect(webhook(webhookBody(created.id, 'pay_cheap00000001', 1), 'evt_cheap')).resolves.toEqual({
      status: 'ignored',
    });
    expect(await subscriptions().countDocuments({ orderId: created.id })).toBe(0);
  });
});

describe('daily AI allowance', () => {
  it('50 concurrent uses at an allowance of 10 give exactly 10 grants and 40 × 429', async () => {
    const { userId } = await subscribed(1);
    const results = await Promise.all(
      Array.from({ length: 50 }, () => outcome(app.send<UseGrant>(B.consumeUse, { userId }))),
    );
    const granted = results.filter((r) => r.ok);
    const refused = results.filter((r) => !r.ok);
    expect(granted).toHaveLength(10);
    expect(refused).toHaveLength(40);
    for (const r of refused)
      if (!r.ok) expect(r.error).toEqual(error(429, ErrorCode.DailyLimitReached, Messages.dailyLimitReached));
    const remaining = granted.map((r) => (r.ok ? r.value.remainingDailyLimit : -1)).sort((a, b) => a - b);
    expect(remaining).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    await expect(app.send(B.mySubscription, { userId })).resolves.toMatchObject({ remainingDailyLimit: 0 });

    // A use given back can be taken again, once.
    const grant = granted[0]!.ok ? granted[0].value : undefined;
    await expect(
      app.send(B.releaseUse, { userId, subscriptionId: grant!.subscriptionId, day: grant!.day }),
    ).resolves.toEqual({
      released: true,
    });
    await expect(app.send(B.consumeUse, { userId })).resolves.toMatchObject({ remainingDailyLimit: 0 });
    await expect(app.send(B.consumeUse, { userId })).rejects.toMatchObject({ status: 429 });
  });

  it('resets at midnight India time: a new India day starts from the full allowance, once under concurrency', async () => {
    const { userId } = await subscribed(1);
    await subscriptions().updateOne(
      { userId: new Types.ObjectId(userId) },
      { $set: { usageDay: '2000-01-01', usedToday: 10 } },
    );
    const results = await Promise.all(
      Array.from({ length: 15 }, () => outcome(app.send<UseGrant>(B.consumeUse, { userId }))),
    );
    expect(results.filter((r) => r.ok)).toHaveLength(10);
    const sub = await subscriptions().findOne({ userId: new Types.ObjectId(userId) });
    expect(sub).toMatchObject({ usageDay: indiaDay(new Date()), usedToday: 10 });
  });

  it('no subscription is 404, an expired one 403; check-expired marks and counts the lapsed ones', async () => {
    await expect(app.send(B.consumeUse, { userId: newUserId() })).rejects.toEqual(
      error(404, ErrorCode.NoSubscription, Messages.noActiveSubscription),
    );
    const { userId } = await subscribed(1);
    const past = new Date(Date.now() - 1000);
    await subscriptions().updateOne({ userId: new Types.ObjectId(userId) }, { $set: { expiresAt: past } });
    await expect(app.send(B.consumeUse, { userId })).rejects.toEqual(
      error(403, ErrorCode.SubscriptionExpired, Messages.subscriptionExpired),
    );
    await expect(app.send(B.mySubscription, { userId })).rejects.toMatchObject({ status: 404 });
    await expect(app.send(B.checkExpired, { userId })).resolves.toEqual({ updatedCount: 1 });
    await expect(app.send(B.checkExpired, { userId })).resolves.toEqual({ updatedCount: 0 });
    // Expired, the user may buy a plan again.
    await expect(order(userId, 3)).resolves.toMatchObject({ planId: 3 });
  });
});
