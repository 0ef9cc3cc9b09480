/**
 * The Razorpay path: the real `razorpay` SDK against a local HTTP server speaking its orders and
 * payments API (POST /v1/orders, GET /v1/payments/:id, GET /v1/orders/:id/payments, basic auth
 * with the key id and secret), then verify with the key secret and the payment as Razorpay reports it.
 */
import { once } from 'node:events';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { ErrorCode, type PaymentOrderView, type PlansResponse, Subjects } from '@typing/contracts';
import { Types } from 'mongoose';
import { PaymentReconciler } from '../src/payment-reconciler';
import { hmacHex, paymentSignature } from '../src/signatures';
import { bootBilling, type BootedBilling, newUserId, outcome } from './billing-test-kit';

const B = Subjects.billing;
const KEY_ID = 'rzp_test_localKey01';
const KEY_SECRET = 'local-razorpay-key-secret';
const WEBHOOK_SECRET = 'local-razorpay-webhook-secret';

interface Seen {
  method?: string;
  url?: string;
  authorization?: string;
  body: Record<string, unknown>;
}

interface PaymentEntity {
  id: string;
  entity: 'payment';
  order_id: string;
  amount: number;
  currency: string;
  status: string;
  captured: boolean;
}

/** Razorpay's books: the payments its checkout took, by id. */
const payments = new Map<string, PaymentEntity>();
let paymentCounter = 0;
function recordPayment(orderId: string, amount: number, change: Partial<PaymentEntity> = {}): string {
  const id = `pay_Loc${String(++paymentCounter).padStart(11, '0')}`;
  const status = change.status ?? 'captured';
  payments.set(id, {
    id,
    entity: 'payment',
    order_id: orderId,
    amount,
    currency: 'INR',
    status,
    captured: status === 'captured',
    ...change,
  });
  return id;
}

/** The payments API: one payment (Razorpay answers an unknown id 400), or an order's payments. */
function answerPayments(path: string, res: http.ServerResponse): boolean {
  const one = /^\/v1\/payments\/([\w-]+)$/.exec(path);
  const ofOrder = /^\/v1\/orders\/([\w-]+)\/payments$/.exec(path);
  if (one) {
    const payment = payments.get(one[1]!);
    res.statusCode = payment ? 200 : 400;
    res.end(
      JSON.stringify(
        payment ?? { error: { code: 'BAD_REQUEST_ERROR', description: 'The id provided does not exist' } },
      ),
    );
    return true;
  }
  if (ofOrder) {
    const items = [...payments.values()].filter((p) => p.order_id === ofOrder[1]);
    res.end(JSON.stringify({ entity: 'collection', count: items.length, items }));
    return true;
  }
  return false;
}

/** Answers like Razorpay's API; `mode` makes it fail in the ways the service must survive. */
let mode: 'ok' | 'error' | 'wrong-amount' | 'hang' = 'ok';
const seen: Seen[] = [];
let counter = 0;
const server = http.createServer((req, res) => {
  let raw = '';
  req.on('data', (chunk: Buffer) => (raw += chunk.toString()));
  req.on('end', () => {
    const body = raw ? (JSON.parse(raw) as Record<string, unknown>) : {};
    seen.push({ method: req.method, url: req.url, authorization: req.headers.authorization, body });
    if (mode === 'hang') return; // never answers: the SDK's timeout must end the call
    res.setHeader('content-type', 'application/json');
    const path = (req.url ?? '').split('?')[0]!;
    if (req.method === 'GET' && mode !== 'error' && answerPayments(path, res)) return;
    if (req.method !== 'POST' || req.url !== '/v1/orders' || mode === 'error') {
      res.statusCode = mode === 'error' ? 500 : 404;
      res.end(JSON.stringify({ error: { code: 'SERVER_ERROR', description: 'The server failed' } }));
      return;
    }
    const amount = mode === 'wrong-amount' ? 1 : Number(body.amount);
    res.end(
      JSON.stringify({
        id: `order_Loc${String(++counter).padStart(11, '0')}`,
        entity: 'order',
        amount,
        amount_paid: 0,
        amount_due: amount,
        currency: body.currency,
        receipt: body.receipt,
        status: 'created',
        attempts: 0,
        notes: body.notes,
        created_at: Math.floor(Date.now() / 1000),
      }),
    );
  });
});

