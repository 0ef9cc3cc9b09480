import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { isDuplicateKey } from '@typing/service-kit';
import type { Model } from 'mongoose';
import { Result } from './result.schema';

/** The outcome of inserting one distinct result of a batch. */
export type Claim = { kind: 'inserted' } | { kind: 'exists' } | { kind: 'failed'; error: unknown };

/** Rows of one page of a user's export. */
const EXPORT_PAGE = 1000;

/**
 * The raw collection: every saved result, kept whole for the user's history and exports. Reads
 * go through the (userId, createdAt) index; the summary never reads here.
 */
@Injectable()
export class ResultStore {
  constructor(@InjectModel(Result.name) private readonly results: Model<Result>) {}

  /**
   * Inserts distinct results in one unordered command and says per result what happened: the
   * primary key `<userId>:<clientId>` refuses one already stored (duplicate key 11000), which
   * makes a retried save an exactly-once claim on both engines.
   */
  async claim(docs: Result[]): Promise<Claim[]> {
    const claims: Claim[] = docs.map(() => ({ kind: 'inserted' }));
    try {
      await this.results.collection.insertMany(docs as never[], { ordered: false });
    } catch (error) {
      // Only a bulk write error lists per-item failures; anything else (no connection) fails the batch.
      const writeErrors = (error as { writeErrors?: unknown } | null)?.writeErrors;
      if (!Array.isArray(writeErrors) || writeErrors.length === 0) throw error;
      for (const failure of writeErrors as { index: number; code?: unknown }[]) {
        claims[failure.index] = isDuplicateKey(failure) ? { kind: 'exists' } : { kind: 'failed', error: failure };
      }
    }
    return claims;
  }

  find(id: string): Promise<Result | null> {
    return this.results.collection.findOne<Result>({ _id: id as never });
  }

  /** One page of a user's results, newest first. */
  page(userId: string, page: number, pageSize: number): Promise<Result[]> {
    return this.results.collection
      .find<Result>({ userId })
      .sort({ createdAt: -1, _id: -1 })
      .skip((page - 1) * pageSize)
      .limit(pageSize)
      .toArray();
  }

  /**
   * A user's results oldest first, a page at a time: `after` is the `next` of the page before
   * (the last row's time and id), so the pages neither skip nor repeat a row while saves go on.
   */
  async exportPage(userId: string, after?: string): Promise<{ items: Result[]; next?: string }> {
    const filter: Record<string, unknown> = { userId };
    if (after) {
      const [at, id] = splitCursor(after);
      filter.$or = [{ createdAt: { $gt: at } }, { createdAt: at, _id: { $gt: id } }];
    }
    const items = await this.results.collection
      .find<Result>(filter)
      .sort({ createdAt: 1, _id: 1 })
      .limit(EXPORT_PAGE)
      .toArray();
    const last = items[EXPORT_PAGE - 1];
    return last ? { items, next: `${new Date(last.createdAt).toISOString()}|${last._id}` } : { items };
  }

  /** Deletes every result of a user; answers how many there were. */
  async deleteUser(userId: string): Promise<number> {
    const { deletedCount } = await this.results.collection.deleteMany({ userId });
    return deletedCount;
  }
}

function splitCursor(cursor: string): [Date, string] {
  const bar = cursor.indexOf('|');
  return [new Date(cursor.slice(0, bar)), cursor.slice(bar + 1)];
}
