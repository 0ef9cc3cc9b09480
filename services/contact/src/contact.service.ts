import { Injectable, Logger } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { type ContactSubmit, type ContactSubmitResponse, ErrorCode, type MailJob, Messages } from '@typing/contracts';
import { MailQueue, rpcError } from '@typing/service-kit';
import type { Model, Types } from 'mongoose';
import { ContactMessage } from './contact-message.schema';
import { mailboxOf } from './mailbox';

const DAY_MS = 24 * 60 * 60_000;
/** Acknowledgements mailed to one address in 24 hours: the typed address is unproven. */
export const ACKS_PER_DAY = 3;

@Injectable()
export class ContactService {
  private readonly logger = new Logger(ContactService.name);

  constructor(
    @InjectModel(ContactMessage.name) private readonly messages: Model<ContactMessage>,
    private readonly mailQueue: MailQueue,
  ) {}

  /** If the queue refuses, the stored message is removed again, so a retry starts clean. */
  async submit(dto: ContactSubmit): Promise<ContactSubmitResponse> {
    const stored = await this.messages.create({
      ...dto,
      recipient: dto.email.toLowerCase(),
      mailbox: mailboxOf(dto.email),
    });
    const messageId = stored.id as string;
    const jobs: MailJob[] = [{ kind: 'contact.team', messageId, ...dto }];
    if (await this.mayAcknowledge(stored.mailbox!, stored._id)) {
      jobs.push({ kind: 'contact.ack', messageId, email: dto.email });
    }
    try {
      await this.mailQueue.enqueue(jobs);
    } catch (error) {
      this.logger.error(`mail queue refused message ${messageId}: ${(error as Error).message}`);
      await this.messages.deleteOne({ _id: stored._id });
      throw rpcError(503, ErrorCode.ServiceUnavailable, Messages.serviceUnavailable);
    }
    return { success: true, message: Messages.contactSent, id: messageId };
  }

  /** Only the first few messages to a mailbox in 24 hours are acknowledged (`+tag` and Gmail-dot variants count as one). */
  private async mayAcknowledge(mailbox: string, messageId: Types.ObjectId): Promise<boolean> {
    const rank = await this.messages.countDocuments({
      mailbox,
      _id: { $lte: messageId },
      createdAt: { $gt: new Date(Date.now() - DAY_MS) },
    });
    return rank <= ACKS_PER_DAY;
  }
}
