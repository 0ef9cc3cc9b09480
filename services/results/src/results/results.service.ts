import { Injectable, Logger } from '@nestjs/common';
import {
  type DeletedCount,
  ErrorCode,
  type HistoryPage,
  Messages,
  type PerformanceSummary,
  type PublicStats,
  type SaveResultCommand,
  type SaveResultResponse,
  type SavedResult,
  type UserResults,
} from '@typing/contracts';
import { currentRequestId, GroupCommit, rpcError, runWithRequestId } from '@typing/service-kit';
import { DEFAULT_LANGUAGE, judgeSubmittedResult } from '@typing/typing-core';
import { DeletionGuard } from '../shared/deletion-guard';
import { ExamStore } from '../exams/exam-store';
import { keyIndex } from '../statistics/key-alphabet';
import { ResultsEvents } from './results-events';
import {
  mostFrequentSubstitutions,
  refusalOf,
  recomputedSkill,
  STORED_SUBSTITUTIONS,
  submissionContext,
  testKind,
  toHistoryRow,
} from './result-rules';
import { ResultCap } from './result-cap';
import { Result } from './result.schema';
import { ResultStore } from './result-store';
import { savedEventOf } from './saved-event';
import { LessonStore } from '../lessons/lesson-store';
import { LeaderboardsService } from '../boards/leaderboards.service';
import { RankedTests } from '../boards/ranked-tests';
import type { CountedSave } from '../statistics/counted-save';
import { keySummary, toSummary } from '../statistics/statistics-rules';
import { StatisticsStore } from '../statistics/statistics-store';
import { SummaryCache } from '../statistics/summary-cache';

const toSaved = (doc: Result): SavedResult => ({ ...toHistoryRow(doc), clientId: doc.clientId });

/** A save's answer, and the result to announce (events, ranking) once the member is known not deleted. */
interface WrittenSave {
  response: SaveResultResponse;
  announce?: { doc: Result; requestId?: string };
}

interface PendingSave {
  doc: Result;
  result: SaveResultCommand['result'];
  /** The request that asked for it: a batch runs in its first caller's context, events keep their own. */
  requestId?: string;
}

const WEAKEST_KEYS = 5;
/** Retries after a crash come within seconds; within two minutes the id is still among the totals' counted ids. */
const RECOUNT_WITHIN_MS = 2 * 60_000;

@Injectable()
export class ResultsService {
  private readonly logger = new Logger(ResultsService.name);
  private readonly cache = new SummaryCache();
  private readonly cap = new ResultCap();
  /** A deleted member's saves are erased again and answered 401; counted saves are announced only after that check. */
  private readonly batches = new GroupCommit<PendingSave, SaveResultResponse>(async (items) => {
    const outcomes = await this.deletion.writeBatch(
      items,
      (item) => item.doc.userId,
      (batch) => this.writeBatch(batch),
      (userId) => this.erase(userId),
    );
    return outcomes.map((outcome): PromiseSettledResult<SaveResultResponse> => {
      if (outcome.status === 'rejected') return outcome;
      const { response, announce } = outcome.value;
      if (announce) this.publishSaved(announce.doc, announce.requestId);
      return { status: 'fulfilled', value: response };
    });
  });

  constructor(
    private readonly store: ResultStore,
    private readonly statistics: StatisticsStore,
    private readonly events: ResultsEvents,
    private readonly lessons: LessonStore,
    private readonly deletion: DeletionGuard,
    private readonly boards: LeaderboardsService,
    private readonly rankedTests: RankedTests,
    private readonly exams: ExamStore,
  ) {}

