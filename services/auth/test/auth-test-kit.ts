/** Shared helpers for the auth service's integration tests (not a test file itself). */
import { randomUUID } from 'node:crypto';
import type { INestMicroservice } from '@nestjs/common';
import { type ClientProxy, ClientProxyFactory, Transport } from '@nestjs/microservices';
import { pollUntil } from '@typing/infra';
import { stackEnv } from '@typing/infra/jest';
import { mailerService } from '@typing/mailer-service';
import { createService, databaseName, natsConnectOptions } from '@typing/service-kit';
import mongoose, { type Connection } from 'mongoose';
import { firstValueFrom } from 'rxjs';
import { authService } from '../src/auth.definition';

export interface CaughtMail {
  subject: string;
  to: { address: string }[];
  text: string;
  html: string;
}

/** An address no other test (or test file) uses, so the shared mail catcher cannot mix them up. */
export function uniqueEmail(label: string): string {
  return `${label}-${randomUUID().slice(0, 8)}@example.test`;
}

async function inbox(mailUiUrl: string): Promise<CaughtMail[]> {
  const response = await fetch(`${mailUiUrl}/email`);
  if (!response.ok) throw new Error(`mail catcher answered ${response.status}`);
  return (await response.json()) as CaughtMail[];
}

export async function mailsTo(mailUiUrl: string, address: string, subject: RegExp): Promise<CaughtMail[]> {
  return (await inbox(mailUiUrl)).filter((m) => m.to.some((t) => t.address === address) && subject.test(m.subject));
}

/** Waits until `address` has at least `count` mails matching `subject`, and returns the newest. */
export async function waitForMail(mailUiUrl: string, address: string, subject: RegExp, count = 1): Promise<CaughtMail> {
  let found: CaughtMail[] = [];
  await pollUntil(
    async () => {
      found = await mailsTo(mailUiUrl, address, subject);
      if (found.length < count) throw new Error(`${found.length} of ${count} mails to ${address}`);
    },
    { what: `mail to ${address}`, timeoutMs: 20_000, intervalMs: 200 },
  );
  return found[found.length - 1]!;
}

export function codeFrom(mail: CaughtMail): string {
  const match = /verification code is (\d{6})/.exec(mail.text);
  if (!match) throw new Error('no code in the mail');
  return match[1]!;
}

export function resetTokenFrom(mail: CaughtMail): string {
  const match = /\/reset-password\/([A-Za-z0-9_-]{43})/.exec(mail.text);
  if (!match) throw new Error('no reset link in the mail');
  return match[1]!;
}

export interface Booted {
  env: ReturnType<typeof stackEnv>;
  apps: INestMicroservice[];
  client: ClientProxy;
  db: Connection;
  send<T = unknown>(subject: string, payload: unknown): Promise<T>;
  close(): Promise<void>;
}

/**
 * Boots the auth service (and the mailer, which sends what auth queues) in-process over the real
 * stack, with a NATS client and a connection to the auth database.
 */
export async function boot(overrides: Record<string, string>, { withMailer = false } = {}): Promise<Booted> {
  const env = { ...stackEnv(), ...overrides };
  const apps: INestMicroservice[] = [await createService(authService, env)];
  if (withMailer) apps.push(await createService(mailerService, env));
  for (const app of apps) await app.listen();
  const client = ClientProxyFactory.create({ transport: Transport.NATS, options: natsConnectOptions(env) });
  await client.connect();
  const db = await mongoose
    .createConnection(env.MONGO_URL, { dbName: databaseName(env.MONGO_DB_PREFIX!, 'auth') })
    .asPromise();
  return {
    env,
    apps,
    client,
    db,
    send: <T>(subject: string, payload: unknown) => firstValueFrom(client.send<T>(subject, payload)),
    close: async () => {
      await client.close();
      for (const app of apps.reverse()) await app.close();
      await db.dropDatabase();
      if (withMailer) await db.useDb(databaseName(env.MONGO_DB_PREFIX!, 'mailer')).dropDatabase();
      await db.close();
    },
  };
}
