/** A saved exam judged against the server's own evaluation: the passage re-derived, the key log replayed. */
import { type CustomExamProfile, ErrorCode, type SaveExamResultRequest } from '@typing/contracts';
import { decodeKeyLog, type HindiLayoutId, type TimedKey } from '@typing/typing-core';
import {
  customProfile,
  evaluateExam,
  type ExamLanguage,
  examPassageText,
  examProfile,
  examWords,
  type ExamProfile,
  type ExamSheet,
  keyDepressionsOf,
  replayExamKeys,
  type ReplayRules,
} from '@typing/typing-core/exams';
import { hindiKeyCounter, replayHindiExamKeys } from '@typing/typing-core/exams/hindi';
import { examPassage } from './exam-passages';

/** Times in the key log are whole milliseconds, floored. */
const TIME_TOLERANCE_MS = 50;
/** Figures are printed to 2 decimals: equal means within half a hundredth. */
const FIGURE_TOLERANCE = 0.005;

export interface JudgedExam {
  readonly profile: ExamProfile;
  readonly passageText: string;
  readonly attribution: string;
  readonly sheet: ExamSheet;
}

export interface ExamRefusal {
  readonly status: 400 | 422;
  readonly code: string;
  readonly message: string;
}

const invalid = (message: string): ExamRefusal => ({ status: 400, code: ErrorCode.ValidationFailed, message });
const rejected = (message: string): ExamRefusal => ({ status: 422, code: ErrorCode.ResultRejected, message });

export function profileOf(
  profileId: string,
  custom: CustomExamProfile | undefined,
  language: ExamLanguage,
): ExamProfile | undefined {
  return custom ? customProfile({ ...custom, language }) : examProfile(profileId);
}

export function keysOf(layout: HindiLayoutId | undefined) {
  return layout
    ? {
        countKeys: hindiKeyCounter(layout),
        replay: (keys: readonly TimedKey[], rules: ReplayRules) => replayHindiExamKeys(keys, layout, rules),
      }
    : { countKeys: keyDepressionsOf, replay: replayExamKeys };
}

export function judgeExam(exam: SaveExamResultRequest): JudgedExam | ExamRefusal {
  const profile = profileOf(exam.profileId, exam.custom, exam.language);
  if (!profile) return invalid(`'profileId' must be an exam profile, not ${exam.profileId}.`);
  const passage = examPassage(exam.passageId);
  if (!passage) return invalid(`'passageId' is not an exam passage: ${exam.passageId}.`);
  const rule = profile.languages.find((candidate) => candidate.language === exam.language);
  if (!rule) return invalid(`'language': ${profile.name} has no ${exam.language === 'hi' ? 'Hindi' : 'English'} test.`);
  if (exam.layout && !rule.layouts.includes(exam.layout)) {
    return invalid(`'layout' must be one of ${rule.layouts.join(', ')} for this profile's Hindi test.`);
  }
  if (passage.id.startsWith('hi-') !== (exam.language === 'hi')) {
    return invalid(`'passageId' ${exam.passageId} is not a passage in the exam's language.`);
  }
  const { countKeys, replay } = keysOf(exam.layout);
  const passageText = examPassageText(passage.text, profile, exam.language, countKeys);
  const passageWords = examWords(passageText).length;
  if (exam.passageWords !== undefined && exam.passageWords !== passageWords) {
    return rejected(
      `'passageWords' is ${exam.passageWords}, but this profile serves ${passageWords} words of that passage.`,
    );
  }

  const replayed = replay(decodeKeyLog(exam.keyLog) ?? [], {
    ...profile.screen,
    passageWords,
    passage: passageText,
  });
  if (replayed.typed !== exam.typed.normalize('NFC')) return rejected("'typed' is not the text the key log types.");
  const durationMs = profile.durationMinutes * 60_000;
  if (exam.elapsedMs > durationMs + TIME_TOLERANCE_MS) {
    return rejected(`'elapsedMs' is ${exam.elapsedMs}, longer than the exam's ${profile.durationMinutes} minutes.`);
  }
  if (replayed.spanMs > exam.elapsedMs + TIME_TOLERANCE_MS) {
    return rejected(`The key log lasts ${replayed.spanMs} ms, longer than 'elapsedMs' (${exam.elapsedMs}).`);
  }

  const sheet = evaluateExam(profile, passageText, exam.typed, {
    elapsedMs: exam.elapsedMs,
    keyDepressions: replayed.keyDepressions,
    language: exam.language,
    countKeys,
    ...(exam.category ? { category: exam.category } : {}),
  });
  const actual = {
    netWpm: sheet.figures.netWpm.value,
    errorPercentage: sheet.figures.errorPercent.value,
    full: sheet.fullMistakes,
    half: sheet.halfMistakes,
  };
  const wrong = (Object.keys(actual) as (keyof typeof actual)[]).filter(
    (name) => !(Math.abs(actual[name] - exam.claimed[name]) < FIGURE_TOLERANCE),
  );
  if (wrong.length > 0) {
    const differences = wrong.map((name) => `${name} is ${actual[name]}, not ${exam.claimed[name]}`).join('; ');
    return rejected(`The exam's figures do not follow from the passage and the key log: ${differences}.`);
  }
  return { profile, passageText, attribution: passage.attribution, sheet };
}

export const isRefusal = (outcome: JudgedExam | ExamRefusal): outcome is ExamRefusal => 'status' in outcome;
