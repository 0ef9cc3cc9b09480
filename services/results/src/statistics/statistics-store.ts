import { randomUUID } from 'node:crypto';
import { Injectable, Logger } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { SaveResultRequest, TestKind } from '@typing/contracts';
import { isDuplicateKey, writeErrorsOf } from '@typing/service-kit';
import type { Model, mongo } from 'mongoose';
import { emptyFigures, encodeFigures, figuresAfter, figuresOf, type KeyFigures } from './key-figures';
import {
  bestCandidates,
  dayOf,
  RECENT_BUCKET_SIZE,
  RECENT_BUCKETS,
  recentBucketId,
  recentEntry,
  recentUpdates,
  totalsUpdate,
} from '../results/result-rules';
import { type BestEntry, type RecentEntry, RecentSessions, UserDay, UserStats, UserTotals } from './user-stats.schema';

/** Concurrent saves of one user (other replicas) are rare: a few retries settle them. */
const RECENT_KEYS_ATTEMPTS = 8;

const REMEMBERED_FIGURES = 5000;

/** Each bulk write marks the documents it changes, so a partly matched bulk can tell which writes applied. */
const FIGURE_MARKS = 8;

/** Counted ids kept, so a retry after a crash between a result's claim and its count adds nothing. */
export const COUNTED_IDS_KEPT = 64;
const WITHOUT_COUNTED_IDS = { countedIds: 0 } as const;

/** The client-id part of a result id: half the size, and every count rereads and rewrites the list. */
const countedId = (resultId: string): string => resultId.slice(resultId.indexOf(':') + 1);

interface WrittenFigures {
  figures: KeyFigures;
  version: number;
}

/** The fields of statistics written before `figures`, removed by the first write of `figures`. */
const LISTS_BEFORE_FIGURES = { misses: '', timings: '', recentKeys: '' } as const;

function figuresWrite(tests: number, figures: KeyFigures, version: number, mark?: string) {
  const marked = mark === undefined ? {} : { [`recentKeysMarks.${version % FIGURE_MARKS}`]: mark };
  return {
    $inc: { tests },
    $set: { figures: encodeFigures(figures), recentKeysVersion: version, ...marked },
    $unset: LISTS_BEFORE_FIGURES,
  };
}

interface BucketWrite {
  id: string;
  update: { $set: Record<string, RecentEntry> };
  /** The whole bucket, when this write is its first (its slots from the first on). */
  created?: RecentSessions;
}

const emptyBucket = (id: string): RecentSessions => ({ _id: id, sessions: [] });

/** The bucket a first write makes: its slots 0, 1, … from the `$set` (null if they are not those). */
function newBucket(id: string, set: Record<string, RecentEntry>): RecentSessions | null {
  const sessions: RecentEntry[] = [];
  for (let position = 0; `sessions.${position}` in set; position += 1) sessions.push(set[`sessions.${position}`]!);
  return sessions.length === Object.keys(set).length ? { _id: id, sessions } : null;
}

interface CountedTotals {
  totals: UserTotals;
  fresh: CountedSave[];
}

export interface CountedSave {
  id: string;
  createdAt: Date;
  kind: TestKind;
  result: SaveResultRequest;
}

export interface CountOutcome {
  tests: number;
  fresh: readonly CountedSave[];
}

export interface StatisticsSnapshot {
  stats: { tests: number; figures: KeyFigures } | null;
  sessions: (RecentEntry | null)[];
  days: UserDay[];
}

/** Every write is one atomic single-document update, so concurrent saves on any replica are never lost. */
@Injectable()
export class StatisticsStore {
  private readonly logger = new Logger(StatisticsStore.name);
  /** Figures as last written here, so the next save writes without reading; the version guard catches other writers. */
  private readonly written = new Map<string, WrittenFigures>();

  constructor(
    @InjectModel(UserStats.name) private readonly stats: Model<UserStats>,
    @InjectModel(UserTotals.name) private readonly totals: Model<UserTotals>,
    @InjectModel(RecentSessions.name) private readonly sessions: Model<RecentSessions>,
    @InjectModel(UserDay.name) private readonly days: Model<UserDay>,
  ) {}

  /** A batch costs N + 3 commands; each step follows the one before, so statistics that count a save also list it. */
  countMany(byUser: ReadonlyMap<string, CountedSave[]>): Map<string, Promise<CountOutcome>> {
    const totals = new Map([...byUser].map(([userId, saves]) => [userId, this.countTotalsAndBests(userId, saves)]));
    const listed = this.listAll(totals);
    listed.catch(() => undefined); // awaited by each user with something counted (a failure is theirs)
    const keyed = this.countKeysOfAll(totals, listed);
    keyed.catch(() => undefined); // as `listed`: it fails only where `listed` failed first
    return new Map(
      [...totals].map(([userId, counted]) => [
        userId,
        counted.then(async ({ totals: after, fresh }) => {
          if (fresh.length > 0) {
            await listed;
            await (await keyed).get(userId);
          }
          return { tests: after.tests, fresh };
        }),
      ]),
    );
  }

