/**
 * Upgrades and receipts through the gateway: HTTP → gateway → NATS → billing →
 * database, sandbox provider. The upgrade price shown before paying is the one charged; the
 * member's payments and one receipt; bad input, signed-out callers and another member's payment
 * are refused with a 4xx and nothing is stored.
 */
import type { INestMicroservice } from '@nestjs/common';
import { billingService } from '@typing/billing-service';
import {
  ErrorCode,
  Messages,
  type PaymentOrderView,
  type Receipt,
  type ReceiptList,
  type SandboxCheckoutResult,
  type UpgradeQuote,
} from '@typing/contracts';
import { createService, databaseName } from '@typing/service-kit';
import { type AuthStack, bootAuthStack, Client, signedIn } from './auth-helpers';

const PREFIX = 'it_gw_upgrades';

let stack: AuthStack;
let billing: INestMicroservice;

beforeAll(async () => {
  stack = await bootAuthStack(PREFIX, 14);
  billing = await createService(billingService, stack.env);
  await billing.listen();
});

afterAll(async () => {
  await billing.close();
  await stack.db.useDb(databaseName(PREFIX, 'billing')).dropDatabase();
  await stack.close();
});

const billingDb = () => stack.db.useDb(databaseName(PREFIX, 'billing'));

/** Orders a plan at its price and pays it through the sandbox checkout, as the page does. */
async function buy(client: Client, price: number, planId: number) {
  const ordered = await client.post('/api/razorpay/createorder', { amount: price, planId });
  expect(ordered.status).toBe(200);
  const order = ordered.body as PaymentOrderView;
  const checkout = await client.post('/api/razorpay/sandbox-checkout', { orderId: order.id, outcome: 'success' });
  const { outcome: _, ...confirmation } = checkout.body as SandboxCheckoutResult & { outcome: 'success' };
  expect((await client.post('/api/razorpay/verify', confirmation)).status).toBe(200);
  const created = await client.post('/api/subscription/createsubscription', {
    orderId: order.id,
    amount: order.amount,
    currency: 'INR',
    planId,
  });
  expect(created.status).toBe(200);
  return { order, paymentId: confirmation.razorpay_payment_id };
}

it('Basic → Premium: the quote shown before paying is what the order charges; both payments are listed with receipts', async () => {
  const { client } = await signedIn(stack, 'upgrader');
  await buy(client, 1, 1);

  const quote = await client.get('/api/subscription/upgrade?planId=3');
  expect(quote.status).toBe(200);
  expect(quote.headers.get('cache-control')).toBe('private, no-store');
  expect(quote.body).toMatchObject({
    fromPlanName: 'Basic',
    toPlanName: 'Premium',
    daysLeft: 29,
    creditPaise: 97,
    chargePaise: 203,
  } satisfies Partial<UpgradeQuote>);

  const { order, paymentId } = await buy(client, 3, 3);
  expect(order).toMatchObject({ amount: 203, upgrade: { chargePaise: 203 } });
  expect((await client.get('/api/subscription/mysubscription')).body).toMatchObject({ planName: 'Premium' });

  const list = await client.get('/api/subscription/payments');
  expect(list.status).toBe(200);
  const { receipts } = list.body as ReceiptList;
  expect(receipts.map((r) => [r.planName, r.amount])).toEqual([
    ['Premium', 203],
    ['Basic', 100],
  ]);
  const receipt = await client.get(`/api/subscription/payments/${paymentId}`);
  expect(receipt.status).toBe(200);
  expect(receipt.body).toEqual(receipts[0]);
  expect((receipt.body as Receipt).upgrade).toEqual({ fromPlanName: 'Basic', daysLeft: 29, creditPaise: 97 });
});

it('refuses another member’s payment (404), bad ids and bad quotes (400), the same or a lower plan (409) and signed-out callers (401)', async () => {
  const owner = (await signedIn(stack, 'receipt-owner')).client;
  const { paymentId } = await buy(owner, 2, 2);
  const stranger = (await signedIn(stack, 'receipt-stranger')).client;
  const orders = () => billingDb().collection('orders').countDocuments();
  const ordersBefore = await orders();

  expect((await stranger.get(`/api/subscription/payments/${paymentId}`)).body).toEqual({
    status: 404,
    code: ErrorCode.PaymentNotFound,
    message: Messages.paymentNotFound,
  });
  expect((await stranger.get('/api/subscription/payments')).body).toEqual({ receipts: [], limit: 100 });
  for (const bad of ['pay_x%3Bdrop', `p${'a'.repeat(64)}`, '%24ne', 'pay%20x']) {
    const answer = await owner.get(`/api/subscription/payments/${bad}`);
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ code: ErrorCode.ValidationFailed, message: 'The payment id is not valid.' });
  }

  for (const query of ['', '?planId=abc', '?planId=1.5', '?planId=0', '?planId=3&x=1', '?planId[$gt]=1']) {
    const answer = await owner.get(`/api/subscription/upgrade${query}`);
    expect([answer.status, query]).toEqual([400, query]);
    expect((answer.body as { message: string }).message.length).toBeGreaterThan(0);
  }
  expect((await owner.get('/api/subscription/upgrade?planId=9')).body).toMatchObject({
    status: 400,
    message: Messages.planNotFound,
  });
  for (const planId of [1, 2]) {
    expect((await owner.get(`/api/subscription/upgrade?planId=${planId}`)).body).toEqual({
      status: 409,
      code: ErrorCode.AlreadySubscribed,
      message: Messages.upgradeOnlyHigher,
    });
  }
  expect((await stranger.get('/api/subscription/upgrade?planId=3')).body).toMatchObject({
    status: 404,
    message: Messages.upgradeNeedsPlan,
  });
  // A lower plan's order is refused before any money moves; a client-made-up amount too.
  expect((await owner.post('/api/razorpay/createorder', { amount: 1 })).status).toBe(409);
  expect((await owner.post('/api/razorpay/createorder', { amount: 2.03, planId: 3 })).status).toBe(400);
  expect((await owner.post('/api/razorpay/createorder', { amount: 3, planId: 3, credit: 100 })).status).toBe(400);

  const guest = new Client(stack.base);
  for (const path of ['/api/subscription/payments', `/api/subscription/payments/${paymentId}`]) {
    expect((await guest.get(path)).status).toBe(401);
  }
  expect((await guest.get('/api/subscription/upgrade?planId=3')).status).toBe(401);
  // None of the refusals above stored an order.
  expect(await orders()).toBe(ordersBefore);
});
