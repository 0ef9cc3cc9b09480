import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { isDuplicateKey, writeErrorsOf } from '@typing/service-kit';
import type { Model, mongo } from 'mongoose';
import { collectionOf } from '../shared/typed-collection';
import { lacksSpeeds } from './legacy-fields';
import { type HistoryDoc, Result, ROW_FIELDS } from './result.schema';

export type Claim = { kind: 'inserted' } | { kind: 'exists' } | { kind: 'failed'; error: unknown };

const EXPORT_PAGE = 1000;

@Injectable()
export class ResultStore {
  private readonly results: mongo.Collection<Result>;

  constructor(@InjectModel(Result.name) model: Model<Result>) {
    this.results = collectionOf(model);
  }

  async claim(docs: Result[]): Promise<Claim[]> {
    const claims: Claim[] = docs.map(() => ({ kind: 'inserted' }));
    if (docs.length === 0) return claims; // a batch of retries and refusals only (the driver refuses an empty one)
    try {
      await this.results.insertMany(docs, { ordered: false });
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
    return this.results.findOne<Result>({ _id: id });
  }

  async has(id: string): Promise<boolean> {
    return (await this.results.findOne({ _id: id }, { projection: { _id: 1 } })) !== null;
  }

  async page(userId: string, page: number, pageSize: number): Promise<HistoryDoc[]> {
    const rows = await this.results
      .find<HistoryDoc>({ userId }, { projection: ROW_FIELDS })
      .sort({ createdAt: -1, _id: -1 })
      .skip((page - 1) * pageSize)
      .limit(pageSize)
      .toArray();
    return this.withTextsWhereNeeded(rows);
  }

  /** Keyset pages (`after` is the last row's time and id), so pages neither skip nor repeat a row while saves go on. */
  async exportPage(userId: string, after?: string): Promise<{ items: HistoryDoc[]; next?: string }> {
    const filter: mongo.Filter<Result> = { userId };
    if (after) {
      const [at, id] = splitCursor(after);
      filter.$or = [{ createdAt: { $gt: at } }, { createdAt: at, _id: { $gt: id } }];
    }
    const rows = await this.results
      .find<HistoryDoc>(filter, { projection: ROW_FIELDS })
      .sort({ createdAt: 1, _id: 1 })
      .limit(EXPORT_PAGE)
      .toArray();
    const items = await this.withTextsWhereNeeded(rows);
    const last = items[EXPORT_PAGE - 1];
    return last ? { items, next: `${new Date(last.createdAt).toISOString()}|${last._id}` } : { items };
  }

  private async withTextsWhereNeeded(rows: HistoryDoc[]): Promise<HistoryDoc[]> {
    const older = rows.filter(lacksSpeeds);
    if (older.length === 0) return rows;
    const texts = await this.results
      .find<Pick<Result, '_id' | 'sampleText' | 'userInput'>>(
        { _id: { $in: older.map((row) => row._id) } },
        { projection: { sampleText: 1, userInput: 1 } },
      )
      .toArray();
    const byId = new Map(texts.map((text) => [text._id, text]));
    return rows.map((row) => ({ ...byId.get(row._id), ...row }));
  }

  async setOperatorHold(id: string, held: boolean): Promise<Result | null> {
    const change = held ? { $addToSet: { heldBack: 'operator' } } : { $pull: { heldBack: 'operator' } };
    return this.results.findOneAndUpdate({ _id: id }, change, { returnDocument: 'after' });
  }

  async deleteUser(userId: string): Promise<number> {
    const { deletedCount } = await this.results.deleteMany({ userId });
    return deletedCount;
  }
}

function splitCursor(cursor: string): [Date, string] {
  const bar = cursor.indexOf('|');
  return [new Date(cursor.slice(0, bar)), cursor.slice(bar + 1)];
}