  private async countTotalsAndBests(userId: string, saves: CountedSave[]): Promise<CountedTotals> {
    const counted = await this.countTotals(userId, saves);
    if (counted.fresh.length > 0) await this.raiseBests(userId, counted.fresh, counted.totals.bests);
    return counted;
  }

  private async listAll(counting: ReadonlyMap<string, Promise<CountedTotals>>): Promise<void> {
    const writes: BucketWrite[] = [];
    const days: mongo.AnyBulkWriteOperation[] = [];
    for (const [userId, counted] of counting) {
      const outcome = await counted.then(
        (value) => value,
        () => null,
      );
      if (!outcome || outcome.fresh.length === 0) continue;
      const { totals, fresh } = outcome;
      const entries = fresh.map(({ id, createdAt, result }) => recentEntry(id, createdAt, result));
      const before = totals.tests - fresh.length;
      for (const { bucket, update } of recentUpdates(entries, totals.tests)) {
        const id = recentBucketId(userId, bucket);
        const firstSeq = bucket * RECENT_BUCKET_SIZE + 1;
        const created = before < firstSeq && firstSeq <= totals.tests ? newBucket(id, update.$set) : null;
        writes.push(created ? { id, update, created } : { id, update });
      }
      days.push(...this.dayUpdates(userId, fresh));
    }
    await Promise.all([
      this.listSessions(writes),
      days.length > 0 ? this.days.collection.bulkWrite(days, { ordered: false }) : undefined,
    ]);
  }

  /** A bucket that is not as expected is written again alone: a `$set` of the same slot twice is harmless. */
  private async listSessions(writes: BucketWrite[]): Promise<void> {
    const sessions = this.sessions.collection;
    const oneByOne = (again: BucketWrite[]) =>
      Promise.all(again.map(({ id, update }) => this.updateCreating(sessions, id, update, emptyBucket)));
    const existing = writes.filter((write) => !write.created);
    const created = writes.filter((write) => write.created);
    const set = async () => {
      if (existing.length === 0) return;
      const { matchedCount } = await sessions.bulkWrite(
        existing.map(({ id, update }) => ({ updateOne: { filter: { _id: id as never }, update } })),
        { ordered: false },
      );
      if (matchedCount < existing.length) await oneByOne(existing);
    };
    const insert = async () => {
      if (created.length === 0) return;
      try {
        await sessions.insertMany(created.map((write) => write.created!) as never[], { ordered: false });
      } catch (error) {
        const failures = writeErrorsOf(error);
        if (failures.length === 0 || !failures.every(isDuplicateKey)) throw error;
        await oneByOne(failures.map((failure) => created[failure.index]!));
      }
    };
    await Promise.all([set(), insert()]);
  }

