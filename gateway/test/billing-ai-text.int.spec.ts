/**
 * Plans, payments and AI text end to end: HTTP → gateway → NATS → auth, billing, ai-text →
 * database, with the sandbox provider and the built-in generator. Includes a
 * concurrency proof through the whole path: 50 concurrent AI requests at an allowance of 10.
 */
import type { INestMicroservice } from '@nestjs/common';
import { aiTextService } from '@typing/ai-text-service';
import { billingService, hmacHex, WebhooksService } from '@typing/billing-service';
import {
  ErrorCode,
  type GeneratedTextView,
  indiaDay,
  MEMBER_ORDERS_PER_DAY,
  Messages,
  nextIndiaMidnight,
  type PaymentOrderView,
  type PlansResponse,
  type SandboxCheckoutResult,
  type SubscriptionView,
} from '@typing/contracts';
import { resultsService } from '@typing/results-service';
import { createService, databaseName } from '@typing/service-kit';
import { typedSteadily } from '@typing/typing-core/testing';
import { randomUUID } from 'node:crypto';
import { type AuthStack, bootAuthStack, Client, signedIn } from './auth-helpers';
import { subscribe } from './billing-kit';

const PREFIX = 'it_gw_billing';
const WEBHOOK_SECRET = 'it-gateway-webhook-secret';

let stack: AuthStack;
let services: INestMicroservice[] = [];

beforeAll(async () => {
  const extra = { PLAN_DAILY_LIMIT_PRO: '10', RAZORPAY_WEBHOOK_SECRET: WEBHOOK_SECRET };
  stack = await bootAuthStack(PREFIX, 12, extra);
  services = [
    await createService(billingService, stack.env),
    await createService(aiTextService, stack.env),
    await createService(resultsService, stack.env),
  ];
  for (const service of services) await service.listen();
});

afterAll(async () => {
  for (const service of services.reverse()) await service.close();
  for (const name of ['billing', 'ai-text', 'results'] as const) {
    await stack.db.useDb(databaseName(PREFIX, name)).dropDatabase();
  }
  await stack.close();
});

it('serves the plans to anyone, with the sandbox as provider and no secret', async () => {
  const plans = await new Client(stack.base).get('/api/subscription/plans');
  expect(plans.status).toBe(200);
  expect(plans.body).toMatchObject({ provider: 'sandbox', currency: 'INR' });
  expect((plans.body as PlansResponse).plans.map((p) => p.price)).toEqual([1, 2, 3]);
  expect(JSON.stringify(plans.body)).not.toMatch(/secret/i);
});

it('without a plan: 404 on AI text and mysubscription; then Pro through the sandbox; 50 concurrent AI requests at 10 a day give 10 texts and 40 × 429', async () => {
  const { client } = await signedIn(stack, 'ai-buyer');
  const noPlan = await client.post('/api/text/gettext', { misTypes: ['q'] });
  expect(noPlan.status).toBe(404);
  expect(noPlan.body).toEqual({ status: 404, code: ErrorCode.NoSubscription, message: Messages.noActiveSubscription });
  expect((await client.get('/api/subscription/mysubscription')).status).toBe(404);

  const { verify } = await subscribe(client, 2);
  expect(verify.subscription).toMatchObject({ planId: 2, remainingDailyLimit: 10 });
  const mine = await client.get('/api/subscription/mysubscription');
  expect(mine.body).toMatchObject({ planId: 2, planName: 'Pro', remainingDailyLimit: 10 });

  // A lower plan while Pro is active is refused before any money moves (a higher one is an upgrade).
  const other = await client.post('/api/razorpay/createorder', { amount: 1 });
  expect(other.body).toEqual({ status: 409, code: ErrorCode.AlreadySubscribed, message: Messages.alreadySubscribed });

  const started = Date.now();
  const answers = await Promise.all(
    Array.from({ length: 50 }, (_, i) => client.post('/api/text/gettext', { misTypes: i % 2 ? ['q', 'z'] : [] })),
  );
  const elapsed = Date.now() - started;
  const ok = answers.filter((a) => a.status === 200);
  const limited = answers.filter((a) => a.status === 429);
  console.log(
    `50 concurrent AI requests at an allowance of 10: ${ok.length} texts, ${limited.length} × 429, ${elapsed} ms`,
  );
  expect(ok).toHaveLength(10);
  expect(limited).toHaveLength(40);
  for (const a of limited) expect(a.body).toMatchObject({ message: Messages.dailyLimitReached });
  for (const a of ok) {
    const text = (a.body as GeneratedTextView).message;
    expect(text).toMatch(/^[a-z]+( [a-z]+)*$/);
    expect(text.split(' ').length).toBeGreaterThanOrEqual(250);
  }
  expect((await client.get('/api/subscription/mysubscription')).body).toMatchObject({ remainingDailyLimit: 0 });
  await expect(client.post('/api/subscription/check-expired')).resolves.toMatchObject({
    status: 200,
    body: { updatedCount: 0 },
  });
});

