/** The contact service booted over real NATS, the real database engine and Redis. */
import type { INestMicroservice } from '@nestjs/common';
import { type ClientProxy, ClientProxyFactory, Transport } from '@nestjs/microservices';
import { ErrorCode, healthSubject, MAIL_QUEUE, Messages, Subjects } from '@typing/contracts';
import { stackEnv } from '@typing/infra/jest';
import { createService, databaseName, natsConnectOptions } from '@typing/service-kit';
import { Queue } from 'bullmq';
import Redis from 'ioredis';
import mongoose, { type Connection } from 'mongoose';
import { firstValueFrom } from 'rxjs';
import { contactService } from '../src/contact.definition';
import { ACKS_PER_DAY } from '../src/contact.service';

const env = { ...stackEnv(), MONGO_DB_PREFIX: 'it_contact', REDIS_URL: `${stackEnv().REDIS_URL}/3` };
const valid = { name: 'Asha Rao', email: 'asha@example.com', subject: 'Hello', message: 'A first message.' };

let service: INestMicroservice;
let client: ClientProxy;
let db: Connection;
let queue: Queue;
let redis: Redis;

const send = (payload: unknown) => firstValueFrom(client.send(Subjects.contact.submit, payload));
const stored = () => db.collection('contact_messages').countDocuments();
const queued = () => queue.count();
const jobsNamed = async (name: string) =>
  (await queue.getJobs(['waiting', 'delayed', 'prioritized'])).filter((job) => job.name === name);
const acksTo = async (email: string) =>
  (await jobsNamed('contact.ack')).filter((job) => (job.data as { email: string }).email.toLowerCase() === email)
    .length;

beforeAll(async () => {
  service = await createService(contactService, env);
  await service.listen();
  client = ClientProxyFactory.create({ transport: Transport.NATS, options: natsConnectOptions(env) });
  await client.connect();
  db = await mongoose.createConnection(env.MONGO_URL, { dbName: databaseName('it_contact', 'contact') }).asPromise();
  redis = new Redis(env.REDIS_URL, { maxRetriesPerRequest: null });
  queue = new Queue(MAIL_QUEUE, { connection: redis });
});

beforeEach(async () => {
  await db.collection('contact_messages').deleteMany({});
  await queue.obliterate({ force: true });
});

afterAll(async () => {
  await client.close();
  await service.close();
  await queue.close();
  redis.disconnect();
  await db.dropDatabase();
  await db.close();
});

test('stores the message and queues the team mail and the acknowledgement', async () => {
  const reply = await send(valid);
  expect(reply).toEqual({ success: true, message: Messages.contactSent, id: expect.any(String) });

  const doc = await db.collection('contact_messages').findOne({});
  expect(doc).toMatchObject(valid);
  expect(String(doc?._id)).toBe(reply.id);

  const jobs = await queue.getJobs(['waiting', 'delayed', 'prioritized']);
  expect(jobs.map((j) => j.id).sort()).toEqual([`contact.ack-${reply.id}`, `contact.team-${reply.id}`]);
  expect(jobs.find((j) => j.name === 'contact.team')?.data).toMatchObject({ ...valid, messageId: reply.id });
  expect(jobs.find((j) => j.name === 'contact.ack')?.opts.attempts).toBeGreaterThan(1);
});

test('the acknowledgement echoes nothing the visitor typed', async () => {
  const lure = { ...valid, name: 'Claim your prize', subject: 'Visit https://phish.example now', message: 'x' };
  const reply = await send(lure);
  const [ack] = await jobsNamed('contact.ack');
  expect(ack?.data).toMatchObject({ kind: 'contact.ack', messageId: reply.id, email: valid.email });
  expect(Object.keys(ack!.data as object).sort()).toEqual(['email', 'kind', 'messageId', 'requestId']);
  expect(JSON.stringify(ack?.data)).not.toMatch(/prize|phish/);
});

test(`at most ${ACKS_PER_DAY} acknowledgements a day go to one address, whatever its case; every message reaches the team`, async () => {
  const sends = ACKS_PER_DAY + 2;
  for (let i = 0; i < sends; i++) {
    const email = i % 2 ? valid.email.toUpperCase() : valid.email;
    await expect(send({ ...valid, email, subject: `Try ${i}` })).resolves.toMatchObject({ success: true });
  }
  await send({ ...valid, email: 'someone-else@example.com' });
  expect(await acksTo(valid.email)).toBe(ACKS_PER_DAY);
  expect(await acksTo('someone-else@example.com')).toBe(1);
  expect(await jobsNamed('contact.team')).toHaveLength(sends + 1);
  expect(await stored()).toBe(sends + 1);

  // A day later the address may be acknowledged again.
  await db
    .collection('contact_messages')
    .updateMany({}, { $set: { createdAt: new Date(Date.now() - 25 * 3_600_000) } });
  await send(valid);
  expect(await acksTo(valid.email)).toBe(ACKS_PER_DAY + 1);
});

test(`variants of one mailbox (a +tag, Gmail's dots, googlemail.com) share its ${ACKS_PER_DAY} acknowledgements`, async () => {
  const variants = [
    'asha.rao@gmail.com',
    'asharao+prize@gmail.com',
    'A.S.H.A.R.A.O@googlemail.com',
    'asha.r.a.o+1@Gmail.com',
    'ashar.ao+2@gmail.com',
  ];
  for (const [i, email] of variants.entries())
    await expect(send({ ...valid, email, subject: `Try ${i}` })).resolves.toMatchObject({ success: true });
  const acked = async () => (await jobsNamed('contact.ack')).map((job) => (job.data as { email: string }).email).sort();
  expect(await acked()).toEqual(variants.slice(0, ACKS_PER_DAY).sort());
  expect(await jobsNamed('contact.team')).toHaveLength(variants.length);

  // Elsewhere a +tag is the same mailbox too, while dots name another.
  for (const email of ['ravi+a@example.com', 'ravi+b@example.com', 'ravi@example.com', 'ravi+c@example.com'])
    await send({ ...valid, email });
  await send({ ...valid, email: 'r.avi@example.com' });
  const elsewhere = (await acked()).filter((email) => email.endsWith('@example.com'));
  expect(elsewhere).toEqual(['r.avi@example.com', 'ravi+a@example.com', 'ravi+b@example.com', 'ravi@example.com']);
});

test.each([
  ['a missing field', { ...valid, message: undefined }, Messages.fillAllFields],
  ['an unknown field', { ...valid, admin: true }, Messages.unknownField('admin')],
  ['a $-operator instead of a string', { ...valid, email: { $ne: '' } }, Messages.fillAllFields],
  ['a malformed email', { ...valid, email: 'nope' }, Messages.invalidEmail],
])('refuses %s with a 400 body and stores nothing', async (_, payload, message) => {
  await expect(send(payload)).rejects.toEqual({ status: 400, code: ErrorCode.ValidationFailed, message });
  expect(await stored()).toBe(0);
  expect(await queued()).toBe(0);
});

test('answers health with its database and queue up', async () => {
  const health = await firstValueFrom(client.send(healthSubject('contact'), {}));
  expect(health).toEqual({ service: 'contact', status: 'up', database: 'up', details: { queue: 'up' } });
});
