import type { INestMicroservice } from '@nestjs/common';
import { connect, type NatsConnection } from '@nats-io/transport-node';
import type { RpcRequest, RpcResponse, RpcSubject } from '@typing/contracts';
import { createService, databaseName, natsConnectOptions } from '@typing/service-kit';
import { randomUUID } from 'node:crypto';
import mongoose, { type Connection } from 'mongoose';
import { type AuthStack, bootAuthStack } from '../../../gateway/test/auth-helpers';
import { resultsService } from '../src/results.definition';

/** The gateway and auth stack plus the results service, its database and a NATS connection. */
export interface ResultsStack {
  stack: AuthStack;
  db: Connection;
  nats: NatsConnection;
  /** A request straight to the results service over NATS, as another service makes it; its error is thrown. */
  rpc<S extends RpcSubject>(subject: S, payload: RpcRequest<S>): Promise<RpcResponse<S>>;
  close(): Promise<void>;
}

/** The gateway's default RPC_TIMEOUT_MS: a request waits as long as the gateway's would (NATS' own default is 1 s). */
const RPC_TIMEOUT_MS = 5_000;

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
    async rpc(subject, payload) {
      const request = JSON.stringify({ pattern: subject, data: payload, id: randomUUID() });
      const reply = await nats.request(subject, request, { timeout: RPC_TIMEOUT_MS });
      const { response, err } = reply.json() as { response?: RpcResponse<typeof subject>; err?: unknown };
      if (err) throw Object.assign(new Error(`rpc error on ${subject}`), { body: err });
      return response!;
    },
    close: async () => {
      await nats.close();
      await results.close();
      await db.dropDatabase();
      await db.close();
      await stack.close();
    },
  };
}
