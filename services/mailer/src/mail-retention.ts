import { InjectQueue } from '@nestjs/bullmq';
import { Controller, Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { type AddressRef, type DeletedCount, MAIL_QUEUE, RETENTION, Subjects } from '@typing/contracts';
import { RetentionPurge, retentionCutoff, RpcHandler, sameAddress } from '@typing/service-kit';
import type { Queue } from 'bullmq';
import type { Model } from 'mongoose';
import { Delivery } from './delivery.schema';

/** BullMQ also trims jobs by age as they finish; this catches a quiet queue. */
@Injectable()
export class MailRetention extends RetentionPurge {
  constructor(
    @InjectModel(Delivery.name) private readonly deliveries: Model<Delivery>,
    @InjectQueue(MAIL_QUEUE) private readonly queue: Queue,
  ) {
    super();
  }

  async purge(now = new Date()): Promise<number> {
    const { deletedCount } = await this.deliveries.deleteMany({
      sentAt: { $lte: retentionCutoff(RETENTION.deliveryRecordsMs, now) },
    });
    // BullMQ ages jobs by its own clock: a `now` ahead of it shortens the grace by as much.
    const ahead = Math.max(0, now.getTime() - Date.now());
    const sent = await this.queue.clean(Math.max(0, RETENTION.sentMailJobsMs - ahead), 0, 'completed');
    const failed = await this.queue.clean(Math.max(0, RETENTION.failedMailJobsMs - ahead), 0, 'failed');
    return deletedCount + sent.length + failed.length;
  }

  async forget(email: string): Promise<number> {
    const { deletedCount } = await this.deliveries.deleteMany({ to: sameAddress(email) });
    return deletedCount;
  }
}

@Controller()
export class MailRetentionController {
  constructor(private readonly retention: MailRetention) {}

  @RpcHandler(Subjects.mailer.forgetAddress)
  async forgetAddress({ email }: AddressRef): Promise<DeletedCount> {
    return { deleted: await this.retention.forget(email) };
  }
}
