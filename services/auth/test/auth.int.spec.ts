/**
 * The auth service and the mailer over real NATS, the database engine, Redis, MinIO and the
 * SMTP catcher: sign-up by emailed code, sign-in, sessions, password reset, and the attacks on them.
 */
import { ErrorCode, healthSubject, MAIL_QUEUE, Messages, type SessionGrant, Subjects } from '@typing/contracts';
import { queuedJobData, stackEnv } from '@typing/infra/jest';
import Redis from 'ioredis';
import { Types } from 'mongoose';
import { PurgeService } from '../src/purge.service';
import { STEADY_ANSWER_MS } from '../src/steady-answer';
import { boot, type Booted, codeFrom, mailsTo, resetTokenFrom, uniqueEmail, waitForMail } from './auth-test-kit';

const S = Subjects.auth;
const OTP_MAIL = /verification code/;
const RESET_MAIL = /Reset your/;
const CHANGED_MAIL = /password was changed/;
const PASSWORD = 'violet-harbour-lamp-92';

let app: Booted;
let redis: Redis;
let mailUi: string;

beforeAll(async () => {
  app = await boot({ MONGO_DB_PREFIX: 'it_auth', REDIS_URL: `${stackEnv().REDIS_URL}/6` }, { withMailer: true });
  mailUi = app.env.MAIL_UI_URL;
  redis = new Redis(app.env.REDIS_URL, { maxRetriesPerRequest: null });
});

// The app (and its mail worker) stops first: a flush under a job being finished removes its keys.
afterAll(async () => {
  await app.close();
  await redis.flushdb();
  redis.disconnect();
});

const users = () => app.db.collection('users');
const codes = () => app.db.collection('otp_codes');
const sessions = () => app.db.collection('sessions');
const resetTokens = () => app.db.collection('reset_tokens');
const userBy = (email: string) => users().findOne({ email });

const error = (status: number, code: string, message: string) => ({ status, code, message });
const invalidOtp = error(400, ErrorCode.InvalidOtp, Messages.otpInvalid);
const invalidCredentials = error(401, ErrorCode.InvalidCredentials, Messages.invalidCredentials);
const unauthorized = error(401, ErrorCode.Unauthorized, Messages.unauthorized);
const invalidResetToken = error(400, ErrorCode.InvalidResetToken, Messages.resetTokenInvalid);

/** Signs up (the address as typed) and returns the code mailed to the normalised address. */
async function signup(email: string, password = PASSWORD, typed = email) {
  await expect(
    app.send(S.signup, { name: 'Asha Rao', email: typed, password, profilePic: 'dicebear:bottts:seed1' }),
  ).resolves.toEqual({ message: Messages.signupCodeSent });
  return codeFrom(await waitForMail(mailUi, email, OTP_MAIL));
}

/** A verified account, ready to sign in. */
async function verifiedAccount(label: string, password = PASSWORD) {
  const email = uniqueEmail(label);
  const code = await signup(email, password);
  await app.send(S.verify, { email, otp: code });
  return email;
}

/** Makes the user's current code look older than the 30-second re-issue guard. */
const ageCode = async (email: string) => {
  const user = await userBy(email);
  await codes().updateOne({ userId: user!._id }, { $set: { issuedAt: new Date(Date.now() - 31_000) } });
};

/** How many code mails were queued for `email` (the queue keeps its jobs, one per code). */
async function codeJobsFor(email: string): Promise<number> {
  return (await queuedJobData(redis, MAIL_QUEUE, 'auth.otp-')).filter((job) => job.email === email).length;
}

const login = (email: string, password = PASSWORD) => app.send<SessionGrant>(S.login, { email, password });

