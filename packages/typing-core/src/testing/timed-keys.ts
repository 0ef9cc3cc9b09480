import type { TimedKey } from '../engine/typing-test';

/**
 * Test helper: keystrokes for a string, one every stepMs from startMs. '⌫' stands for Backspace
 * and '⏎' for Enter so scripts stay readable.
 */
export function keysFor(script: string, startMs = 0, stepMs = 100): TimedKey[] {
  return [...script].map((char, i) => ({
    key: char === '⌫' ? 'Backspace' : char === '⏎' ? 'Enter' : char,
    atMs: startMs + i * stepMs,
  }));
}
