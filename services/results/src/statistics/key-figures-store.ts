import { randomUUID } from 'node:crypto';
import { Injectable, Logger } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { SaveResultRequest } from '@typing/contracts';
import { isDuplicateKey, writeErrorsOf } from '@typing/service-kit';
import type { Model, mongo } from 'mongoose';
import { collectionOf } from '../shared/typed-collection';
import { emptyFigures, encodeFigures, figuresAfter, figuresOf, type KeyFigures } from './key-figures';
import { LISTS_BEFORE_FIGURES } from './legacy-fields';
import { UserStats } from './user-stats.schema';

/** Concurrent saves of one user (other replicas) are rare: a few retries settle them. */
const RECENT_KEYS_ATTEMPTS = 8;

const REMEMBERED_FIGURES = 5000;

/** Each bulk write marks the documents it changes, so a partly matched bulk can tell which writes applied. */
const FIGURE_MARKS = 8;

interface WrittenFigures {
  figures: KeyFigures;
  version: number;
}

function figuresWrite(tests: number, figures: KeyFigures, version: number, mark?: string) {
  const marked = mark === undefined ? {} : { [`recentKeysMarks.${version % FIGURE_MARKS}`]: mark };
  return {
    $inc: { tests },
    $set: { figures: encodeFigures(figures), recentKeysVersion: version, ...marked },
    $unset: LISTS_BEFORE_FIGURES,
  };
}

/** The `user_stats` collection: each user's per-key figures, one document written whole under a version guard. */
@Injectable()
export class KeyFiguresStore {
  private readonly logger = new Logger(KeyFiguresStore.name);
  /** Figures as last written here, so the next save writes without reading; the version guard catches other writers. */
  private readonly written = new Map<string, WrittenFigures>();
  private readonly stats: mongo.Collection<UserStats>;

  constructor(@InjectModel(UserStats.name) stats: Model<UserStats>) {
    this.stats = collectionOf(stats);
  }

  /** Users whose figures were written here last cost one bulk write together; the others count one by one. */
  async count(fresh: ReadonlyMap<string, SaveResultRequest[]>): Promise<Map<string, Promise<void>>> {
    const written = await this.writeRememberedFigures(fresh);
    return new Map(
      [...fresh].map(([userId, results]) => [
        userId,
        written.has(userId) ? Promise.resolve() : this.countKeys(userId, results),
      ]),
    );
  }

  async of(userId: string): Promise<{ tests: number; figures: KeyFigures } | null> {
    const stored = await this.stats.findOne({ _id: userId });
    return stored && { tests: stored.tests, figures: figuresOf(stored) };
  }

  async deleteUser(userId: string): Promise<void> {
    this.written.delete(userId);
    await this.stats.deleteOne({ _id: userId });
  }

  /** When the bulk matches fewer than it lists (or FerretDB stops at a failed statement), the marks say which applied. */
  private async writeRememberedFigures(fresh: ReadonlyMap<string, SaveResultRequest[]>): Promise<Set<string>> {
    const writes = [...fresh].flatMap(([userId, results]) => {
      const remembered = this.written.get(userId);
      if (!remembered) return [];
      this.written.delete(userId); // kept again only once the write is known to have been applied
      return [
        {
          userId,
          version: remembered.version + 1,
          tests: results.length,
          figures: figuresAfter(remembered.figures, results),
        },
      ];
    });
    if (writes.length === 0) return new Set();
    const mark = randomUUID();
    const slot = (version: number) => String(version % FIGURE_MARKS);
    let everyOne = false;
    try {
      const { matchedCount } = await this.stats.bulkWrite(
        writes.map(({ userId, version, tests, figures }) => ({
          updateOne: {
            filter: { _id: userId, recentKeysVersion: version - 1 },
            update: figuresWrite(tests, figures, version, mark),
          },
        })),
        { ordered: false },
      );
      everyOne = matchedCount === writes.length;
    } catch (error) {
      // Statements refused one by one are this batch's to sort out; anything else (no database) is not.
      if (writeErrorsOf(error).length === 0) throw error;
    }
    let applied = writes;
    if (!everyOne) {
      const marks = await this.stats
        .find<Pick<UserStats, '_id' | 'recentKeysMarks'>>(
          { _id: { $in: writes.map((write) => write.userId) } },
          { projection: { recentKeysMarks: 1 } },
        )
        .toArray();
      const byUser = new Map(marks.map((doc) => [doc._id, doc.recentKeysMarks]));
      applied = writes.filter(({ userId, version }) => byUser.get(userId)?.[slot(version)] === mark);
    }
    for (const { userId, version, figures } of applied) this.remember(userId, { version, figures });
    return new Set(applied.map((write) => write.userId));
  }

  /** An optimistic read-modify-write guarded by `recentKeysVersion`. */
  private async countKeys(userId: string, results: SaveResultRequest[]): Promise<void> {
    const remembered = this.written.get(userId);
    this.written.delete(userId); // kept again only once a write is known to have matched
    if (remembered && (await this.writeFigures(userId, remembered.version, remembered.figures, results))) return;
    for (let attempt = 0; attempt < RECENT_KEYS_ATTEMPTS; attempt += 1) {
      const stats = await this.stats.findOne({ _id: userId });
      if (stats === null) {
        const figures = figuresAfter(emptyFigures(), results);
        try {
          await this.stats.insertOne({
            _id: userId,
            tests: results.length,
            figures: encodeFigures(figures),
            recentKeysVersion: 1,
          });
        } catch (error) {
          if (!isDuplicateKey(error)) throw error;
          continue; // a concurrent first save created it: count into its figures
        }
        this.remember(userId, { version: 1, figures });
        return;
      }
      if (await this.writeFigures(userId, stats.recentKeysVersion, figuresOf(stats), results)) return;
    }
    // Not a reason to fail a save that is stored and counted in the totals: its keys go uncounted.
    this.logger.error(
      `key figures of ${userId}: ${results.length} save(s) not counted after ${RECENT_KEYS_ATTEMPTS} tries`,
    );
  }

  private async writeFigures(
    userId: string,
    version: number | undefined,
    previous: KeyFigures,
    results: SaveResultRequest[],
  ): Promise<boolean> {
    const figures = figuresAfter(previous, results);
    const next = (version ?? 0) + 1;
    const { matchedCount } = await this.stats.updateOne(
      { _id: userId, recentKeysVersion: version === undefined ? { $exists: false } : version },
      figuresWrite(results.length, figures, next),
    );
    if (matchedCount === 0) return false;
    this.remember(userId, { version: next, figures });
    return true;
  }

  private remember(userId: string, figures: WrittenFigures): void {
    this.written.set(userId, figures);
    if (this.written.size > REMEMBERED_FIGURES) this.written.delete(this.written.keys().next().value!);
  }
}
