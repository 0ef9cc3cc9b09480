/**
 * The guard and strategy over real HTTP (Nest + passport-jwt + cookie-parser); only the auth
 * service's session check is a stand-in here (the integration tests use the real one).
 */
import { Controller, Get, type INestApplication, Module, UseGuards } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { JwtModule, JwtService } from '@nestjs/jwt';
import { PassportModule } from '@nestjs/passport';
import { ErrorCode, Messages, type PublicUser, type SessionCheck } from '@typing/contracts';
import { AppMetrics, loadConfig } from '@typing/service-kit';
import cookieParser from 'cookie-parser';
import { DEV_JWT_SECRET, GatewayConfig } from '../config';
import { HttpErrorFilter } from '../errors/http-error.filter';
import { ServiceClient } from '../rpc/service-client';
import type { AuthSession } from './auth-session';
import { CurrentSession } from './current-user.decorator';
import { JwtAuthGuard } from './jwt-auth.guard';
import { JwtStrategy } from './jwt.strategy';
import { SESSION_JWT_AUDIENCE, SessionCookie } from './session-cookie';
import { UNIT_TEST_ENV } from '../config.fixture';

const config = loadConfig(GatewayConfig, { ...UNIT_TEST_ENV, LOG_LEVEL: 'silent' });
const user: PublicUser = { _id: 'a'.repeat(24), name: 'Asha Rao', email: 'asha@example.com' };
const sid = 'b'.repeat(24);

/** The auth service's answer to `auth.session.validate`, set per test. */
let sessionAnswer: (check: SessionCheck) => Promise<PublicUser>;
const checks: SessionCheck[] = [];
const fakeServices = {
  request: (_subject: string, payload: SessionCheck) => (checks.push(payload), sessionAnswer(payload)),
};

@Controller()
class ProbeController {
  @Get('private')
  @UseGuards(JwtAuthGuard)
  whoAmI(@CurrentSession() session: AuthSession): AuthSession {
    return session;
  }
}

@Module({
  imports: [PassportModule, JwtModule.register({ secret: DEV_JWT_SECRET })],
  controllers: [ProbeController],
  providers: [
    { provide: GatewayConfig, useValue: config },
    { provide: ServiceClient, useValue: fakeServices },
    { provide: AppMetrics, useValue: new AppMetrics('gateway') },
    JwtStrategy,
    SessionCookie,
  ],
})
class ProbeModule {}

let app: INestApplication;
let base: string;
/** Signs as the gateway does: our audience and issuer (each test gives its own `exp`, or none). */
const jwt = new JwtService({
  secret: DEV_JWT_SECRET,
  signOptions: { audience: SESSION_JWT_AUDIENCE, issuer: config.APP_ORIGIN },
});
const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
const inAnHour = () => Math.floor(Date.now() / 1000) + 3600;

function get(token?: string, headers: Record<string, string> = {}) {
  return fetch(`${base}/private`, { headers: { ...(token ? { cookie: `session=${token}` } : {}), ...headers } });
}

async function expect401(response: Response) {
  expect(response.status).toBe(401);
  expect(await response.json()).toEqual({ status: 401, code: ErrorCode.Unauthorized, message: Messages.unauthorized });
}

beforeAll(async () => {
  app = await NestFactory.create(ProbeModule, { logger: false });
  app.use(cookieParser());
  app.useGlobalFilters(new HttpErrorFilter());
  await app.listen(0, '127.0.0.1');
  base = (await app.getUrl()).replace('[::1]', '127.0.0.1');
});
afterAll(() => app.close());
beforeEach(() => {
  checks.length = 0;
  sessionAnswer = () => Promise.resolve(user);
});

test('a valid cookie whose session is live reaches the route with the user and session (no Set-Cookie)', async () => {
  const response = await get(jwt.sign({ sub: user._id, sid, exp: inAnHour() }));
  expect(response.status).toBe(200);
  expect(response.headers.getSetCookie()).toEqual([]);
  expect(await response.json()).toEqual({ user, sessionId: sid });
  expect(checks).toEqual([{ userId: user._id, sessionId: sid }]);
});

