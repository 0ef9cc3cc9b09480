/** Shared by the billing service's integration tests (not a test file itself). */
import type { INestMicroservice } from '@nestjs/common';
import { type ClientProxy, ClientProxyFactory, Transport } from '@nestjs/microservices';
import { stackEnv } from '@typing/infra/jest';
import { createService, databaseName, natsConnectOptions } from '@typing/service-kit';
import mongoose, { type Connection, Types } from 'mongoose';
import { firstValueFrom } from 'rxjs';
import { billingService } from '../src/billing.definition';
import { WebhooksService } from '../src/webhooks.service';

export interface BootedBilling {
  /** The service itself, for what has no subject (the reconciler's run). */
  app: INestMicroservice;
  env: Record<string, string>;
  db: Connection;
  send<T = unknown>(subject: string, payload: unknown): Promise<T>;
  /** Waits for the webhook fulfilments running in the background (their answer came before them). */
  settled(): Promise<void>;
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
    settled: () => app.get(WebhooksService).drain(),
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

/**
 * `count` distinct orders of one member for the same plan: each is aged past the time an open
 * order is answered again before the next is asked for (else the member gets the same one back).
 */
export async function distinctOrders<T extends { id: string }>(
  app: BootedBilling,
  count: number,
  create: () => Promise<T>,
): Promise<T[]> {
  const made: T[] = [];
  for (let i = 0; i < count; i++) {
    const order = await create();
    made.push(order);
    await app.db
      .collection<{ _id: string }>('orders')
      .updateOne({ _id: order.id }, { $set: { createdAt: new Date(Date.now() - 2 * 3600_000 - (count - i) * 1000) } });
  }
  return made;
}
