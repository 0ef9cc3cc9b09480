/** The screen's own key rules, so the server re-derives the answer and its key count. */
import { KEY_NO_EDIT } from '../engine/keys';
import type { TimedKey } from '../engine/typing-test';
import { type BoxState, examKey, type KeyContext } from './exam-keys';
import type { ScreenRules } from './profiles';

export interface ReplayRules
  extends
    Pick<ScreenRules, 'backspace' | 'tabIndents' | 'spaceBarStopsAtPassageWords'>,
    Partial<Pick<ScreenRules, 'restricted'>> {
  readonly passageWords: number;
  readonly passage?: string;
}

export interface ReplayedExam {
  readonly typed: string;
  /** Refused ones and Backspace included, as the screen counts them. */
  readonly keyDepressions: number;
  readonly refused: number;
  readonly spanMs: number;
}

const pressedKey = (key: string) => (key === '\t' ? 'Tab' : key);

export function applyExamKey(value: string, { key, caret }: TimedKey, context: KeyContext): BoxState | undefined {
  if (key === KEY_NO_EDIT) return { value, selectionStart: value.length, selectionEnd: value.length };
  const [start, end] = caret ?? [value.length, value.length];
  if (end > value.length) return undefined;
  const outcome = examKey({ key: pressedKey(key) }, { value, selectionStart: start, selectionEnd: end }, context);
  return outcome.kind === 'edit' ? outcome.state : undefined;
}

/** A key that edits nothing (an arrow) only counts; a refused key counts and changes nothing. */
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
