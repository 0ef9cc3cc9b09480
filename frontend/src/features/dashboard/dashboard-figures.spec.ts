import { describe, expect, it } from '@jest/globals';
import {
  barPercent,
  describeCell,
  EMPTY_SUMMARY,
  heat,
  heatCells,
  historyTotalText,
  kindLabel,
  levelOf,
  problemKeys,
  recommendations,
  sessionRows,
  testLabel,
  trend,
  trendSummary,
} from './dashboard-figures';

const session = (id: string, wpm: number, accuracy: number) => ({
  id,
  createdAt: '2026-01-01T10:00:00.000Z',
  wpm,
  accuracy,
});

describe('dashboard figures', () => {
  it('fills the speed bar at 150 WPM and the tests bar at 100 tests (spec §9)', () => {
    expect(barPercent(75, 150)).toBe(50);
    expect(barPercent(150, 150)).toBe(100);
    expect(barPercent(220, 150)).toBe(100);
    expect(barPercent(37, 100)).toBe(37);
    expect(barPercent(0, 100)).toBe(0);
  });

  it('levels: max(1, floor(average WPM / 10))', () => {
    expect(levelOf({ ...EMPTY_SUMMARY })).toBe(1);
    expect(levelOf({ ...EMPTY_SUMMARY, averageWpm: 47.5 })).toBe(4);
  });

  it('badges sessions: Excellent ≥ 40, Good ≥ 20, else Practice Needed; N/A for a 0', () => {
    const rows = sessionRows([
      session('a', 45, 90),
      session('b', 20, 80),
      session('c', 12, 70),
      session('d', 0, 100),
      session('e', 30, 0),
    ]);
    expect(rows.map((r) => r.status)).toEqual(['Excellent', 'Good', 'Practice Needed', 'N/A', 'N/A']);
    expect(sessionRows(Array.from({ length: 30 }, (_, i) => session(String(i), 10, 90)))).toHaveLength(10);
  });

  it('recommends four things, naming the problem keys', () => {
    const keys = problemKeys({
      ...EMPTY_SUMMARY,
      weakKeyStats: [
        { key: 'e', count: 4 },
        { key: ' ', count: 2 },
      ],
    });
    const tips = recommendations(keys);
    expect(tips).toHaveLength(4);
    expect(tips[1]).toContain("'e', 'space'");
    expect(recommendations([])).toHaveLength(4);
  });

  it('draws the trend oldest first', () => {
    const sessions = [session('new', 50, 98), session('old', 30, 90)];
    expect(trend(sessions).wpm).toEqual([30, 50]);
    expect(trendSummary(sessions)).toBe('Your last 2 tests: speed from 30 to 50 WPM, accuracy from 90% to 98%.');
  });

  it('rates keys for the heatmap by errors per attempt and by time', () => {
    const cells = heatCells({
      ...EMPTY_SUMMARY,
      weakKeyStats: [{ key: 'e', count: 2 }],
      keyTimings: [
        { key: 'e', samples: 8, totalMs: 1600, meanMs: 200 },
        { key: 'a', samples: 4, totalMs: 1600, meanMs: 400 },
      ],
    });
    expect(cells.get('e')).toEqual({ key: 'e', errors: 2, errorRate: 0.2, meanMs: 200 });
    expect(cells.get('z')).toEqual({ key: 'z', errors: 0, errorRate: null, meanMs: null });
    expect(heat(cells.get('e')!, 'errors', cells.values())).toBe(1);
    expect(heat(cells.get('e')!, 'time', cells.values())).toBe(0.5);
    expect(describeCell(cells.get('e')!)).toBe('e, 20% errors, 200 ms to type');
  });
});

describe('kindLabel', () => {
  it('names each kind of test as the history and personal bests show it', () => {
    expect(kindLabel('time-60')).toBe('60 seconds');
    expect(kindLabel('words-25')).toBe('25 words');
    expect(kindLabel('custom')).toBe('Custom text');
    expect(kindLabel('quote-short')).toBe('Short quote');
    expect(testLabel({ kind: 'quote-long', punctuation: false, numbers: false })).toBe('Long quote');
  });

  it('names a language other than English after the options', () => {
    expect(testLabel({ kind: 'words-25', punctuation: true, numbers: false, language: 'es' })).toBe(
      '25 words · punctuation · Español',
    );
    expect(testLabel({ kind: 'words-25', punctuation: false, numbers: false, language: 'en' })).toBe('25 words');
  });
});

describe('historyTotalText', () => {
  it('counts the tests, and past the pages’ reach says the CSV has them all', () => {
    expect(historyTotalText(1)).toBe('1 test');
    expect(historyTotalText(12)).toBe('12 tests');
    expect(historyTotalText(10_000)).toBe('10,000 tests');
    expect(historyTotalText(12_345)).toBe('12,345 tests, the newest 10,000 here; all in the CSV');
  });
});