test('sign-up → code by mail → verify → sign in → session valid → logout → session refused', async () => {
  const email = uniqueEmail('journey');
  const code = await signup(email, PASSWORD, `  ${email.toUpperCase()} `);

  const stored = await userBy(email);
  expect(stored).toMatchObject({ name: 'Asha Rao', email, verified: false, profileImage: 'dicebear:bottts:seed1' });
  expect(stored!.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,p=1,t=2\$/);
  expect(JSON.stringify(await codes().findOne({ userId: stored!._id }))).not.toContain(code);

  const verified = await app.send(S.verify, { email, otp: code, profileImage: 'dicebear:shapes:abc' });
  expect(verified).toEqual({
    message: Messages.otpVerified,
    user: { _id: String(stored!._id), name: 'Asha Rao', email, profileImage: 'dicebear:shapes:abc' },
  });

  const grant = await login(email);
  expect(grant.user).toEqual({
    _id: String(stored!._id),
    name: 'Asha Rao',
    email,
    profileImage: 'dicebear:shapes:abc',
  });
  expect(grant.sessionId).toMatch(/^[0-9a-f]{24}$/);
  expect(grant.expiresAt).toBeGreaterThan(Date.now() + 167 * 3_600_000);
  expect((await login(email)).sessionId).not.toBe(grant.sessionId);

  const check = { sessionId: grant.sessionId, userId: grant.user._id };
  await expect(app.send(S.session, check)).resolves.toEqual(grant.user);
  await expect(app.send(S.session, { ...check, userId: new Types.ObjectId().toHexString() })).rejects.toEqual(
    unauthorized,
  );
  await expect(app.send(S.logout, { sessionId: grant.sessionId })).resolves.toEqual({ message: Messages.loggedOut });
  await expect(app.send(S.session, check)).rejects.toEqual(unauthorized);
  await expect(app.send(S.logout, { sessionId: grant.sessionId })).resolves.toEqual({ message: Messages.loggedOut });
});

test('an expired session is refused', async () => {
  const email = await verifiedAccount('expired-session');
  const grant = await login(email);
  await sessions().updateOne(
    { _id: new Types.ObjectId(grant.sessionId) },
    { $set: { expiresAt: new Date(Date.now() - 1000) } },
  );
  await expect(app.send(S.session, { sessionId: grant.sessionId, userId: grant.user._id })).rejects.toEqual(
    unauthorized,
  );
});

test('a verified address cannot sign up again (same answer, its password stays); an unverified one gets a new code', async () => {
  const email = await verifiedAccount('taken');
  await expect(app.send(S.signup, { name: 'Other', email, password: 'another-fine-pass-77' })).resolves.toEqual({
    message: Messages.signupCodeSent,
  });
  await waitForMail(mailUi, email, /Someone tried to sign up/);
  await expect(login(email, 'another-fine-pass-77')).rejects.toEqual(invalidCredentials);
  await expect(login(email)).resolves.toMatchObject({ user: { name: 'Asha Rao' } });

  const pending = uniqueEmail('pending');
  await signup(pending);
  await ageCode(pending);
  await app.send(S.signup, { name: 'Renamed', email: pending, password: 'another-fine-pass-77' });
  const second = codeFrom(await waitForMail(mailUi, pending, OTP_MAIL, 2));
  // The pending account is not changed by a sign-up: the new name and password travel with the new code.
  expect(await userBy(pending)).toMatchObject({ name: 'Asha Rao', verified: false });
  expect(await users().countDocuments({ email: pending })).toBe(1);
  await app.send(S.verify, { email: pending, otp: second });
  await expect(login(pending, PASSWORD)).rejects.toEqual(invalidCredentials);
  await expect(login(pending, 'another-fine-pass-77')).resolves.toMatchObject({ user: { name: 'Renamed' } });
});

test("a second sign-up of a pending address does not replace the password: the owner's code sets the owner's", async () => {
  const email = uniqueEmail('pending-takeover');
  const ownersCode = await signup(email);
  // Within the 30-second re-issue guard no new code goes out, so the owner's code stays the one to type.
  await expect(app.send(S.signup, { name: 'Mallory', email, password: 'attacker-chosen-pass-1' })).resolves.toEqual({
    message: Messages.signupCodeSent,
  });
  expect(await userBy(email)).toMatchObject({ name: 'Asha Rao' });
  await expect(app.send(S.verify, { email, otp: ownersCode })).resolves.toMatchObject({ user: { name: 'Asha Rao' } });
  await expect(login(email, 'attacker-chosen-pass-1')).rejects.toEqual(invalidCredentials);
  await expect(login(email)).resolves.toMatchObject({ user: { name: 'Asha Rao' } });
});

