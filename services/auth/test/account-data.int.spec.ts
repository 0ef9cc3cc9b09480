/**
 * The auth side of account control over real NATS, the database engine, MinIO and the
 * SMTP catcher: change password, the account's own data for "export my data", the confirmation
 * before a deletion, and the deletion itself (idempotent, the email free again afterwards).
 */
import {
  type AccountExport,
  ErrorCode,
  Messages,
  type SessionGrant,
  type UserResponse,
  Subjects,
} from '@typing/contracts';
import { stackEnv } from '@typing/infra/jest';
import Redis from 'ioredis';
import { Types } from 'mongoose';
import sharp from 'sharp';
import { boot, type Booted, codeFrom, mailsTo, uniqueEmail, waitForMail } from './auth-test-kit';

const S = Subjects.auth;
const PASSWORD = 'amber-falcon-river-58';
const NEW_PASSWORD = 'quiet-lantern-stone-26';
const CHANGED_MAIL = /password was changed/;

let app: Booted;
let mailUi: string;

beforeAll(async () => {
  app = await boot(
    { MONGO_DB_PREFIX: 'it_auth_account', REDIS_URL: `${stackEnv().REDIS_URL}/7` },
    { withMailer: true },
  );
  mailUi = app.env.MAIL_UI_URL;
});

// The app (and its mail worker) stops first: a flush under a job being finished removes its keys.
afterAll(async () => {
  await app.close();
  const redis = new Redis(app.env.REDIS_URL, { maxRetriesPerRequest: null });
  await redis.flushdb();
  redis.disconnect();
});

const users = () => app.db.collection('users');
const sessions = () => app.db.collection('sessions');
const error = (status: number, code: string, message: string) => ({ status, code, message });
const login = (email: string, password = PASSWORD) => app.send<SessionGrant>(S.login, { email, password });

/** A verified account signed in once. */
async function member(label: string) {
  const email = uniqueEmail(label);
  await app.send(S.signup, { name: 'Asha Rao', email, password: PASSWORD });
  await app.send(S.verify, { email, otp: codeFrom(await waitForMail(mailUi, email, /verification code/)) });
  const grant = await login(email);
  return { email, userId: grant.user._id, sessionId: grant.sessionId };
}

/** An account that signs in only with Google: a user without a password and its identity. */
async function googleOnlyMember(label: string) {
  const email = uniqueEmail(label);
  const { insertedId } = await users().insertOne({ name: 'Ravi Kumar', email, verified: true, createdAt: new Date() });
  await app.db
    .collection('identities')
    .insertOne({ provider: 'google', subject: new Types.ObjectId().toHexString(), userId: insertedId });
  return { email, userId: insertedId.toHexString() };
}

const sessionValid = (userId: string, sessionId: string) =>
  app.send(S.session, { userId, sessionId }).then(
    () => true,
    () => false,
  );

describe('auth.password.change', () => {
  test('needs the current password; ends every other session, keeps this one; mails a notice', async () => {
    const { email, userId, sessionId } = await member('change');
    const other = await login(email);

    await expect(
      app.send(S.changePassword, { userId, sessionId, currentPassword: 'not-it-at-all', newPassword: NEW_PASSWORD }),
    ).rejects.toEqual(error(403, ErrorCode.InvalidCredentials, Messages.currentPasswordWrong));
    expect(await sessionValid(userId, other.sessionId)).toBe(true);

    await expect(
      app.send(S.changePassword, { userId, sessionId, currentPassword: PASSWORD, newPassword: 'password123' }),
    ).rejects.toEqual(error(400, ErrorCode.WeakPassword, Messages.passwordTooCommon));
    await expect(login(email)).resolves.toBeDefined();

    await expect(
      app.send(S.changePassword, { userId, sessionId, currentPassword: PASSWORD, newPassword: NEW_PASSWORD }),
    ).resolves.toEqual({ message: Messages.passwordChanged });
    expect(await sessionValid(userId, sessionId)).toBe(true);
    expect(await sessionValid(userId, other.sessionId)).toBe(false);
    await waitForMail(mailUi, email, CHANGED_MAIL);
    await expect(login(email)).rejects.toEqual(expect.objectContaining({ status: 401 }));
    await expect(login(email, NEW_PASSWORD)).resolves.toBeDefined();
  });

  test('a Google-only account has no password to change: 409 with the way to set one', async () => {
    const { userId } = await googleOnlyMember('change-google');
    await expect(
      app.send(S.changePassword, {
        userId,
        sessionId: new Types.ObjectId().toHexString(),
        currentPassword: 'anything-at-all',
        newPassword: NEW_PASSWORD,
      }),
    ).rejects.toEqual(error(409, ErrorCode.NoPassword, Messages.noPasswordToChange));
    expect((await users().findOne({ _id: new Types.ObjectId(userId) }))?.passwordHash).toBeUndefined();
  });

  test.each([
    ['a too-short new password', { newPassword: 'short' }],
    ['a missing current password', { currentPassword: undefined }],
    ['an operator for the current password', { currentPassword: { $ne: '' } }],
    ['an unknown field', { admin: true }],
  ])('%s is refused with 400 and changes nothing', async (_, change) => {
    const { email, userId, sessionId } = await member('change-bad');
    const before = (await users().findOne({ email }))?.passwordHash;
    const payload = { userId, sessionId, currentPassword: PASSWORD, newPassword: NEW_PASSWORD, ...change };
    await expect(app.send(S.changePassword, payload)).rejects.toEqual(expect.objectContaining({ status: 400 }));
    expect((await users().findOne({ email }))?.passwordHash).toBe(before);
    expect(await mailsTo(mailUi, email, CHANGED_MAIL)).toEqual([]);
  });
});

