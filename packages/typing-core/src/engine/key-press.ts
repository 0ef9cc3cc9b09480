/** Recorded for the per-key statistics computed at the end of a test. */
export interface KeyPress {
  readonly expected: string;
  readonly typed: string;
  /** The first keystroke is at 0. */
  readonly atOffsetMs: number;
  /** Backspace included; null for the first one. */
  readonly intervalMs: number | null;
}

export function isCorrectPress(press: KeyPress): boolean {
  return press.typed === press.expected;
}