let app: BootedBilling;

beforeAll(async () => {
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  app = await bootBilling({
    MONGO_DB_PREFIX: 'it_billing_rzp',
    RAZORPAY_KEY_ID: KEY_ID,
    RAZORPAY_KEY_SECRET: KEY_SECRET,
    RAZORPAY_WEBHOOK_SECRET: WEBHOOK_SECRET,
    RAZORPAY_API_URL: `http://127.0.0.1:${port}`,
    PAYMENT_PROVIDER_TIMEOUT_MS: '2000',
  });
});

afterAll(async () => {
  await app.close();
  server.closeAllConnections();
  server.close();
});

beforeEach(() => {
  mode = 'ok';
  seen.length = 0;
});

it('names Razorpay and its public key id in the catalogue', async () => {
  await expect(app.send<PlansResponse>(B.plans, {})).resolves.toMatchObject({ provider: 'razorpay', keyId: KEY_ID });
});

it('creates the order through the SDK in paise with the key id and secret, then verifies with the key secret', async () => {
  const userId = newUserId();
  const order = await app.send<PaymentOrderView>(B.createOrder, { userId, amount: 2 });
  expect(order).toMatchObject({ amount: 200, currency: 'INR', planId: 2, provider: 'razorpay', keyId: KEY_ID });
  expect(seen).toHaveLength(1);
  expect(seen[0]).toMatchObject({
    method: 'POST',
    url: '/v1/orders',
    body: { amount: 200, currency: 'INR', notes: { userId, planId: '2' } },
  });
  expect(seen[0]!.authorization).toBe(`Basic ${Buffer.from(`${KEY_ID}:${KEY_SECRET}`).toString('base64')}`);

  // What Razorpay's checkout hands the browser: the signature by the key secret.
  const paymentId = recordPayment(order.id, 200);
  const signature = paymentSignature(KEY_SECRET, order.id, paymentId);
  await expect(
    app.send(B.verifyPayment, {
      userId,
      razorpay_order_id: order.id,
      razorpay_payment_id: paymentId,
      razorpay_signature: signature,
    }),
  ).resolves.toMatchObject({ success: true, subscription: { planId: 2 } });
  // verify asked Razorpay about the payment before granting.
  expect(seen.some((s) => s.method === 'GET' && s.url?.startsWith(`/v1/payments/${paymentId}`))).toBe(true);

  // The sandbox's checkout step does not exist with real keys.
  await expect(app.send(B.sandboxCheckout, { userId, orderId: order.id, outcome: 'success' })).rejects.toMatchObject({
    status: 404,
    code: ErrorCode.SandboxUnavailable,
  });
});

it('checks webhooks with the webhook secret, not the key secret', async () => {
  const userId = newUserId();
  const order = await app.send<PaymentOrderView>(B.createOrder, { userId, amount: 1 });
  const paymentId = recordPayment(order.id, 100);
  const raw = JSON.stringify({
    event: 'payment.captured',
    payload: { payment: { entity: { id: paymentId, order_id: order.id, amount: 100, currency: 'INR' } } },
  });
  const send = (secret: string) =>
    app.send(B.webhook, {
      rawBody: Buffer.from(raw).toString('base64'),
      signature: hmacHex(secret, raw),
      eventId: `evt_${order.id}`,
    });
  await expect(send(KEY_SECRET)).rejects.toMatchObject({ status: 401 });
  await expect(send(WEBHOOK_SECRET)).resolves.toEqual({ status: 'accepted' });
  // Fulfilled in the background, after asking Razorpay for the payment.
  await app.settled();
  expect(seen.some((s) => s.method === 'GET' && s.url?.startsWith(`/v1/payments/${paymentId}`))).toBe(true);
  expect(await app.db.collection('subscriptions').findOne({ orderId: order.id })).toMatchObject({
    paymentId,
    fulfilledBy: 'webhook',
  });
});

it('answers 502 when the provider fails or answers another amount, and stores no order', async () => {
  const userId = newUserId();
  mode = 'error';
  await expect(app.send(B.createOrder, { userId, amount: 3 })).rejects.toMatchObject({
    status: 502,
    code: ErrorCode.PaymentProviderError,
  });
  mode = 'wrong-amount';
  await expect(app.send(B.createOrder, { userId, amount: 3 })).rejects.toMatchObject({ status: 502 });
  expect(await app.db.collection('orders').countDocuments({ planId: 3 })).toBe(0);
});

