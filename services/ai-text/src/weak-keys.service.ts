import { Injectable } from '@nestjs/common';
import { InjectConnection, InjectModel } from '@nestjs/mongoose';
import { type ResultsSavedEvent, ResultsSavedEventSchema } from '@typing/contracts';
import { GroupCommit, isDuplicateKey, Tombstones, writeErrorsOf } from '@typing/service-kit';
import { type Connection, type Model, Types } from 'mongoose';
import { CountedResult, WeakKey } from './schemas/weak-key.schema';
import { practiceKeys } from './weak-keys';

/** Checks an event's shape: it comes from another service, but nothing unchecked reaches a query. */
export function validSavedEvent(event: unknown): event is ResultsSavedEvent {
  return ResultsSavedEventSchema.safeParse(event).success;
}

const weakKeyId = (userId: string, key: string) => `${userId}:${key}`;

@Injectable()
export class WeakKeysService {
  /** Members being deleted: an event still in flight when their deletion ran must not recreate counters. */
  private readonly deleted: Tombstones;
  /** Events arriving while a batch is written go together in the next (group commit): four commands a batch. */
  private readonly batches = new GroupCommit<ResultsSavedEvent, void>(async (events) => {
    await this.deleted.writeBatchUnlessDeleted(
      events,
      (event) => event.userId,
      (live) => this.count(live),
      (userId) => this.erase(userId),
    );
    return events.map(() => ({ status: 'fulfilled', value: undefined }));
  });

  constructor(
    @InjectModel(WeakKey.name) private readonly weakKeys: Model<WeakKey>,
    @InjectModel(CountedResult.name) private readonly counted: Model<CountedResult>,
    @InjectConnection() connection: Connection,
  ) {
    this.deleted = new Tombstones(connection);
  }

  record(event: ResultsSavedEvent): Promise<void> {
    return this.batches.submit(event);
  }

  /** Racing upserts of one new key cannot both insert: MongoDB retries an `_id` upsert, FerretDB updates one at a time. */
  private async count(events: ResultsSavedEvent[]): Promise<void> {
    const claimed = await this.claim(events);
    const misses = new Map<string, { userId: string; key: string; count: number }>();
    for (const { userId, weakKeyStats } of claimed) {
      for (const { key, count } of weakKeyStats) {
        if (count <= 0) continue;
        const id = weakKeyId(userId, key);
        const sum = misses.get(id);
        if (sum) sum.count += count;
        else misses.set(id, { userId, key, count });
      }
    }
    if (misses.size === 0) return;
    const updatedAt = new Date();
    await this.weakKeys.collection.bulkWrite(
      [...misses].map(([id, { userId, key, count }]) => ({
        updateOne: {
          filter: { _id: id as never },
          update: { $inc: { count }, $set: { updatedAt }, $setOnInsert: { userId: new Types.ObjectId(userId), key } },
          upsert: true,
        },
      })),
      { ordered: false },
    );
  }

  private async claim(events: ResultsSavedEvent[]): Promise<ResultsSavedEvent[]> {
    const distinct = [...new Map(events.map((event) => [event.resultId, event])).values()];
    const createdAt = new Date();
    try {
      await this.counted.collection.insertMany(
        distinct.map(({ resultId }) => ({ _id: resultId as never, createdAt })),
        { ordered: false },
      );
      return distinct;
    } catch (error) {
      const failures = writeErrorsOf(error);
      if (failures.length === 0 || !failures.every(isDuplicateKey)) throw error;
      const counted = new Set(failures.map((failure) => failure.index));
      return distinct.filter((_, i) => !counted.has(i));
    }
  }

  async top(userId: string): Promise<string[]> {
    const rows = await this.weakKeys
      .find({ userId: new Types.ObjectId(userId) })
      .sort({ count: -1 })
      .limit(32)
      .lean()
      .exec();
    return practiceKeys(rows.map((r) => r.key));
  }

  async forget(userId: string): Promise<number> {
    await this.deleted.mark(userId);
    return this.erase(userId);
  }

  private async erase(userId: string): Promise<number> {
    const [keys] = await Promise.all([
      this.weakKeys.deleteMany({ userId: new Types.ObjectId(userId) }),
      // Counted results are `<userId>:<clientId>`; they name the member too.
      this.counted.deleteMany({ _id: { $regex: `^${userId}:` } }),
    ]);
    return keys.deletedCount;
  }
}
