/** Shared by the billing service's integration tests (not a test file itself). */
import type { INestMicroservice } from '@nestjs/common';
import { type ClientProxy, ClientProxyFactory, Transport } from '@nestjs/microservices';
import { stackEnv } from '@typing/infra/jest';
import { createService, databaseName, natsConnectOptions } from '@typing/service-kit';
import mongoose, { type Connection, Types } from 'mongoose';
import { firstValueFrom } from 'rxjs';
import { billingService } from '../src/billing.definition';

export interface BootedBilling {
  /** The service itself, for what has no subject (the reconciler's run). */
  app: INestMicroservice;
  env: Record<string, string>;
  db: Connection;
  send<T = unknown>(subject: string, payload: unknown): Promise<T>;
  close(): Promise<void>;
}

/** The billing service in-process over the real NATS and database engine, with a client and its database. */
export async function bootBilling(overrides: Record<string, string>): Promise<BootedBilling> {
  const env: Record<string, string> = { ...stackEnv(), LOG_LEVEL: 'error', ...overrides };
  const app: INestMicroservice = await createService(billingService, env);
  await app.listen();
  const client: ClientProxy = ClientProxyFactory.create({
    transport: Transport.NATS,
    options: natsConnectOptions(env),
  });
  await client.connect();
  const db = await mongoose
    .createConnection(env.MONGO_URL, { dbName: databaseName(env.MONGO_DB_PREFIX, 'billing') })
    .asPromise();
  return {
    app,
    env,
    db,
    send: <T>(subject: string, payload: unknown) => firstValueFrom(client.send<T>(subject, payload)),
    close: async () => {
      await client.close();
      await app.close();
      await db.dropDatabase();
      await db.close();
    },
  };
}

export const newUserId = () => new Types.ObjectId().toHexString();

/** What a settled promise was: the value, or the error body a service answered. */
export async function outcome<T>(
  work: Promise<T>,
): Promise<{ ok: true; value: T } | { ok: false; error: { status: number; code: string; message: string } }> {
  try {
    return { ok: true, value: await work };
  } catch (error) {
    return { ok: false, error: error as { status: number; code: string; message: string } };
  }
}
