import { Injectable, Logger } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import {
  Messages,
  type PerformanceSummary,
  RESULT_LIMITS,
  type SaveResultCommand,
  type SaveResultResponse,
  type SavedResult,
} from '@typing/contracts';
import { isDuplicateKey, rpcError } from '@typing/service-kit';
import type { Model, mongo } from 'mongoose';
import { ResultsEvents } from './results-events';
import {
  emptyStats,
  judgeResult,
  type KeySummary,
  keySummary,
  recentEntry,
  recomputedSkill,
  statsUpdate,
  toSummary,
  totalsUpdate,
} from './result-rules';
import { Result } from './result.schema';
import { UserStats, UserTotals } from './user-stats.schema';

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

@Injectable()
export class ResultsService {
  private readonly logger = new Logger(ResultsService.name);
  /** Per-key part of each user's summary, with the `tests` count it was read at. */
  private readonly cache = new Map<string, { tests: number; keys: KeySummary }>();

  constructor(
    @InjectModel(Result.name) private readonly results: Model<Result>,
    @InjectModel(UserStats.name) private readonly stats: Model<UserStats>,
    @InjectModel(UserTotals.name) private readonly totals: Model<UserTotals>,
    private readonly events: ResultsEvents,
  ) {}

  /**
   * Stores a result once per (user, client id), then counts it in the user's statistics with one
   * atomic update and publishes `results.saved`. A retry of a stored result answers the stored
   * one and counts nothing. The result is claimed before it is counted: a crash in between
   * leaves it stored but uncounted (never counted twice); the counters can be rebuilt from
   * `results` if that ever matters.
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
    try {
      await this.results.collection.insertOne(doc as never);
    } catch (error) {
      if (!isDuplicateKey(error)) throw error;
      const stored = await this.results.collection.findOne<Result>({ _id: id as never });
      if (!stored) throw error;
      return { message: Messages.resultAlreadySaved, created: false, result: toSaved(stored) };
    }
    await this.count(userId, doc, result);
    void this.events.saved({
      userId,
      resultId: id,
      createdAt: doc.createdAt.toISOString(),
      wpm: doc.wpm,
      accuracy: doc.accuracy,
      weakKeyStats: doc.weakKeyStats,
    });
    return { message: Messages.resultSaved, created: true, result: toSaved(doc) };
  }

  /**
   * Counts a stored result: first its keys and the session (one atomic update of the user's
   * statistics, created zeroed on the first save), then the totals (one atomic `$inc` on a tiny
   * document). The totals move last, so whoever reads a `tests` count then reads statistics
   * that include at least those tests (what the summary cache relies on). Every counted save
   * pushed one session, so once `tests` passes the limit each save drops the oldest one: the
   * list converges on the limit however many saves run at once.
   */
  private async count(userId: string, doc: Result, result: SaveResultCommand['result']): Promise<void> {
    const update = statsUpdate(
      recentEntry(doc._id, doc.createdAt, result),
      result,
    ) as unknown as mongo.UpdateFilter<mongo.Document>;
    const stats = this.stats.collection;
    const { matchedCount } = await stats.updateOne({ _id: userId as never }, update);
    if (matchedCount === 0) {
      try {
        await stats.insertOne(emptyStats(userId) as never);
      } catch (error) {
        // A concurrent first save created it: fine, count into it.
        if (!isDuplicateKey(error)) throw error;
      }
      await stats.updateOne({ _id: userId as never }, update);
    }
    const tests = await this.countTotals(userId, result);
    if (tests > RESULT_LIMITS.recentSessions) {
      await stats.updateOne({ _id: userId as never }, { $pop: { recent: -1 } });
    }
  }

  /** Adds the result to the user's totals; answers the new number of tests. */
  private async countTotals(userId: string, result: SaveResultCommand['result']): Promise<number> {
    const update = totalsUpdate(result);
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
    return (after?.tests as number | undefined) ?? 0;
  }

  /**
   * The summary: the totals (one small `_id` read), and the per-key part from this process's
   * cache while the user's `tests` count has not moved, else from the statistics document (one
   * `_id` read). Neither depends on how many results the user has.
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
    const stats = await this.stats.collection.findOne<UserStats>({ _id: userId as never });
    const keys = keySummary(stats);
    this.cache.delete(userId);
    this.cache.set(userId, { tests: totals.tests, keys });
    if (this.cache.size > CACHED_USERS) this.cache.delete(this.cache.keys().next().value!);
    return toSummary(totals, keys);
  }
}
