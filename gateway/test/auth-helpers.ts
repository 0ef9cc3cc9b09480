/** Shared by the gateway's account tests (not a test file itself): the booted stack and an HTTP client. */
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { INestApplication, INestMicroservice } from '@nestjs/common';
import { authService } from '@typing/auth-service';
import { type AppName, type Apps, freePorts, httpProbe, pollUntil, startApps } from '@typing/infra';
import { stackEnv } from '@typing/infra/jest';
import { mailerService } from '@typing/mailer-service';
import { createService, databaseName, loadConfig } from '@typing/service-kit';
import Redis from 'ioredis';
import mongoose, { type Connection } from 'mongoose';
import { createGatewayApp, GatewayConfig } from '../src';

export const APP_ORIGIN = 'http://localhost:5173';
export const PASSWORD = 'violet-harbour-lamp-92';

export interface AuthStack {
  env: Record<string, string>;
  base: string;
  /** The in-process gateway, for a test that runs one of its jobs now instead of waiting for its timer. */
  gateway: INestApplication;
  db: Connection;
  redis: Redis;
  close(): Promise<void>;
}

/** Gateway + auth service + mailer in-process over the real stack (NATS, Mongo engine, Redis, MinIO, SMTP). */
export async function bootAuthStack(prefix: string, redisDb: number, extra: Record<string, string> = {}) {
  const env: Record<string, string> = {
    ...stackEnv(),
    MONGO_DB_PREFIX: prefix,
    REDIS_URL: `${stackEnv().REDIS_URL}/${redisDb}`,
    APP_ORIGIN,
    GATEWAY_PORT: '0',
    RPC_TIMEOUT_MS: '5000',
    LOG_LEVEL: 'error',
    ...extra,
  };
  const services: INestMicroservice[] = [
    await createService(authService, env),
    await createService(mailerService, env),
  ];
  for (const service of services) await service.listen();
  const gateway: INestApplication = await createGatewayApp(loadConfig(GatewayConfig, env));
  await gateway.listen(0, '127.0.0.1');
  const base = (await gateway.getUrl()).replace('[::1]', '127.0.0.1');
  const db = await mongoose.createConnection(env.MONGO_URL, { dbName: databaseName(prefix, 'auth') }).asPromise();
  const redis = new Redis(env.REDIS_URL);
  const stack: AuthStack = {
    env,
    base,
    gateway,
    db,
    redis,
    close: async () => {
      await gateway.close();
      for (const service of services.reverse()) await service.close();
      await db.dropDatabase();
      await db.useDb(databaseName(prefix, 'mailer')).dropDatabase();
      await db.close();
      await redis.flushdb();
      redis.disconnect();
    },
  };
  return stack;
}

export interface GatewayProcess {
  base: string;
  metricsPort: number;
  stop(): Promise<void>;
}

/** One more replica of an app over the same stack, as its own process (its own log folder and ports). */
export function startReplica(name: AppName, env: Record<string, string>): { apps: Apps; stop(): Promise<void> } {
  const logDir = fs.mkdtempSync(path.join(os.tmpdir(), `${name}-replica-`));
  const apps = startApps({ env, logDir, names: [name] });
  return {
    apps,
    stop: async () => {
      await apps.stopAll();
      fs.rmSync(logDir, { recursive: true, force: true });
    },
  };
}

/**
 * Another gateway replica over the same stack, as its own process: two gateways in one process
 * would share passport's strategy (and with it the session cache).
 */
export async function startGatewayProcess(env: Record<string, string>): Promise<GatewayProcess> {
  const [port, metricsPort] = await freePorts(2);
  const { apps, stop } = startReplica('gateway', {
    ...env,
    GATEWAY_PORT: String(port),
    METRICS_PORT: String(metricsPort),
  });
  const base = `http://127.0.0.1:${port}`;
  await pollUntil(httpProbe(`${base}/api/health/live`), {
    what: 'the second gateway',
    timeoutMs: 60_000,
    giveUp: apps.crashed,
  });
  return { base, metricsPort, stop };
}

/** Forgets the gateway's counters (rate limits, account limits), leaving the mail queue alone. */
export async function resetLimits(redis: Redis): Promise<void> {
  for (const pattern of ['limit:*', 'throttle:*']) {
    const keys = await redis.keys(pattern);
    if (keys.length) await redis.del(...keys);
  }
}

export const uniqueEmail = (label: string) => `${label}-${randomUUID().slice(0, 8)}@gateway.test`;

let visitor = 0;
/** A different client IP per call (X-Forwarded-For through the trusted loopback proxy). */
const newVisitorIp = () => `10.8.${Math.floor(++visitor / 250)}.${(visitor % 250) + 1}`;

export interface Sent {
  status: number;
  body: unknown;
  headers: Headers;
  setCookies: string[];
}

/** A browser-ish client: same-origin Fetch Metadata, a cookie jar with the session cookie, its own IP. */
export class Client {
  cookie?: string;
  /** The trusted-device cookie a sign-in leaves (kept across sign-outs, like a browser's). */
  deviceCookie?: string;
  /** When set, a request without an answer by then fails (fetch's own limit is 5 minutes). */
  timeoutMs?: number;
  constructor(
    private readonly base: string,
    readonly ip = newVisitorIp(),
  ) {}

