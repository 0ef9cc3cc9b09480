import { Injectable } from '@nestjs/common';
import { InjectConnection, InjectModel } from '@nestjs/mongoose';
import { type ResultsSavedEvent, ResultsSavedEventSchema } from '@typing/contracts';
import { isDuplicateKey, Tombstones } from '@typing/service-kit';
import { type Connection, type Model, Types } from 'mongoose';
import { CountedResult, WeakKey } from './schemas/weak-key.schema';
import { practiceKeys } from './weak-keys';

/** Checks an event's shape: it comes from another service, but nothing unchecked reaches a query. */
export function validSavedEvent(event: unknown): event is ResultsSavedEvent {
  return ResultsSavedEventSchema.safeParse(event).success;
}

/** One user's counter of one key. */
export const weakKeyId = (userId: string, key: string) => `${userId}:${key}`;

/** The user's long-term weak keys, kept from `results.saved` (used when a request names none). */
@Injectable()
export class WeakKeysService {
  /** Members being deleted: an event still in flight when their deletion ran must not recreate counters. */
  private readonly deleted: Tombstones;

  constructor(
    @InjectModel(WeakKey.name) private readonly weakKeys: Model<WeakKey>,
    @InjectModel(CountedResult.name) private readonly counted: Model<CountedResult>,
    @InjectConnection() connection: Connection,
  ) {
    this.deleted = new Tombstones(connection);
  }

  async record(event: ResultsSavedEvent): Promise<void> {
    await this.deleted.writeUnlessDeleted(
      event.userId,
      () => this.count(event),
      () => this.erase(event.userId),
    );
  }

  private async count(event: ResultsSavedEvent): Promise<void> {
    try {
      await this.counted.create({ _id: event.resultId });
    } catch (error) {
      if (isDuplicateKey(error)) return;
      throw error;
    }
    const userId = new Types.ObjectId(event.userId);
    const missed = event.weakKeyStats.filter(({ count }) => count > 0);
    await Promise.all(
      missed.map(({ key, count }) => {
        const add = () =>
          this.weakKeys
            .updateOne(
              { _id: weakKeyId(event.userId, key) },
              { $inc: { count }, $setOnInsert: { userId, key } },
              { upsert: true },
            )
            .exec();
        // Two first misses of one key at once: one upsert inserts, the other meets 11000 and increments.
        return add().catch((error: unknown) => (isDuplicateKey(error) ? add() : Promise.reject(error)));
      }),
    );
  }

  /** The most-missed letters, most first (at most 5). */
  async top(userId: string): Promise<string[]> {
    const rows = await this.weakKeys
      .find({ userId: new Types.ObjectId(userId) })
      .sort({ count: -1 })
      .limit(32)
      .lean()
      .exec();
    return practiceKeys(rows.map((r) => r.key));
  }

  /** Forgets a deleted member's counters (account deletion), marking them first; idempotent. */
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
