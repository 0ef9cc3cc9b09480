import { Controller, Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { type AddressRef, type DeletedCount, RETENTION, Subjects } from '@typing/contracts';
import { RetentionPurge, retentionCutoff, RpcHandler, sameAddress } from '@typing/service-kit';
import type { Model } from 'mongoose';
import { ContactMessage } from './contact-message.schema';

/** A deleted member's messages go with the account, whatever the case of the address. */
@Injectable()
export class ContactRetention extends RetentionPurge {
  constructor(@InjectModel(ContactMessage.name) private readonly messages: Model<ContactMessage>) {
    super();
  }

  async purge(now = new Date()): Promise<number> {
    const { deletedCount } = await this.messages.deleteMany({
      createdAt: { $lte: retentionCutoff(RETENTION.contactMessagesMs, now) },
    });
    return deletedCount;
  }

  async forget(email: string): Promise<number> {
    const { deletedCount } = await this.messages.deleteMany({ email: sameAddress(email) });
    return deletedCount;
  }
}

@Controller()
export class ContactRetentionController {
  constructor(private readonly retention: ContactRetention) {}

  @RpcHandler(Subjects.contact.forgetAddress)
  async forgetAddress({ email }: AddressRef): Promise<DeletedCount> {
    return { deleted: await this.retention.forget(email) };
  }
}