describe('verify asks Razorpay for the payment (GET /v1/payments/:id) and grants only a captured one of the order', () => {
  const cases: [string, (orderId: string) => string][] = [
    ['an id Razorpay does not know', () => 'pay_LocUnknown0001'],
    ['an authorised payment not yet captured', (orderId) => recordPayment(orderId, 300, { status: 'authorized' })],
    ['a failed payment', (orderId) => recordPayment(orderId, 300, { status: 'failed' })],
    ['a refunded payment', (orderId) => recordPayment(orderId, 300, { status: 'refunded' })],
    ['a captured payment of a smaller amount', (orderId) => recordPayment(orderId, 100)],
    ['a captured payment in another currency', (orderId) => recordPayment(orderId, 300, { currency: 'USD' })],
    ['a captured payment of another order', () => recordPayment('order_LocSomeoneElse', 300)],
  ];
  it.each(cases)('refuses %s with 400 and grants nothing', async (_, paymentFor) => {
    const userId = newUserId();
    const order = await app.send<PaymentOrderView>(B.createOrder, { userId, amount: 3 });
    const paymentId = paymentFor(order.id);
    const result = await outcome(
      app.send(B.verifyPayment, {
        userId,
        razorpay_order_id: order.id,
        razorpay_payment_id: paymentId,
        razorpay_signature: paymentSignature(KEY_SECRET, order.id, paymentId),
      }),
    );
    expect(result).toMatchObject({ ok: false, error: { status: 400, code: ErrorCode.PaymentVerificationFailed } });
    expect(await app.db.collection('subscriptions').countDocuments({ orderId: order.id })).toBe(0);
  });

  it('answers 502 when Razorpay cannot be asked, and grants nothing', async () => {
    const userId = newUserId();
    const order = await app.send<PaymentOrderView>(B.createOrder, { userId, amount: 3 });
    const paymentId = recordPayment(order.id, 300);
    mode = 'error';
    await expect(
      app.send(B.verifyPayment, {
        userId,
        razorpay_order_id: order.id,
        razorpay_payment_id: paymentId,
        razorpay_signature: paymentSignature(KEY_SECRET, order.id, paymentId),
      }),
    ).rejects.toMatchObject({ status: 502, code: ErrorCode.PaymentProviderError });
    expect(await app.db.collection('subscriptions').countDocuments({ orderId: order.id })).toBe(0);
  });
});

it("the reconciler finds a paid order through Razorpay's GET /v1/orders/:id/payments and fulfils it once", async () => {
  const userId = newUserId();
  const order = await app.send<PaymentOrderView>(B.createOrder, { userId, amount: 3 });
  recordPayment(order.id, 300, { status: 'failed' }); // a first attempt failed
  const paymentId = recordPayment(order.id, 300); // the retry was captured; nobody confirmed it
  const reconciler = app.app.get(PaymentReconciler);
  await reconciler.reconcile();
  await reconciler.reconcile();
  expect(seen.some((s) => s.method === 'GET' && s.url === `/v1/orders/${order.id}/payments`)).toBe(true);
  const periods = await app.db.collection('subscriptions').find({ orderId: order.id }).toArray();
  expect(periods).toEqual([expect.objectContaining({ paymentId, planId: 3, fulfilledBy: 'reconciler' })]);
});

it("ends a call Razorpay never answers at PAYMENT_PROVIDER_TIMEOUT_MS, inside the gateway's deadline: 502, no order", async () => {
  const userId = newUserId();
  mode = 'hang';
  const started = Date.now();
  await expect(app.send(B.createOrder, { userId, amount: 3 })).rejects.toMatchObject({
    status: 502,
    code: ErrorCode.PaymentProviderError,
  });
  const took = Date.now() - started;
  expect(took).toBeGreaterThanOrEqual(Number(app.env.PAYMENT_PROVIDER_TIMEOUT_MS) - 50);
  expect(took).toBeLessThan(Number(app.env.RPC_TIMEOUT_MS));
  expect(await app.db.collection('orders').countDocuments({ userId: new Types.ObjectId(userId) })).toBe(0);
});
