/** With the mail queue's Redis down, account mails are refused with 503 and nothing half-done stays stored. */
import { ErrorCode, Messages, Subjects } from '@typing/contracts';
import { freePort } from '@typing/infra';
import { Types } from 'mongoose';
import { boot, type Booted, uniqueEmail } from './auth-test-kit';
import { hashPassword } from '../src/password-policy';
import { hashResetToken } from '../src/secrets';

const S = Subjects.auth;
const unavailable = { status: 503, code: ErrorCode.ServiceUnavailable, message: Messages.serviceUnavailable };

let app: Booted;

beforeAll(async () => {
  // A Redis URL nothing listens on: the queue is down for this service only.
  app = await boot({ MONGO_DB_PREFIX: 'it_auth_down', REDIS_URL: `redis://127.0.0.1:${await freePort()}` });
});

afterAll(async () => {
  await app.close();
});

const users = () => app.db.collection('users');

test('sign-up answers 503 and stores neither the account nor a code', async () => {
  const email = uniqueEmail('down-signup');
  await expect(app.send(S.signup, { name: 'Asha', email, password: 'violet-harbour-lamp-92' })).rejects.toEqual(
    unavailable,
  );
  expect(await users().findOne({ email })).toBeNull();
  expect(await app.db.collection('otp_codes').countDocuments()).toBe(0);
  // A registered address answers alike, or an outage would tell which addresses have accounts.
  const registered = uniqueEmail('down-registered');
  await users().insertOne({ name: 'Owner', email: registered, passwordHash: 'x', verified: true });
  await expect(
    app.send(S.signup, { name: 'Asha', email: registered, password: 'violet-harbour-lamp-92' }),
  ).rejects.toEqual(unavailable);
});

test('a repeated sign-up of a pending account answers 503 and leaves the account as it was', async () => {
  const email = uniqueEmail('down-pending');
  const passwordHash = await hashPassword('first-choice-pass-1');
  const { insertedId } = await users().insertOne({ name: 'Before', email, passwordHash, verified: false });
  await expect(app.send(S.signup, { name: 'After', email, password: 'second-choice-pass-2' })).rejects.toEqual(
    unavailable,
  );
  expect(await users().findOne({ _id: insertedId })).toMatchObject({ name: 'Before', passwordHash });
  expect(await app.db.collection('otp_codes').countDocuments({ userId: insertedId })).toBe(0);
});

test('forgot-password answers 503 for a known address and keeps no token, and alike for an unknown one', async () => {
  const email = uniqueEmail('down-forgot');
  await users().insertOne({ name: 'A', email, passwordHash: 'x', verified: true });
  await expect(app.send(S.forgotPassword, { email })).rejects.toEqual(unavailable);
  expect(await app.db.collection('reset_tokens').countDocuments()).toBe(0);
  // Otherwise an outage would tell which addresses have accounts.
  await expect(app.send(S.forgotPassword, { email: uniqueEmail('down-nobody') })).rejects.toEqual(unavailable);
});

test('resend-code answers 503 for a pending account and for an unknown address alike, storing no code', async () => {
  const email = uniqueEmail('down-resend');
  await users().insertOne({ name: 'A', email, passwordHash: 'x', verified: false });
  await expect(app.send(S.resendOtp, { email })).rejects.toEqual(unavailable);
  await expect(app.send(S.resendOtp, { email: uniqueEmail('down-nobody') })).rejects.toEqual(unavailable);
  expect(await app.db.collection('otp_codes').countDocuments()).toBe(0);
});

test('a reset answers 503 before claiming the token, so the link still works later', async () => {
  const token = 'B'.repeat(43);
  const userId = new Types.ObjectId();
  await app.db.collection('reset_tokens').insertOne({
    userId,
    tokenHash: hashResetToken(token),
    expiresAt: new Date(Date.now() + 600_000),
    used: false,
  });
  await expect(app.send(S.resetPassword, { token, newPassword: 'fresh-orchid-window-5' })).rejects.toEqual(unavailable);
  expect(await app.db.collection('reset_tokens').findOne({ userId })).toMatchObject({ used: false });
});
