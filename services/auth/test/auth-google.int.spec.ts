/**
 * Google sign-in with ID tokens signed by a locally generated key (its certificates served from a
 * local HTTP server, as Google's are), and profile images stored in MinIO.
 */
import { createSign, generateKeyPairSync, type KeyObject } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  ErrorCode,
  Messages,
  PROFILE_IMAGE_PATH,
  type SessionGrant,
  Subjects,
  type UserResponse,
} from '@typing/contracts';
import { stackEnv } from '@typing/infra/jest';
import { Client as MinioClient } from 'minio';
import { Types } from 'mongoose';
import { boot, type Booted, uniqueEmail } from './auth-test-kit';

const S = Subjects.auth;
const CLIENT_ID = 'typing-test-client.apps.googleusercontent.com';
const KID = 'local-test-key';

const signingKey = generateKeyPairSync('rsa', { modulusLength: 2048 });
const strangerKey = generateKeyPairSync('rsa', { modulusLength: 2048 });

let certServer: http.Server;
let app: Booted;
let minio: MinioClient;

beforeAll(async () => {
  // Google serves {kid: PEM}; the library verifies RS256 signatures against that PEM.
  const certs = { [KID]: signingKey.publicKey.export({ type: 'spki', format: 'pem' }) };
  certServer = http.createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify(certs));
  });
  await new Promise<void>((resolve) => certServer.listen(0, '127.0.0.1', resolve));
  const certsUrl = `http://127.0.0.1:${(certServer.address() as AddressInfo).port}/oauth2/v1/certs`;
  app = await boot({
    MONGO_DB_PREFIX: 'it_auth_google',
    REDIS_URL: `${stackEnv().REDIS_URL}/7`,
    GOOGLE_CLIENT_ID: CLIENT_ID,
    GOOGLE_CERTS_URL: certsUrl,
  });
  const endpoint = new URL(app.env.S3_ENDPOINT);
  minio = new MinioClient({
    endPoint: endpoint.hostname,
    port: Number(endpoint.port),
    useSSL: false,
    accessKey: app.env.S3_ACCESS_KEY,
    secretKey: app.env.S3_SECRET_KEY,
  });
});

afterAll(async () => {
  await app.close();
  await new Promise((resolve) => certServer.close(resolve));
});

const b64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** An ID token as Google Identity Services hands it to the browser. */
function idToken(claims: Record<string, unknown> = {}, key: KeyObject = signingKey.privateKey, kid = KID): string {
  const now = Math.floor(Date.now() / 1000);
  const header = b64url({ alg: 'RS256', kid, typ: 'JWT' });
  const payload = b64url({
    iss: 'https://accounts.google.com',
    aud: CLIENT_ID,
    sub: '1000000000001',
    email: 'google-user@example.test',
    email_verified: true,
    name: 'Gita Google',
    picture: 'https://lh3.googleusercontent.com/a/photo',
    iat: now,
    exp: now + 3600,
    ...claims,
  });
  const signature = createSign('RSA-SHA256').update(`${header}.${payload}`).sign(key).toString('base64url');
  return `${header}.${payload}.${signature}`;
}

const google = (credential: string) => app.send<SessionGrant>(S.google, { credential });
const invalidToken = { status: 401, code: ErrorCode.GoogleTokenInvalid, message: Messages.googleTokenInvalid };
const users = () => app.db.collection('users');
const identities = () => app.db.collection('identities');
let subjectSeq = 0;
const newSubject = () => `20000000000${Date.now()}${subjectSeq++}`;

