import { applyKey, createTest } from '../engine/typing-test';
import { summarize, type TypingResult } from '../figures/result';
import { seededRandom } from '../texts/seeded-random';
import type { TestOptions } from '../engine/test-options';

export interface SteadyTypingOptions {
  stepMs?: number;
  durationSeconds?: number;
  startMs?: number;
  options?: TestOptions;
}

/** '<' stands for Backspace; a machine's rhythm, so it never ranks. */
export function typedSteadily(
  sampleText: string,
  script: string,
  { stepMs = 150, ...rest }: SteadyTypingOptions = {},
): TypingResult {
  return typedWithGaps(sampleText, script, new Array<number>(script.length).fill(stepMs), rest);
}

/** `gapsMs[i]` precedes key i; the last gap also precedes Enter. */
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

/** Uneven, like a person's, so results rank; the same seed, the same typist. */
export function humanGaps(count: number, { seed = 17, fastestMs = 70, slowestMs = 260 } = {}): number[] {
  const random = seededRandom(seed);
  return Array.from({ length: count }, () => Math.round(fastestMs + random() * (slowestMs - fastestMs)));
}
