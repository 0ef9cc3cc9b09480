import { Injectable, Logger } from '@nestjs/common';
import {
  ErrorCode,
  type ExamBests,
  type ExamExportPage,
  type ExamHistoryPage,
  type ExamResultDetail,
  type ExamResultRow,
  Messages,
  RECENT_EXAM_PASSAGES,
  type RecentExamPassages,
  type SaveExamResultCommand,
  type SaveExamResultResponse,
} from '@typing/contracts';
import { rpcError } from '@typing/service-kit';
import { customProfileLabel, evaluateExam, EXAM_PROFILES, examProfileLabel } from '@typing/typing-core/exams';
import { DeletionGuard } from '../shared/deletion-guard';
import { SaveQuota } from '../results/save-quota';
import { isRefusal, judgeExam, keysOf, profileOf } from './exam-judge';
import type { ExamResult } from './exam-result.schema';
import { ExamStore } from './exam-store';

/** Bests are listed for the custom tests among a member's latest CUSTOM_BESTS_SCAN custom exams, at most CUSTOM_BESTS of them. */
const CUSTOM_BESTS_SCAN = 20;
const CUSTOM_BESTS = 5;

const keyOf = (userId: string, id: string) => `${userId}:${id.toLowerCase()}`;

function rowOf(doc: ExamResult): ExamResultRow {
  const { _id, userId: _user, custom: _custom, passageText: _text, attribution: _source, typed: _typed, ...row } = doc;
  return { ...row, createdAt: doc.createdAt.toISOString() };
}

@Injectable()
export class ExamsService {
  private readonly logger = new Logger(ExamsService.name);

  constructor(
    private readonly store: ExamStore,
    private readonly quota: SaveQuota,
    private readonly deletion: DeletionGuard,
  ) {}

  async save({ userId, exam }: SaveExamResultCommand): Promise<SaveExamResultResponse> {
    const key = keyOf(userId, exam.id);
    // The day's saves are shared with test results; a stored exam retried past the cap is still answered.
    await this.quota.admit(userId, `exam:${exam.id}`, new Date(), () => this.store.has(key));
    const judged = judgeExam(exam);
    if (isRefusal(judged)) {
      this.logger.warn(`exam of ${userId} refused: ${judged.message}`);
      throw rpcError(judged.status, judged.code, judged.message);
    }
    const { profile, passageText, attribution, sheet } = judged;
    const doc: ExamResult = {
      _id: key,
      userId,
      id: exam.id.toLowerCase(),
      createdAt: new Date(),
      profileId: exam.profileId,
      profileName: exam.custom
        ? customProfileLabel(exam.custom)
        : examProfileLabel(profile, exam.language, exam.layout),
      ...(exam.custom ? { custom: exam.custom } : {}),
      language: exam.language,
      ...(exam.layout ? { layout: exam.layout } : {}),
      category: sheet.category,
      passageId: exam.passageId,
      passageText,
      attribution,
      passageWords: sheet.words.length,
      typed: exam.typed,
      elapsedMs: exam.elapsedMs,
      keyDepressions: sheet.figures.keyDepressions.value,
      grossWpm: sheet.figures.grossWpm.value,
      netWpm: sheet.figures.netWpm.value,
      errorPercentage: sheet.figures.errorPercent.value,
      full: sheet.fullMistakes,
      half: sheet.halfMistakes,
      result: sheet.verdict.result,
    };
    const created = await this.deletion.write(
      userId,
      () => this.store.claim(doc),
      (user) => this.store.deleteUser(user),
    );
    if (created) return { created, result: rowOf(doc) };
    const stored = await this.store.find(key);
    if (!stored) throw new Error(`exam ${key} reported as a duplicate but not found`);
    return { created, result: rowOf(stored) };
  }

  history(userId: string, limit: number, profile?: string, before?: string): Promise<ExamHistoryPage> {
    return this.store.page(userId, limit, profile, before);
  }

  /** A custom test's label names its minutes, words and rules, so unlike tests keep separate bests. */
  async bests(userId: string): Promise<ExamBests> {
    const boards = EXAM_PROFILES.flatMap((profile) =>
      profile.languages.map(({ language }) => ({ profileId: profile.id, language })),
    );
    const labels = (await this.store.recentCustomLabels(userId, CUSTOM_BESTS_SCAN)).slice(0, CUSTOM_BESTS);
    const bests = await Promise.all([
      ...boards.map((board) => this.store.best(userId, board)),
      ...labels.map((label) => this.store.best(userId, { profileId: 'custom', profileName: label })),
    ]);
    return { bests: bests.filter((best): best is ExamResultRow => best !== null) };
  }

  async recentPassages(userId: string): Promise<RecentExamPassages> {
    return { passageIds: await this.store.recentPassageIds(userId, RECENT_EXAM_PASSAGES) };
  }

  async result(userId: string, id: string): Promise<ExamResultDetail> {
    const doc = await this.store.find(keyOf(userId, id));
    if (!doc) throw rpcError(404, ErrorCode.NotFound, Messages.examResultNotFound);
    const profile = profileOf(doc.profileId, doc.custom, doc.language);
    if (!profile) throw new Error(`exam ${doc._id} names an unknown profile ${doc.profileId}`);
    const sheet = evaluateExam(profile, doc.passageText, doc.typed, {
      elapsedMs: doc.elapsedMs,
      keyDepressions: doc.keyDepressions,
      language: doc.language,
      category: doc.category,
      countKeys: keysOf(doc.layout).countKeys,
    });
    return { result: rowOf(doc), attribution: doc.attribution, typed: doc.typed, sheet };
  }

  async exportUser(userId: string, after?: string): Promise<ExamExportPage> {
    const { items, next } = await this.store.exportPage(userId, after);
    return { examResults: items, ...(next ? { next } : {}) };
  }
}
