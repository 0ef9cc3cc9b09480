/**
 * A queued code or reset link is mailed only while it is still the usable one: the
 * mailer asks the auth service before sending. Auth runs first and queues every mail; the mailer
 * starts only once each code or link has been replaced, used or left to expire.
 */
import type { INestMicroservice } from '@nestjs/common';
import { MAIL_QUEUE, type MailJob, Messages, Subjects } from '@typing/contracts';
import { pollUntil } from '@typing/infra';
import { stackEnv } from '@typing/infra/jest';
import { mailerService } from '@typing/mailer-service';
import { createService, databaseName, openSecret } from '@typing/service-kit';
import { Queue } from 'bullmq';
import Redis from 'ioredis';
import { Types } from 'mongoose';
import { boot, type Booted, codeFrom, mailsTo, uniqueEmail } from './auth-test-kit';

const S = Subjects.auth;
const OTP_MAIL = /verification code/;
const RESET_MAIL = /Reset your/;
const PASSWORD = 'violet-harbour-lamp-92';
const DEVICE = 'd'.repeat(43);

let app: Booted;
let redis: Redis;
let queue: Queue<MailJob>;
let mailer: INestMicroservice | undefined;

beforeAll(async () => {
  app = await boot({ MONGO_DB_PREFIX: 'it_auth_mail_current', REDIS_URL: `${stackEnv().REDIS_URL}/9` });
  redis = new Redis(app.env.REDIS_URL, { maxRetriesPerRequest: null });
  queue = new Queue<MailJob>(MAIL_QUEUE, { connection: redis });
});

afterAll(async () => {
  await mailer?.close();
  await queue.obliterate({ force: true });
  await queue.close();
  redis.disconnect();
  await app.db.useDb(databaseName('it_auth_mail_current', 'mailer')).dropDatabase();
  await app.close();
});

/** The one job of `kind` queued for `email` since `known` (job ids). */
async function newJob(kind: MailJob['kind'], email: string, known: Set<string>) {
  const jobs = (await queue.getJobs(['waiting', 'delayed', 'prioritized'])).filter(
    (job) => job.data.kind === kind && job.data.email === email && !known.has(job.id!),
  );
  expect(jobs).toHaveLength(1);
  known.add(jobs[0]!.id!);
  return jobs[0]!;
}
const opened = (sealed: string) => openSecret(app.env.MAIL_SEALING_KEY, sealed);

test('a replaced or used code and a used or expired reset link are not mailed; the current ones are', async () => {
  const queued = new Set<string>();
  const signup = (email: string) =>
    expect(app.send(S.signup, { name: 'Asha Rao', email, password: PASSWORD, device: DEVICE })).resolves.toEqual({
      message: Messages.signupCodeSent,
    });

  // A code replaced by a newer one (the same browser, over 30 s later): only the newer is mailed.
  const replaced = uniqueEmail('replaced');
  await signup(replaced);
  const first = await newJob('auth.otp', replaced, queued);
  await app.db.collection('otp_codes').updateMany({}, { $set: { issuedAt: new Date(Date.now() - 31_000) } });
  await signup(replaced);
  const second = await newJob('auth.otp', replaced, queued);

  // A code used before its mail went out.
  const used = uniqueEmail('used-code');
  await signup(used);
  const usedJob = await newJob('auth.otp', used, queued);
  const code = opened((usedJob.data as { sealedCode: string }).sealedCode);
  await app.send(S.verify, { email: used, otp: code, device: DEVICE });

  // A reset link used before its mail went out, and one that expired.
  const resetUsed = uniqueEmail('reset-used');
  await signup(resetUsed);
  await app.send(S.forgotPassword, { email: resetUsed });
  const usedLink = await newJob('auth.reset', resetUsed, queued);
  const token = /\/reset-password\/([A-Za-z0-9_-]{43})/.exec(
    opened((usedLink.data as { sealedLink: string }).sealedLink),
  )![1];
  await app.send(S.resetPassword, { token, newPassword: 'fresh-orchid-window-5' });
  const resetExpired = uniqueEmail('reset-expired');
  await signup(resetExpired);
  await app.send(S.forgotPassword, { email: resetExpired });
  const expiredLink = await newJob('auth.reset', resetExpired, queued);
  await app.db
    .collection('reset_tokens')
    .updateOne(
      { _id: new Types.ObjectId(expiredLink.data.messageId) },
      { $set: { expiresAt: new Date(Date.now() - 1000) } },
    );
  // A current link, for contrast.
  const resetLive = uniqueEmail('reset-live');
  await signup(resetLive);
  await app.send(S.forgotPassword, { email: resetLive });
  await newJob('auth.reset', resetLive, queued);

  mailer = await createService(mailerService, app.env);
  await mailer.listen();
  // Every job of this test is finished (sent or dropped) before the inbox is read.
  await pollUntil(
    async () => {
      for (const id of queued) {
        const job = await queue.getJob(id);
        if (!(await job?.isCompleted())) throw new Error(`job ${id} not finished`);
      }
    },
    { what: 'the queued mails', timeoutMs: 30_000, intervalMs: 200 },
  );

  const sealedCode = (job: typeof first) => (job.data as { sealedCode: string }).sealedCode;
  const otpMails = await mailsTo(app.env.MAIL_UI_URL, replaced, OTP_MAIL);
  expect(otpMails.map(codeFrom)).toEqual([opened(sealedCode(second))]);
  expect(opened(sealedCode(first))).not.toBe(opened(sealedCode(second)));
  expect(await mailsTo(app.env.MAIL_UI_URL, used, OTP_MAIL)).toHaveLength(0);
  expect(await mailsTo(app.env.MAIL_UI_URL, resetUsed, RESET_MAIL)).toHaveLength(0);
  expect(await mailsTo(app.env.MAIL_UI_URL, resetExpired, RESET_MAIL)).toHaveLength(0);
  expect(await mailsTo(app.env.MAIL_UI_URL, resetLive, RESET_MAIL)).toHaveLength(1);
});
