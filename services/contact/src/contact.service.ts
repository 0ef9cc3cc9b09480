import { Injectable, Logger } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { type ContactSubmit, type ContactSubmitResponse, ErrorCode, Messages } from '@typing/contracts';
import { MailQueue, rpcError } from '@typing/service-kit';
import type { Model } from 'mongoose';
import { ContactMessage } from './contact-message.schema';

@Injectable()
export class ContactService {
  private readonly logger = new Logger(ContactService.name);

  constructor(
    @InjectModel(ContactMessage.name) private readonly messages: Model<ContactMessage>,
    private readonly mailQueue: MailQueue,
  ) {}

  /**
   * Stores the message, then queues the team notification and the sender's acknowledgement.
   * If the queue refuses, the stored message is removed again: the caller gets an error and
   * nothing half-done remains, so a retry starts clean.
   */
  async submit(dto: ContactSubmit): Promise<ContactSubmitResponse> {
    const stored = await this.messages.create({ ...dto });
    const messageId = stored.id as string;
    try {
      await this.mailQueue.enqueue([
        { kind: 'contact.team', messageId, ...dto },
        { kind: 'contact.ack', messageId, name: dto.name, email: dto.email, subject: dto.subject },
      ]);
    } catch (error) {
      this.logger.error(`mail queue refused message ${messageId}: ${(error as Error).message}`);
      await this.messages.deleteOne({ _id: stored._id });
      throw rpcError(503, ErrorCode.ServiceUnavailable, Messages.serviceUnavailable);
    }
    return { success: true, message: Messages.contactSent, id: messageId };
  }
}