it('verify: a tampered signature is 400, someone else’s order 403', async () => {
  const owner = (await signedIn(stack, 'owner')).client;
  const order = (await owner.post('/api/razorpay/createorder', { amount: 1 })).body as PaymentOrderView;
  const checkout = (await owner.post('/api/razorpay/sandbox-checkout', { orderId: order.id, outcome: 'success' }))
    .body as SandboxCheckoutResult & { outcome: 'success' };
  const { outcome: _, ...confirmation } = checkout;
  const flipped = confirmation.razorpay_signature.replace(/.$/, (c) => (c === '0' ? '1' : '0'));
  const tampered = await owner.post('/api/razorpay/verify', { ...confirmation, razorpay_signature: flipped });
  expect(tampered.body).toEqual({
    status: 400,
    code: ErrorCode.PaymentVerificationFailed,
    message: Messages.paymentVerificationFailed,
  });
  const intruder = (await signedIn(stack, 'intruder')).client;
  expect((await intruder.post('/api/razorpay/verify', confirmation)).status).toBe(403);
  expect((await intruder.get('/api/subscription/mysubscription')).status).toBe(404);
  // Signed out: 401; from another site: 403 before anything else.
  expect((await new Client(stack.base).post('/api/razorpay/verify', confirmation)).status).toBe(401);
  expect(
    (await owner.post('/api/razorpay/createorder', { amount: 1 }, { 'sec-fetch-site': 'cross-site' })).status,
  ).toBe(403);
  expect((await owner.post('/api/text/gettext', { misTypes: 'q' })).status).toBe(400);
});

it('the webhook: a server POST without cookie or Fetch Metadata, judged by the HMAC of its exact bytes', async () => {
  const { client } = await signedIn(stack, 'closed-tab');
  const order = (await client.post('/api/razorpay/createorder', { amount: 3 })).body as PaymentOrderView;
  // The checkout took the money (the sandbox records the payment); the tab closed before verify.
  const checkout = (await client.post('/api/razorpay/sandbox-checkout', { orderId: order.id, outcome: 'success' }))
    .body as SandboxCheckoutResult & { outcome: 'success' };
  const paymentId = checkout.razorpay_payment_id;
  // Odd spacing on purpose: re-serialised JSON would not match the signature.
  const raw = `{ "event":"payment.captured",  "payload":{"payment":{"entity":{"id":"${paymentId}","order_id":"${order.id}","amount":${order.amount},"currency":"INR"}}} }`;
  const post = (signature: string, eventId: string) =>
    fetch(`${stack.base}/api/razorpay/webhook`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-razorpay-signature': signature,
        'x-razorpay-event-id': eventId,
      },
      body: raw,
    });
  // Not an exemption from the cross-site guard: a browser page posting it is refused like any other.
  const fromPage = await fetch(`${stack.base}/api/razorpay/webhook`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'sec-fetch-site': 'cross-site',
      'x-razorpay-signature': hmacHex(WEBHOOK_SECRET, raw),
    },
    body: raw,
  });
  expect(fromPage.status).toBe(403);
  const forged = await post(hmacHex('guessed-secret', raw), 'evt_gw_1');
  expect(forged.status).toBe(401);
  expect(await forged.json()).toMatchObject({ code: ErrorCode.WebhookSignatureInvalid });
  expect((await client.get('/api/subscription/mysubscription')).status).toBe(404);

  const real = await post(hmacHex(WEBHOOK_SECRET, raw), 'evt_gw_1');
  expect(real.status).toBe(200);
  // Answered once recorded; fulfilled in the background.
  expect(await real.json()).toEqual({ status: 'accepted' });
  expect((await post(hmacHex(WEBHOOK_SECRET, raw), 'evt_gw_1')).status).toBe(200);
  await services[0]!.get(WebhooksService).drain();
  expect((await client.get('/api/subscription/mysubscription')).body).toMatchObject({
    planId: 3,
  } satisfies Partial<SubscriptionView>);
  // createsubscription after the webhook fulfilled it: the same subscription, 200.
  const again = await client.post('/api/subscription/createsubscription', {
    orderId: order.id,
    amount: order.amount,
    currency: 'INR',
    planId: 3,
  });
  expect(again.status).toBe(200);
});

