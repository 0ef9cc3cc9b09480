import type { INestMicroservice } from '@nestjs/common';
import { connect, type NatsConnection } from '@nats-io/transport-node';
import { createService, databaseName, natsConnectOptions } from '@typing/service-kit';
import mongoose, { type Connection } from 'mongoose';
import { type AuthStack, bootAuthStack } from '../../../gateway/test/auth-helpers';
import { resultsService } from '../src/results.definition';

/** The gateway and auth stack plus the results service, its database and a NATS connection. */
export interface ResultsStack {
  stack: AuthStack;
  db: Connection;
  nats: NatsConnection;
  close(): Promise<void>;
}

export async function bootResultsStack(prefix: string, redisDb: number): Promise<ResultsStack> {
  const stack = await bootAuthStack(prefix, redisDb);
  const results: INestMicroservice = await createService(resultsService, stack.env);
  await results.listen();
  const db = await mongoose
    .createConnection(stack.env.MONGO_URL, { dbName: databaseName(prefix, 'results') })
    .asPromise();
  const nats = await connect(natsConnectOptions(stack.env));
  return {
    stack,
    db,
    nats,
    close: async () => {
      await nats.close();
      await results.close();
      await db.dropDatabase();
      await db.close();
      await stack.close();
    },
  };
}
