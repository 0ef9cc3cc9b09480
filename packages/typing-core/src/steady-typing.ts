import { applyKey, createTest } from './keystroke';
import { summarize, type TypingResult } from './result';

export interface SteadyTypingOptions {
  /** Time between keys (ms). */
  stepMs?: number;
  durationSeconds?: number;
  /** When the first key is pressed (ms on the test's clock). */
  startMs?: number;
}

/**
 * A completed test typed at a steady pace: each character of `script` one key every `stepMs`
 * ('<' stands for Backspace), then Enter. For tests and benchmarks that need the engine's own
 * results rather than hand-written numbers.
 */
export function typedSteadily(
  sampleText: string,
  script: string,
  { stepMs = 150, durationSeconds = 60, startMs = 1000 }: SteadyTypingOptions = {},
): TypingResult {
  let state = createTest(sampleText, durationSeconds);
  [...script].forEach((ch, i) => (state = applyKey(state, ch === '<' ? 'Backspace' : ch, startMs + i * stepMs)));
  return summarize(applyKey(state, 'Enter', startMs + script.length * stepMs));
}
