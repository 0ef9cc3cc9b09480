import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { Schema as MongooseSchema, type Types } from 'mongoose';

/** `_id` = `<userId>:<key>`: an `_id` update is the one FerretDB answers from an index (it scans for anything else). */
@Schema({ collection: 'weak_keys', timestamps: { createdAt: false, updatedAt: true } })
export class WeakKey {
  @Prop({ type: String, required: true }) _id: string;
  @Prop({ type: MongooseSchema.Types.ObjectId, required: true }) userId: Types.ObjectId;
  @Prop({ required: true }) key: string;
  @Prop({ required: true, default: 0 }) count: number;
}

export const WeakKeySchema = SchemaFactory.createForClass(WeakKey);
WeakKeySchema.index({ userId: 1, count: -1 });

/** A result already counted (`_id` = its result id): a redelivered event adds nothing. */
@Schema({ collection: 'counted_results', timestamps: { createdAt: true, updatedAt: false } })
export class CountedResult {
  @Prop({ type: String, required: true }) _id: string;
}

export const CountedResultSchema = SchemaFactory.createForClass(CountedResult);
