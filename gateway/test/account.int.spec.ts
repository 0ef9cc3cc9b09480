/**
 * Account control over the real stack: change password, export all my data, delete my
 * account — HTTP → gateway → NATS → auth, results, billing and ai-text services → MongoDB engine,
 * MinIO and the SMTP catcher. Bad input and other people's data included.
 */
import { randomUUID } from 'node:crypto';
import { aiTextService } from '@typing/ai-text-service';
import { billingService } from '@typing/billing-service';
import { ErrorCode, MAIL_QUEUE, Messages, type PublicUser } from '@typing/contracts';
import { createService, databaseName } from '@typing/service-kit';
import { typedSteadily } from '@typing/typing-core/testing';
import { Queue } from 'bullmq';
import sharp from 'sharp';
import { Types } from 'mongoose';
import { AccountDeletion, RESUME_AFTER_MS } from '../src/auth/account-deletion';
import { type FakeGoogle, startFakeGoogle } from './auth-google-fake';
import {
  type AuthStack,
  bootAuthStack,
  Client,
  PASSWORD,
  resetLimits,
  signedIn,
  uniqueEmail,
  waitForMail,
} from './auth-helpers';
import { type MemberServices, startMemberServices } from './member-services';

const PREFIX = 'it_account';
const NEW_PASSWORD = 'copper-meadow-signal-41';
let stack: AuthStack;
let members: MemberServices;
let google: FakeGoogle;

beforeAll(async () => {
  google = await startFakeGoogle();
  stack = await bootAuthStack(PREFIX, 15, google.env);
  members = await startMemberServices(stack, PREFIX);
});

afterAll(async () => {
  await members.stop();
  await stack.close();
  await google.close();
});

beforeEach(() => resetLimits(stack.redis));

const me = async (client: Client) => (await client.get('/api/auth/me')).body as PublicUser;
const result = () => ({
  ...typedSteadily('the quick brown fox jumps over the lazy dog', 'the quick brown'),
  clientId: randomUUID(),
});
const users = () => stack.db.collection('users');
const resultsOf = (userId: string) =>
  stack.db.useDb(databaseName(PREFIX, 'results')).collection('results').countDocuments({ userId });
const ordersOf = (userId: string) =>
  stack.db
    .useDb(databaseName(PREFIX, 'billing'))
    .collection('orders')
    .countDocuments({ userId: new Types.ObjectId(userId) });
/** What is kept by address rather than by account: contact messages sent from it, mails delivered to it. */
async function keptByAddress(email: string) {
  const address = new RegExp(`^${email.replace(/\./g, '\\.')}$`, 'i');
  const count = (service: 'contact' | 'mailer', collection: string, filter: object) =>
    stack.db.useDb(databaseName(PREFIX, service)).collection(collection).countDocuments(filter);
  return {
    contactMessages: await count('contact', 'contact_messages', { email: address }),
    deliveries: await count('mailer', 'deliveries', { to: address }),
  };
}

/** Every queued mail has been sent (or has failed): no delivery is still to come. */
async function mailQueueSettled(): Promise<void> {
  const queue = new Queue(MAIL_QUEUE, { connection: stack.redis });
  try {
    await until(async () => {
      const counts = await queue.getJobCounts('waiting', 'active', 'delayed', 'prioritized');
      return Object.values(counts).every((n) => n === 0);
    }, 'the mail queue is empty');
  } finally {
    await queue.close();
  }
}

/** Runs the gateway's resumer of stopped deletions as its timer would, once they are old enough to be taken. */
const resumeUnfinishedDeletions = () =>
  stack.gateway.get(AccountDeletion).resumeUnfinished(new Date(Date.now() + RESUME_AFTER_MS + 1000));

/** Devices saving while their member deletes the account, and how many saves each makes at most. */
const SAVING_DEVICES = 3;
const SAVES_PER_DEVICE = 40;