  /** Stored once per (user, client id); a retry answers the stored result and counts nothing. */
  async save({ userId, result }: SaveResultCommand): Promise<SaveResultResponse> {
    const verdict = judgeSubmittedResult(result, submissionContext(result));
    if (verdict.outcome !== 'accepted') {
      const refusal = refusalOf(verdict);
      this.logger.warn(`result refused for ${userId}: ${refusal.problems.join(', ') || refusal.message}`);
      throw rpcError(refusal.status, refusal.code, refusal.message);
    }
    const clientId = result.clientId.toLowerCase();
    const kind = testKind(result);
    // Saved either way; held off the boards with the reasons recorded, the client told nothing.
    const ticketHolds = await this.rankedTests.holds(userId, `${userId}:${clientId}`, result);
    const heldBack = [...verdict.holds, ...ticketHolds];
    if (heldBack.length > 0) this.logger.log(`result of ${userId} held off the boards: ${heldBack.join(', ')}`);
    const doc: Result = {
      _id: `${userId}:${clientId}`,
      userId,
      clientId,
      createdAt: new Date(),
      kind,
      ...(heldBack.length > 0 ? { heldBack } : {}),
      ...(result.durationSeconds !== undefined ? { durationSeconds: result.durationSeconds } : {}),
      punctuation: result.punctuation ?? false,
      numbers: result.numbers ?? false,
      language: result.language ?? DEFAULT_LANGUAGE,
      ...(result.layout !== undefined ? { layout: result.layout } : {}),
      ...(result.typingOrder !== undefined ? { typingOrder: result.typingOrder } : {}),
      ...(result.keyDepressions !== undefined ? { keyDepressions: result.keyDepressions } : {}),
      wpm: result.wpm,
      netWpm: result.netWpm,
      rawWpm: result.rawWpm,
      accuracy: result.accuracy,
      correctPresses: result.correctPresses,
      correctChars: result.correctChars,
      incorrectChars: result.incorrectChars,
      elapsedSeconds: result.elapsedSeconds,
      skillLevel: recomputedSkill(result),
      sampleText: result.sampleText,
      userInput: result.userInput,
      weakKeyStats: result.weakKeyStats.map(({ key, count }) => ({ key, count })),
      keyTimings: (result.keyTimings ?? []).map(({ key, samples, totalMs, meanMs }) => ({
        key,
        samples,
        totalMs,
        meanMs,
      })),
      substitutions: mostFrequentSubstitutions(result, STORED_SUBSTITUTIONS),
      wpmSeries: result.wpmSeries ?? [],
      ...(result.consistency !== undefined ? { consistency: result.consistency } : {}),
    };
    return this.batches.submit({ doc, result, requestId: currentRequestId() });
  }

  /** Claimed before counted: a crash in between leaves a result stored but uncounted, never counted twice. */
  private async writeBatch(items: PendingSave[]): Promise<PromiseSettledResult<WrittenSave>[]> {
    const distinct = new Map<string, PendingSave>();
    for (const item of items) if (!distinct.has(item.doc._id)) distinct.set(item.doc._id, item);
    const { admitted, found, refused } = await this.withinCap([...distinct.values()]);
    const claims = await this.store.claim(admitted.map((item) => item.doc));

    const claimOf = new Map(admitted.map((item, i) => [item.doc._id, claims[i]!]));
    const newByUser = new Map<string, CountedSave[]>();
    admitted.forEach(({ doc, result }, i) => {
      if (claims[i]!.kind !== 'inserted') return;
      const mine = newByUser.get(doc.userId) ?? [];
      mine.push({ id: doc._id, createdAt: doc.createdAt, kind: doc.kind!, result });
      newByUser.set(doc.userId, mine);
    });

    const counted = this.countSaves(newByUser);
    const stored = new Map<string, Promise<Result | null>>();
    for (const [id, doc] of found) stored.set(id, Promise.resolve(doc));
    for (const [id, claim] of claimOf) if (claim.kind === 'exists') stored.set(id, this.store.find(id));
    for (const id of refused) this.logger.warn(`result ${id} refused: its member keeps the most results allowed`);

    const answered = new Set<string>();
    return Promise.allSettled(
      items.map(async (item): Promise<WrittenSave> => {
        const id = item.doc._id;
        if (refused.has(id)) throw rpcError(409, ErrorCode.ResultsCapReached, Messages.resultsCapReached);
        const claim = claimOf.get(id);
        if (claim?.kind === 'failed') throw claim.error;
        if (!claim || claim.kind === 'exists') {
          const found = await stored.get(id)!;
          if (!found) throw new Error(`result ${id} reported as a duplicate but not found`);
          const response = { message: Messages.resultAlreadySaved, created: false, result: toSaved(found) };
          return (await this.countIfLost(found, item))
            ? { response, announce: { doc: found, requestId: item.requestId } }
            : { response };
        }
        const fresh = await counted.get(item.doc.userId)!;
        const first = distinct.get(id)!;
        if (answered.has(id)) {
          return { response: { message: Messages.resultAlreadySaved, created: false, result: toSaved(first.doc) } };
        }
        answered.add(id);
        const response = { message: Messages.resultSaved, created: true, result: toSaved(first.doc) };
        return fresh.has(id) ? { response, announce: { doc: first.doc, requestId: first.requestId } } : { response };
      }),
    );
  }

  private countSaves(byUser: ReadonlyMap<string, CountedSave[]>): Map<string, Promise<Set<string>>> {
    return new Map(
      [...this.statistics.countMany(byUser)].map(([userId, outcome]) => [
        userId,
        outcome.then(({ tests, fresh }) => {
          this.cap.counted(userId, tests);
          return new Set(fresh.map((save) => save.id));
        }),
      ]),
    );
  }

