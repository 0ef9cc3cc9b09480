/**
 * Settings that follow a member to every device over the real stack: HTTP → gateway →
 * NATS → auth service → MongoDB engine. Each member reads and replaces only their own; bad input is
 * refused with a 400 and stores nothing.
 */
import { ErrorCode, type Preferences } from '@typing/contracts';
import { type AuthStack, bootAuthStack, Client, resetLimits, signedIn } from './auth-helpers';

let stack: AuthStack;
beforeAll(async () => {
  stack = await bootAuthStack('it_preferences', 5);
});
afterAll(() => stack.close());
beforeEach(() => resetLimits(stack.redis));

const PATH = '/api/account/preferences';
const mine: Preferences = {
  theme: 'dark',
  keyboardLayout: 'colemak',
  test: { mode: 'words', durationSeconds: 120, wordCount: 50, punctuation: true, numbers: false },
};
const put = (client: Client, body: unknown) => client.send('PUT', PATH, body);
const storedOf = async (email: string) =>
  (await stack.db.collection('users').findOne({ email }, { projection: { preferences: 1 } }))?.preferences;

test('none before the first save; a save is read back on another device; repeating it changes nothing', async () => {
  const { client: laptop, email } = await signedIn(stack, 'prefs');
  expect(await laptop.get(PATH)).toMatchObject({ status: 200, body: { preferences: null } });

  expect(await put(laptop, mine)).toMatchObject({ status: 200, body: { preferences: mine } });
  expect(await put(laptop, mine)).toMatchObject({ status: 200, body: { preferences: mine } });

  // Another device signs in to the same account and finds the same settings.
  const phone = new Client(stack.base);
  expect((await phone.post('/api/auth/login', { email, password: 'violet-harbour-lamp-92' })).status).toBe(200);
  const read = await phone.get(PATH);
  expect(read).toMatchObject({ status: 200, body: { preferences: mine } });
  expect(read.headers.get('cache-control')).toBe('private, no-store');
  expect(await storedOf(email)).toEqual(mine);

  const lighter = { ...mine, theme: 'light' as const };
  expect(await put(phone, lighter)).toMatchObject({ status: 200, body: { preferences: lighter } });
  expect(await laptop.get(PATH)).toMatchObject({ status: 200, body: { preferences: lighter } });
});

test('each member has their own; without a session it is 401', async () => {
  const { client: asha } = await signedIn(stack, 'prefs-asha');
  const { client: ravi } = await signedIn(stack, 'prefs-ravi');
  expect((await put(asha, mine)).status).toBe(200);
  expect(await ravi.get(PATH)).toMatchObject({ status: 200, body: { preferences: null } });

  const stranger = new Client(stack.base);
  expect(await stranger.get(PATH)).toMatchObject({ status: 401, body: { code: ErrorCode.Unauthorized } });
  expect(await put(stranger, mine)).toMatchObject({ status: 401, body: { code: ErrorCode.Unauthorized } });
});

test('bad input is a 400 with a message and stores nothing', async () => {
  const { client, email } = await signedIn(stack, 'prefs-bad');
  expect((await put(client, mine)).status).toBe(200);
  const bad: unknown[] = [
    {},
    [],
    42,
    null,
    { ...mine, theme: 'blue' },
    { ...mine, theme: { $ne: 'light' } },
    { ...mine, keyboardLayout: 'workman' },
    { ...mine, test: { ...mine.test, durationSeconds: 45 } },
    { ...mine, test: { ...mine.test, durationSeconds: '60' } },
    { ...mine, test: { ...mine.test, wordCount: 1e9 } },
    { ...mine, test: { ...mine.test, mode: 'zen' } },
    { ...mine, test: { ...mine.test, punctuation: 'yes' } },
    { ...mine, test: { ...mine.test, extra: 1 } },
    { ...mine, extra: true },
    { ...mine, $set: { verified: true } },
    { ...mine, userId: '0'.repeat(24) },
    { theme: 'dark', keyboardLayout: 'qwerty' },
  ];
  for (const body of bad) {
    const answer = await put(client, body);
    expect({ body, status: answer.status }).toEqual({ body, status: 400 });
    expect(answer.body).toMatchObject({ status: 400, code: ErrorCode.ValidationFailed, message: expect.any(String) });
    expect(JSON.stringify(answer.body)).not.toMatch(/at .*\.ts|stack/i);
  }
  const oversized = await put(client, { ...mine, padding: 'x'.repeat(2_000_000) });
  expect(oversized.status).toBe(413);
  expect(await storedOf(email)).toEqual(mine);
});

test('a cross-site page cannot change them (CSRF)', async () => {
  const { client, email } = await signedIn(stack, 'prefs-csrf');
  const answer = await client.send('PUT', PATH, mine, { 'sec-fetch-site': 'cross-site' });
  expect(answer).toMatchObject({ status: 403, body: { code: ErrorCode.CrossSiteRequest } });
  expect(await storedOf(email)).toBeUndefined();
});
