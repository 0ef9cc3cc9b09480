/**
 * Contact messages are kept a year, then purged (RETENTION); the messages sent from a
 * deleted member's address go with the account. The contact service over real NATS, the database
 * engine and Redis.
 */
import type { INestMicroservice } from '@nestjs/common';
import { type ClientProxy, ClientProxyFactory, Transport } from '@nestjs/microservices';
import { MAIL_QUEUE, RETENTION, Subjects } from '@typing/contracts';
import { stackEnv } from '@typing/infra/jest';
import { createService, databaseName, natsConnectOptions } from '@typing/service-kit';
import { Queue } from 'bullmq';
import Redis from 'ioredis';
import mongoose, { type Connection } from 'mongoose';
import { firstValueFrom } from 'rxjs';
import { ContactRetention } from '../src/contact-retention';
import { contactService } from '../src/contact.definition';

const PREFIX = 'it_contact_retention';
const env = { ...stackEnv(), MONGO_DB_PREFIX: PREFIX, REDIS_URL: `${stackEnv().REDIS_URL}/3` };

let service: INestMicroservice;
let client: ClientProxy;
let db: Connection;
let redis: Redis;

beforeAll(async () => {
  service = await createService(contactService, env);
  await service.listen();
  client = ClientProxyFactory.create({ transport: Transport.NATS, options: natsConnectOptions(env) });
  await client.connect();
  db = await mongoose.createConnection(env.MONGO_URL, { dbName: databaseName(PREFIX, 'contact') }).asPromise();
  redis = new Redis(env.REDIS_URL, { maxRetriesPerRequest: null });
});

beforeEach(() => db.collection('contact_messages').deleteMany({}));

afterAll(async () => {
  await client.close();
  await service.close();
  const queue = new Queue(MAIL_QUEUE, { connection: redis });
  await queue.obliterate({ force: true });
  await queue.close();
  redis.disconnect();
  await db.dropDatabase();
  await db.close();
});

const messages = () => db.collection('contact_messages');
const submit = (email: string) =>
  firstValueFrom(
    client.send(Subjects.contact.submit, { name: 'Asha Rao', email, subject: 'Hello', message: 'A message.' }),
  );
const from = (email: string) => messages().countDocuments({ email });

test('a message is kept a year, then purged', async () => {
  await submit('asha@example.test');
  const purge = (afterMs: number) => service.get(ContactRetention).purge(new Date(Date.now() + afterMs));
  expect(await purge(RETENTION.contactMessagesMs - 60_000)).toBe(0);
  expect(await from('asha@example.test')).toBe(1);
  expect(await purge(RETENTION.contactMessagesMs + 60_000)).toBe(1);
  expect(await from('asha@example.test')).toBe(0);
});

test('a deleted member’s messages go, whatever the case typed; others stay', async () => {
  await submit('Leaving.Member@Example.test');
  await submit('leaving.member@example.test');
  // The dot of the address is a literal, not a pattern's any-character.
  await submit('leavingXmember@example.test');
  const forget = (email: string) => firstValueFrom(client.send(Subjects.contact.forgetAddress, { email }));

  expect(await forget('leaving.member@example.test')).toEqual({ deleted: 2 });
  expect(await messages().countDocuments({ email: /leaving\.member/i })).toBe(0);
  expect(await forget('leaving.member@example.test')).toEqual({ deleted: 0 });
  await expect(forget('.*@example.test')).rejects.toMatchObject({ status: 400 });
  await expect(forget('not an address')).rejects.toMatchObject({ status: 400 });
  expect(await from('leavingXmember@example.test')).toBe(1);
});