describe('auth.name.change', () => {
  test('stores the trimmed name and answers the user; sessions still answer, with the new name', async () => {
    const { email, userId, sessionId } = await member('rename');
    const answer = await app.send<UserResponse>(S.changeName, { userId, name: '  Asha R. Menon ' });
    expect(answer).toEqual({
      message: Messages.nameChanged,
      user: expect.objectContaining({ _id: userId, name: 'Asha R. Menon', email }),
    });
    expect((await users().findOne({ email }))?.name).toBe('Asha R. Menon');
    expect(await app.send(S.session, { userId, sessionId })).toMatchObject({ name: 'Asha R. Menon' });
  });

  test('validates at its own edge and writes nothing; an unknown user is 401', async () => {
    const { email, userId } = await member('badrename');
    for (const payload of [
      { userId, name: '' },
      { userId, name: 'N'.repeat(101) },
      { userId, name: 'Someone', $set: { verified: false } },
      { userId: 'not-an-id', name: 'Someone' },
    ]) {
      await expect(app.send(S.changeName, payload)).rejects.toMatchObject({ status: 400 });
    }
    expect((await users().findOne({ email }))?.name).toBe('Asha Rao');
    await expect(
      app.send(S.changeName, { userId: new Types.ObjectId().toHexString(), name: 'Nobody' }),
    ).rejects.toEqual(error(401, ErrorCode.Unauthorized, Messages.unauthorized));
  });
});

describe('auth.user.export', () => {
  test('the profile, sign-in methods and live sessions, with no secret and no id', async () => {
    const { email, userId, sessionId } = await member('export');
    await login(email);
    const data = await app.send<AccountExport>(S.exportUser, { userId });

    expect(data.profile).toEqual({
      name: 'Asha Rao',
      email,
      verified: true,
      createdAt: expect.any(String),
      hasPassword: true,
    });
    expect(data.signInMethods).toEqual(['password']);
    expect(data.sessions).toHaveLength(2);
    const text = JSON.stringify(data);
    expect(text).not.toContain(sessionId);
    expect(text).not.toContain('argon2');
  });

  test('a Google-only account lists Google, not the provider’s subject', async () => {
    const { userId } = await googleOnlyMember('export-google');
    const identity = await app.db.collection('identities').findOne({ userId: new Types.ObjectId(userId) });
    const data = await app.send<AccountExport>(S.exportUser, { userId });
    expect(data.signInMethods).toEqual(['google']);
    expect(data.profile.hasPassword).toBe(false);
    expect(JSON.stringify(data)).not.toContain(identity!.subject as string);
  });

  test('a user that does not exist is 401', async () => {
    await expect(app.send(S.exportUser, { userId: new Types.ObjectId().toHexString() })).rejects.toEqual(
      expect.objectContaining({ status: 401 }),
    );
  });
});