test('a resent code keeps the password of the sign-up it replaces', async () => {
  const email = uniqueEmail('pending-resend');
  await signup(email);
  await ageCode(email);
  await app.send(S.resendOtp, { email });
  const resent = codeFrom(await waitForMail(mailUi, email, OTP_MAIL, 2));
  await app.send(S.verify, { email, otp: resent });
  await expect(login(email)).resolves.toMatchObject({ user: { name: 'Asha Rao' } });
});

test('a common password is refused (any case) and nothing is stored', async () => {
  const email = uniqueEmail('weak');
  for (const password of ['password1', 'Iloveyou1', 'QWERTYUIOP']) {
    await expect(app.send(S.signup, { name: 'Weak', email, password })).rejects.toEqual(
      error(400, ErrorCode.WeakPassword, Messages.passwordTooCommon),
    );
  }
  expect(await userBy(email)).toBeNull();
});

test('the correct code on the 6th try is rejected', async () => {
  const email = uniqueEmail('sixth');
  const code = await signup(email);
  const wrong = code === '000000' ? '111111' : '000000';
  for (let i = 0; i < 5; i++) await expect(app.send(S.verify, { email, otp: wrong })).rejects.toEqual(invalidOtp);
  await expect(app.send(S.verify, { email, otp: code })).rejects.toEqual(invalidOtp);
  expect(await userBy(email)).toMatchObject({ verified: false });
});

test('the correct code on the 5th try still works', async () => {
  const email = uniqueEmail('fifth');
  const code = await signup(email);
  const wrong = code === '000000' ? '111111' : '000000';
  for (let i = 0; i < 4; i++) await expect(app.send(S.verify, { email, otp: wrong })).rejects.toEqual(invalidOtp);
  await expect(app.send(S.verify, { email, otp: code })).resolves.toMatchObject({ message: Messages.otpVerified });
});

test('parallel guesses cannot exceed the five tries', async () => {
  const email = uniqueEmail('parallel-guess');
  const code = await signup(email);
  const guesses = Array.from({ length: 20 }, (_, i) => String((Number(code) + 1 + i) % 1_000_000).padStart(6, '0'));
  await Promise.allSettled(guesses.map((otp) => app.send(S.verify, { email, otp })));
  const user = await userBy(email);
  expect((await codes().findOne({ userId: user!._id }))!.attempts).toBe(5);
  await expect(app.send(S.verify, { email, otp: code })).rejects.toEqual(invalidOtp);
});

test('the right code sent twice at once verifies once', async () => {
  const email = uniqueEmail('parallel-right');
  const code = await signup(email);
  const results = await Promise.allSettled(Array.from({ length: 5 }, () => app.send(S.verify, { email, otp: code })));
  expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
});

test('an expired code is rejected', async () => {
  const email = uniqueEmail('expired');
  const code = await signup(email);
  const user = await userBy(email);
  await codes().updateOne({ userId: user!._id }, { $set: { expiresAt: new Date(Date.now() - 1000) } });
  await expect(app.send(S.verify, { email, otp: code })).rejects.toEqual(invalidOtp);
});

test('a used code is rejected', async () => {
  const email = uniqueEmail('used');
  const code = await signup(email);
  await app.send(S.verify, { email, otp: code });
  await expect(app.send(S.verify, { email, otp: code })).rejects.toEqual(invalidOtp);
  // Even if the account were unverified again, the consumed code stays spent.
  await users().updateOne({ email }, { $set: { verified: false } });
  await expect(app.send(S.verify, { email, otp: code })).rejects.toEqual(invalidOtp);
});

test('after a resend the old code is rejected and the new one works', async () => {
  const email = uniqueEmail('resend');
  const first = await signup(email);
  await ageCode(email);
  await expect(app.send(S.resendOtp, { email })).resolves.toEqual({ message: Messages.otpResent });
  const second = codeFrom(await waitForMail(mailUi, email, OTP_MAIL, 2));
  if (second !== first) await expect(app.send(S.verify, { email, otp: first })).rejects.toEqual(invalidOtp);
  await expect(app.send(S.verify, { email, otp: second })).resolves.toMatchObject({ message: Messages.otpVerified });
});

