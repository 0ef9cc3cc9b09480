import { WPM_MIN_ELAPSED_MS } from '../constants';

/** Monkeytype's "wpm" and "raw", from sample, input and time alone, so browser, server and stored results agree. */
export interface ComparableSpeed {
  readonly netWpm: number;
  readonly rawWpm: number;
}

/** The typing sites' "word" is five keystrokes. */
export const CHARACTERS_PER_WORD = 5;

export function comparableSpeed(sampleText: string, userInput: string, elapsedSeconds: number): ComparableSpeed {
  return {
    netWpm: characterWordsPerMinute(netCharacters(sampleText, userInput), elapsedSeconds),
    rawWpm: characterWordsPerMinute(userInput.length, elapsedSeconds),
  };
}

/** A word with any wrong character counts nothing; the word the test ended in counts its typed part if all right. */
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

/** Halves round up, as the typing sites show it; integer arithmetic with the headline WPM's 0.001-minute floor. */
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
