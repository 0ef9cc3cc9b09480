import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { ExamResultRow } from '@typing/contracts';
import { isDuplicateKey } from '@typing/service-kit';
import type { ExamLanguage } from '@typing/typing-core/exams';
import type { Model, mongo } from 'mongoose';
import { collectionOf } from '../shared/typed-collection';
import { ExamResult, EXAM_ROW_FIELDS } from './exam-result.schema';

export type BestOf =
  | { readonly profileId: string; readonly language: ExamLanguage }
  | { readonly profileId: 'custom'; readonly profileName: string };

type StoredRow = Omit<ExamResultRow, 'createdAt'> & { createdAt: Date };
type ExportRow = StoredRow & { typed: string };

/** Rows carry the answers (up to about 6 kB each). */
const EXPORT_PAGE = 200;

const toRow = (row: StoredRow): ExamResultRow => ({ ...row, createdAt: row.createdAt.toISOString() });

const cursorOf = (row: { createdAt: Date; id: string }) => `${row.createdAt.toISOString()}|${row.id}`;

function splitCursor(cursor: string): [Date, string] {
  const bar = cursor.indexOf('|');
  return [new Date(cursor.slice(0, bar)), cursor.slice(bar + 1)];
}

@Injectable()
export class ExamStore {
  private readonly exams: mongo.Collection<ExamResult>;

  constructor(@InjectModel(ExamResult.name) model: Model<ExamResult>) {
    this.exams = collectionOf(model);
  }

  async claim(doc: ExamResult): Promise<boolean> {
    try {
      await this.exams.insertOne(doc);
      return true;
    } catch (error) {
      if (isDuplicateKey(error)) return false;
      throw error;
    }
  }

  find(key: string): Promise<ExamResult | null> {
    return this.exams.findOne<ExamResult>({ _id: key });
  }

  async has(key: string): Promise<boolean> {
    return (await this.exams.findOne({ _id: key }, { projection: { _id: 1 } })) !== null;
  }

  async page(
    userId: string,
    limit: number,
    profileId?: string,
    before?: string,
  ): Promise<{ items: ExamResultRow[]; next?: string }> {
    const filter: mongo.Filter<ExamResult> = { userId, ...(profileId ? { profileId } : {}) };
    if (before) {
      const [at, id] = splitCursor(before);
      filter.$or = [{ createdAt: { $lt: at } }, { createdAt: at, id: { $lt: id } }];
    }
    const rows = await this.exams
      .find<StoredRow>(filter, { projection: EXAM_ROW_FIELDS })
      .sort({ createdAt: -1, id: -1 })
      .limit(limit + 1)
      .toArray();
    const items = rows.slice(0, limit);
    const last = items[items.length - 1];
    return rows.length > limit && last
      ? { items: items.map(toRow), next: cursorOf(last) }
      : { items: items.map(toRow) };
  }

  async recentPassageIds(userId: string, limit: number): Promise<string[]> {
    const rows = await this.exams
      .find({ userId }, { projection: { _id: 0, passageId: 1 } })
      .sort({ createdAt: -1, id: -1 })
      .limit(limit)
      .toArray();
    return rows.map((row) => String(row.passageId));
  }

  async recentCustomLabels(userId: string, scan: number): Promise<string[]> {
    const rows = await this.exams
      .find({ userId, profileId: 'custom' }, { projection: { _id: 0, profileName: 1 } })
      .sort({ createdAt: -1, id: -1 })
      .limit(scan)
      .toArray();
    return [...new Set(rows.map((row) => String(row.profileName)))];
  }

  async best(userId: string, of: BestOf): Promise<ExamResultRow | null> {
    const row = await this.exams.findOne<StoredRow>(
      { userId, ...of },
      { projection: EXAM_ROW_FIELDS, sort: { netWpm: -1, createdAt: 1 } },
    );
    return row ? toRow(row) : null;
  }

  async exportPage(
    userId: string,
    after?: string,
  ): Promise<{ items: (ExamResultRow & { typed: string })[]; next?: string }> {
    const filter: mongo.Filter<ExamResult> = { userId };
    if (after) {
      const [at, id] = splitCursor(after);
      filter.$or = [{ createdAt: { $gt: at } }, { createdAt: at, id: { $gt: id } }];
    }
    const rows = await this.exams
      .find<ExportRow>(filter, { projection: { ...EXAM_ROW_FIELDS, typed: 1 } })
      .sort({ createdAt: 1, id: 1 })
      .limit(EXPORT_PAGE)
      .toArray();
    const last = rows[EXPORT_PAGE - 1];
    const items = rows.map((row) => ({ ...toRow(row), typed: row.typed }));
    return last ? { items, next: cursorOf(last) } : { items };
  }

  async deleteUser(userId: string): Promise<number> {
    const { deletedCount } = await this.exams.deleteMany({ userId });
    return deletedCount;
  }
}
