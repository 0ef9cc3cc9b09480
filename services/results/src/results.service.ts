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
import { rpcError } from '@typing/service-kit';
import type { Model, mongo } from 'mongoose';
import { ResultsEvents } from './results-events';
import { emptyStats, judgeResult, recentEntry, recomputedSkill, statsUpdate, toSummary } from './result-rules';
import { Result } from './result.schema';
import { UserStats } from './user-stats.schema';

const DUPLICATE_KEY = 11000;
const isDuplicateKey = (error: unknown) => (error as { code?: unknown })?.code === DUPLICATE_KEY;

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

@Injectable()
export class ResultsService {
  private readonly logger = new Logger(ResultsService.name);

  constructor(
    @InjectModel(Result.name) private readonly results: Model<Result>,
    @InjectModel(UserStats.name) private readonly stats: Model<UserStats>,
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

  /** The atomic counting update; the user's document is created (zeroed) on the first save. */
  private async count(userId: string, doc: Result, result: SaveResultCommand['result']): Promise<void> {
    const update = statsUpdate(
      recentEntry(doc._id, doc.createdAt, result),
      result,
    ) as unknown as mongo.UpdateFilter<mongo.Document>;
    const stats = this.stats.collection;
    let after = await stats.findOneAndUpdate({ _id: userId as never }, update, { returnDocument: 'after' });
    if (!after) {
      try {
        await stats.insertOne(emptyStats(userId) as never);
      } catch (error) {
        // A concurrent first save created it: fine, count into it.
        if (!isDuplicateKey(error)) throw error;
      }
      after = await stats.findOneAndUpdate({ _id: userId as never }, update, { returnDocument: 'after' });
    }
    // Keep the recent list bounded: each save past the limit drops the oldest entry (atomically).
    const length = (after?.recent as unknown[] | undefined)?.length ?? 0;
    if (length > RESULT_LIMITS.recentSessions) {
      await stats.updateOne({ _id: userId as never }, { $pop: { recent: -1 } });
    }
  }

  /** The summary from the user's statistics document alone: one `_id` read at any history size. */
  async performance(userId: string): Promise<PerformanceSummary> {
    const stats = await this.stats.collection.findOne<UserStats>({ _id: userId as never });
    return toSummary(stats);
  }
}
