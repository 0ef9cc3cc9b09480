/** When the mail queue cannot take the jobs, the caller gets 503 and no message stays stored. */
import type { INestMicroservice } from '@nestjs/common';
import { type ClientProxy, ClientProxyFactory, Transport } from '@nestjs/microservices';
import { ErrorCode, Messages, Subjects } from '@typing/contracts';
import { freePort } from '@typing/infra';
import { stackEnv } from '@typing/infra/jest';
import { createService, databaseName, natsConnectOptions } from '@typing/service-kit';
import mongoose, { type Connection } from 'mongoose';
import { firstValueFrom } from 'rxjs';
import { contactService } from '../src/contact.definition';

let service: INestMicroservice;
let client: ClientProxy;
let db: Connection;

beforeAll(async () => {
  // A Redis URL nothing listens on: the queue is down for this service only.
  const env = { ...stackEnv(), MONGO_DB_PREFIX: 'it_contact_down', REDIS_URL: `redis://127.0.0.1:${await freePort()}` };
  service = await createService(contactService, env);
  await service.listen();
  client = ClientProxyFactory.create({ transport: Transport.NATS, options: natsConnectOptions(env) });
  await client.connect();
  db = await mongoose
    .createConnection(env.MONGO_URL, { dbName: databaseName('it_contact_down', 'contact') })
    .asPromise();
});

afterAll(async () => {
  await client.close();
  await service.close();
  await db.dropDatabase();
  await db.close();
});

test('a refused enqueue answers 503 and removes the stored message', async () => {
  const payload = { name: 'Asha', email: 'asha@example.com', subject: 'Hi', message: 'Queue is down' };
  await expect(firstValueFrom(client.send(Subjects.contact.submit, payload))).rejects.toEqual({
    status: 503,
    code: ErrorCode.ServiceUnavailable,
    message: Messages.serviceUnavailable,
  });
  expect(await db.collection('contact_messages').countDocuments()).toBe(0);
});
