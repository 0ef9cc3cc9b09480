/** An exam's key log replayed as a plain text box types it, so the server re-derives the answer a candidate saves. */
import { KEY_BACKSPACE, KEY_ENTER, type TimedKey } from '../keystroke';

export interface ReplayedExam {
  /** The text the keys leave in the box (NFC). */
  readonly typed: string;
  readonly backspaces: number;
  /** Time from the first key to the last. */
  readonly spanMs: number;
}

/** Characters (Tab included) are appended, Enter is a line break, Backspace erases the last character. */
export function replayExamKeys(keys: readonly TimedKey[]): ReplayedExam {
  const typed: string[] = [];
  let backspaces = 0;
  for (const { key } of keys) {
    if (key === KEY_BACKSPACE) {
      backspaces += 1;
      typed.pop();
    } else if (key === KEY_ENTER) typed.push('\n');
    else typed.push(...key);
  }
  const span = keys.length > 0 ? keys[keys.length - 1]!.atMs - keys[0]!.atMs : 0;
  return { typed: typed.join('').normalize('NFC'), backspaces, spanMs: span };
}
