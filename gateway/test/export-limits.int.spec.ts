/**
 * Exports per member over the real stack: the CSV download and the data export share
 * one running slot and one daily count in Redis, so every gateway replica sees them. A second
 * export while one runs, or the 11th of an India day, is a 429 with a message and Retry-After.
 */
import { DAILY_EXPORTS_CAP, ErrorCode, Messages, nextIndiaMidnight, type PublicUser } from '@typing/contracts';
import { billingService } from '@typing/billing-service';
import { createService } from '@typing/service-kit';
import Redis from 'ioredis';
import { EXPORT_SLOT_MS, ExportLimit } from '../src/results/export-limit';
import { type AuthStack, bootAuthStack, type Client, resetLimits, signedIn } from './auth-helpers';
import { type MemberServices, startMemberServices } from './member-services';

const PREFIX = 'it_export_limits';
const CSV = '/api/result/export.csv';
const DATA = '/api/account/export';
let stack: AuthStack;
let members: MemberServices;
/** Another gateway's view of the limit: its own Redis connection to the same Redis. */
let otherRedis: Redis;
let otherReplica: ExportLimit;

beforeAll(async () => {
  stack = await bootAuthStack(PREFIX, 3);
  members = await startMemberServices(stack, PREFIX);
  otherRedis = new Redis(stack.env.REDIS_URL);
  otherReplica = new ExportLimit(otherRedis);
});
afterAll(async () => {
  otherRedis?.disconnect();
  await members?.stop();
  await stack?.close();
});
// The per-route throttle (5 a minute) is not what these tests are about.
beforeEach(() => resetLimits(stack.redis));

const idOf = async (client: Client) => ((await client.get('/api/auth/me')).body as PublicUser)._id;
const secondsToIndiaMidnight = () => Math.ceil((nextIndiaMidnight(new Date()).getTime() - Date.now()) / 1000);

test(`at most ${DAILY_EXPORTS_CAP} exports a day, the CSV and the data export together`, async () => {
  const { client } = await signedIn(stack, 'exports-daily');
  for (let i = 0; i < DAILY_EXPORTS_CAP; i += 1) {
    await resetLimits(stack.redis);
    const answer = await client.get(i % 2 === 0 ? CSV : DATA);
    expect({ i, status: answer.status }).toEqual({ i, status: 200 });
  }
  await resetLimits(stack.redis);
  for (const path of [CSV, DATA]) {
    const refused = await client.get(path);
    expect(refused.body).toEqual({
      status: 429,
      code: ErrorCode.TooManyRequests,
      message: Messages.dailyExportsReached,
    });
    const retryAfter = Number(refused.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(secondsToIndiaMidnight() - 60);
    expect(retryAfter).toBeLessThanOrEqual(secondsToIndiaMidnight() + 1);
  }
  // Another member's day is their own.
  const { client: other } = await signedIn(stack, 'exports-daily-other');
  expect((await other.get(CSV)).status).toBe(200);
});

test('one export at a time: while another replica runs one, both routes answer 429; once it ends, 200', async () => {
  const { client } = await signedIn(stack, 'exports-running');
  const running = await otherReplica.begin(await idOf(client));
  for (const path of [CSV, DATA]) {
    const refused = await client.get(path);
    expect(refused.body).toEqual({ status: 429, code: ErrorCode.TooManyRequests, message: Messages.exportRunning });
    const retryAfter = Number(refused.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(EXPORT_SLOT_MS / 1000);
  }
  await running.end();
  expect((await client.get(CSV)).status).toBe(200);
  expect((await client.get(DATA)).status).toBe(200);
});

test('exports started at once on two replicas: exactly one runs', async () => {
  const { client } = await signedIn(stack, 'exports-race');
  const userId = await idOf(client);
  const here = new ExportLimit(stack.redis);
  const outcomes = await Promise.allSettled(
    Array.from({ length: 12 }, (_, i) => (i % 2 === 0 ? here : otherReplica).begin(userId)),
  );
  const started = outcomes.filter((o) => o.status === 'fulfilled');
  expect(started).toHaveLength(1);
  expect(
    outcomes.filter((o) => o.status === 'rejected').map((o) => (o as PromiseRejectedResult).reason.message),
  ).toEqual(Array(11).fill(Messages.exportRunning));
  await (started[0] as PromiseFulfilledResult<{ end(): Promise<void> }>).value.end();
  // Refused attempts did not use the day up: one started, so the member has the rest.
  for (let i = 1; i < DAILY_EXPORTS_CAP; i += 1) await (await here.begin(userId)).end();
  await expect(here.begin(userId)).rejects.toMatchObject({ message: Messages.dailyExportsReached });
});

test('an export that fails frees the slot', async () => {
  const { client } = await signedIn(stack, 'exports-failing');
  // The data export asks billing too: with billing away it fails (503), after taking the slot.
  const billing = members.running[1]!;
  await billing.close();
  try {
    expect(await client.get(DATA)).toMatchObject({ status: 503, body: { code: ErrorCode.ServiceUnavailable } });
  } finally {
    members.running[1] = await createService(billingService, stack.env);
    await members.running[1].listen();
  }
  expect((await client.get(CSV)).status).toBe(200);
});
