/** One accepted character keystroke, recorded for the per-key statistics computed at the end of a test. */
export interface KeyPress {
  /** The sample character at the cursor when the key was pressed. */
  readonly expected: string;
  /** The character that was typed. */
  readonly typed: string;
  /** Milliseconds since the test started (the first keystroke is at 0). */
  readonly atOffsetMs: number;
  /** Milliseconds since the previous accepted keystroke (Backspace included); null for the first one. */
  readonly intervalMs: number | null;
}

export function isCorrectPress(press: KeyPress): boolean {
  return press.typed === press.expected;
}