  private async countKeysOfAll(
    counting: ReadonlyMap<string, Promise<CountedTotals>>,
    listed: Promise<void>,
  ): Promise<Map<string, Promise<void>>> {
    const fresh = new Map<string, SaveResultRequest[]>();
    for (const [userId, counted] of counting) {
      const outcome = await counted.then(
        (value) => value,
        () => null,
      );
      if (outcome && outcome.fresh.length > 0)
        fresh.set(
          userId,
          outcome.fresh.map((save) => save.result),
        );
    }
    await listed;
    const written = await this.writeRememberedFigures(fresh);
    return new Map(
      [...fresh].map(([userId, results]) => [
        userId,
        written.has(userId) ? Promise.resolve() : this.countKeys(userId, results),
      ]),
    );
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
      const { matchedCount } = await this.stats.collection.bulkWrite(
        writes.map(({ userId, version, tests, figures }) => ({
          updateOne: {
            filter: { _id: userId as never, recentKeysVersion: version - 1 },
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
      const marks = await this.stats.collection
        .find<Pick<UserStats, '_id' | 'recentKeysMarks'>>(
          { _id: { $in: writes.map((write) => write.userId) as never[] } },
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
      const stats = await this.stats.collection.findOne<UserStats>({ _id: userId as never });
      if (stats === null) {
        const figures = figuresAfter(emptyFigures(), results);
        try {
          await this.stats.collection.insertOne({
            _id: userId,
            tests: results.length,
            figures: encodeFigures(figures),
            recentKeysVersion: 1,
          } satisfies UserStats as never);
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
    const { matchedCount } = await this.stats.collection.updateOne(
      { _id: userId as never, recentKeysVersion: version === undefined ? { $exists: false } : version },
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

  totalsOf(userId: string): Promise<UserTotals | null> {
    return this.totalsCollection().findOne({ _id: userId }, { projection: WITHOUT_COUNTED_IDS });
  }

  /** Statistics first: a save lists its session before it counts its keys, so the sessions cover the tests counted. */
  async snapshot(userId: string): Promise<StatisticsSnapshot> {
    const stored = await this.stats.collection.findOne<UserStats>({ _id: userId as never });
    const [buckets, days] = await Promise.all([
      Promise.all(
        Array.from({ length: RECENT_BUCKETS }, (_, b) =>
          this.sessions.collection.findOne<RecentSessions>({ _id: recentBucketId(userId, b) as never }),
        ),
      ),
      this.days.collection.find<UserDay>({ userId }).toArray(),
    ]);
    return {
      stats: stored && { tests: stored.tests, figures: figuresOf(stored) },
      sessions: buckets.flatMap((bucket) => bucket?.sessions ?? []),
      days,
    };
  }

  async deleteUser(userId: string): Promise<void> {
    this.written.delete(userId);
    await Promise.all([
      this.totals.collection.deleteOne({ _id: userId as never }),
      this.stats.collection.deleteOne({ _id: userId as never }),
      this.sessions.collection.deleteMany({
        _id: { $in: Array.from({ length: RECENT_BUCKETS }, (_, b) => recentBucketId(userId, b)) as never[] },
      }),
      this.days.collection.deleteMany({ userId }),
    ]);
  }

  /** The `countedIds` filter makes a recount a no-op; a duplicate key means a racing first save or an id counted before. */
  private async countTotals(userId: string, saves: CountedSave[]): Promise<CountedTotals> {
    let fresh = saves;
    for (let attempt = 0; attempt < RECENT_KEYS_ATTEMPTS; attempt += 1) {
      const ids = fresh.map((save) => countedId(save.id));
      const { $inc } = totalsUpdate(fresh.map((save) => save.result));
      try {
        const after = await this.totalsCollection().findOneAndUpdate(
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
      const current = await this.totalsCollection().findOne({ _id: userId });
      const counted = new Set(current?.countedIds ?? []);
      fresh = fresh.filter((save) => !counted.has(countedId(save.id)) && !counted.has(save.id));
      if (current && fresh.length === 0) return { totals: current, fresh };
    }
    throw new Error(`totals of ${userId}: could not count ${fresh.length} results`);
  }

  private async trimCountedIds(userId: string, countedIds: readonly string[]): Promise<void> {
    if (countedIds.length < 2 * COUNTED_IDS_KEPT) return;
    const oldest = countedIds.slice(0, countedIds.length - COUNTED_IDS_KEPT);
    await this.totalsCollection().updateOne({ _id: userId }, { $pullAll: { countedIds: oldest } });
  }

  private totalsCollection(): mongo.Collection<UserTotals> {
    return this.totals.collection as unknown as mongo.Collection<UserTotals>;
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
        this.totals.collection.updateOne(
          {
            _id: userId as never,
            $or: [{ [`bests.${kind}`]: { $exists: false } }, { [`bests.${kind}.wpm`]: { $lt: best.wpm } }],
          },
          { $set: { [`bests.${kind}`]: best } },
        ),
      ),
    );
  }

  private dayUpdates(userId: string, saves: CountedSave[]): mongo.AnyBulkWriteOperation[] {
    const byDay = new Map<string, SaveResultRequest[]>();
    for (const { createdAt, result } of saves) {
      const day = dayOf(createdAt);
      byDay.set(day, [...(byDay.get(day) ?? []), result]);
    }
    return [...byDay].map(([day, results]) => ({
      updateOne: {
        filter: { _id: `${userId}:${day}` as never },
        update: { ...totalsUpdate(results), $setOnInsert: { userId, day } },
        upsert: true,
      },
    }));
  }

  private async updateCreating(
    collection: mongo.Collection,
    id: string,
    update: object,
    empty: (id: string) => object,
  ): Promise<void> {
    const filter = { _id: id as never };
    const change = update as mongo.UpdateFilter<mongo.Document>;
    const { matchedCount } = await collection.updateOne(filter, change);
    if (matchedCount > 0) return;
    try {
      await collection.insertOne(empty(id) as never);
    } catch (error) {
      // A concurrent first save created it.
      if (!isDuplicateKey(error)) throw error;
    }
    await collection.updateOne(filter, change);
  }
}
