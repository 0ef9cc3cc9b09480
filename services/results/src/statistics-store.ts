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
} from './result-rules';
import { type BestEntry, type RecentEntry, RecentSessions, UserDay, UserStats, UserTotals } from './user-stats.schema';

/** Concurrent saves of one user (other replicas) are rare: a few retries settle them. */
const RECENT_KEYS_ATTEMPTS = 8;

/** Users whose key figures this process remembers as it last wrote them (the oldest go first). */
const REMEMBERED_FIGURES = 5000;

/**
 * A batch's bulk write of key figures leaves its mark in each figures document it changes, in the
 * slot `version % FIGURE_MARKS` of `recentKeysMarks`: when the bulk matched fewer documents than it
 * listed, the marks tell which of its writes were applied (a slot is written again only eight
 * versions later).
 */
const FIGURE_MARKS = 8;

/**
 * Result ids the totals keep as counted (the newest), so counting a result again — a retry after
 * a crash between its claim and its count — adds nothing. Trimmed back to this once twice as many.
 */
export const COUNTED_IDS_KEPT = 64;
const WITHOUT_COUNTED_IDS = { countedIds: 0 } as const;

/**
 * How the totals record a counted result: its client id, the part of its `_id`
 * (`<userId>:<clientId>`) after the user's, whose totals these are. Half the size of the whole id,
 * and the list is read and rewritten by every count (older totals hold whole ids, which still count).
 */
export const countedId = (resultId: string): string => resultId.slice(resultId.indexOf(':') + 1);

/** A user's key figures as this process last wrote them, with their version. */
interface WrittenFigures {
  figures: KeyFigures;
  version: number;
}

/** The fields of statistics written before `figures`, removed by the first write of `figures`. */
const LISTS_BEFORE_FIGURES = { misses: '', timings: '', recentKeys: '' } as const;

/**
 * The write of a user's figures after `tests` more saves at `version`, with the batch's `mark`
 * (see FIGURE_MARKS) when it goes in a bulk write.
 */
function figuresWrite(tests: number, figures: KeyFigures, version: number, mark?: string) {
  const marked = mark === undefined ? {} : { [`recentKeysMarks.${version % FIGURE_MARKS}`]: mark };
  return {
    $inc: { tests },
    $set: { figures: encodeFigures(figures), recentKeysVersion: version, ...marked },
    $unset: LISTS_BEFORE_FIGURES,
  };
}

/** A `$set` of slots in one bucket of a user's ring of recent sessions. */
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

/** The totals after counting, and the saves counted. */
interface CountedTotals {
  totals: UserTotals;
  fresh: CountedSave[];
}

/** A new result of a user, as the statistics count it. */
export interface CountedSave {
  id: string;
  createdAt: Date;
  kind: TestKind;
  result: SaveResultRequest;
}

/** After counting: the user's number of tests, and which of the saves this call counted. */
export interface CountOutcome {
  tests: number;
  fresh: readonly CountedSave[];
}

/** What the summary reads besides the totals, all by `_id` or a user's handful of days. */
export interface StatisticsSnapshot {
  /** The key figures and the number of saves they count. */
  stats: { tests: number; figures: KeyFigures } | null;
  sessions: (RecentEntry | null)[];
  days: UserDay[];
}

/**
 * A user's running statistics: totals (with personal bests), the ring of recent sessions, the
 * per-key counters and the per-day sums. Every write is an atomic single-document update, so
 * concurrent saves (on any replica) are never lost; nothing here grows with the number of tests.
 */
@Injectable()
export class StatisticsStore {
  private readonly logger = new Logger(StatisticsStore.name);
  /**
   * What this process last wrote per user, so the next save of the user writes without reading
   * first. Exact while nobody else writes them: this process counts one batch at a time, and a
   * write by another replica (or a deletion) moves or removes the version, so the guarded update
   * matches nothing and the figures are read again.
   */
  private readonly written = new Map<string, WrittenFigures>();

  constructor(
    @InjectModel(UserStats.name) private readonly stats: Model<UserStats>,
    @InjectModel(UserTotals.name) private readonly totals: Model<UserTotals>,
    @InjectModel(RecentSessions.name) private readonly sessions: Model<RecentSessions>,
    @InjectModel(UserDay.name) private readonly days: Model<UserDay>,
  ) {}

  /**
   * Counts each user's new results (in arrival order), every user of a batch together: first the
   * totals (one atomic `$inc` per user, whose new `tests` numbers these saves) and the personal
   * bests they beat; then, once every user's totals are counted, the sessions into their ring slots
   * and the days, each in one bulk write for the whole batch; then the per-key statistics with their
   * own `tests` (the summary cache's version): one bulk write for the users whose figures this
   * process wrote last, one command per other user. So a batch of N users costs N + 3 commands
   * (4 when a bucket of a ring is new), not 4N. Every step of a user follows the one before, so
   * statistics that count a save also list it. Answers per user the user's number of tests after
   * these (the totals' `tests`) and the saves this call counted. A user whose totals or figures
   * fail fails alone; a failed bulk write fails every user it lists.
   */
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