test('no cookie, or the token in a header instead of the cookie, is 401', async () => {
  await expect401(await get());
  await expect401(await get(undefined, { authorization: `Bearer ${jwt.sign({ sub: user._id, sid })}` }));
  expect(checks).toEqual([]);
});

test('a token signed with another key is 401', async () => {
  const forged = new JwtService({ secret: 'another-secret-of-at-least-32-characters!!' }).sign({ sub: user._id, sid });
  await expect401(await get(forged));
});

test('an alg:none token is 401', async () => {
  await expect401(await get(`${b64({ alg: 'none', typ: 'JWT' })}.${b64({ sub: user._id, sid, exp: inAnHour() })}.`));
});

test('another algorithm with the right secret (HS512) is 401', async () => {
  await expect401(await get(jwt.sign({ sub: user._id, sid }, { algorithm: 'HS512' })));
});

test('a tampered payload is 401', async () => {
  const [header, , signature] = jwt.sign({ sub: user._id, sid, exp: inAnHour() }).split('.');
  const other = b64({ sub: 'c'.repeat(24), sid, exp: inAnHour() });
  await expect401(await get(`${header}.${other}.${signature}`));
  expect(checks).toEqual([]);
});

test('an expired token is 401', async () => {
  await expect401(await get(jwt.sign({ sub: user._id, sid, exp: Math.floor(Date.now() / 1000) - 5 })));
});

test('claims that do not name a session are 401', async () => {
  await expect401(await get(jwt.sign({ sub: user._id })));
  await expect401(await get(jwt.sign({ sub: { $gt: '' }, sid })));
  expect(checks).toEqual([]);
});

test('a token without an end (exp), or for another audience or issuer, or without them, is 401', async () => {
  await expect401(await get(jwt.sign({ sub: user._id, sid })));
  const plain = new JwtService({ secret: DEV_JWT_SECRET });
  await expect401(await get(plain.sign({ sub: user._id, sid, exp: inAnHour() })));
  await expect401(await get(plain.sign({ sub: user._id, sid, exp: inAnHour() }, { issuer: config.APP_ORIGIN })));
  await expect401(await get(plain.sign({ sub: user._id, sid, exp: inAnHour() }, { audience: SESSION_JWT_AUDIENCE })));
  const other = { sub: user._id, sid, exp: inAnHour() };
  await expect401(await get(plain.sign(other, { audience: 'typing-export', issuer: config.APP_ORIGIN })));
  await expect401(await get(plain.sign(other, { audience: SESSION_JWT_AUDIENCE, issuer: 'https://staging.example' })));
  expect(checks).toEqual([]);
});

test('a session the auth service no longer holds (logout, password reset) is 401', async () => {
  sessionAnswer = () => Promise.reject({ status: 401, code: ErrorCode.Unauthorized, message: 'Session ended' });
  await expect401(await get(jwt.sign({ sub: user._id, sid, exp: inAnHour() })));
});

test('a 401 for a dead session cookie clears it and its signed-in hint; no cookie sent, nothing cleared', async () => {
  sessionAnswer = () => Promise.reject({ status: 401, code: ErrorCode.Unauthorized, message: 'Session ended' });
  const dead = await get(jwt.sign({ sub: user._id, sid, exp: inAnHour() }));
  await expect401(dead);
  const cleared = dead.headers.getSetCookie().map((line) => line.split(';')[0]);
  expect(cleared).toEqual(['session=', 'signed-in=']);
  expect(dead.headers.getSetCookie().every((line) => line.includes('Expires=Thu, 01 Jan 1970'))).toBe(true);

  const none = await get();
  await expect401(none);
  expect(none.headers.getSetCookie()).toEqual([]);
});

test('an unreachable auth service is 503, not "signed out"', async () => {
  sessionAnswer = () =>
    Promise.reject({ status: 503, code: ErrorCode.ServiceUnavailable, message: Messages.serviceUnavailable });
  const response = await get(jwt.sign({ sub: user._id, sid, exp: inAnHour() }));
  expect(response.status).toBe(503);
});