test('a code spent by five wrong tries is replaced by a resend at once, inside the 30-second guard', async () => {
  const email = uniqueEmail('spent');
  const first = await signup(email);
  const wrong = first === '000000' ? '111111' : '000000';
  for (let i = 0; i < 5; i++) await expect(app.send(S.verify, { email, otp: wrong })).rejects.toEqual(invalidOtp);
  await expect(app.send(S.resendOtp, { email })).resolves.toEqual({ message: Messages.otpResent });
  const second = codeFrom(await waitForMail(mailUi, email, OTP_MAIL, 2));
  await expect(app.send(S.verify, { email, otp: second })).resolves.toMatchObject({ message: Messages.otpVerified });
});

test('a new code replaces a spent one only once: parallel resends send one mail', async () => {
  const email = uniqueEmail('spent-parallel');
  const first = await signup(email);
  const wrong = first === '000000' ? '111111' : '000000';
  for (let i = 0; i < 5; i++) await expect(app.send(S.verify, { email, otp: wrong })).rejects.toEqual(invalidOtp);
  const issued = await Promise.all(Array.from({ length: 4 }, () => app.send(S.resendOtp, { email })));
  expect(issued).toEqual(Array.from({ length: 4 }, () => ({ message: Messages.otpResent })));
  const user = await userBy(email);
  expect((await codes().findOne({ userId: user!._id }))!.attempts).toBe(0);
  // Each code is queued (as its own job) before the answer: the sign-up's and one replacement.
  expect(await codeJobsFor(email)).toBe(2);
});

test('a resend within 30 seconds of the last code sends nothing new, with the same answer', async () => {
  const email = uniqueEmail('cooldown');
  const code = await signup(email);
  const user = await userBy(email);
  const before = await codes().findOne({ userId: user!._id });
  await expect(app.send(S.resendOtp, { email })).resolves.toEqual({ message: Messages.otpResent });
  const after = await codes().findOne({ userId: user!._id });
  expect(after).toEqual(before);
  // Codes are queued before the answer, so the queue already holds any the resend made.
  expect(await codeJobsFor(email)).toBe(1);
  await expect(app.send(S.verify, { email, otp: code })).resolves.toMatchObject({ message: Messages.otpVerified });
});

test('forgot, login and resend answer the same for unknown addresses', async () => {
  const known = await verifiedAccount('known');
  const unknown = uniqueEmail('nobody');

  const timed = async (send: () => Promise<unknown>) => {
    const started = performance.now();
    const answer = await send();
    return { answer, ms: performance.now() - started };
  };
  const forgotKnown = await timed(() => app.send(S.forgotPassword, { email: known }));
  const forgotUnknown = await timed(() => app.send(S.forgotPassword, { email: unknown }));
  expect(forgotUnknown.answer).toEqual(forgotKnown.answer);
  expect(forgotUnknown.answer).toEqual({ message: Messages.resetLinkSent });
  // Neither answer comes before the floor, so the time taken does not tell them apart.
  expect(forgotKnown.ms).toBeGreaterThanOrEqual(STEADY_ANSWER_MS);
  expect(forgotUnknown.ms).toBeGreaterThanOrEqual(STEADY_ANSWER_MS);

  await expect(login(unknown)).rejects.toEqual(invalidCredentials);
  await expect(login(known, 'not-the-password-1')).rejects.toEqual(invalidCredentials);

  const resendUnknown = await timed(() => app.send(S.resendOtp, { email: unknown }));
  const resendKnown = await timed(() => app.send(S.resendOtp, { email: known }));
  expect(resendUnknown.answer).toEqual({ message: Messages.otpResent });
  expect(resendKnown.answer).toEqual({ message: Messages.otpResent });
  expect(Math.min(resendUnknown.ms, resendKnown.ms)).toBeGreaterThanOrEqual(STEADY_ANSWER_MS);
  expect(await userBy(unknown)).toBeNull();
  expect(await mailsTo(mailUi, known, OTP_MAIL)).toHaveLength(1);
});