  /**
   * Lists the counted saves of every user whose totals counted some: the sessions into their ring
   * slots (see listSessions) and the days (one bulk upserting `$inc`). A user whose totals failed is
   * left out (their own answer is that failure).
   */
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
        // The user's session numbered 5 × bucket + 1 is the first ever written to the bucket.
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

  /**
   * Writes the ring's slots of a batch: the buckets written for the first time inserted whole (one
   * `insertMany`), the others `$set` in one bulk write. A bucket that was not as expected (one
   * found already there, or one missing after a crash before its first listing) is written again
   * alone, creating what is missing: a `$set` of the same slot twice is harmless.
   */
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

  /**
   * The key statistics of every user whose totals counted something, once the batch is listed: the
   * users whose figures this process wrote last in one bulk write (writeRememberedFigures), the
   * others, and any whose figures moved meanwhile, one by one (countKeys). Answers each user's write.
   */
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

  /**
   * One bulk write of the figures after `fresh` for the users whose figures this process remembers,
   * each guarded by its version as in writeFigures and marked with this batch's mark. When it
   * matches fewer than it lists (another replica wrote some meanwhile), or a statement of it fails
   * (FerretDB then stops the rest), the marks read back say which were applied. Answers the users
   * written; the others are left to countKeys, which reads their figures again. A bulk write that
   * fails as a whole (the database away) fails every user it lists.
   */
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

  /**
   * Counts the saves in the user's key figures, one read-modify-write: take the figures as this
   * process last wrote them (else read them), count the saves in, and write them whole only if no
   * other save wrote them meanwhile (`recentKeysVersion`), else read again. Usually one write per
   * user per batch; the user's first save inserts them.
   */
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

  /**
   * Writes the figures after `results`, if the stored ones are still at `version` (the ones
   * `previous` were read or written at); answers whether they were.
   */
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

  /**
   * A user's totals for the summary and profiles, without the counted ids (up to 128, which only
   * counting reads; FerretDB cannot leave them out of `findOneAndUpdate`'s answer, so counting
   * still reads them back).
   */
  totalsOf(userId: string): Promise<UserTotals | null> {
    return this.totalsCollection().findOne({ _id: userId }, { projection: WITHOUT_COUNTED_IDS });
  }

  /**
   * The statistics first, then the sessions and days: a save lists its session before it counts
   * its keys, so sessions read after statistics that count T tests list those T.
   */
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

  /** Deletes every statistic of a user (account deletion); idempotent. */
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

  /**
   * Counts the saves the totals have not counted yet, in one atomic update that also records
   * their ids (`countedIds`): the filter leaves out a document that lists any of them. A refusal
   * (duplicate key: the upsert found the document there after all) means a first save of the user
   * raced this one, or some of these ids were counted before; the document read then says which,
   * and the rest are counted. Answers the totals after and the saves this call counted.
   */
  private async countTotals(userId: string, saves: CountedSave[]): Promise<CountedTotals> {
    let fresh = saves;
    for (let attempt = 0; attempt < RECENT_KEYS_ATTEMPTS; attempt += 1) {
      const ids = fresh.map((save) => countedId(save.id));
      const { $inc } = totalsUpdate(fresh.map((save) => save.result));
      try {
        const after = await this.totalsCollection().findOneAndUpdate(
          // Ids recorded whole before they were shortened refuse a recount too.
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

  /** The oldest counted ids go once the list is twice COUNTED_IDS_KEPT long (one command in 64 saves). */
  private async trimCountedIds(userId: string, countedIds: readonly string[]): Promise<void> {
    if (countedIds.length < 2 * COUNTED_IDS_KEPT) return;
    const oldest = countedIds.slice(0, countedIds.length - COUNTED_IDS_KEPT);
    await this.totalsCollection().updateOne({ _id: userId }, { $pullAll: { countedIds: oldest } });
  }

  /** The raw totals collection, typed by its documents. */
  private totalsCollection(): mongo.Collection<UserTotals> {
    return this.totals.collection as unknown as mongo.Collection<UserTotals>;
  }

  /**
   * Each kind's best candidate replaces the stored best only if it is faster (or there is none).
   * Bests only grow, so a candidate no faster than the best the totals just answered is skipped
   * without a command; the update itself stays conditional for saves racing on other replicas.
   */
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

  /** One upserting `$inc` per day of the saves (a new day's document is created by the first). */
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

  /** One atomic update by `_id`; the document is first inserted empty if it does not exist yet. */
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
      // A concurrent first save created it: fine, update it.
      if (!isDuplicateKey(error)) throw error;
    }
    await collection.updateOne(filter, change);
  }
}
