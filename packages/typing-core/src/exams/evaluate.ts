/** An answer marked as the board would: a pure function, so the server can recompute any submitted sheet. */
import { alignWords } from './alignment';
import { classify, FULL_MISTAKES, HALF_MISTAKES, type MarkedWord, type Mistake, type MistakeClass } from './classify';
import { examFigures, type ExamFigures, type Verdict } from './figures';
import type { Category, ExamLanguage, ExamProfile } from './profiles';
import { examWords, keyDepressionsOf } from './words';

export interface EvaluationOptions {
  readonly elapsedMs: number;
  /** Key presses from the key log; counted from the typed text when absent. */
  readonly keyDepressions?: number;
  readonly language?: ExamLanguage;
  readonly category?: Category;
  /** Key depressions of a text: a character a key when absent; a Hindi layout's key presses for Hindi. */
  readonly countKeys?: (text: string) => number;
}

export interface ExamSheet {
  readonly profileId: string;
  readonly language: ExamLanguage;
  readonly category: Category;
  readonly words: readonly MarkedWord[];
  readonly mistakes: readonly Mistake[];
  readonly counts: Readonly<Record<MistakeClass, number>>;
  readonly fullMistakes: number;
  readonly halfMistakes: number;
  /** Passage words not reached when time ran out. */
  readonly untypedWords: number;
  readonly figures: ExamFigures;
  readonly verdict: Verdict;
}

export class InvalidEvaluationError extends Error {
  constructor(message: string) {
    super(`cannot evaluate: ${message}`);
    this.name = 'InvalidEvaluationError';
  }
}

export function evaluateExam(
  profile: ExamProfile,
  passageText: string,
  typedText: string,
  options: EvaluationOptions,
): ExamSheet {
  const rule = options.language
    ? profile.languages.find((candidate) => candidate.language === options.language)
    : profile.languages[0];
  if (!rule) throw new InvalidEvaluationError(`${profile.id} has no ${options.language} test`);
  if (!(Number.isFinite(options.elapsedMs) && options.elapsedMs > 0))
    throw new InvalidEvaluationError('elapsedMs must be a positive number of milliseconds');
  const logged = options.keyDepressions;
  if (logged !== undefined && !(Number.isInteger(logged) && logged >= 0))
    throw new InvalidEvaluationError('keyDepressions must be a whole number ≥ 0');
  const category = options.category ?? 'UR';
  const countKeys = options.countKeys ?? keyDepressionsOf;
  const passage = examWords(passageText);
  if (passage.length === 0) throw new InvalidEvaluationError('the passage has no words');
  const typed = examWords(typedText);

  const caseless = rule.language === 'hi';
  const steps = alignWords(passage, typed, { caseless });
  const { words, mistakes } = classify(passage, typed, steps, {
    caseless,
    tabIndents: profile.screen.tabIndents,
    untypedWords: profile.untypedWords,
  });

  const counts = Object.fromEntries([...FULL_MISTAKES, ...HALF_MISTAKES].map((name) => [name, 0])) as Record<
    MistakeClass,
    number
  >;
  for (const mistake of mistakes) counts[mistake.class] += 1;
  const fullMistakes = FULL_MISTAKES.reduce((sum, name) => sum + counts[name], 0);
  const halfMistakes = HALF_MISTAKES.reduce((sum, name) => sum + counts[name], 0);
  const { figures, verdict } = examFigures({
    profile,
    language: rule,
    category,
    keyDepressions: logged ?? countKeys(typedText),
    keyDepressionsSource: logged === undefined ? 'characters typed' : 'key log',
    correctKeyDepressions: correctKeyDepressions(words, countKeys),
    elapsedMs: options.elapsedMs,
    passageWords: passage.length,
    fullMistakes,
    halfMistakes,
  });
  return {
    profileId: profile.id,
    language: rule.language,
    category,
    words,
    mistakes,
    counts,
    fullMistakes,
    halfMistakes,
    untypedWords: words.filter((word) => !word.reached).length,
    figures,
    verdict,
  };
}

/** Keys of the passage words typed without a mistake, each with the space after it. */
function correctKeyDepressions(words: readonly MarkedWord[], countKeys: (text: string) => number): number {
  let count = 0;
  for (const word of words) if (word.reached && word.marks.length === 0) count += countKeys(word.text) + 1;
  return count;
}
