import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { SaveResultRequest } from '@typing/contracts';
import type { Model, mongo } from 'mongoose';
import { dayOf, totalsUpdate } from './statistics-rules';
import { collectionOf } from '../shared/typed-collection';
import type { CountedSave } from './counted-save';
import { UserDay } from './user-stats.schema';

export type DayUpdate = mongo.AnyBulkWriteOperation<UserDay>;

/** The `user_days` collection: tests and sums per user and day (`_id` = `<userId>:<day>`), for the trend. */
@Injectable()
export class DayStore {
  private readonly days: mongo.Collection<UserDay>;

  constructor(@InjectModel(UserDay.name) days: Model<UserDay>) {
    this.days = collectionOf(days);
  }

  updatesFor(userId: string, saves: CountedSave[]): DayUpdate[] {
    const byDay = new Map<string, SaveResultRequest[]>();
    for (const { createdAt, result } of saves) {
      const day = dayOf(createdAt);
      byDay.set(day, [...(byDay.get(day) ?? []), result]);
    }
    return [...byDay].map(([day, results]) => ({
      updateOne: {
        filter: { _id: `${userId}:${day}` },
        update: { ...totalsUpdate(results), $setOnInsert: { userId, day } },
        upsert: true,
      },
    }));
  }

  async write(updates: DayUpdate[]): Promise<void> {
    if (updates.length > 0) await this.days.bulkWrite(updates, { ordered: false });
  }

  of(userId: string): Promise<UserDay[]> {
    return this.days.find({ userId }).toArray();
  }

  async deleteUser(userId: string): Promise<void> {
    await this.days.deleteMany({ userId });
  }
}
