import { Processor, WorkerHost } from '@nestjs/bullmq';
import { Inject, Logger } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { MAIL_QUEUE, type MailJob } from '@typing/contracts';
import { isDuplicateKey } from '@typing/service-kit';
import type { Job } from 'bullmq';
import type { Model } from 'mongoose';
import type { Transporter } from 'nodemailer';
import { Delivery } from './delivery.schema';
import { renderMail } from './mail-templates';
import { MailerConfig } from './mailer.config';
import { SMTP } from './smtp';

/** Sends each queued email once; a failed send throws, so BullMQ retries it with backoff. */
@Processor(MAIL_QUEUE)
export class MailProcessor extends WorkerHost {
  private readonly logger = new Logger(MailProcessor.name);

  constructor(
    @Inject(SMTP) private readonly smtp: Transporter,
    @InjectModel(Delivery.name) private readonly deliveries: Model<Delivery>,
    private readonly config: MailerConfig,
  ) {
    super();
  }

  async process(job: Job<MailJob>): Promise<void> {
    const jobId = job.id!;
    if (await this.deliveries.exists({ jobId })) {
      this.logger.warn(`job ${jobId} was already delivered; not sending again`);
      return;
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
  }
}
