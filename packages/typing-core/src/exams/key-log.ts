/** An exam's key log replayed as the exam screen's box takes it, so the server re-derives the answer and its key count. */
import { KEY_BACKSPACE, KEY_ENTER, type TimedKey } from '../keystroke';
import type { ScreenRules } from './profiles';

export interface ReplayRules extends Pick<ScreenRules, 'backspace' | 'tabIndents' | 'spaceBarStopsAtPassageWords'> {
  readonly passageWords: number;
}

export interface ReplayedExam {
  /** The text the keys leave in the box (NFC). */
  readonly typed: string;
  /** Every key in the log, refused ones and Backspace included, as the screen counts them. */
  readonly keyDepressions: number;
  /** Keys the profile's rules refused (they count, and change nothing). */
  readonly refused: number;
  /** Time from the first key to the last. */
  readonly spanMs: number;
}

/** Words the space bar has completed (a word followed by white space). */
const completedWords = (text: string) => text.match(/\S+\s/gu)?.length ?? 0;

/**
 * Characters are appended, Enter is a line break, Backspace erases the last character; Backspace
 * where the profile allows none, Tab where it does not indent, and white space past the passage's
 * last word where the space bar stops there are refused.
 */
export function replayExamKeys(keys: readonly TimedKey[], rules: ReplayRules): ReplayedExam {
  const typed: string[] = [];
  let refused = 0;
  for (const { key } of keys) {
    if (key === KEY_BACKSPACE) {
      if (rules.backspace) typed.pop();
      else refused += 1;
      continue;
    }
    const text = key === KEY_ENTER ? '\n' : key;
    const refusedTab = text === '\t' && !rules.tabIndents;
    const pastLastWord =
      rules.spaceBarStopsAtPassageWords &&
      /^\s$/u.test(text) &&
      completedWords(typed.join('') + text) > rules.passageWords;
    if (refusedTab || pastLastWord) refused += 1;
    else typed.push(...text);
  }
  const spanMs = keys.length > 0 ? keys[keys.length - 1]!.atMs - keys[0]!.atMs : 0;
  return { typed: typed.join('').normalize('NFC'), keyDepressions: keys.length, refused, spanMs };
}
