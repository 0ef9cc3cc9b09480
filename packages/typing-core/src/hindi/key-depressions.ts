/** Speed as Indian typing exams count it: key depressions (every key pressed), five to a word. */
export const KEY_DEPRESSIONS_PER_WORD = 5;

export interface KeyDepressionSpeed {
  /** Key depressions per hour, rounded. */
  readonly kdph: number;
  /** Key depressions ÷ 5 per minute, rounded (the exams' "words" of five key depressions). */
  readonly wpm: number;
}

/** The speed of `keyDepressions` over `elapsedSeconds`; zero before any time has passed. */
export function keyDepressionSpeed(keyDepressions: number, elapsedSeconds: number): KeyDepressionSpeed {
  if (!(elapsedSeconds > 0)) return { kdph: 0, wpm: 0 };
  return {
    kdph: Math.round((keyDepressions * 3600) / elapsedSeconds),
    wpm: Math.round(keyDepressions / KEY_DEPRESSIONS_PER_WORD / (elapsedSeconds / 60)),
  };
}
