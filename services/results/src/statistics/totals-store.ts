import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { isDuplicateKey } from '@typing/service-kit';
import type { Model, mongo } from 'mongoose';
import { bestCandidates, totalsUpdate } from './statistics-rules';
import { collectionOf } from '../shared/typed-collection';
import type { CountedSave, CountedTotals } from './counted-save';
import { type BestEntry, UserTotals } from './user-stats.schema';

/** Concurrent saves of one user (other replicas) are rare: a few retries settle them. */
const COUNT_ATTEMPTS = 8;

/** Counted ids kept, so a retry after a crash between a result's claim and its count adds nothing. */
export const COUNTED_IDS_KEPT = 64;
const WITHOUT_COUNTED_IDS = { countedIds: 0 } as const;

/** The client-id part of a result id: half the size, and every count rereads and rewrites the list. */
const countedId = (resultId: string): string => resultId.slice(resultId.indexOf(':') + 1);

/** The `user_totals` collection: tests, sums and bests per user, counted once per result. */
@Injectable()
export class TotalsStore {
  private readonly totals: mongo.Collection<UserTotals>;

  constructor(@InjectModel(UserTotals.name) totals: Model<UserTotals>) {
    this.totals = collectionOf(totals);
  }

  of(userId: string): Promise<UserTotals | null> {
    return this.totals.findOne({ _id: userId }, { projection: WITHOUT_COUNTED_IDS });
  }

  async count(userId: string, saves: CountedSave[]): Promise<CountedTotals> {
    const counted = await this.countTotals(userId, saves);
    if (counted.fresh.length > 0) await this.raiseBests(userId, counted.fresh, counted.totals.bests);
    return counted;
  }

  async deleteUser(userId: string): Promise<void> {
    await this.totals.deleteOne({ _id: userId });
  }

  /** The `countedIds` filter makes a recount a no-op; a duplicate key means a racing first save or an id counted before. */
  private async countTotals(userId: string, saves: CountedSave[]): Promise<CountedTotals> {
    let fresh = saves;
    for (let attempt = 0; attempt < COUNT_ATTEMPTS; attempt += 1) {
      const ids = fresh.map((save) => countedId(save.id));
      const { $inc } = totalsUpdate(fresh.map((save) => save.result));
      try {
        const after = await this.totals.findOneAndUpdate(
          // Older totals hold whole ids.
          { _id: userId, countedIds: { $nin: [...ids, ...fresh.map((save) => save.id)] } },
          { $inc, $push: { countedIds: { $each: ids } } },
          { upsert: true, returnDocument: 'after' },
        );
        if (typeof after?.tests !== 'number') throw new Error(`totals of ${userId} not returned after counting`);
        await this.trimCountedIds(userId, after.countedIds ?? []);
        return { totals: after, fresh };
      } catch (error) {
        if (!isDuplicateKey(error)) throw error;
      }
      const current = await this.totals.findOne({ _id: userId });
      const counted = new Set(current?.countedIds ?? []);
      fresh = fresh.filter((save) => !counted.has(countedId(save.id)) && !counted.has(save.id));
      if (current && fresh.length === 0) return { totals: current, fresh };
    }
    throw new Error(`totals of ${userId}: could not count ${fresh.length} results`);
  }

  private async trimCountedIds(userId: string, countedIds: readonly string[]): Promise<void> {
    if (countedIds.length < 2 * COUNTED_IDS_KEPT) return;
    const oldest = countedIds.slice(0, countedIds.length - COUNTED_IDS_KEPT);
    await this.totals.updateOne({ _id: userId }, { $pullAll: { countedIds: oldest } });
  }

  /** Bests only grow, so a candidate no faster than the known best costs no command; the update stays conditional. */
  private async raiseBests(userId: string, saves: CountedSave[], known: UserTotals['bests']): Promise<void> {
    const candidates = bestCandidates(
      saves.map(({ kind, createdAt, result }) => ({
        kind,
        best: { wpm: result.wpm, accuracy: result.accuracy, createdAt } satisfies BestEntry,
      })),
    );
    const beaten = [...candidates].filter(([kind, best]) => !(known?.[kind] && known[kind].wpm >= best.wpm));
    await Promise.all(
      beaten.map(([kind, best]) =>
        this.totals.updateOne(
          {
            _id: userId,
            $or: [{ [`bests.${kind}`]: { $exists: false } }, { [`bests.${kind}.wpm`]: { $lt: best.wpm } }],
          },
          { $set: { [`bests.${kind}`]: best } },
        ),
      ),
    );
  }
}