  /** The same browser (cookie, IP) talking to another gateway replica. */
  at(base: string): Client {
    const twin = new Client(base, this.ip);
    twin.cookie = this.cookie;
    twin.deviceCookie = this.deviceCookie;
    return twin;
  }

  async send(method: string, path: string, body?: unknown, headers: Record<string, string> = {}): Promise<Sent> {
    const response = await fetch(`${this.base}${path}`, {
      method,
      headers: {
        'x-forwarded-for': this.ip,
        'sec-fetch-site': 'same-origin',
        ...(body !== undefined && typeof body === 'string' ? {} : { 'content-type': 'application/json' }),
        ...(this.cookie || this.deviceCookie
          ? { cookie: [this.cookie, this.deviceCookie].filter(Boolean).join('; ') }
          : {}),
        ...headers,
      },
      body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
      signal: this.timeoutMs === undefined ? undefined : AbortSignal.timeout(this.timeoutMs),
    });
    const setCookies = response.headers.getSetCookie();
    for (const line of setCookies) {
      const [pair] = line.split(';');
      if (pair.startsWith('device=')) this.deviceCookie = pair;
      // Only these two matter to the gateway; the readable `signed-in` hint is for pages.
      if (!pair.startsWith('session=')) continue;
      const value = pair.slice(pair.indexOf('=') + 1);
      this.cookie = value ? pair : undefined;
    }
    const text = await response.text();
    let parsed: unknown = text;
    try {
      parsed = JSON.parse(text);
    } catch {
      // not JSON
    }
    return { status: response.status, body: parsed, headers: response.headers, setCookies };
  }

  post(path: string, body?: unknown, headers?: Record<string, string>) {
    return this.send('POST', path, body ?? {}, headers);
  }

  get(path: string, headers?: Record<string, string>) {
    return this.send('GET', path, undefined, headers);
  }
}

export interface CaughtMail {
  subject: string;
  to: { address: string }[];
  text: string;
}

async function mailsTo(mailUi: string, address: string, subject: RegExp): Promise<CaughtMail[]> {
  const all = (await (await fetch(`${mailUi}/email`)).json()) as CaughtMail[];
  return all.filter((m) => m.to.some((t) => t.address === address) && subject.test(m.subject));
}

/** Waits until `address` has `count` mails matching `subject`; returns the newest. */
export async function waitForMail(mailUi: string, address: string, subject: RegExp, count = 1): Promise<CaughtMail> {
  let found: CaughtMail[] = [];
  await pollUntil(
    async () => {
      found = await mailsTo(mailUi, address, subject);
      if (found.length < count) throw new Error(`${found.length} of ${count} mails to ${address}`);
    },
    { what: `mail to ${address}`, timeoutMs: 20_000, intervalMs: 150 },
  );
  return found[found.length - 1]!;
}

export const countMails = (mailUi: string, address: string, subject: RegExp) =>
  mailsTo(mailUi, address, subject).then((m) => m.length);

export function codeFrom(mail: CaughtMail): string {
  const match = /verification code is (\d{6})/.exec(mail.text);
  if (!match) throw new Error(`no code in: ${mail.text}`);
  return match[1]!;
}

export function resetTokenFrom(mail: CaughtMail): string {
  const match = /\/reset-password\/([A-Za-z0-9_-]{43})/.exec(mail.text);
  if (!match) throw new Error('no reset link in the mail');
  return match[1]!;
}

/** Where accounts are made: a gateway, and the mail catcher its codes go to. */
export type GatewayAt = Pick<AuthStack, 'base' | 'env'>;

export const OTP_MAIL = /verification code/i;
export const RESET_MAIL = /Reset your/;
export const SIGNUP_ATTEMPT_MAIL = /Someone tried to sign up/;

/**
 * A call retried while the answer is 503 (the auth service bounds its argon2 work and says "try
 * again" when many accounts are made at once, as tests that make twenty in parallel do).
 */
async function untilAvailable(call: () => Promise<Sent>): Promise<Sent> {
  for (let attempt = 1; ; attempt += 1) {
    const answer = await call();
    if (answer.status !== 503 || attempt === 10) return answer;
    await new Promise((resolve) => setTimeout(resolve, 100 * attempt));
  }
}

/** Signs up through the gateway, reads the code from the catcher, verifies: a verified account. */
export async function verifiedAccount(stack: GatewayAt, label: string, password = PASSWORD): Promise<string> {
  const email = uniqueEmail(label);
  const client = new Client(stack.base);
  const signup = await untilAvailable(() => client.post('/api/auth/signup', { name: 'Asha Rao', email, password }));
  if (signup.status !== 200) throw new Error(`signup ${signup.status} ${JSON.stringify(signup.body)}`);
  const otp = codeFrom(await waitForMail(stack.env.MAIL_UI_URL, email, OTP_MAIL));
  const verify = await client.post('/api/auth/verify', { email, otp });
  if (verify.status !== 200) throw new Error(`verify ${verify.status} ${JSON.stringify(verify.body)}`);
  return email;
}

/** A signed-in client for a fresh verified account. */
export async function signedIn(stack: GatewayAt, label: string): Promise<{ client: Client; email: string }> {
  const email = await verifiedAccount(stack, label);
  const client = new Client(stack.base);
  const login = await untilAvailable(() => client.post('/api/auth/login', { email, password: PASSWORD }));
  if (login.status !== 200) throw new Error(`login ${login.status} ${JSON.stringify(login.body)}`);
  return { client, email };
}
