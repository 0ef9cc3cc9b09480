import { Injectable, Logger } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import {
  Messages,
  type PerformanceSummary,
  type SaveResultCommand,
  type SaveResultResponse,
  type SavedResult,
} from '@typing/contracts';
import { currentRequestId, isDuplicateKey, rpcError } from '@typing/service-kit';
import type { Model, mongo } from 'mongoose';
import { GroupCommit } from './group-commit';
import { ResultsEvents } from './results-events';
import {
  emptyStats,
  judgeResult,
  type KeySummary,
  keySummary,
  RECENT_BUCKETS,
  recentBucketId,
  recentEntry,
  recentUpdates,
  recomputedSkill,
  statsUpdate,
  toSummary,
  totalsUpdate,
} from './result-rules';
import { Result } from './result.schema';
import { RecentSessions, UserStats, UserTotals } from './user-stats.schema';

function toSaved(doc: Result): SavedResult {
  return {
    id: doc._id,
    clientId: doc.clientId,
    createdAt: new Date(doc.createdAt).toISOString(),
    wpm: doc.wpm,
    accuracy: doc.accuracy,
    correctChars: doc.correctChars,
    incorrectChars: doc.incorrectChars,
    elapsedSeconds: doc.elapsedSeconds,
    skillLevel: doc.skillLevel,
  };
}

/** Users whose per-key summary this process keeps (most recently used last; the oldest go first). */
const CACHED_USERS = 5000;

/** A judged save waiting for its batch. */
interface PendingSave {
  doc: Result;
  result: SaveResultCommand['result'];
  /** The request that asked for it: a batch runs in its first caller's context, events keep their own. */
  requestId?: string;
}

/** The outcome of inserting one distinct result of a batch. */
type Claim = { kind: 'inserted' } | { kind: 'exists' } | { kind: 'failed'; error: unknown };

@Injectable()
export class ResultsService {
  private readonly logger = new Logger(ResultsService.name);
  /** Per-key part of each user's summary, with the `tests` count it was read at. */
  private readonly cache = new Map<string, { tests: number; keys: KeySummary }>();
  /** Concurrent saves are written together (see GroupCommit and writeBatch). */
  private readonly batches = new GroupCommit<PendingSave, SaveResultResponse>((items) => this.writeBatch(items));

  constructor(
    @InjectModel(Result.name) private readonly results: Model<Result>,
    @InjectModel(UserStats.name) private readonly stats: Model<UserStats>,
    @InjectModel(UserTotals.name) private readonly totals: Model<UserTotals>,
    @InjectModel(RecentSessions.name) private readonly sessions: Model<RecentSessions>,
    private readonly events: ResultsEvents,
  ) {}

  /**
   * Stores a result once per (user, client id), counts it in the user's statistics and publishes
   * `results.saved`. A retry of a stored result answers the stored one and counts nothing. The
   * answer comes only once the result is stored and counted. Concurrent saves share the writes
   * (group commit, see writeBatch).
   */
  async save({ userId, result }: SaveResultCommand): Promise<SaveResultResponse> {
    const refusal = judgeResult(result);
    if (refusal) {
      this.logger.warn(`result refused for ${userId}: ${refusal.problems.join(', ') || refusal.message}`);
      throw rpcError(refusal.status, refusal.code, refusal.message);
    }
    const id = `${userId}:${result.clientId.toLowerCase()}`;
    const doc: Result = {
      _id: id,
      userId,
      clientId: result.clientId.toLowerCase(),
      createdAt: new Date(),
      wpm: result.wpm,
      accuracy: result.accuracy,
      correctChars: result.correctChars,
      incorrectChars: result.incorrectChars,
      elapsedSeconds: result.elapsedSeconds,
      durationSeconds: result.durationSeconds,
      skillLevel: recomputedSkill(result),
      sampleText: result.sampleText,
      userInput: result.userInput,
      wrongKeyPresses: result.wrongKeyPresses,
      weakKeyStats: result.weakKeyStats.map(({ key, count }) => ({ key, count })),
      keyTimings: (result.keyTimings ?? []).map(({ key, samples, totalMs, meanMs }) => ({
        key,
        samples,
        totalMs,
        meanMs,
      })),
      substitutions: (result.substitutions ?? []).map(({ expected, typed, count }) => ({ expected, typed, count })),
      wpmSeries: result.wpmSeries ?? [],
      ...(result.consistency !== undefined ? { consistency: result.consistency } : {}),
    };
    return this.batches.submit({ doc, result, requestId: currentRequestId() });
  }

