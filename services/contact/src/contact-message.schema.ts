import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { CONTACT_LIMITS } from '@typing/contracts';

@Schema({ collection: 'contact_messages', timestamps: { createdAt: true, updatedAt: false } })
export class ContactMessage {
  @Prop({ required: true, maxlength: CONTACT_LIMITS.name }) name: string;
  @Prop({ required: true, maxlength: CONTACT_LIMITS.email }) email: string;
  @Prop({ required: true, maxlength: CONTACT_LIMITS.subject }) subject: string;
  @Prop({ required: true, maxlength: CONTACT_LIMITS.message }) message: string;
  @Prop({ required: true }) recipient: string;
  /** Acknowledgements are counted per mailbox (`mailboxOf`), so variants of one address do not each get their own three. */
  @Prop() mailbox?: string;
  createdAt: Date;
}

export const ContactMessageSchema = SchemaFactory.createForClass(ContactMessage);
ContactMessageSchema.index({ recipient: 1, createdAt: 1 });
ContactMessageSchema.index({ mailbox: 1, createdAt: 1 });