  /** A retry counts a recent stored result whose process crashed before counting it; answers whether it did. */
  private async countIfLost(stored: Result, retry: PendingSave): Promise<boolean> {
    if (Date.now() - stored.createdAt.getTime() > RECOUNT_WITHIN_MS) return false;
    const save = { id: stored._id, createdAt: stored.createdAt, kind: stored.kind!, result: retry.result };
    const fresh = await this.countSaves(new Map([[stored.userId, [save]]])).get(stored.userId)!;
    if (!fresh.has(stored._id)) return false;
    this.logger.warn(`result ${stored._id} was stored but not counted (a crash before its count): counted now`);
    return true;
  }

  /** The boards are ranked here, not through our own event (one NATS message less per save); neither holds the answer. */
  private publishSaved(doc: Result, requestId: string | undefined): void {
    const event = savedEventOf(doc);
    void this.events.saved(event, requestId);
    const rank = () =>
      this.boards.record(event).catch((error: unknown) => {
        this.logger.error(`result ${doc._id} not ranked: ${(error as Error).message}`);
      });
    void (requestId ? runWithRequestId(requestId, rank) : rank());
  }

  /** Only members at their cap have their saves looked up first, so a retry of a stored result still answers as one. */
  private async withinCap(
    saves: PendingSave[],
  ): Promise<{ admitted: PendingSave[]; found: Map<string, Result>; refused: Set<string> }> {
    const byUser = new Map<string, PendingSave[]>();
    for (const save of saves) {
      const mine = byUser.get(save.doc.userId);
      if (mine) mine.push(save);
      else byUser.set(save.doc.userId, [save]);
    }
    const found = new Map<string, Result>();
    const refused = new Set<string>();
    const crowded = [...byUser].filter(([userId, mine]) => mine.length > this.cap.room(userId));
    await Promise.all(
      crowded.map(async ([userId, mine]) => {
        const stored = await Promise.all(mine.map((save) => this.store.find(save.doc._id)));
        let room = this.cap.room(userId);
        mine.forEach((save, i) => {
          const doc = stored[i];
          if (doc) found.set(save.doc._id, doc);
          else if (room > 0) room -= 1;
          else refused.add(save.doc._id);
        });
      }),
    );
    const admitted = saves.filter(({ doc }) => !found.has(doc._id) && !refused.has(doc._id));
    return { admitted, found, refused };
  }

  /** Cacheable: totals move before statistics and only grow, so statistics counting the totals' T tests hold those T. */
  async performance(userId: string): Promise<PerformanceSummary> {
    const totals = await this.statistics.totalsOf(userId);
    if (!totals || !(totals.tests > 0)) return toSummary(null, keySummary(null));
    const cached = this.cache.get(userId, totals.tests);
    if (cached) return toSummary(totals, cached);
    const { stats, sessions, days } = await this.statistics.snapshot(userId);
    const keys = keySummary(stats?.figures ?? null, sessions, days);
    if (stats?.tests === totals.tests) this.cache.set(userId, totals.tests, keys);
    return toSummary(totals, keys);
  }

  /** Bests saved without a ticket, or held back, are the member's own: only board rows show. */
  async publicStats(userId: string): Promise<PublicStats> {
    const [totals, personalBests] = await Promise.all([this.statistics.totalsOf(userId), this.boards.bestsOf(userId)]);
    return { tests: totals?.tests ?? 0, personalBests };
  }

  async history(userId: string, page: number, pageSize: number): Promise<HistoryPage> {
    const [totals, docs] = await Promise.all([
      this.statistics.totalsOf(userId),
      this.store.page(userId, page, pageSize),
    ]);
    return { items: docs.map(toHistoryRow), total: totals?.tests ?? 0, page, pageSize };
  }

  async exportUser(userId: string, after?: string): Promise<UserResults> {
    const { items, next } = await this.store.exportPage(userId, after);
    return { results: items.map(toHistoryRow), ...(next ? { next } : {}) };
  }

  /** The user is marked first, so no save racing the deletion leaves anything behind. */
  async deleteUser(userId: string): Promise<DeletedCount> {
    await this.deletion.markDeleted(userId);
    return { deleted: await this.erase(userId) };
  }

  private async erase(userId: string): Promise<number> {
    const deleted = await this.store.deleteUser(userId);
    await this.statistics.deleteUser(userId);
    await this.lessons.deleteUser(userId);
    await this.exams.deleteUser(userId);
    await this.boards.forget(userId);
    this.cache.forget(userId);
    this.cap.forget(userId);
    return deleted;
  }

  async weakestKeys(userId: string): Promise<{ keys: string[] }> {
    const { keyConfidence } = await this.performance(userId);
    return {
      keys: keyConfidence
        // AI practice writes English: ñ or an accented vowel (from Spanish tests) could not be in its text.
        .filter((k) => k.label !== 'confident' && keyIndex(k.key) >= 0)
        .slice(0, WEAKEST_KEYS)
        .map((k) => k.key),
    };
  }
}
