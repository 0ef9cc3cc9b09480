/** The boards' mistake classes read off an alignment: full mistakes count 1, half mistakes ½. */
import { similarWords, type AlignmentStep } from './alignment';
import type { ExamWord } from './words';

export const FULL_MISTAKES = ['omission', 'substitution', 'addition', 'spelling', 'repetition', 'incomplete'] as const;
export const HALF_MISTAKES = ['spacing', 'capitalisation', 'punctuation', 'transposition', 'paragraph'] as const;
export type FullMistake = (typeof FULL_MISTAKES)[number];
export type HalfMistake = (typeof HALF_MISTAKES)[number];
export type MistakeClass = FullMistake | HalfMistake;

export interface Mistake {
  readonly class: MistakeClass;
  readonly weight: 1 | 0.5;
  /** The passage word concerned; for an added word, the passage word it was typed before. */
  readonly passageIndex: number;
  readonly expected: string;
  readonly typed: string;
  /** An omission only because time ran out before the word was reached. */
  readonly atTimeOut: boolean;
}

export interface MarkedWord {
  readonly text: string;
  readonly typed: string;
  readonly marks: readonly MistakeClass[];
  /** False for words after the last one typed at time-out. */
  readonly reached: boolean;
}

export interface ClassifyRules {
  readonly caseless: boolean;
  readonly tabIndents: boolean;
  readonly untypedWords: 'omission' | 'not-counted';
}

export interface Classification {
  readonly words: MarkedWord[];
  readonly mistakes: Mistake[];
}

export const weightOf = (mistakeClass: MistakeClass): 1 | 0.5 =>
  (FULL_MISTAKES as readonly string[]).includes(mistakeClass) ? 1 : 0.5;

/** A run of omitted and added words between two matches is read as substitutions first. */
export function classify(
  passage: readonly ExamWord[],
  typed: readonly ExamWord[],
  steps: readonly AlignmentStep[],
  rules: ClassifyRules,
): Classification {
  const typedFor: string[] = passage.map(() => '');
  const marks: MistakeClass[][] = passage.map(() => []);
  const reached: boolean[] = passage.map(() => true);
  const mistakes: Mistake[] = [];
  const note = (mistakeClass: MistakeClass, passageIndex: number, typedText: string, atTimeOut = false) => {
    const expected = passage[passageIndex].text;
    mistakes.push({
      class: mistakeClass,
      weight: weightOf(mistakeClass),
      passageIndex,
      expected,
      typed: typedText,
      atTimeOut,
    });
    marks[passageIndex].push(mistakeClass);
  };
  const noteAdded = (mistakeClass: MistakeClass, before: number, typedText: string) =>
    mistakes.push({
      class: mistakeClass,
      weight: weightOf(mistakeClass),
      passageIndex: before,
      expected: '',
      typed: typedText,
      atTimeOut: false,
    });
  const checkIndent = (p: number, t: number) => {
    if (rules.tabIndents && passage[p].paragraphStart && passage[p].tabIndented && !typed[t].tabIndented)
      note('paragraph', p, typed[t].text);
  };

  let nextPassage = 0;
  for (let s = 0; s < steps.length; s++) {
    const step = steps[s];
    switch (step.kind) {
      case 'pair': {
        const { passage: p, typed: t } = step;
        typedFor[p] = typed[t].text;
        for (const mistakeClass of pairMistakes(passage[p], typed[t], rules.caseless))
          note(mistakeClass, p, typed[t].text);
        checkIndent(p, t);
        nextPassage = p + 1;
        break;
      }
      case 'omit':
      case 'add': {
        let end = s;
        while (end + 1 < steps.length && (steps[end + 1].kind === 'omit' || steps[end + 1].kind === 'add')) end++;
        const block = steps.slice(s, end + 1);
        const omitted = block.flatMap((gap) => (gap.kind === 'omit' ? [gap.passage] : []));
        const added = block.flatMap((gap) => (gap.kind === 'add' ? [gap.typed] : []));
        const substituted = Math.min(omitted.length, added.length);
        omitted.forEach((p, k) => {
          if (k < substituted) {
            typedFor[p] = typed[added[k]].text;
            note('substitution', p, typed[added[k]].text);
          } else note(passage[p].key === '' ? 'punctuation' : 'omission', p, '');
        });
        if (omitted.length > 0) nextPassage = omitted[omitted.length - 1] + 1;
        const rest = added.length - substituted;
        if (rest > 0) {
          const first = added[substituted];
          addedWordClasses(typed, first, rest).forEach((mistakeClass, k) =>
            noteAdded(mistakeClass, nextPassage, typed[first + k].text),
          );
        }
        s = end;
        break;
      }
      case 'join': {
        const p = step.passage;
        typedFor[p] = typed[step.typed].text;
        note('spacing', p, typed[step.typed].text);
        marks[p + 1].push('spacing');
        checkIndent(p, step.typed);
        nextPassage = p + 2;
        break;
      }
      case 'split': {
        const text = `${typed[step.typed].text} ${typed[step.typed + 1].text}`;
        typedFor[step.passage] = text;
        note('spacing', step.passage, text);
        checkIndent(step.passage, step.typed);
        nextPassage = step.passage + 1;
        break;
      }
      case 'swap': {
        const p = step.passage;
        typedFor[p] = typed[step.typed].text;
        typedFor[p + 1] = typed[step.typed + 1].text;
        note('transposition', p, `${typed[step.typed].text} ${typed[step.typed + 1].text}`);
        marks[p + 1].push('transposition');
        checkIndent(p, step.typed);
        nextPassage = p + 2;
        break;
      }
      case 'untyped':
        reached[step.passage] = false;
        if (rules.untypedWords === 'omission') note('omission', step.passage, '', true);
        break;
    }
  }
  const words = passage.map((word, i) => ({
    text: word.text,
    typed: typedFor[i],
    marks: marks[i],
    reached: reached[i],
  }));
  return { words, mistakes };
}

function pairMistakes(expected: ExamWord, typed: ExamWord, caseless: boolean): MistakeClass[] {
  if (expected.key !== typed.key) {
    if (expected.key === '' || typed.key === '') return ['substitution'];
    if (typed.key.length < expected.key.length && expected.key.startsWith(typed.key)) return ['incomplete'];
    return [similarWords(expected.key, typed.key) ? 'spelling' : 'substitution'];
  }
  const found: MistakeClass[] = [];
  if (!caseless && expected.core !== typed.core) found.push('capitalisation');
  if (expected.lead !== typed.lead || expected.trail !== typed.trail) found.push('punctuation');
  return found;
}

/** Added words that repeat the run just before or after them are repetitions; a lone mark is punctuation. */
function addedWordClasses(typed: readonly ExamWord[], first: number, count: number): MistakeClass[] {
  const sameRun = (a: number, b: number) =>
    a >= 0 &&
    a + count <= typed.length &&
    Array.from({ length: count }).every((_, k) => typed[a + k].key === typed[b + k].key);
  const wholeRunRepeated = sameRun(first - count, first) || sameRun(first + count, first);
  return Array.from({ length: count }, (_, k) => {
    const word = typed[first + k];
    if (word.key === '') return 'punctuation';
    const nextToSame = typed[first + k - 1]?.key === word.key || typed[first + k + 1]?.key === word.key;
    return wholeRunRepeated || nextToSame ? 'repetition' : 'addition';
  });
}
