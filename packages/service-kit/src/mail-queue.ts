import { BullModule, InjectQueue } from '@nestjs/bullmq';
import { Inject, Injectable, type OnApplicationShutdown, type Provider } from '@nestjs/common';
import { MAIL_QUEUE, mailJobId, type MailJob, RETENTION } from '@typing/contracts';
import type { RedisServiceConfig } from './config';
import { withDeadline } from './deadline';
import { HEALTH_PROBES, type HealthProbe } from './health';
import { currentRequestId } from './request-id';
import type { JobsOptions, Queue } from 'bullmq';
import Redis from 'ioredis';

/** Backoff: an SMTP hiccup delays a mail, not loses it; jobs hold personal data, so are kept only per RETENTION. */
export const MAIL_JOB_OPTIONS: JobsOptions = {
  attempts: 8,
  backoff: { type: 'exponential', delay: 1000 },
  removeOnComplete: { age: RETENTION.sentMailJobsMs / 1000 },
  removeOnFail: { age: RETENTION.failedMailJobsMs / 1000 },
};

const MAIL_REDIS = Symbol('MAIL_REDIS');
/** Well inside the gateway's RPC deadline, so the caller hears "unavailable", not a timeout. */
const ENQUEUE_DEADLINE_MS = 2000;

@Injectable()
export class MailQueue implements OnApplicationShutdown {
  constructor(
    @InjectQueue(MAIL_QUEUE) private readonly queue: Queue<MailJob>,
    @Inject(MAIL_REDIS) private readonly redis: Redis,
  ) {}

  /** Rejects at once while Redis is away (BullMQ would wait); ids derive from the message, so a repeat is a no-op. */
  async enqueue(jobs: MailJob[]): Promise<void> {
    if (this.redis.status !== 'ready') throw new Error(`mail queue unavailable (redis ${this.redis.status})`);
    const requestId = currentRequestId();
    const bulk = jobs.map((job) => ({
      name: job.kind,
      data: requestId ? { ...job, requestId } : job,
      opts: { ...MAIL_JOB_OPTIONS, jobId: mailJobId(job) },
    }));
    await withDeadline(this.queue.addBulk(bulk), ENQUEUE_DEADLINE_MS, 'mail queue did not answer in time');
  }

  /** BullMQ does not close a connection it was handed; this one is ours. */
  onApplicationShutdown(): void {
    this.redis.disconnect();
  }
}

export function mailQueueModule(config: RedisServiceConfig) {
  const connection = new Redis(config.REDIS_URL, { enableOfflineQueue: false, maxRetriesPerRequest: 1 });
  const providers: Provider[] = [
    MailQueue,
    { provide: MAIL_REDIS, useValue: connection },
    {
      provide: HEALTH_PROBES,
      useValue: [{ name: 'queue', check: async () => (await connection.ping()) === 'PONG' }] satisfies HealthProbe[],
    },
  ];
  return { imports: [BullModule.forRoot({ connection }), BullModule.registerQueue({ name: MAIL_QUEUE })], providers };
}
