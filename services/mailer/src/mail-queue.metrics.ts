import { InjectQueue } from '@nestjs/bullmq';
import { Injectable } from '@nestjs/common';
import { MAIL_QUEUE } from '@typing/contracts';
import { AppMetrics, withDeadline } from '@typing/service-kit';
import type { Queue } from 'bullmq';
import { Gauge } from 'prom-client';

const COUNTED_STATES = ['waiting', 'active', 'delayed', 'failed'] as const;
const COUNT_DEADLINE_MS = 1000;

@Injectable()
export class MailQueueMetrics {
  constructor(@InjectQueue(MAIL_QUEUE) queue: Queue, metrics: AppMetrics) {
    new Gauge({
      name: 'mail_queue_jobs',
      help: 'Mail jobs in the queue, by state',
      labelNames: ['state'],
      registers: [metrics.registry],
      async collect() {
        this.reset();
        try {
          const counts = await withDeadline(queue.getJobCounts(...COUNTED_STATES), COUNT_DEADLINE_MS, 'no answer');
          for (const state of COUNTED_STATES) this.set({ state }, counts[state] ?? 0);
        } catch {
          // Redis is away: no sample rather than a stale one (the health check reports the outage).
        }
      },
    });
  }
}
