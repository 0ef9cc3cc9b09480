import { describe, expect, it } from '@jest/globals';
import { formatMs, formatSeconds, speedSummary } from './results-figures';

describe('speedSummary', () => {
  it('gives the span, lowest, highest and rounded average, with the consistency', () => {
    expect(speedSummary([36, 84, 60], 71)).toBe(
      'Speed per second over 3 seconds: lowest 36 WPM, highest 84 WPM, average 60 WPM; consistency 71%.',
    );
    expect(speedSummary([12, 13], 96)).toContain('average 13 WPM');
  });

  it('says one second, and says so when there is no whole second', () => {
    expect(speedSummary([48], 100)).toBe(
      'Speed per second over 1 second: lowest 48 WPM, highest 48 WPM, average 48 WPM; consistency 100%.',
    );
    expect(speedSummary([], 0)).toBe('No whole second was typed, so there is no speed per second.');
  });
});

describe('formatMs', () => {
  it('rounds to whole milliseconds', () => {
    expect(formatMs(181.6)).toBe('182 ms');
  });
});

describe('formatSeconds', () => {
  it('shows whole seconds plainly and others to one decimal', () => {
    expect(formatSeconds(30)).toBe('30');
    expect(formatSeconds(12.345)).toBe('12.3');
    expect(formatSeconds(0.06)).toBe('0.1');
    expect(formatSeconds(59.96)).toBe('60');
    expect(formatSeconds(Number.NaN)).toBe('0');
    expect(formatSeconds(-1)).toBe('0');
  });
});