test('a valid token creates a verified account without a password or stored picture, and a session', async () => {
  const email = uniqueEmail('google-new');
  const sub = newSubject();
  const grant = await google(idToken({ sub, email: email.toUpperCase() }));
  expect(grant.user).toEqual({ _id: expect.stringMatching(/^[0-9a-f]{24}$/), name: 'Gita Google', email });
  expect(grant.sessionId).toMatch(/^[0-9a-f]{24}$/);
  const stored = await users().findOne({ email });
  expect(stored).toMatchObject({ verified: true });
  expect(stored!.passwordHash).toBeUndefined();
  expect(stored!.profileImage).toBeUndefined();
  await expect(app.send(S.session, { sessionId: grant.sessionId, userId: grant.user._id })).resolves.toEqual(
    grant.user,
  );
  // No password: a password sign-in fails like any wrong password.
  await expect(app.send(S.login, { email, password: 'anything-at-all-1' })).rejects.toEqual({
    status: 401,
    code: ErrorCode.InvalidCredentials,
    message: Messages.invalidCredentials,
  });
});

test('the same subject twice is the same account, even after the email changes', async () => {
  const sub = newSubject();
  const first = await google(idToken({ sub, email: uniqueEmail('google-same') }));
  const second = await google(idToken({ sub, email: uniqueEmail('google-renamed') }));
  expect(second.user._id).toBe(first.user._id);
  expect(second.sessionId).not.toBe(first.sessionId);
  expect(await identities().countDocuments({ provider: 'google', subject: sub })).toBe(1);
});

test('concurrent first sign-ins with one Google account make one account and one identity', async () => {
  const sub = newSubject();
  const email = uniqueEmail('google-race');
  const token = idToken({ sub, email });
  const grants = await Promise.all(Array.from({ length: 8 }, () => google(token)));
  expect(new Set(grants.map((g) => g.user._id)).size).toBe(1);
  expect(await identities().countDocuments({ provider: 'google', subject: sub })).toBe(1);
  expect(await users().countDocuments({ email })).toBe(1);
});

test('links to an existing verified account with that address', async () => {
  const email = uniqueEmail('google-link');
  const { insertedId } = await users().insertOne({ name: 'Existing', email, verified: true, passwordHash: 'x' });
  const grant = await google(idToken({ sub: newSubject(), email }));
  expect(grant.user._id).toBe(String(insertedId));
  expect(grant.user.name).toBe('Existing');
});

test('takes over an unverified account with that address and drops its unproven password', async () => {
  const email = uniqueEmail('google-claim');
  const { insertedId } = await users().insertOne({ name: 'Squatter', email, verified: false, passwordHash: 'x' });
  const grant = await google(idToken({ sub: newSubject(), email }));
  expect(grant.user._id).toBe(String(insertedId));
  const stored = await users().findOne({ _id: insertedId });
  expect(stored).toMatchObject({ verified: true, name: 'Gita Google' });
  expect(stored!.passwordHash).toBeUndefined();
});

test.each([
  ['signed with another key', () => idToken({ sub: newSubject() }, strangerKey.privateKey)],
  ['for another audience', () => idToken({ sub: newSubject(), aud: 'someone-else.apps.googleusercontent.com' })],
  [
    'expired',
    () =>
      idToken({
        sub: newSubject(),
        iat: Math.floor(Date.now() / 1000) - 7200,
        exp: Math.floor(Date.now() / 1000) - 3600,
      }),
  ],
  ['from another issuer', () => idToken({ sub: newSubject(), iss: 'https://evil.example' })],
  [
    'from Google’s universe domain rather than its sign-in issuer',
    () => idToken({ sub: newSubject(), iss: 'googleapis.com' }),
  ],
  ['with an unknown key id', () => idToken({ sub: newSubject() }, signingKey.privateKey, 'other-kid')],
  [
    'with alg none',
    () => {
      const [, payload] = idToken({ sub: newSubject() }).split('.');
      return `${Buffer.from(JSON.stringify({ alg: 'none', kid: KID })).toString('base64url')}.${payload}.`;
    },
  ],
  ['that is not a JWT', () => 'not-a-token'],
])('a token %s is refused with 401 and creates nothing', async (_, make) => {
  const before = await users().countDocuments();
  await expect(google(make())).rejects.toEqual(invalidToken);
  expect(await users().countDocuments()).toBe(before);
});