test('an unverified account with the right password gets 403 and a fresh code', async () => {
  const email = uniqueEmail('unverified');
  await signup(email);
  await expect(login(email, 'wrong-password-here')).rejects.toEqual(invalidCredentials);
  await ageCode(email);
  await expect(login(email)).rejects.toEqual(error(403, ErrorCode.EmailNotVerified, Messages.emailNotVerified));
  const fresh = codeFrom(await waitForMail(mailUi, email, OTP_MAIL, 2));
  await expect(app.send(S.verify, { email, otp: fresh })).resolves.toMatchObject({ message: Messages.otpVerified });
});

test('a reset link works once, sets the password, ends every session and sends a notice', async () => {
  const email = await verifiedAccount('reset');
  const first = await login(email);
  const second = await login(email);

  await app.send(S.forgotPassword, { email });
  const mail = await waitForMail(mailUi, email, RESET_MAIL);
  expect(mail.text).toContain(`${app.env.APP_ORIGIN}/reset-password/`);
  const token = resetTokenFrom(mail);
  expect(JSON.stringify(await resetTokens().find({}).toArray())).not.toContain(token);

  // A weak password is refused before the token is claimed, so the token still works after.
  await expect(app.send(S.resetPassword, { token, newPassword: 'password123' })).rejects.toEqual(
    error(400, ErrorCode.WeakPassword, Messages.passwordTooCommon),
  );
  await expect(app.send(S.resetPassword, { token, newPassword: 'fresh-orchid-window-5' })).resolves.toEqual({
    message: Messages.passwordReset,
    email,
  });
  await expect(app.send(S.resetPassword, { token, newPassword: 'another-orchid-window-6' })).rejects.toEqual(
    invalidResetToken,
  );

  for (const grant of [first, second]) {
    await expect(app.send(S.session, { sessionId: grant.sessionId, userId: grant.user._id })).rejects.toEqual(
      unauthorized,
    );
  }
  await expect(login(email)).rejects.toEqual(invalidCredentials);
  await expect(login(email, 'fresh-orchid-window-5')).resolves.toMatchObject({ user: { email } });
  const notice = await waitForMail(mailUi, email, CHANGED_MAIL);
  expect(notice.text).toMatch(/If this wasn't you, contact us/);
});

test('an expired or unknown reset token is rejected', async () => {
  const email = await verifiedAccount('reset-expired');
  await app.send(S.forgotPassword, { email });
  const token = resetTokenFrom(await waitForMail(mailUi, email, RESET_MAIL));
  const user = await userBy(email);
  await resetTokens().updateMany({ userId: user!._id }, { $set: { expiresAt: new Date(Date.now() - 1000) } });
  await expect(app.send(S.resetPassword, { token, newPassword: 'fresh-orchid-window-5' })).rejects.toEqual(
    invalidResetToken,
  );
  await expect(
    app.send(S.resetPassword, { token: 'A'.repeat(43), newPassword: 'fresh-orchid-window-5' }),
  ).rejects.toEqual(invalidResetToken);
});

test('a reset proves the mailbox: an unverified account becomes verified', async () => {
  const email = uniqueEmail('reset-unverified');
  await signup(email);
  await app.send(S.forgotPassword, { email });
  const token = resetTokenFrom(await waitForMail(mailUi, email, RESET_MAIL));
  await app.send(S.resetPassword, { token, newPassword: 'fresh-orchid-window-5' });
  expect(await userBy(email)).toMatchObject({ verified: true });
  await expect(login(email, 'fresh-orchid-window-5')).resolves.toMatchObject({ user: { email } });
});

test('mail jobs in Redis carry the code and the reset link sealed, never in clear', async () => {
  const email = uniqueEmail('sealed');
  const code = await signup(email);
  const user = await userBy(email);
  const { issueId } = (await codes().findOne({ userId: user!._id }))!;
  const otpJob = await redis.hgetall(`bull:${MAIL_QUEUE}:auth.otp-${String(issueId)}`);
  expect(otpJob.data).toBeDefined();
  expect(JSON.parse(otpJob.data!)).toMatchObject({ kind: 'auth.otp', email, sealedCode: expect.any(String) });
  expect(JSON.stringify(otpJob)).not.toContain(code);

  await app.send(S.forgotPassword, { email });
  const token = resetTokenFrom(await waitForMail(mailUi, email, RESET_MAIL));
  const tokenDoc = await resetTokens().findOne({ userId: user!._id });
  const resetJob = await redis.hgetall(`bull:${MAIL_QUEUE}:auth.reset-${String(tokenDoc!._id)}`);
  expect(JSON.parse(resetJob.data!)).toMatchObject({ kind: 'auth.reset', sealedLink: expect.any(String) });
  expect(JSON.stringify(resetJob)).not.toContain(token);
  expect(JSON.stringify(resetJob)).not.toContain('reset-password');
});

test.each([
  ['a $-operator as the email', S.login, { email: { $gt: '' }, password: PASSWORD }],
  ['a $-operator as the password', S.login, { email: 'x@example.test', password: { $ne: null } }],
  ['an unknown field', S.signup, { name: 'A', email: 'extra@example.test', password: PASSWORD, verified: true }],
  ['a $-key', S.signup, { name: 'A', email: 'dollar@example.test', password: PASSWORD, $where: '1' }],
  ['a malformed code', S.verify, { email: 'x@example.test', otp: { $regex: '.*' } }],
  ['a malformed session id', S.session, { sessionId: { $ne: null }, userId: 'a'.repeat(24) }],
])('refuses %s with 400 and stores nothing', async (_, subject, payload) => {
  const before = await users().countDocuments();
  await expect(app.send(subject, payload)).rejects.toMatchObject({ status: 400, code: ErrorCode.ValidationFailed });
  expect(await users().countDocuments()).toBe(before);
  expect(await users().findOne({ email: { $in: ['extra@example.test', 'dollar@example.test'] } })).toBeNull();
});

test('the purge deletes expired codes, reset tokens and sessions and keeps live ones', async () => {
  const userId = new Types.ObjectId();
  const past = new Date(Date.now() - 1000);
  const future = new Date(Date.now() + 600_000);
  await sessions().insertMany([
    { userId, expiresAt: past },
    { userId, expiresAt: future },
  ]);
  await resetTokens().insertMany([
    { userId, tokenHash: `expired-${userId}`, expiresAt: past, used: false },
    { userId, tokenHash: `live-${userId}`, expiresAt: future, used: false },
  ]);
  await codes().insertOne({
    userId,
    issueId: new Types.ObjectId(),
    codeHash: 'x',
    issuedAt: past,
    expiresAt: past,
    attempts: 0,
    consumed: false,
  });
  // Freed display names: one whose 30-day hold is over, one still held, one in use.
  const names = app.db.collection<{ _id: string; displayName: string; heldUntil?: Date; userId?: Types.ObjectId }>(
    'public_names',
  );
  await names.insertMany([
    { _id: `over-${userId}`, displayName: 'x', heldUntil: past },
    { _id: `held-${userId}`, displayName: 'x', heldUntil: future },
    { _id: `used-${userId}`, displayName: 'x', userId },
  ]);
  await app.apps[0]!.get(PurgeService).purgeExpired();
  expect((await names.find({ _id: { $regex: String(userId) } }).toArray()).map((n) => n._id).sort()).toEqual([
    `held-${userId}`,
    `used-${userId}`,
  ]);
  expect(await sessions().countDocuments({ userId })).toBe(1);
  expect(await resetTokens().countDocuments({ userId })).toBe(1);
  expect(await codes().countDocuments({ userId })).toBe(0);
  expect(await sessions().countDocuments({ expiresAt: { $lte: new Date() } })).toBe(0);
});

test('Google sign-in without a client id answers 503 GOOGLE_NOT_CONFIGURED', async () => {
  await expect(app.send(S.google, { credential: 'a.b.c' })).rejects.toEqual(
    error(503, ErrorCode.GoogleNotConfigured, Messages.googleNotConfigured),
  );
});

test('answers health with its database, queue and object store up', async () => {
  await expect(app.send(healthSubject('auth'), {})).resolves.toEqual({
    service: 'auth',
    status: 'up',
    database: 'up',
    details: { queue: 'up', objectStore: 'up' },
  });
});
