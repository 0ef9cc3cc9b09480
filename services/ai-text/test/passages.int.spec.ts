/**
 * Quote mode's passages over real NATS: the ai-text service answers
 * `ai-text.passage.random` with a served passage of the asked length, different ones over a few
 * asks, and refuses a payload that is not `{ length }` with a 400 of its own (the service's edge
 * is validated too, not only the gateway's).
 */
import type { INestMicroservice } from '@nestjs/common';
import { type ClientProxy, ClientProxyFactory, Transport } from '@nestjs/microservices';
import { ErrorCode, type PassageView, Subjects } from '@typing/contracts';
import { stackEnv } from '@typing/infra/jest';
import { mobyDickPassages } from '@typing/practice-content';
import { createService, databaseName, natsConnectOptions } from '@typing/service-kit';
import mongoose from 'mongoose';
import { firstValueFrom } from 'rxjs';
import { aiTextService } from '../src/ai-text.definition';

const PREFIX = 'it_ai_passages';
let app: INestMicroservice;
let client: ClientProxy;
let env: Record<string, string>;

const send = <T>(payload: unknown) => firstValueFrom(client.send<T>(Subjects.aiText.passage, payload));

beforeAll(async () => {
  env = { ...stackEnv(), LOG_LEVEL: 'silent', MONGO_DB_PREFIX: PREFIX };
  app = await createService(aiTextService, env);
  await app.listen();
  client = ClientProxyFactory.create({ transport: Transport.NATS, options: natsConnectOptions(env) });
  await client.connect();
});

afterAll(async () => {
  await client.close();
  await app.close();
  const db = await mongoose.createConnection(env.MONGO_URL, { dbName: databaseName(PREFIX, 'ai-text') }).asPromise();
  await db.dropDatabase();
  await db.close();
});

test('a passage of the asked length, one of the shipped ones, with its source', async () => {
  const shipped = new Map(mobyDickPassages().map((passage) => [passage.text, passage]));
  const answers = await Promise.all(Array.from({ length: 6 }, () => send<PassageView>({ length: 'long' })));
  for (const answer of answers) {
    expect(answer.length).toBe('long');
    expect(shipped.get(answer.text)).toEqual(answer);
  }
  // Random: six asks out of 349 long passages are not all the same one.
  expect(new Set(answers.map((answer) => answer.text)).size).toBeGreaterThan(1);
});

test('a payload that is not { length } is a 400 at the service too', async () => {
  for (const payload of [{}, { length: 'epic' }, { length: 'short', userId: 'x' }, { length: { $ne: 'short' } }]) {
    await expect(send(payload)).rejects.toMatchObject({ status: 400, code: ErrorCode.ValidationFailed });
  }
});
