/**
 * The Razorpay path: the real `razorpay` SDK against a local HTTP server speaking its orders API
 * (POST /v1/orders, basic auth with the key id and secret), then verify with the key secret.
 */
import { once } from 'node:events';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { ErrorCode, type PaymentOrderView, type PlansResponse, Subjects } from '@typing/contracts';
import { hmacHex, paymentSignature } from '../src/signatures';
import { bootBilling, type BootedBilling, newUserId } from './billing-test-kit';

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

/** Answers like Razorpay's orders API; `mode` makes it fail in the ways the service must survive. */
let mode: 'ok' | 'error' | 'wrong-amount' = 'ok';
const seen: Seen[] = [];
let counter = 0;
const server = http.createServer((req, res) => {
  let raw = '';
  req.on('data', (chunk: Buffer) => (raw += chunk.toString()));
  req.on('end', () => {
    const body = raw ? (JSON.parse(raw) as Record<string, unknown>) : {};
    seen.push({ method: req.method, url: req.url, authorization: req.headers.authorization, body });
    res.setHeader('content-type', 'application/json');
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
  const paymentId = 'pay_Loc0000000001';
  const signature = paymentSignature(KEY_SECRET, order.id, paymentId);
  await expect(
    app.send(B.verifyPayment, {
      userId,
      razorpay_order_id: order.id,
      razorpay_payment_id: paymentId,
      razorpay_signature: signature,
    }),
  ).resolves.toMatchObject({ success: true, subscription: { planId: 2 } });

  // The sandbox's checkout step does not exist with real keys.
  await expect(app.send(B.sandboxCheckout, { userId, orderId: order.id, outcome: 'success' })).rejects.toMatchObject({
    status: 404,
    code: ErrorCode.SandboxUnavailable,
  });
});

it('checks webhooks with the webhook secret, not the key secret', async () => {
  const userId = newUserId();
  const order = await app.send<PaymentOrderView>(B.createOrder, { userId, amount: 1 });
  const raw = JSON.stringify({
    event: 'payment.captured',
    payload: { payment: { entity: { id: 'pay_Loc0000000002', order_id: order.id, amount: 100, currency: 'INR' } } },
  });
  const send = (secret: string) =>
    app.send(B.webhook, {
      rawBody: Buffer.from(raw).toString('base64'),
      signature: hmacHex(secret, raw),
      eventId: `evt_${order.id}`,
    });
  await expect(send(KEY_SECRET)).rejects.toMatchObject({ status: 401 });
  await expect(send(WEBHOOK_SECRET)).resolves.toEqual({ status: 'processed' });
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
