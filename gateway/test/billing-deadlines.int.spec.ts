/**
 * The payment provider's timeout nests inside the gateway's deadline. A provider that
 * never answers ends in billing's own 502 (nothing stored) before the gateway gives up with 504,
 * so the browser hears what happened. HTTP → gateway → NATS → billing → a Razorpay API that hangs,
 * with the timeouts .env.example ships.
 */
import { once } from 'node:events';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { INestMicroservice } from '@nestjs/common';
import { billingService } from '@typing/billing-service';
import { ErrorCode } from '@typing/contracts';
import { createService, databaseName } from '@typing/service-kit';
import { type AuthStack, bootAuthStack, signedIn } from './auth-helpers';

const PREFIX = 'it_gw_pay_deadline';

/** Razorpay's API as an outage sees it: the connection is taken, no answer ever comes. */
const hanging = http.createServer(() => undefined);

let stack: AuthStack;
let billing: INestMicroservice;

beforeAll(async () => {
  hanging.listen(0, '127.0.0.1');
  await once(hanging, 'listening');
  const { port } = hanging.address() as AddressInfo;
  stack = await bootAuthStack(PREFIX, 1);
  billing = await createService(billingService, {
    ...stack.env,
    RAZORPAY_KEY_ID: 'rzp_test_deadline01',
    RAZORPAY_KEY_SECRET: 'deadline-razorpay-key-secret',
    RAZORPAY_WEBHOOK_SECRET: 'deadline-razorpay-webhook-secret',
    RAZORPAY_API_URL: `http://127.0.0.1:${port}`,
  });
  await billing.listen();
});

afterAll(async () => {
  await billing.close();
  await stack.db.useDb(databaseName(PREFIX, 'billing')).dropDatabase();
  await stack.close();
  hanging.closeAllConnections();
  hanging.close();
});

it("answers the provider's 502 inside the gateway's deadline, not 504, and stores no order", async () => {
  const providerMs = Number(stack.env.PAYMENT_PROVIDER_TIMEOUT_MS);
  const gatewayMs = Number(stack.env.RPC_TIMEOUT_MS);
  expect(providerMs).toBeLessThan(gatewayMs);

  const { client } = await signedIn(stack, 'deadline');
  const started = Date.now();
  const ordered = await client.post('/api/razorpay/createorder', { amount: 2, planId: 2 });
  const took = Date.now() - started;

  expect(ordered.status).toBe(502);
  expect(ordered.body).toMatchObject({ status: 502, code: ErrorCode.PaymentProviderError });
  expect(took).toBeGreaterThanOrEqual(providerMs - 50);
  expect(took).toBeLessThan(gatewayMs);
  expect(await stack.db.useDb(databaseName(PREFIX, 'billing')).collection('orders').countDocuments()).toBe(0);
});
