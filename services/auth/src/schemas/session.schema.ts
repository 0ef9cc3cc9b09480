import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { Schema as MongooseSchema, type Types } from 'mongoose';

/** One per sign-in; its `_id` is the session id in the cookie. Revoking deletes it. */
@Schema({ collection: 'sessions', timestamps: { createdAt: true, updatedAt: false } })
export class Session {
  @Prop({ type: MongooseSchema.Types.ObjectId, required: true, index: true }) userId: Types.ObjectId;
  @Prop({ required: true }) expiresAt: Date;
}

export const SessionSchema = SchemaFactory.createForClass(Session);
