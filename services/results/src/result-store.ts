import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { isDuplicateKey, writeErrorsOf } from '@typing/service-kit';
import type { Model } from 'mongoose';
import { type HistoryDoc, Result, ROW_FIELDS } from './result.schema';

/** The outcome of inserting one distinct result of a batch. */
export type Claim = { kind: 'inserted' } | { kind: 'exists' } | { kind: 'failed'; error: unknown };

/** Rows of one page of a user's export (≈ 300 bytes each once projected). */
const EXPORT_PAGE = 1000;

/**
 * The raw collection: every saved result, kept whole for the user's history and exports. Reads
 * go through the (userId, createdAt, _id) index and take only a row's fields; the summary never
 * reads here.
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
    if (docs.length === 0) return claims; // a batch of retries and refusals only (the driver refuses an empty one)
    try {
      await this.results.collection.insertMany(docs as never[], { ordered: false });
    } catch (error) {
      // Only a bulk write error lists per-item failures; anything else (no connection) fails the batch.
      const writeErrors = writeErrorsOf(error);
      if (writeErrors.length === 0) throw error;
      for (const failure of writeErrors) {
        claims[failure.index] = isDuplicateKey(failure) ? { kind: 'exists' } : { kind: 'failed', error: failure };
      }
    }
    return claims;
  }

  find(id: string): Promise<Result | null> {
    return this.results.collection.findOne<Result>({ _id: id as never });
  }

  /** Whether a result is stored (its `_id` only is read). */
  async has(id: string): Promise<boolean> {
    return (await this.results.collection.findOne({ _id: id as never }, { projection: { _id: 1 } })) !== null;
  }

  /**
   * One page of a user's results, newest first. The (userId, createdAt, _id) index serves the
   * sort, and the contract caps how deep a page may start (HISTORY_DEPTH).
   */
  async page(userId: string, page: number, pageSize: number): Promise<HistoryDoc[]> {
    const rows = await this.results.collection
      .find<HistoryDoc>({ userId }, { projection: ROW_FIELDS })
      .sort({ createdAt: -1, _id: -1 })
      .skip((page - 1) * pageSize)
      .limit(pageSize)
      .toArray();
    return this.withTextsWhereNeeded(rows);
  }

  /**
   * A user's results oldest first, a page at a time: `after` is the `next` of the page before
   * (the last row's time and id), so the pages neither skip nor repeat a row while saves go on.
   */
  async exportPage(userId: string, after?: string): Promise<{ items: HistoryDoc[]; next?: string }> {
    const filter: Record<string, unknown> = { userId };
    if (after) {
      const [at, id] = splitCursor(after);
      filter.$or = [{ createdAt: { $gt: at } }, { createdAt: at, _id: { $gt: id } }];
    }
    const rows = await this.results.collection
      .find<HistoryDoc>(filter, { projection: ROW_FIELDS })
      .sort({ createdAt: 1, _id: 1 })
      .limit(EXPORT_PAGE)
      .toArray();
    const items = await this.withTextsWhereNeeded(rows);
    const last = items[EXPORT_PAGE - 1];
    return last ? { items, next: `${new Date(last.createdAt).toISOString()}|${last._id}` } : { items };
  }

  /**
   * Adds the texts to the rows saved before net and raw WPM were, which compute them
   * from the texts on read; rows saved since carry both and need no texts.
   */
  private async withTextsWhereNeeded(rows: HistoryDoc[]): Promise<HistoryDoc[]> {
    const older = rows.filter((row) => typeof row.netWpm !== 'number' || typeof row.rawWpm !== 'number');
    if (older.length === 0) return rows;
    const texts = await this.results.collection
      .find<Pick<Result, '_id' | 'sampleText' | 'userInput'>>(
        { _id: { $in: older.map((row) => row._id) as never[] } },
        { projection: { sampleText: 1, userInput: 1 } },
      )
      .toArray();
    const byId = new Map(texts.map((text) => [text._id, text]));
    return rows.map((row) => ({ ...byId.get(row._id), ...row }));
  }

  /** An operator's hold on a result (`'operator'` in its `heldBack`), set or lifted; answers the result after. */
  async setOperatorHold(id: string, held: boolean): Promise<Result | null> {
    const change = held ? { $addToSet: { heldBack: 'operator' } } : { $pull: { heldBack: 'operator' } };
    return (await this.results.collection.findOneAndUpdate({ _id: id as never }, change as never, {
      returnDocument: 'after',
    })) as Result | null;
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