  /**
   * Writes a batch of saves: one unordered `insertMany` claims every distinct result (the primary
   * key refuses one already stored: duplicate key 11000, reported per item), then each user with
   * new results is counted once for all of them (countUser). Saves of one result racing in the
   * same batch insert it once; the others answer like a retry. The result is claimed before it
   * is counted: a crash in between leaves it stored but uncounted, never counted twice.
   */
  private async writeBatch(items: PendingSave[]): Promise<PromiseSettledResult<SaveResultResponse>[]> {
    const distinct = new Map<string, PendingSave>();
    for (const item of items) if (!distinct.has(item.doc._id)) distinct.set(item.doc._id, item);
    const firsts = [...distinct.values()];
    const claims = await this.claim(firsts.map((item) => item.doc));

    const claimOf = new Map<string, Claim>();
    const newByUser = new Map<string, PendingSave[]>();
    firsts.forEach((item, i) => {
      claimOf.set(item.doc._id, claims[i]!);
      if (claims[i]!.kind !== 'inserted') return;
      const mine = newByUser.get(item.doc.userId) ?? [];
      mine.push(item);
      newByUser.set(item.doc.userId, mine);
    });

    const counted = new Map<string, Promise<void>>();
    for (const [userId, saves] of newByUser) counted.set(userId, this.countUser(userId, saves));
    const stored = new Map<string, Promise<Result | null>>();
    for (const [id, claim] of claimOf) {
      if (claim.kind === 'exists') stored.set(id, this.results.collection.findOne<Result>({ _id: id as never }));
    }

    const answered = new Set<string>();
    return Promise.allSettled(
      items.map(async (item): Promise<SaveResultResponse> => {
        const id = item.doc._id;
        const claim = claimOf.get(id)!;
        if (claim.kind === 'failed') throw claim.error;
        if (claim.kind === 'exists') {
          const found = await stored.get(id)!;
          if (!found) throw new Error(`result ${id} reported as a duplicate but not found`);
          return { message: Messages.resultAlreadySaved, created: false, result: toSaved(found) };
        }
        await counted.get(item.doc.userId)!;
        const first = distinct.get(id)!;
        if (answered.has(id)) {
          return { message: Messages.resultAlreadySaved, created: false, result: toSaved(first.doc) };
        }
        answered.add(id);
        void this.events.saved(
          {
            userId: first.doc.userId,
            resultId: id,
            createdAt: first.doc.createdAt.toISOString(),
            wpm: first.doc.wpm,
            accuracy: first.doc.accuracy,
            weakKeyStats: first.doc.weakKeyStats,
          },
          first.requestId,
        );
        return { message: Messages.resultSaved, created: true, result: toSaved(first.doc) };
      }),
    );
  }

  /** Inserts distinct results in one unordered command; says per result what happened. */
  private async claim(docs: Result[]): Promise<Claim[]> {
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

  /**
   * Counts a user's new results (in arrival order): first the totals (one atomic `$inc`, whose
   * new `tests` numbers these saves), then the sessions into their ring slots (one `$set` per
   * bucket touched, usually one), then the per-key statistics with their own `tests` (one atomic
   * `$inc`). Each document is created empty on first use. Three small writes per user per batch,
   * whatever the batch holds. Every step of a save follows the one before, so statistics that
   * count a save also list it.
   */
  private async countUser(userId: string, saves: PendingSave[]): Promise<void> {
    const lastSeq = await this.countTotals(
      userId,
      saves.map((s) => s.result),
    );
    const entries = saves.map(({ doc, result }) => recentEntry(doc._id, doc.createdAt, result));
    await Promise.all(
      recentUpdates(entries, lastSeq).map(({ bucket, update }) =>
        this.updateCreating(this.sessions.collection, recentBucketId(userId, bucket), update, (id) => ({
          _id: id,
          sessions: [],
        })),
      ),
    );
    await this.updateCreating(this.stats.collection, userId, statsUpdate(saves.map((s) => s.result)), () =>
      emptyStats(userId),
    );
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

  /** Adds results to the user's totals; answers the new number of tests. */
  private async countTotals(userId: string, results: SaveResultCommand['result'][]): Promise<number> {
    const update = totalsUpdate(results);
    const apply = () =>
      this.totals.collection.findOneAndUpdate({ _id: userId as never }, update, {
        upsert: true,
        returnDocument: 'after',
      });
    let after;
    try {
      after = await apply();
    } catch (error) {
      // Two first saves may both try to insert (MongoDB): the loser increments the winner's document.
      if (!isDuplicateKey(error)) throw error;
      after = await apply();
    }
    const tests = after?.tests as number | undefined;
    if (typeof tests !== 'number') throw new Error(`totals of ${userId} not returned after counting`);
    return tests;
  }

  /**
   * The summary: the totals (one small `_id` read), and the per-key part from this process's
   * cache while the user's `tests` count has not moved, else from the statistics and the six
   * session buckets (`_id` reads). None depends on how many results the user has. Why the cache
   * is safe: every save moves the totals before the statistics, and totals only grow; so if the
   * totals read T and the statistics read just after count T tests too, no save was between the
   * two writes at that moment, and the statistics hold exactly the T tests counted — true for as
   * long as the totals still read T, whichever replica saved.
   */
  async performance(userId: string): Promise<PerformanceSummary> {
    const totals = await this.totals.collection.findOne<UserTotals>({ _id: userId as never });
    if (!totals || !(totals.tests > 0)) return toSummary(null, keySummary(null));
    const cached = this.cache.get(userId);
    if (cached && cached.tests === totals.tests) {
      this.cache.delete(userId);
      this.cache.set(userId, cached);
      return toSummary(totals, cached.keys);
    }
    // The statistics first, then the sessions: a save lists its session before it counts its
    // keys, so sessions read after statistics that count T tests list those T.
    const stats = await this.stats.collection.findOne<UserStats>({ _id: userId as never });
    const buckets = await Promise.all(
      Array.from({ length: RECENT_BUCKETS }, (_, b) =>
        this.sessions.collection.findOne<RecentSessions>({ _id: recentBucketId(userId, b) as never }),
      ),
    );
    const keys = keySummary(
      stats,
      buckets.flatMap((bucket) => bucket?.sessions ?? []),
    );
    // Kept only when the statistics include exactly the tests the totals count: then nothing was
    // in flight (see above), and the cache is right for as long as `tests` stays.
    if (stats?.tests === totals.tests) {
      this.cache.delete(userId);
      this.cache.set(userId, { tests: totals.tests, keys });
      if (this.cache.size > CACHED_USERS) this.cache.delete(this.cache.keys().next().value!);
    }
    return toSummary(totals, keys);
  }
}