describe('auth.account.confirm-deletion and auth.account.delete', () => {
  test('the password confirms and ends every session at once; a wrong one or nothing is refused and changes nothing', async () => {
    const { userId, sessionId } = await member('confirm');
    const marked = () =>
      users().countDocuments({ _id: new Types.ObjectId(userId), deletionStartedAt: { $type: 'date' } });
    await expect(app.send(S.confirmDeletion, { userId, password: 'wrong-password-1' })).rejects.toEqual(
      error(403, ErrorCode.ConfirmationFailed, Messages.deletionConfirmationFailed),
    );
    await expect(app.send(S.confirmDeletion, { userId })).rejects.toEqual(
      error(400, ErrorCode.ValidationFailed, Messages.deletionNeedsConfirmation),
    );
    expect(await sessionValid(userId, sessionId)).toBe(true);
    expect(await marked()).toBe(0);
    await expect(app.send(S.confirmDeletion, { userId, password: PASSWORD })).resolves.toEqual({
      message: expect.any(String),
    });
    // The deletion has begun: no session can add data while the services delete it; the record goes last.
    expect(await sessionValid(userId, sessionId)).toBe(false);
    expect(await marked()).toBe(1);
    expect(await users().countDocuments({ _id: new Types.ObjectId(userId) })).toBe(1);
  });

  test('a Google-only account confirms with its email (as typed), not with a password', async () => {
    const { userId, email } = await googleOnlyMember('confirm-google');
    await expect(app.send(S.confirmDeletion, { userId, password: 'whatever-it-is' })).rejects.toEqual(
      expect.objectContaining({ status: 403 }),
    );
    await expect(app.send(S.confirmDeletion, { userId, email: uniqueEmail('someone-else') })).rejects.toEqual(
      expect.objectContaining({ status: 403 }),
    );
    await expect(app.send(S.confirmDeletion, { userId, email: ` ${email.toUpperCase()} ` })).resolves.toBeDefined();
  });

  test('deletes the user, sessions, codes, identities and images; idempotent; the email can sign up again', async () => {
    const { email, userId, sessionId } = await member('delete');
    const bystander = await member('delete-bystander');
    const webp = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#aa3311' } })
      .webp()
      .toBuffer();
    const uploaded = await app.send<UserResponse>(S.updateProfileImage, { userId, image: webp.toString('base64') });
    const key = uploaded.user.profileImage!.split('/api/auth/profile-image/')[1]!;
    await expect(app.send(S.profileImage, { key })).resolves.toBeDefined();

    await expect(app.send(S.deleteAccount, { userId })).resolves.toEqual({ deleted: true });
    const id = new Types.ObjectId(userId);
    expect(await users().countDocuments({ _id: id })).toBe(0);
    expect(await sessions().countDocuments({ userId: id })).toBe(0);
    expect(await app.db.collection('otp_codes').countDocuments({ userId: id })).toBe(0);
    expect(await sessionValid(userId, sessionId)).toBe(false);
    await expect(app.send(S.profileImage, { key })).rejects.toEqual(expect.objectContaining({ status: 404 }));
    await expect(login(email)).rejects.toEqual(expect.objectContaining({ status: 401 }));

    // A retry finishes nothing more and still succeeds; the bystander is untouched.
    await expect(app.send(S.deleteAccount, { userId })).resolves.toEqual({ deleted: false });
    expect(await sessionValid(bystander.userId, bystander.sessionId)).toBe(true);

    await expect(app.send(S.signup, { name: 'Asha Again', email, password: PASSWORD })).resolves.toEqual({
      message: Messages.signupCodeSent,
    });
  });

  test('a Google-only account is deleted with its identity', async () => {
    const { userId } = await googleOnlyMember('delete-google');
    await expect(app.send(S.deleteAccount, { userId })).resolves.toEqual({ deleted: true });
    expect(await app.db.collection('identities').countDocuments({ userId: new Types.ObjectId(userId) })).toBe(0);
  });

  test.each([
    ['no user id', {}],
    ['an operator for the user id', { userId: { $exists: true } }],
    ['an unknown field', { userId: '665f1c2e9b1e8a0012345678', everyone: true }],
  ])('%s is refused with 400 and deletes nothing', async (_, payload) => {
    const before = await users().countDocuments();
    await expect(app.send(S.deleteAccount, payload)).rejects.toEqual(expect.objectContaining({ status: 400 }));
    await expect(app.send(S.confirmDeletion, payload)).rejects.toEqual(expect.objectContaining({ status: 400 }));
    expect(await users().countDocuments()).toBe(before);
  });
});