test('an unverified Google email is refused', async () => {
  const email = uniqueEmail('google-unverified');
  await expect(google(idToken({ sub: newSubject(), email, email_verified: false }))).rejects.toEqual({
    status: 401,
    code: ErrorCode.GoogleTokenInvalid,
    message: Messages.googleEmailUnverified,
  });
  expect(await users().findOne({ email })).toBeNull();
});

// A 1×1 lossless WebP.
const WEBP = Buffer.from('UklGRhoAAABXRUJQVlA4TA0AAAAvAAAAEAcQERGIiP4HAA==', 'base64');
const WEBP_2 = Buffer.concat([WEBP.subarray(0, WEBP.length - 1), Buffer.from([0x01])]);

test('a profile image is stored in MinIO, served back, and the one it replaces is deleted', async () => {
  const { user } = await google(idToken({ sub: newSubject(), email: uniqueEmail('image') }));
  const first = await app.send<UserResponse>(S.updateProfileImage, {
    userId: user._id,
    image: WEBP.toString('base64'),
  });
  expect(first.message).toBe(Messages.profileImageUpdated);
  const firstPath = first.user.profileImage!;
  expect(firstPath).toMatch(new RegExp(`^${PROFILE_IMAGE_PATH}${user._id}/[0-9a-f-]{36}\\.webp$`));
  const firstKey = firstPath.slice(PROFILE_IMAGE_PATH.length);

  const stat = await minio.statObject(app.env.S3_BUCKET, firstKey);
  expect(stat.metaData['content-type']).toBe('image/webp');
  await expect(app.send(S.profileImage, { key: firstKey })).resolves.toEqual({
    contentType: 'image/webp',
    data: WEBP.toString('base64'),
  });

  const second = await app.send<UserResponse>(S.updateProfileImage, {
    userId: user._id,
    image: WEBP_2.toString('base64'),
  });
  const secondKey = second.user.profileImage!.slice(PROFILE_IMAGE_PATH.length);
  expect(secondKey).not.toBe(firstKey);
  expect((await users().findOne({ email: user.email }))!.profileImage).toBe(second.user.profileImage);
  await expect(minio.statObject(app.env.S3_BUCKET, firstKey)).rejects.toMatchObject({ code: 'NotFound' });
  await expect(app.send(S.profileImage, { key: firstKey })).rejects.toEqual({
    status: 404,
    code: ErrorCode.NotFound,
    message: Messages.imageNotFound,
  });
  await expect(app.send(S.profileImage, { key: secondKey })).resolves.toMatchObject({
    data: WEBP_2.toString('base64'),
  });
});

test('a generated avatar is replaced without touching the store; bytes that are not WebP are refused', async () => {
  const email = uniqueEmail('image-avatar');
  const { insertedId } = await users().insertOne({
    name: 'A',
    email,
    verified: true,
    profileImage: 'dicebear:bottts:x',
  });
  const reply = await app.send<UserResponse>(S.updateProfileImage, {
    userId: String(insertedId),
    image: WEBP.toString('base64'),
  });
  expect(reply.user.profileImage).toMatch(new RegExp(`^${PROFILE_IMAGE_PATH}`));
  await expect(
    app.send(S.updateProfileImage, {
      userId: String(insertedId),
      image: Buffer.from('<svg></svg>').toString('base64'),
    }),
  ).rejects.toEqual({ status: 400, code: ErrorCode.InvalidImage, message: Messages.imageUnreadable });
  expect((await users().findOne({ _id: insertedId }))!.profileImage).toBe(reply.user.profileImage);
});

test('an image for a user that does not exist is refused and nothing is stored', async () => {
  const userId = new Types.ObjectId().toHexString();
  await expect(app.send(S.updateProfileImage, { userId, image: WEBP.toString('base64') })).rejects.toEqual({
    status: 401,
    code: ErrorCode.Unauthorized,
    message: Messages.unauthorized,
  });
  const listed: unknown[] = [];
  for await (const item of minio.listObjectsV2(app.env.S3_BUCKET, `${userId}/`, true)) listed.push(item);
  expect(listed).toHaveLength(0);
});
