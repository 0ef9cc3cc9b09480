/** The mailer worker over real Redis (BullMQ), the database engine and an SMTP catcher. */
import type { INestMicroservice } from '@nestjs/common';
import { ClientProxyFactory, Transport } from '@nestjs/microservices';
import { healthSubject, MAIL_QUEUE, mailJobId, type MailJob } from '@typing/contracts';
import { pollUntil } from '@typing/infra';
import { stackEnv } from '@typing/infra/jest';
import { createService, databaseName, natsConnectOptions } from '@typing/service-kit';
import { Queue } from 'bullmq';
import Redis from 'ioredis';
import mongoose, { type Connection } from 'mongoose';
import { firstValueFrom } from 'rxjs';
import { mailerService } from '../src/mailer.definition';

const env = {
  ...stackEnv(),
  MONGO_DB_PREFIX: 'it_mailer',
  REDIS_URL: `${stackEnv().REDIS_URL}/4`,
  MAIL_FROM: 'Typing Practice <no-reply@typing.test>',
  CONTACT_TEAM_EMAIL: 'team@typing.test',
};

interface CaughtMail {
  subject: string;
  to: { address: string }[];
  text: string;
}

async function inbox(): Promise<CaughtMail[]> {
  const response = await fetch(`${env.MAIL_UI_URL}/email`);
  return (await response.json()) as CaughtMail[];
}
const to = (address: string) => async () => (await inbox()).filter((m) => m.to.some((t) => t.address === address));

let service: INestMicroservice;
let queue: Queue<MailJob>;
let redis: Redis;
let db: Connection;

beforeAll(async () => {
  service = await createService(mailerService, env);
  await service.listen();
  redis = new Redis(env.REDIS_URL, { maxRetriesPerRequest: null });
  queue = new Queue<MailJob>(MAIL_QUEUE, { connection: redis });
  db = await mongoose.createConnection(env.MONGO_URL, { dbName: databaseName('it_mailer', 'mailer') }).asPromise();
});

afterAll(async () => {
  await service.close();
  await queue.obliterate({ force: true });
  await queue.close();
  redis.disconnect();
  await db.dropDatabase();
  await db.close();
});

const job: MailJob = {
  kind: 'contact.ack',
  messageId: 'msg-mailer-1',
  email: 'ravi@example.test',
};

test('sends a queued mail over SMTP and records the delivery', async () => {
  await queue.add(job.kind, job, { jobId: mailJobId(job) });
  await pollUntil(
    async () => {
      if ((await to(job.email)()).length !== 1) throw new Error('mail not caught yet');
    },
    { what: 'acknowledgement mail', timeoutMs: 15000 },
  );

  const [mail] = await to(job.email)();
  expect(mail?.subject).toBe('We received your message');
  expect(mail?.text).toContain('through our contact form with this email address');
  expect(await db.collection('deliveries').findOne({ jobId: mailJobId(job) })).toMatchObject({
    kind: 'contact.ack',
    to: job.email,
  });
});

test('a job delivered once is not sent again when it comes back', async () => {
  const first = await queue.getJob(mailJobId(job));
  await first?.remove();
  const again = await queue.add(job.kind, job, { jobId: mailJobId(job) });
  await pollUntil(
    async () => {
      if (!(await again.isCompleted())) throw new Error('job still pending');
    },
    { what: 'redelivered job', timeoutMs: 15000 },
  );
  expect(await to(job.email)()).toHaveLength(1);
});

test('answers health with database and SMTP up', async () => {
  const client = ClientProxyFactory.create({ transport: Transport.NATS, options: natsConnectOptions(env) });
  try {
    const health = await firstValueFrom(client.send(healthSubject('mailer'), {}));
    expect(health).toEqual({ service: 'mailer', status: 'up', database: 'up', details: { smtp: 'up' } });
  } finally {
    await client.close();
  }
});