it(`createorder past ${MEMBER_ORDERS_PER_DAY} orders in an India day is 429 with Retry-After until midnight there; the open order is still answered`, async () => {
  const { client } = await signedIn(stack, 'order-cap');
  const open = await client.post('/api/razorpay/createorder', { amount: 1 });
  expect(open.status).toBe(200);
  const billingDb = stack.db.useDb(databaseName(PREFIX, 'billing'));
  const stored = await billingDb
    .collection<{ _id: string; userId: unknown }>('orders')
    .findOne({ _id: (open.body as PaymentOrderView).id });
  // The member has used the day's orders (counted by billing; billing's own tests make them one by one).
  const userId = String(stored?.userId);
  await billingDb
    .collection<{ _id: string }>('order_quotas')
    .updateOne(
      { _id: userId },
      { $set: { day: indiaDay(new Date()), count: MEMBER_ORDERS_PER_DAY } },
      { upsert: true },
    );

  const before = Date.now();
  const refused = await client.post('/api/razorpay/createorder', { amount: 2 });
  expect(refused.status).toBe(429);
  expect(refused.body).toEqual({ status: 429, code: ErrorCode.OrderLimitReached, message: Messages.orderLimitReached });
  const retryAfter = Number(refused.headers.get('retry-after'));
  const untilMidnight = (nextIndiaMidnight(new Date(before)).getTime() - before) / 1000;
  expect(retryAfter).toBeGreaterThan(0);
  expect(Math.abs(retryAfter - untilMidnight)).toBeLessThanOrEqual(5);
  // Asking again for the open order's plan makes nothing new: it is answered.
  const again = await client.post('/api/razorpay/createorder', { amount: 1 });
  expect(again.status).toBe(200);
  expect((again.body as PaymentOrderView).id).toBe((open.body as PaymentOrderView).id);
});

it('with no keys named, AI Practice trains the keys the member is least confident of over their history', async () => {
  const { client } = await signedIn(stack, 'confidence');
  // Slow, error-prone tests: every letter typed is judged and most need practice.
  const sample = 'the quick brown fox jumps over the lazy dog and keeps running far away from the river bank';
  for (let i = 0; i < 3; i++) {
    const result = {
      ...typedSteadily(sample, 'thw quixk briwn fix jumps ovet thw lazy dog', { stepMs: 700 }),
      clientId: randomUUID(),
    };
    expect((await client.post('/api/result/saveresult', result)).status).toBe(200);
  }
  const summary = (await client.get('/api/result/performance')).body as {
    keyConfidence: { key: string; label: string }[];
  };
  const leastConfident = summary.keyConfidence
    .filter((k) => k.label !== 'confident')
    .slice(0, 5)
    .map((k) => k.key);
  expect(leastConfident.length).toBeGreaterThan(0);

  await subscribe(client, 2);
  const answer = await client.post('/api/text/gettext', { misTypes: [] });
  expect(answer.status).toBe(200);
  expect((answer.body as GeneratedTextView).weakKeys).toEqual(leastConfident.filter((k) => k !== ' '));
});
