import { JwtService } from '@nestjs/jwt';
import { loadConfig } from '@typing/service-kit';
import type { Response } from 'express';
import { DEV_JWT_SECRET, GatewayConfig } from '../config';
import { SessionCookie } from './session-cookie';
import { UNIT_TEST_ENV, UNIT_TEST_PRODUCTION } from '../config.fixture';

const env = UNIT_TEST_ENV;
const grant = (expiresAt: number) => ({
  user: { _id: 'a'.repeat(24), name: 'Asha', email: 'asha@example.com' },
  sessionId: 'b'.repeat(24),
  expiresAt,
});

function recorder() {
  const calls: { name: string; value?: string; options: Record<string, unknown> }[] = [];
  const res = {
    cookie: (name: string, value: string, options: Record<string, unknown>) => calls.push({ name, value, options }),
    clearCookie: (name: string, options: Record<string, unknown>) => calls.push({ name, options }),
  } as unknown as Response;
  return { res, calls };
}

function cookieFor(overrides: Record<string, string> = {}) {
  const config = loadConfig(GatewayConfig, { ...env, ...overrides });
  return { cookie: new SessionCookie(new JwtService({ secret: config.JWT_SECRET }), config), config };
}

test('development: HttpOnly, SameSite=Lax, Path=/, not Secure, named session, lives as long as the session', async () => {
  const { cookie } = cookieFor();
  const { res, calls } = recorder();
  const now = Date.now();
  await cookie.issue(res, grant(now + 3_600_000), now);
  expect(calls[0]).toMatchObject({
    name: 'session',
    options: { httpOnly: true, sameSite: 'lax', path: '/', secure: false, maxAge: 3_600_000 },
  });
  const claims = await cookie.verify(calls[0].value!);
  expect(claims).toMatchObject({ sub: 'a'.repeat(24), sid: 'b'.repeat(24), exp: Math.floor((now + 3_600_000) / 1000) });
  const header = JSON.parse(Buffer.from(calls[0].value!.split('.')[0], 'base64url').toString()) as { alg: string };
  expect(header.alg).toBe('HS256');
  // It says what it is for and who issued it; without those, or without an end, it is not a session.
  const payload = JSON.parse(Buffer.from(calls[0].value!.split('.')[1], 'base64url').toString()) as object;
  expect(payload).toMatchObject({ aud: 'typing-session', iss: 'http://localhost:5173' });
  const plain = new JwtService({ secret: DEV_JWT_SECRET });
  const bare = { sub: 'a'.repeat(24), sid: 'b'.repeat(24) };
  expect(await cookie.verify(plain.sign({ ...bare, exp: Math.floor(now / 1000) + 60 }))).toBeNull();
  expect(
    await cookie.verify(plain.sign(bare, { audience: 'typing-session', issuer: 'http://localhost:5173' })),
  ).toBeNull();
});

test('production: Secure and the __Host- prefix', async () => {
  const { cookie } = cookieFor(UNIT_TEST_PRODUCTION);
  const { res, calls } = recorder();
  await cookie.issue(res, grant(Date.now() + 60_000));
  cookie.clear(res);
  expect(calls.map((c) => c.name)).toEqual(['__Host-session', 'signed-in', '__Host-session', 'signed-in']);
  expect(calls[0].options).toMatchObject({ secure: true, httpOnly: true, path: '/', sameSite: 'lax' });
  expect(calls[1].options).toMatchObject({ secure: true, httpOnly: false, path: '/', sameSite: 'lax' });
  expect(calls[2].options).toMatchObject({ secure: true, httpOnly: true, path: '/', sameSite: 'lax' });
  expect(calls[3].options).toMatchObject({ secure: true, httpOnly: false, path: '/', sameSite: 'lax' });
});

test('the readable hint cookie lives exactly as long as the session cookie and carries no secret', async () => {
  const { cookie } = cookieFor();
  const { res, calls } = recorder();
  const now = Date.now();
  await cookie.issue(res, grant(now + 90_000), now);
  expect(calls).toHaveLength(2);
  expect(calls[1]).toEqual({
    name: 'signed-in',
    value: '1',
    options: { httpOnly: false, sameSite: 'lax', path: '/', secure: false, maxAge: 90_000 },
  });
  expect(calls[1].options.maxAge).toBe(calls[0].options.maxAge);
});

test('the cookie never outlives SESSION_TTL_HOURS, whatever the grant says', async () => {
  const { cookie } = cookieFor({ SESSION_TTL_HOURS: '1' });
  const { res, calls } = recorder();
  const now = Date.now();
  await cookie.issue(res, grant(now + 30 * 24 * 3_600_000), now);
  expect(calls[0].options.maxAge).toBe(3_600_000);
});

test('verify refuses foreign, tampered and unsigned tokens', async () => {
  const { cookie } = cookieFor();
  const foreign = new JwtService({ secret: 'x'.repeat(40) }).sign({ sub: 'a'.repeat(24), sid: 'b'.repeat(24) });
  expect(await cookie.verify(foreign)).toBeNull();
  expect(await cookie.verify('not.a.jwt')).toBeNull();
  const none = `${Buffer.from('{"alg":"none"}').toString('base64url')}.${Buffer.from(
    JSON.stringify({ sub: 'a'.repeat(24), sid: 'b'.repeat(24) }),
  ).toString('base64url')}.`;
  expect(await cookie.verify(none)).toBeNull();
});