/** Polls a condition the test can observe (never a fixed sleep): 10 s at most. */
async function until(condition: () => boolean | Promise<boolean>, what: string): Promise<void> {
  const deadline = Date.now() + 10_000;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting until ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/**
 * Documents naming the member in a service's database, by collection (the tombstones, which hold
 * only the id and expire, excepted): `userId` (string or ObjectId), `_id` = the id, or
 * `_id` = `<userId>:…`.
 */
async function leftoversOf(userId: string, service: 'results' | 'ai-text'): Promise<Record<string, number>> {
  const db = stack.db.useDb(databaseName(PREFIX, service));
  const names = (await db.listCollections()).map((c) => c.name).filter((name) => name !== 'deleted_users');
  const naming = {
    $or: [{ userId }, { userId: new Types.ObjectId(userId) }, { _id: userId }, { _id: { $regex: `^${userId}:` } }],
  };
  const found: Record<string, number> = {};
  for (const name of names) {
    const count = await db.collection(name).countDocuments(naming as never);
    if (count > 0) found[name] = count;
  }
  return found;
}

/** A member with a saved result, an order and an uploaded profile image. */
async function memberWithData(label: string) {
  const { client, email } = await signedIn(stack, label);
  expect((await client.post('/api/result/saveresult', result())).status).toBe(200);
  expect((await client.post('/api/razorpay/createorder', { amount: 2 })).status).toBe(200);
  const image = await sharp({ create: { width: 32, height: 32, channels: 3, background: '#3366cc' } })
    .png()
    .toBuffer();
  const form = new FormData();
  form.append('profileImage', new Blob([new Uint8Array(image)], { type: 'image/png' }), 'me.png');
  const upload = await fetch(`${stack.base}/api/auth/update-profile-image`, {
    method: 'POST',
    headers: { 'x-forwarded-for': client.ip, 'sec-fetch-site': 'same-origin', cookie: client.cookie! },
    body: form,
  });
  expect(upload.status).toBe(200);
  return { client, email, user: await me(client) };
}

describe('change password', () => {
  test('the current password is needed; other sessions end, this one stays; a notice is mailed', async () => {
    const { client, email } = await signedIn(stack, 'change');
    const other = new Client(stack.base);
    expect((await other.post('/api/auth/login', { email, password: PASSWORD })).status).toBe(200);

    const wrong = await client.post('/api/account/password', {
      currentPassword: 'not-my-password',
      newPassword: NEW_PASSWORD,
    });
    expect(wrong).toMatchObject({
      status: 403,
      body: { code: ErrorCode.InvalidCredentials, message: Messages.currentPasswordWrong },
    });
    expect((await other.get('/api/auth/me')).status).toBe(200);

    const changed = await client.post('/api/account/password', {
      currentPassword: PASSWORD,
      newPassword: NEW_PASSWORD,
    });
    expect(changed).toMatchObject({ status: 200, body: { message: Messages.passwordChanged } });
    expect((await client.get('/api/auth/me')).status).toBe(200);
    expect((await other.get('/api/auth/me')).status).toBe(401);
    expect((await new Client(stack.base).post('/api/auth/login', { email, password: PASSWORD })).status).toBe(401);
    expect((await new Client(stack.base).post('/api/auth/login', { email, password: NEW_PASSWORD })).status).toBe(200);
    await waitForMail(stack.env.MAIL_UI_URL, email, /password was changed/i);
  });

  test.each([
    ['a weak new password', { currentPassword: PASSWORD, newPassword: 'short' }, 400],
    ['a common new password', { currentPassword: PASSWORD, newPassword: 'password123' }, 400],
    ['a missing field', { currentPassword: PASSWORD }, 400],
    ['a wrong type', { currentPassword: PASSWORD, newPassword: 12345678 }, 400],
    ['an unknown field', { currentPassword: PASSWORD, newPassword: NEW_PASSWORD, userId: 'x' }, 400],
    ['a $-key', { currentPassword: PASSWORD, newPassword: NEW_PASSWORD, $set: { admin: true } }, 400],
    ['an operator as a value', { currentPassword: { $ne: '' }, newPassword: NEW_PASSWORD }, 400],
  ])('refuses %s and changes nothing', async (_name, body, status) => {
    const { client, email } = await signedIn(stack, 'badchange');
    const before = (await users().findOne({ email }))?.passwordHash;
    expect((await client.post('/api/account/password', body)).status).toBe(status);
    expect((await users().findOne({ email }))?.passwordHash).toBe(before);
  });

  test('wrong current passwords count like failed sign-ins: this device then waits, a sign-in elsewhere does not', async () => {
    const { client, email } = await signedIn(stack, 'guesses');
    const before = (await users().findOne({ email }))?.passwordHash;
    const guess = () =>
      client.post('/api/account/password', { currentPassword: 'a-guess-at-it', newPassword: NEW_PASSWORD });
    for (let attempt = 1; attempt <= 5; attempt += 1) expect((await guess()).status).toBe(403);
    expect(await guess()).toMatchObject({ status: 429, body: { message: Messages.tooManyLoginAttempts } });
    // The right password waits out the delay on this device too (a delay, not a lock)...
    const right = await client.post('/api/account/password', { currentPassword: PASSWORD, newPassword: NEW_PASSWORD });
    expect(right.status).toBe(429);
    expect(Number(right.headers.get('retry-after'))).toBeLessThanOrEqual(30);
    expect((await users().findOne({ email }))?.passwordHash).toBe(before);
    // ...while this device's guesses hold back no one else: a sign-in from another device goes through.
    expect((await new Client(stack.base).post('/api/auth/login', { email, password: PASSWORD })).status).toBe(200);
  });

  test('guests get 401; an oversized body 413', async () => {
    expect(
      (await new Client(stack.base).post('/api/account/password', { currentPassword: 'a', newPassword: 'b' })).status,
    ).toBe(401);
    const { client } = await signedIn(stack, 'big');
    const huge = await client.post('/api/account/password', {
      currentPassword: PASSWORD,
      newPassword: 'x'.repeat(2_000_000),
    });
    expect(huge.status).toBe(413);
  });
});

describe('change name', () => {
  test('changes the session’s own name, trimmed; this and every other session see it at once', async () => {
    const { client, email } = await signedIn(stack, 'rename');
    const other = new Client(stack.base);
    expect((await other.post('/api/auth/login', { email, password: PASSWORD })).status).toBe(200);
    // Both gateways' answers for these sessions are cached now: the change must still show.
    expect((await me(client)).name).toBe('Asha Rao');
    expect((await me(other)).name).toBe('Asha Rao');

    const answer = await client.post('/api/account/name', { name: '  Asha R. Menon ' });
    expect(answer).toMatchObject({
      status: 200,
      body: { message: Messages.nameChanged, user: { name: 'Asha R. Menon', email } },
    });
    expect((await me(client)).name).toBe('Asha R. Menon');
    expect((await me(other)).name).toBe('Asha R. Menon');
    expect((await users().findOne({ email }))?.name).toBe('Asha R. Menon');
  });

  test('takes a name of exactly 100 characters, the sign-up limit', async () => {
    const { client, email } = await signedIn(stack, 'rename-long');
    const name = 'N'.repeat(100);
    expect((await client.post('/api/account/name', { name })).status).toBe(200);
    expect((await users().findOne({ email }))?.name).toBe(name);
  });

  test.each([
    ['a missing name', {}, Messages.fillAllFields],
    ['a blank name', { name: '   ' }, Messages.fillAllFields],
    ['a name over 100 characters', { name: 'N'.repeat(101) }, 'Name must be at most 100 characters.'],
    ['a wrong type', { name: 42 }, Messages.fillAllFields],
    ['null', { name: null }, Messages.fillAllFields],
    ['an operator as a value', { name: { $ne: '' } }, Messages.fillAllFields],
    ['an unknown field', { name: 'Someone Else', userId: '000000000000000000000000' }, Messages.unknownField('userId')],
    ['a $-key', { name: 'Someone Else', $set: { name: 'x' } }, Messages.unknownField('$set')],
  ])('refuses %s with a clear 400 and changes nothing', async (_label, body, message) => {
    const { client, email } = await signedIn(stack, 'badrename');
    const answer = await client.post('/api/account/name', body);
    expect(answer).toMatchObject({ status: 400, body: { code: ErrorCode.ValidationFailed, message } });
    expect((await users().findOne({ email }))?.name).toBe('Asha Rao');
    expect((await me(client)).name).toBe('Asha Rao');
  });

  test('guests get 401; an oversized body 413; nothing changes', async () => {
    expect((await new Client(stack.base).post('/api/account/name', { name: 'Guest' })).status).toBe(401);
    const { client, email } = await signedIn(stack, 'bigrename');
    expect((await client.post('/api/account/name', { name: 'x'.repeat(2_000_000) })).status).toBe(413);
    expect((await users().findOne({ email }))?.name).toBe('Asha Rao');
  });
});

describe('export my data', () => {
  test('is a JSON download of the member’s own data only, with nothing secret', async () => {
    const { client, email, user } = await memberWithData('export');
    await memberWithData('export-other');
    const preferences = {
      theme: 'dark',
      keyboardLayout: 'azerty',
      test: { mode: 'time', durationSeconds: 30, wordCount: 25, punctuation: false, numbers: true },
    };
    expect((await client.send('PUT', '/api/account/preferences', preferences)).status).toBe(200);
    const answer = await client.get('/api/account/export');
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-disposition')).toBe('attachment; filename="typing-practice-data.json"');
    const data = answer.body as Record<string, unknown> & { results: { id: string }[]; orders: unknown[] };
    expect(data).toMatchObject({
      profile: { name: 'Asha Rao', email, verified: true, hasPassword: true, profileImage: user.profileImage },
      signInMethods: ['password'],
      sessions: [expect.objectContaining({ createdAt: expect.any(String) })],
      subscriptions: [],
      preferences,
    });
    expect(data.results).toHaveLength(1);
    expect(data.results[0]!.id.startsWith(`${user._id}:`)).toBe(true);
    expect(data.orders).toHaveLength(1);
    const text = JSON.stringify(data);
    for (const secret of ['passwordHash', 'codeHash', 'tokenHash', 'sessionId', PASSWORD])
      expect(text).not.toContain(secret);
  });

  test('guests get 401', async () => {
    expect((await new Client(stack.base).get('/api/account/export')).status).toBe(401);
  });
});

describe('delete my account', () => {
  test.each([
    ['no confirmation', {}, 400],
    ['a wrong password', { password: 'not-my-password' }, 403],
    ['someone else’s email for a password account', { email: 'other@gateway.test' }, 403],
    ['an unknown field', { password: PASSWORD, userId: '000000000000000000000000' }, 400],
    ['a $-key', { password: PASSWORD, $where: '1' }, 400],
    ['a wrong type', { password: 42 }, 400],
  ])('refuses %s and deletes nothing', async (_name, body, status) => {
    const { client, user } = await memberWithData('baddelete');
    expect((await client.post('/api/account/delete', body)).status).toBe(status);
    expect(await users().countDocuments({ email: user.email })).toBe(1);
    expect(await resultsOf(user._id)).toBe(1);
    expect((await client.get('/api/auth/me')).status).toBe(200);
  });

  test('deletes the member’s data and only theirs; signed out; the email can sign up again', async () => {
    const { client, email, user } = await memberWithData('delete');
    const { client: other, email: otherEmail, user: otherUser } = await memberWithData('delete-other');
    expect((await new Client(stack.base).get(user.profileImage!)).status).toBe(200);
    // A message to the team from the member's address (typed in another case) and one from the other member.
    for (const [sender, from] of [
      [client, email.toUpperCase()],
      [other, otherEmail],
    ] as const) {
      const sent = await sender.post('/api/contact/submit', {
        name: 'Asha',
        email: from,
        subject: 'Hi',
        message: 'Hello.',
      });
      expect(sent.status).toBe(200);
    }
    // Their sign-up codes (and any acknowledgements) were mailed: delivery records to each address.
    await mailQueueSettled();
    expect(await keptByAddress(email)).toMatchObject({ contactMessages: 1, deliveries: expect.any(Number) });
    expect((await keptByAddress(email)).deliveries).toBeGreaterThan(0);

    const answer = await client.post('/api/account/delete', { password: PASSWORD });
    expect(answer).toMatchObject({ status: 200, body: { message: Messages.accountDeleted } });
    expect(answer.setCookies.some((c) => /^session=;/.test(c) || /Expires=Thu, 01 Jan 1970/.test(c))).toBe(true);

    expect(await users().countDocuments({ email })).toBe(0);
    expect(await stack.db.collection('sessions').countDocuments({ userId: new Types.ObjectId(user._id) })).toBe(0);
    expect(await resultsOf(user._id)).toBe(0);
    expect(await ordersOf(user._id)).toBe(0);
    expect((await client.get('/api/auth/me')).status).toBe(401);
    expect((await new Client(stack.base).get(user.profileImage!)).status).toBe(404);
    expect((await new Client(stack.base).post('/api/auth/login', { email, password: PASSWORD })).status).toBe(401);

    // The other member is untouched.
    expect(await keptByAddress(email)).toEqual({ contactMessages: 0, deliveries: 0 });
    expect((await other.get('/api/auth/me')).status).toBe(200);
    expect(await resultsOf(otherUser._id)).toBe(1);
    expect(await ordersOf(otherUser._id)).toBe(1);
    expect(await keptByAddress(otherEmail)).toMatchObject({ contactMessages: 1 });
    expect((await keptByAddress(otherEmail)).deliveries).toBeGreaterThan(0);

    // The address is free again (once its sign-up code cooldown, a minute per address, has passed).
    await resetLimits(stack.redis);
    const again = await new Client(stack.base).post('/api/auth/signup', {
      name: 'Asha Again',
      email,
      password: PASSWORD,
    });
    expect(again.status).toBe(200);
  });

  test('guests get 401; an oversized body 413', async () => {
    expect((await new Client(stack.base).post('/api/account/delete', { password: PASSWORD })).status).toBe(401);
    const { client, user } = await memberWithData('bigdelete');
    expect((await client.post('/api/account/delete', { password: 'x'.repeat(2_000_000) })).status).toBe(413);
    expect(await users().countDocuments({ email: user.email })).toBe(1);
  });

  test('sessions end before any data is deleted; a step failing part-way answers 503; the gateway finishes it later', async () => {
    const { client, email, user } = await memberWithData('halfway');
    const otherDevice = new Client(stack.base);
    expect((await otherDevice.post('/api/auth/login', { email, password: PASSWORD })).status).toBe(200);
    const billing = members.running[1]!;
    await billing.close();
    try {
      const failed = await client.post('/api/account/delete', { password: PASSWORD });
      expect(failed).toMatchObject({
        status: 503,
        body: { code: ErrorCode.ServiceUnavailable, message: Messages.accountDeletionUnfinished },
      });
      // Every tab and device is signed out although the billing records are still there: the
      // sessions ended first. Never a silent success: the account and those records remain.
      expect((await client.get('/api/auth/me')).status).toBe(401);
      expect((await otherDevice.get('/api/auth/me')).status).toBe(401);
      expect(await ordersOf(user._id)).toBe(1);
      expect(await users().countDocuments({ email, deletionStartedAt: { $type: 'date' } })).toBe(1);
      // While billing is away, the gateway's resumer cannot finish it either, and loses nothing.
      expect(await resumeUnfinishedDeletions()).toBe(0);
      expect(await users().countDocuments({ email })).toBe(1);
    } finally {
      members.running[1] = await createService(billingService, stack.env);
      await members.running[1].listen();
    }
    // Nobody signs in again: the gateway's resumer (run now instead of on its timer) finishes the job.
    expect(await resumeUnfinishedDeletions()).toBe(1);
    expect(await users().countDocuments({ email })).toBe(0);
    expect(await resultsOf(user._id)).toBe(0);
    expect(await ordersOf(user._id)).toBe(0);
    expect(await resumeUnfinishedDeletions()).toBe(0);
    expect((await new Client(stack.base).post('/api/auth/login', { email, password: PASSWORD })).status).toBe(401);
  });

  test('after a failed deletion the member may also sign in and delete again', async () => {
    const { client, email, user } = await memberWithData('halfway-again');
    const aiText = members.running[2]!;
    await aiText.close();
    try {
      expect((await client.post('/api/account/delete', { password: PASSWORD })).status).toBe(503);
    } finally {
      members.running[2] = await createService(aiTextService, stack.env);
      await members.running[2].listen();
    }
    const again = new Client(stack.base);
    expect((await again.post('/api/auth/login', { email, password: PASSWORD })).status).toBe(200);
    const retried = await again.post('/api/account/delete', { password: PASSWORD });
    expect(retried).toMatchObject({ status: 200, body: { message: Messages.accountDeleted } });
    expect(await users().countDocuments({ email })).toBe(0);
    expect(await ordersOf(user._id)).toBe(0);
    expect((await again.get('/api/auth/me')).status).toBe(401);
  });

  test('saves racing the deletion from three devices leave nothing of the member in results or ai-text', async () => {
    const { client, email, user } = await memberWithData('race');
    const devices = [client];
    for (let i = 1; i < SAVING_DEVICES; i += 1) {
      const device = new Client(stack.base);
      expect((await device.post('/api/auth/login', { email, password: PASSWORD })).status).toBe(200);
      devices.push(device);
    }
    // Each device saves without pause until it is signed out (or a cap): some saves are in flight
    // while each step of the deletion runs.
    let saved = 0;
    const saving = devices.map(async (device) => {
      const statuses: number[] = [];
      for (let i = 0; i < SAVES_PER_DEVICE; i += 1) {
        const { status } = await device.post('/api/result/saveresult', result());
        statuses.push(status);
        if (status === 200) saved += 1;
        if (status === 401) break;
      }
      return statuses;
    });
    await until(() => saved >= SAVING_DEVICES, 'the devices have started saving');
    const deleted = await client.post('/api/account/delete', { password: PASSWORD });
    const statuses = (await Promise.all(saving)).flat();
    expect(deleted.status).toBe(200);
    expect(statuses.every((status) => status === 200 || status === 401)).toBe(true);
    expect(statuses.filter((status) => status === 401).length).toBe(SAVING_DEVICES);

    // A later member's save, counted by ai-text, shows the events published before it have arrived.
    const { client: later } = await signedIn(stack, 'race-later');
    const marker = result();
    expect((await later.post('/api/result/saveresult', marker)).status).toBe(200);
    const counted = stack.db.useDb(databaseName(PREFIX, 'ai-text')).collection('counted_results');
    await until(
      async () => (await counted.countDocuments({ _id: { $regex: `:${marker.clientId}$` } } as never)) === 1,
      'ai-text counted the later save',
    );

    expect(await leftoversOf(user._id, 'results')).toEqual({});
    expect(await leftoversOf(user._id, 'ai-text')).toEqual({});
  });
});

describe('an account that signs in only with Google', () => {
  async function googleMember(label: string) {
    const email = uniqueEmail(label);
    const client = new Client(stack.base);
    const credential = google.idToken({ sub: `4000${Date.now()}${label.length}`, email });
    expect((await client.post('/api/auth/continuewithgoogle', { credential })).status).toBe(200);
    return { client, email, user: await me(client) };
  }

  test('has no password to change: 409 says how to set one', async () => {
    const { client, email } = await googleMember('google-change');
    const answer = await client.post('/api/account/password', {
      currentPassword: 'anything-at-all',
      newPassword: NEW_PASSWORD,
    });
    expect(answer).toMatchObject({ status: 409, body: { message: Messages.noPasswordToChange } });
    expect((await users().findOne({ email }))?.passwordHash).toBeUndefined();
  });

  test('exports Google as its sign-in method, without Google’s subject', async () => {
    const { client, user } = await googleMember('google-export');
    const identity = await stack.db.collection('identities').findOne({ userId: new Types.ObjectId(user._id) });
    const answer = await client.get('/api/account/export');
    expect(answer.body).toMatchObject({ signInMethods: ['google'], profile: { hasPassword: false } });
    expect(JSON.stringify(answer.body)).not.toContain(identity!.subject as string);
  });

  test('confirms the deletion with its own email only', async () => {
    const { client, email, user } = await googleMember('google-delete');
    expect((await client.post('/api/account/delete', { password: 'a-password-it-never-had' })).status).toBe(403);
    expect((await client.post('/api/account/delete', { email: uniqueEmail('someone-else') })).status).toBe(403);
    expect(await users().countDocuments({ email })).toBe(1);

    const answer = await client.post('/api/account/delete', { email: email.toUpperCase() });
    expect(answer).toMatchObject({ status: 200, body: { message: Messages.accountDeleted } });
    expect(await users().countDocuments({ email })).toBe(0);
    expect(await stack.db.collection('identities').countDocuments({ userId: new Types.ObjectId(user._id) })).toBe(0);
    expect((await client.get('/api/auth/me')).status).toBe(401);
  });
});
