import { describe, expect, it } from '@jest/globals';
import { typedSteadily } from './steady-typing';

describe('typedSteadily', () => {
  it('types the script at the given pace and completes with Enter', () => {
    const result = typedSteadily('the quick brown fox', 'thw quick', { stepMs: 200, durationSeconds: 30 });
    expect(result.userInput).toBe('thw quick');
    expect(result.incorrectChars).toBe(1);
    expect(result.durationSeconds).toBe(30);
    // 9 keys at 200 ms, Enter at the 9th step: 1.8 s from the first key.
    expect(result.elapsedSeconds).toBe(1.8);
    expect(result.weakKeyStats).toEqual(expect.arrayContaining([{ key: 'e', count: 1 }]));
  });

  it("reads '<' as Backspace", () => {
    expect(typedSteadily('the quick', 'thw<e').userInput).toBe('the');
  });
});
