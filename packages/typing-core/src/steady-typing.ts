import { applyKey, createTest } from './keystroke';
import { summarize, type TypingResult } from './result';
import { seededRandom } from './seeded-random';
import type { TestOptions } from './test-options';

export interface SteadyTypingOptions {
  /** Time between keys (ms). */
  stepMs?: number;
  durationSeconds?: number;
  /** When the first key is pressed (ms on the test's clock). */
  startMs?: number;
  /** The kind of test (the spec's timed test when absent). */
  options?: TestOptions;
}

/**
 * A completed test typed at a steady pace: each character of `script` one key every `stepMs`
 * ('<' stands for Backspace), then Enter. For tests and benchmarks that need the engine's own
 * results rather than hand-written numbers. Its rhythm is a machine's: it never ranks.
 */
export function typedSteadily(
  sampleText: string,
  script: string,
  { stepMs = 150, ...rest }: SteadyTypingOptions = {},
): TypingResult {
  return typedWithGaps(sampleText, script, new Array<number>(script.length).fill(stepMs), rest);
}

/**
 * A completed test typed with the given gaps: key i of `script` follows key i − 1 by `gapsMs[i]`
 * (the first gap is the wait before the first key, the last the wait before Enter).
 */
export function typedWithGaps(
  sampleText: string,
  script: string,
  gapsMs: readonly number[],
  { durationSeconds = 60, startMs = 1000, options }: Omit<SteadyTypingOptions, 'stepMs'> = {},
): TypingResult {
  let state = createTest(sampleText, durationSeconds, options);
  let at = startMs;
  [...script].forEach((ch, i) => {
    if (i > 0) at += gapsMs[i] ?? 0;
    state = applyKey(state, ch === '<' ? 'Backspace' : ch, at);
  });
  return summarize(applyKey(state, 'Enter', at + (gapsMs[script.length - 1] ?? 0)));
}

/**
 * Gaps between keys like a person's: uneven, between `fastestMs` and `slowestMs`, from a seed (the
 * same seed, the same typist). Tests and benchmarks that need results that rank.
 */
export function humanGaps(count: number, { seed = 17, fastestMs = 70, slowestMs = 260 } = {}): number[] {
  const random = seededRandom(seed);
  return Array.from({ length: count }, () => Math.round(fastestMs + random() * (slowestMs - fastestMs)));
}
