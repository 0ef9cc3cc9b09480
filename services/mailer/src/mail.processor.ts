import { OnWorkerEvent, Processor, WorkerHost } from '@nestjs/bullmq';
import { Inject, Logger } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { MAIL_QUEUE, type MailJob } from '@typing/contracts';
import { AppMetrics, isDuplicateKey } from '@typing/service-kit';
import type { Job } from 'bullmq';
import type { Model } from 'mongoose';
import { PinoLogger } from 'nestjs-pino';
import type { Histogram } from 'prom-client';
import type { Transporter } from 'nodemailer';
import { Delivery } from './delivery.schema';
import { MailCurrency } from './mail-currency';
import { renderMail } from './mail-templates';
import { MailerConfig } from './mailer.config';
import { SMTP } from './smtp';

/** A failed send throws, so BullMQ retries it with backoff. */
@Processor(MAIL_QUEUE)
export class MailProcessor extends WorkerHost {
  private readonly logger = new Logger(MailProcessor.name);
  private readonly sends: Histogram<'kind' | 'outcome'>;

  constructor(
    @Inject(SMTP) private readonly smtp: Transporter,
    @InjectModel(Delivery.name) private readonly deliveries: Model<Delivery>,
    private readonly config: MailerConfig,
    private readonly pino: PinoLogger,
    private readonly currency: MailCurrency,
    metrics: AppMetrics,
  ) {
    super();
    this.sends = metrics.histogram('mail_job_duration_seconds', 'Time to process a mail job, by kind and outcome', [
      'kind',
      'outcome',
    ]);
  }

  process(job: Job<MailJob>): Promise<void> {
    const done = this.sends.startTimer({ kind: job.data.kind });
    const bindings = { reqId: job.data.requestId, jobId: job.id, attempt: job.attemptsMade + 1 };
    return this.pino
      .runInContext(() => this.send(job), { bindings })
      .then(
        (sent) => {
          done({ outcome: sent ? 'sent' : 'dropped' });
        },
        (error: unknown) => {
          done({ outcome: 'failed' });
          throw error;
        },
      );
  }

  /** The worker's own errors (Redis away, a job's keys removed under it) go to the log; BullMQ carries on. */
  @OnWorkerEvent('error')
  onWorkerError(error: Error): void {
    this.logger.error(`mail worker: ${error.message}`);
  }

  private async send(job: Job<MailJob>): Promise<boolean> {
    const jobId = job.id!;
    if (await this.deliveries.exists({ jobId })) {
      this.logger.warn(`job ${jobId} was already delivered; not sending again`);
      return true;
    }
    if (!(await this.currency.stillCurrent(job.data))) {
      this.logger.log(`not sending ${job.data.kind} (job ${jobId}): replaced, used or expired`);
      return false;
    }
    const mail = renderMail(job.data, {
      teamAddress: this.config.CONTACT_TEAM_EMAIL,
      sealingKey: this.config.MAIL_SEALING_KEY,
    });
    const info = await this.smtp.sendMail({ from: this.config.MAIL_FROM, ...mail });
    try {
      await this.deliveries.create({ jobId, kind: job.data.kind, to: mail.to, smtpMessageId: info.messageId });
    } catch (error) {
      if (!isDuplicateKey(error)) throw error;
    }
    this.logger.log(`sent ${job.data.kind} (job ${jobId})`);
    return true;
  }
}
