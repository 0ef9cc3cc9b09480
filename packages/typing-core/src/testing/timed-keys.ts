import type { TimedKey } from '../engine/typing-test';

/** Test helper: a key every stepMs from startMs; '⌫' is Backspace and '⏎' Enter, for readable scripts. */
export function keysFor(script: string, startMs = 0, stepMs = 100): TimedKey[] {
  return [...script].map((char, i) => ({
    key: char === '⌫' ? 'Backspace' : char === '⏎' ? 'Enter' : char,
    atMs: startMs + i * stepMs,
  }));
}
