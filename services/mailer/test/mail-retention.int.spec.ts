/**
 * What the mailer keeps, and for how long: mail jobs and delivery records hold
 * addresses and content, so each has a stated retention period (RETENTION), and a deleted
 * member's delivery records go with the account. The real worker over Redis (BullMQ), the
 * database engine, NATS and an SMTP catcher.
 */
import type { INestMicroservice } from '@nestjs/common';
import { type ClientProxy, ClientProxyFactory, Transport } from '@nestjs/microservices';
import { MAIL_QUEUE, mailJobId, type MailJob, RETENTION, Subjects } from '@typing/contracts';
import { pollUntil } from '@typing/infra';
import { stackEnv } from '@typing/infra/jest';
import { createService, databaseName, MAIL_JOB_OPTIONS, natsConnectOptions } from '@typing/service-kit';
import { type Job, Queue } from 'bullmq';
import Redis from 'ioredis';
import mongoose, { type Connection } from 'mongoose';
import { firstValueFrom } from 'rxjs';
import { MailRetention } from '../src/mail-retention';
import { mailerService } from '../src/mailer.definition';

const PREFIX = 'it_mail_retention';
const env = {
  ...stackEnv(),
  MONGO_DB_PREFIX: PREFIX,
  REDIS_URL: `${stackEnv().REDIS_URL}/4`,
  MAIL_FROM: 'Typing Practice <no-reply@typing.test>',
  CONTACT_TEAM_EMAIL: 'team@typing.test',
};

let service: INestMicroservice;
let client: ClientProxy;
let queue: Queue<MailJob>;
let redis: Redis;
let db: Connection;

beforeAll(async () => {
  service = await createService(mailerService, env);
  await service.listen();
  client = ClientProxyFactory.create({ transport: Transport.NATS, options: natsConnectOptions(env) });
  await client.connect();
  redis = new Redis(env.REDIS_URL, { maxRetriesPerRequest: null });
  queue = new Queue<MailJob>(MAIL_QUEUE, { connection: redis });
  db = await mongoose.createConnection(env.MONGO_URL, { dbName: databaseName(PREFIX, 'mailer') }).asPromise();
});

afterAll(async () => {
  await client.close();
  await service.close();
  await queue.obliterate({ force: true });
  await queue.close();
  redis.disconnect();
  await db.dropDatabase();
  await db.close();
});

const deliveries = () => db.collection('deliveries');
const DAY_MS = 24 * 3_600_000;
const inFuture = (ms: number) => new Date(Date.now() + ms);
const purge = (at: Date) => service.get(MailRetention).purge(at);

/** Queues a job as the producers do and waits until the worker has finished it either way. */
async function processed(job: MailJob, options: { attempts?: number } = {}): Promise<Job<MailJob>> {
  const jobId = mailJobId(job);
  await queue.add(job.kind, job, { ...MAIL_JOB_OPTIONS, ...options, jobId });
  await pollUntil(
    async () => {
      const state = await queue.getJobState(jobId);
      if (state !== 'completed' && state !== 'failed') throw new Error(`job is ${state}`);
    },
    { what: `mail job ${jobId} finished`, timeoutMs: 15_000 },
  );
  return (await queue.getJob(jobId))!;
}

test('sent jobs are kept a day, failed jobs 7 days, delivery records 30 days; then purged', async () => {
  const sent = await processed({ kind: 'contact.ack', messageId: 'retention-sent', email: 'kept@example.test' });
  // A sealed code that does not unseal: the job fails (one attempt, to keep the test short).
  const failed = await processed(
    { kind: 'auth.otp', messageId: 'retention-failed', email: 'kept@example.test', sealedCode: 'x' },
    { attempts: 1 },
  );
  expect(await queue.getJobState(sent.id!)).toBe('completed');
  expect(await queue.getJobState(failed.id!)).toBe('failed');
  // BullMQ also trims finished jobs by these ages whenever another job finishes.
  expect(sent.opts.removeOnComplete).toEqual({ age: RETENTION.sentMailJobsMs / 1000 });
  expect(failed.opts.removeOnFail).toEqual({ age: RETENTION.failedMailJobsMs / 1000 });
  expect(await deliveries().countDocuments({ jobId: sent.id })).toBe(1);

  const state = async () => ({
    sent: await queue.getJob(sent.id!).then(Boolean),
    failed: await queue.getJob(failed.id!).then(Boolean),
    delivery: (await deliveries().countDocuments({ jobId: sent.id })) === 1,
  });
  await purge(inFuture(DAY_MS - 60_000));
  expect(await state()).toEqual({ sent: true, failed: true, delivery: true });
  await purge(inFuture(DAY_MS + 60_000));
  expect(await state()).toEqual({ sent: false, failed: true, delivery: true });
  await purge(inFuture(7 * DAY_MS + 60_000));
  expect(await state()).toEqual({ sent: false, failed: false, delivery: true });
  await purge(inFuture(30 * DAY_MS - 60_000));
  expect(await state()).toEqual({ sent: false, failed: false, delivery: true });
  await purge(inFuture(30 * DAY_MS + 60_000));
  expect(await state()).toEqual({ sent: false, failed: false, delivery: false });
});

test('a deleted member’s delivery records go, whatever the case of the address; others stay', async () => {
  await processed({ kind: 'contact.ack', messageId: 'forget-1', email: 'Leaving.Member@Example.test' });
  await processed({ kind: 'contact.ack', messageId: 'forget-2', email: 'leaving.member@example.test' });
  // The dot of the address is a literal, not a pattern's any-character.
  await processed({ kind: 'contact.ack', messageId: 'forget-3', email: 'leavingXmember@example.test' });
  const forget = (email: string) => firstValueFrom(client.send(Subjects.mailer.forgetAddress, { email }));

  expect(await forget('leaving.member@example.test')).toEqual({ deleted: 2 });
  expect(await deliveries().countDocuments({ to: /leaving\.member/i })).toBe(0);
  expect(await deliveries().countDocuments({ to: 'leavingXmember@example.test' })).toBe(1);
  expect(await forget('leaving.member@example.test')).toEqual({ deleted: 0 });
  await expect(forget('.*@example.test')).rejects.toMatchObject({ status: 400 });
  await expect(forget('not an address')).rejects.toMatchObject({ status: 400 });
  expect(await deliveries().countDocuments({ to: 'leavingXmember@example.test' })).toBe(1);
});
