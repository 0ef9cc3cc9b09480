/**
 * The gateways' session cache over the real stack: two gateways in front of one auth service,
 * the second in its own process (in one process both would share passport's strategy, and so one
 * cache). Each gateway reuses the auth service's positive answers for a few seconds; a logout or
 * a password reset through either gateway reaches the other's cache through
 * `auth.sessions.changed` before the client hears back, so an old cookie is 401 at once everywhere.
 */
import { ErrorCode, Messages } from '@typing/contracts';
import { Types } from 'mongoose';
import {
  type AuthStack,
  bootAuthStack,
  type GatewayProcess,
  startGatewayProcess,
  Client,
  PASSWORD,
  RESET_MAIL,
  resetLimits,
  resetTokenFrom,
  signedIn,
  verifiedAccount,
  waitForMail,
} from './auth-helpers';

let stack: AuthStack;
let second: GatewayProcess;
let secondBase: string;

beforeAll(async () => {
  stack = await bootAuthStack('it_gw_session_cache', 13);
  second = await startGatewayProcess(stack.env);
  secondBase = second.base;
}, 90_000);
afterAll(async () => {
  await second?.stop();
  await stack?.close();
});
beforeEach(() => resetLimits(stack.redis));

const unauthorized = { status: 401, body: { code: ErrorCode.Unauthorized, message: Messages.unauthorized } };

/** The session id inside a session cookie (the JWT's `sid`). */
function sessionIdOf(client: Client): string {
  const token = client.cookie!.slice(client.cookie!.indexOf('=') + 1);
  return (JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as { sid: string }).sid;
}

const sessions = () => stack.db.collection('sessions');

test('a gateway reuses its answer: a session removed behind the auth service lives on there until the TTL', async () => {
  const { client } = await signedIn(stack, 'cached');
  const onSecond = client.at(secondBase);
  expect((await onSecond.get('/api/auth/me')).status).toBe(200);

  // Deleted in the database directly, with no event: only the second gateway has it cached.
  await sessions().deleteOne({ _id: new Types.ObjectId(sessionIdOf(client)) });
  expect((await onSecond.get('/api/auth/me')).status).toBe(200);
  expect(await client.get('/api/auth/me')).toMatchObject(unauthorized);
});

test('a logout through one gateway ends the cookie at once on the other, which had it cached', async () => {
  const { client } = await signedIn(stack, 'logout-everywhere');
  const oldCookie = client.cookie!;
  const onSecond = client.at(secondBase);
  expect((await client.get('/api/auth/me')).status).toBe(200);
  expect((await onSecond.get('/api/auth/me')).status).toBe(200);

  expect((await client.get('/api/auth/logout')).status).toBe(200);
  onSecond.cookie = oldCookie;
  expect(await onSecond.get('/api/auth/me')).toMatchObject(unauthorized);
  expect(await new Client(stack.base).get('/api/auth/me', { cookie: oldCookie })).toMatchObject(unauthorized);
});

test("signing out of one device leaves the user's other session cached and working on both gateways", async () => {
  const email = await verifiedAccount(stack, 'two-devices-cached');
  const laptop = new Client(stack.base);
  const phone = new Client(stack.base);
  await laptop.post('/api/auth/login', { email, password: PASSWORD });
  await phone.post('/api/auth/login', { email, password: PASSWORD });
  expect((await phone.at(secondBase).get('/api/auth/me')).status).toBe(200);
  expect((await laptop.at(secondBase).get('/api/auth/me')).status).toBe(200);

  const laptopCookie = laptop.cookie!;
  expect((await laptop.get('/api/auth/logout')).status).toBe(200);
  expect(await new Client(secondBase).get('/api/auth/me', { cookie: laptopCookie })).toMatchObject(unauthorized);
  expect((await phone.at(secondBase).get('/api/auth/me')).status).toBe(200);
  expect((await phone.get('/api/auth/me')).status).toBe(200);
});

test('a password reset through one gateway ends every cached session on the other', async () => {
  const { client, email } = await signedIn(stack, 'reset-everywhere');
  const onSecond = client.at(secondBase);
  expect((await onSecond.get('/api/auth/me')).status).toBe(200);

  expect((await new Client(stack.base).post('/api/auth/forgot-password', { email })).status).toBe(200);
  const token = resetTokenFrom(await waitForMail(stack.env.MAIL_UI_URL, email, RESET_MAIL));
  const reset = await new Client(stack.base).post(`/api/auth/reset-password/${token}`, {
    newPassword: 'cached-orchid-window-8',
  });
  expect(reset.status).toBe(200);

  expect(await onSecond.get('/api/auth/me')).toMatchObject(unauthorized);
});
