/** Figures with their formulas, and the verdict; values to 2 decimals, compared as a printed result would be. */
import type { Category, ExamProfile, LanguageRule } from './profiles';

export interface Figure {
  readonly label: string;
  readonly value: number;
  readonly unit: string;
  /** The formula with this answer's numbers in it, ending in the value. */
  readonly formula: string;
}

export interface ExamFigures {
  readonly keyDepressions: Figure;
  readonly minutes: Figure;
  readonly wordsTyped: Figure;
  readonly grossWpm: Figure;
  readonly kdph: Figure;
  readonly correctKdph: Figure;
  readonly mistakes: Figure;
  readonly errorPercent: Figure;
  readonly netWpm: Figure;
  /** RRB: mistakes ignored (a share of the words typed) and the mistakes beyond them. */
  readonly ignoredMistakes?: Figure;
  readonly penalisedMistakes?: Figure;
  readonly mistakesPercentOfTyped?: Figure;
}

export type Result = 'pass' | 'fail' | 'not-evaluated';

export interface Verdict {
  readonly result: Result;
  readonly reasons: readonly string[];
}

export interface FigureInput {
  readonly profile: ExamProfile;
  readonly language: LanguageRule;
  readonly category: Category;
  readonly keyDepressions: number;
  readonly keyDepressionsSource: 'key log' | 'characters typed';
  readonly correctKeyDepressions: number;
  readonly elapsedMs: number;
  readonly passageWords: number;
  readonly fullMistakes: number;
  readonly halfMistakes: number;
}

const round2 = (value: number) => Math.round((value + Number.EPSILON) * 100) / 100;
const show = (value: number) => String(round2(value));

function figure(label: string, value: number, unit: string, formula: string): Figure {
  const rounded = round2(value);
  return { label, value: rounded, unit, formula: `${formula} = ${rounded}` };
}

export function examFigures(input: FigureInput): { figures: ExamFigures; verdict: Verdict } {
  const { profile, language, keyDepressions: kd, fullMistakes: full, halfMistakes: half } = input;
  const minutes = input.elapsedMs / 60_000;
  const words = kd / 5;
  const mistakes = full + half / 2;
  const common = {
    keyDepressions: figure('Key depressions', kd, 'KD', `counted from the ${input.keyDepressionsSource}`),
    minutes: figure('Time', minutes, 'min', `${input.elapsedMs} ms ÷ 60,000`),
    wordsTyped: figure('Words typed', words, 'words', `key depressions ÷ 5 = ${kd} ÷ 5`),
    grossWpm: figure(
      'Gross speed',
      words / minutes,
      'wpm',
      `key depressions ÷ 5 ÷ minutes = ${kd} ÷ 5 ÷ ${show(minutes)}`,
    ),
    kdph: figure(
      'Key depressions per hour',
      (kd * 60) / minutes,
      'KDPH',
      `key depressions × 60 ÷ minutes = ${kd} × 60 ÷ ${show(minutes)}`,
    ),
    correctKdph: figure(
      'Correct key depressions per hour',
      (input.correctKeyDepressions * 60) / minutes,
      'KDPH',
      `key depressions of correct words × 60 ÷ minutes = ${input.correctKeyDepressions} × 60 ÷ ${show(minutes)}`,
    ),
    mistakes: figure('Mistakes', mistakes, 'mistakes', `full + ½ × half = ${full} + ½ × ${half}`),
    errorPercent: figure(
      'Error percentage',
      input.passageWords === 0 ? 0 : (mistakes / input.passageWords) * 100,
      '%',
      `(full + ½ × half) ÷ words in the passage × 100 = (${full} + ½ × ${half}) ÷ ${input.passageWords} × 100`,
    ),
  };
  const scoring = profile.scoring;
  switch (scoring.kind) {
    case 'error-percentage': {
      const limit = scoring.maxErrorPercent[input.category];
      const netWpm = figure(
        'Net speed',
        Math.max(0, (words - mistakes) / minutes),
        'wpm',
        `(key depressions ÷ 5 − mistakes) ÷ minutes = (${kd} ÷ 5 − ${show(mistakes)}) ÷ ${show(minutes)}`,
      );
      const ok = common.errorPercent.value <= limit;
      const reason = `error ${common.errorPercent.value} % ${ok ? '≤' : '>'} ${limit} % allowed (${input.category})`;
      return { figures: { ...common, netWpm }, verdict: { result: ok ? 'pass' : 'fail', reasons: [reason] } };
    }
    case 'penalised-speed': {
      const ignored = figure(
        'Mistakes ignored',
        (words * scoring.ignoredMistakesPercent) / 100,
        'mistakes',
        `${scoring.ignoredMistakesPercent} % of words typed = ${show(words)} × ${scoring.ignoredMistakesPercent} ÷ 100`,
      );
      const penalised = figure(
        'Penalised mistakes',
        Math.max(0, mistakes - ignored.value),
        'mistakes',
        `max(0, mistakes − ignored) = max(0, ${show(mistakes)} − ${ignored.value})`,
      );
      const per = scoring.wordsPerPenalisedMistake;
      const netWpm = figure(
        'Net speed',
        Math.max(0, (words - penalised.value * per) / minutes),
        'wpm',
        `(key depressions ÷ 5 − penalised × ${per}) ÷ minutes = (${kd} ÷ 5 − ${penalised.value} × ${per}) ÷ ${show(minutes)}`,
      );
      const figures = { ...common, netWpm, ignoredMistakes: ignored, penalisedMistakes: penalised };
      const least = language.minWordsTyped ?? 0;
      if (common.wordsTyped.value < least)
        return {
          figures,
          verdict: { result: 'not-evaluated', reasons: [`${common.wordsTyped.value} words typed < ${least} required`] },
        };
      return { figures, verdict: speedVerdict(netWpm.value, language.requiredWpm, []) };
    }
    case 'net-speed': {
      const netWpm = figure(
        'Net speed',
        Math.max(0, (words - mistakes) / minutes),
        'wpm',
        `(key depressions ÷ 5 − mistakes) ÷ minutes = (${kd} ÷ 5 − ${show(mistakes)}) ÷ ${show(minutes)}`,
      );
      const share = figure(
        'Mistakes per words typed',
        words === 0 ? 0 : (mistakes / words) * 100,
        '%',
        `mistakes ÷ words typed × 100 = ${show(mistakes)} ÷ ${show(words)} × 100`,
      );
      const ok = share.value <= scoring.maxMistakesPercent;
      const reason = `mistakes ${share.value} % ${ok ? '≤' : '>'} ${scoring.maxMistakesPercent} % allowed`;
      return {
        figures: { ...common, netWpm, mistakesPercentOfTyped: share },
        verdict: speedVerdict(netWpm.value, language.requiredWpm, [{ ok, reason }]),
      };
    }
  }
}

function speedVerdict(netWpm: number, required: number, others: readonly { ok: boolean; reason: string }[]): Verdict {
  const speedOk = netWpm >= required;
  const checks = [
    { ok: speedOk, reason: `net speed ${netWpm} wpm ${speedOk ? '≥' : '<'} ${round2(required)} wpm required` },
    ...others,
  ];
  return { result: checks.every((check) => check.ok) ? 'pass' : 'fail', reasons: checks.map((check) => check.reason) };
}
