import { WPM_MIN_ELAPSED_MS } from './constants';

/**
 * Net and raw WPM as the typing sites compute them (Monkeytype's "wpm" and "raw"), shown beside
 * SPEC §9's headline WPM so members can compare. Both follow from the sample, the final input
 * and the elapsed time alone, so the browser, the server's check and old stored results
 * (computed on read) all give the same numbers. Definitions: packages/typing-core/README.md.
 */
export interface ComparableSpeed {
  /** Characters of correctly typed words and the spaces typed after them, ÷ 5, per minute. */
  readonly netWpm: number;
  /** Every character of the final input, right or wrong, ÷ 5, per minute. */
  readonly rawWpm: number;
}

/** The characters a standard word has (the typing sites' "word" is five keystrokes). */
export const CHARACTERS_PER_WORD = 5;

export function comparableSpeed(sampleText: string, userInput: string, elapsedSeconds: number): ComparableSpeed {
  return {
    netWpm: characterWordsPerMinute(netCharacters(sampleText, userInput), elapsedSeconds),
    rawWpm: characterWordsPerMinute(userInput.length, elapsedSeconds),
  };
}

/**
 * Characters that count for net WPM: every sample word the input matches entirely, plus the space
 * typed after it; the word the test ended in counts its typed part when all of it is right. A word
 * with any wrong character counts nothing (fixing it with Backspace makes it count again).
 */
export function netCharacters(sampleText: string, userInput: string): number {
  const end = Math.min(userInput.length, sampleText.length);
  let net = 0;
  let start = 0;
  while (start < end) {
    if (sampleText[start] === ' ') {
      start++;
      continue;
    }
    let stop = start;
    while (stop < sampleText.length && sampleText[stop] !== ' ') stop++;
    const typedTo = Math.min(stop, end);
    if (sameRange(sampleText, userInput, start, typedTo)) {
      net += typedTo - start;
      if (typedTo === stop && stop < end && userInput[stop] === ' ') net++;
    }
    start = stop + 1;
  }
  return net;
}

/**
 * Characters ÷ 5 per elapsed minute, rounded to the nearest whole number (halves up) as the
 * typing sites show it. Exact integer arithmetic over whole milliseconds, with the same floor on
 * the elapsed time as the headline WPM (0.001 minute), so it never divides by zero.
 */
export function characterWordsPerMinute(characters: number, elapsedSeconds: number): number {
  if (!(characters > 0)) return 0;
  const ms = Math.max(Number.isNaN(elapsedSeconds) ? 0 : Math.round(elapsedSeconds * 1000), WPM_MIN_ELAPSED_MS);
  const perMinute = (60_000 / CHARACTERS_PER_WORD) * characters; // words × ms-per-minute, before ÷ ms
  return Math.floor((2 * perMinute + ms) / (2 * ms));
}

function sameRange(a: string, b: string, from: number, to: number): boolean {
  for (let i = from; i < to; i++) if (a[i] !== b[i]) return false;
  return true;
}
