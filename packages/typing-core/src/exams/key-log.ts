/** An exam's key log replayed through the exam screen's own key rules, so the server re-derives the answer and its key count. */
import { KEY_NO_EDIT, type TimedKey } from '../keystroke';
import { type BoxState, examKey, type KeyContext } from './exam-keys';
import type { ScreenRules } from './profiles';

export interface ReplayRules
  extends
    Pick<ScreenRules, 'backspace' | 'tabIndents' | 'spaceBarStopsAtPassageWords'>,
    Partial<Pick<ScreenRules, 'restricted'>> {
  readonly passageWords: number;
  /** The passage shown; restricted mode needs it. */
  readonly passage?: string;
}

export interface ReplayedExam {
  /** The text the keys leave in the box (NFC). */
  readonly typed: string;
  /** Every key in the log, refused ones and Backspace included, as the screen counts them. */
  readonly keyDepressions: number;
  /** Keys logged as edits that the profile's rules refused (they count, and change nothing). */
  readonly refused: number;
  /** Time from the first key to the last. */
  readonly spanMs: number;
}

/** The log names Tab by its character; the screen by its key. */
const pressedKey = (key: string) => (key === '\t' ? 'Tab' : key);

/** The box after one logged key: the same `examKey` the screen applies, at the caret the key was pressed at. */
export function applyExamKey(value: string, { key, caret }: TimedKey, context: KeyContext): BoxState | undefined {
  if (key === KEY_NO_EDIT) return { value, selectionStart: value.length, selectionEnd: value.length };
  const [start, end] = caret ?? [value.length, value.length];
  if (end > value.length) return undefined;
  const outcome = examKey({ key: pressedKey(key) }, { value, selectionStart: start, selectionEnd: end }, context);
  return outcome.kind === 'edit' ? outcome.state : undefined;
}

/**
 * Each key applies where its caret was (at the end when the log gives none) by the screen's rules;
 * a key that edits nothing (an arrow) only counts, and a refused key counts and changes nothing.
 */
export function replayExamKeys(keys: readonly TimedKey[], rules: ReplayRules): ReplayedExam {
  const context: KeyContext = {
    passage: rules.passage ?? '',
    passageWords: rules.passageWords,
    rules: { ...rules, restricted: rules.restricted ?? false },
  };
  let typed = '';
  let refused = 0;
  for (const timed of keys) {
    const state = applyExamKey(typed, timed, context);
    if (state) typed = state.value;
    else refused += 1;
  }
  const spanMs = keys.length > 0 ? keys[keys.length - 1]!.atMs - keys[0]!.atMs : 0;
  return { typed: typed.normalize('NFC'), keyDepressions: keys.length, refused, spanMs };
}
