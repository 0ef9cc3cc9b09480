import type { SaveResultRequest } from '@typing/contracts';
import { typedSteadily } from '@typing/typing-core/testing';
import { keyIndex, TRACKED_KEYS } from './key-alphabet';
import { emptyFigures, encodeFigures, figuresAfter, figuresOf } from './key-figures';
import {
  bestCandidates,
  keySummary,
  personalBests,
  recentBucketId,
  recentEntry,
  recentSlot,
  recentUpdates,
  toSummary,
  totalsUpdate,
  trendPoints,
} from './statistics-rules';

const SAMPLE = 'the quick brown fox jumps over the lazy dog and keeps running far away';

/** A genuine result from the engine: `script` typed one key every 150 ms ('<' is Backspace), then Enter. */
function typed(script: string, sample = SAMPLE): SaveResultRequest {
  return { ...typedSteadily(sample, script), clientId: '8c1c3f4e-3b7a-4d7e-9a55-0a3f2f6d9b10' } as SaveResultRequest;
}

describe('the statistics update', () => {
  it('increments totals and each key at its fixed position, and writes the session into its ring slot', () => {
    const result = typed('thw quixk brown');
    const entry = recentEntry('u:c', new Date('2026-01-01T00:00:00Z'), result);
    const figures = figuresAfter(emptyFigures(), [result]);
    expect(totalsUpdate([result]).$inc).toEqual({ tests: 1, wpmSum: result.wpm, accuracySum: result.accuracy });
    expect(figures.misses[keyIndex('e')]).toEqual({ key: 'e', count: 1 });
    expect(figures.misses[keyIndex('c')]).toEqual({ key: 'c', count: 1 });
    expect(figures.timings[keyIndex('q')]).toMatchObject({ key: 'q', samples: 1 });
    expect(figures.recentKeys.map((ema) => ema.key)).toContain('q');
    // Session 7: slot 6, the second slot of the second bucket.
    expect(recentUpdates([entry], 7)).toEqual([{ bucket: 1, update: { $set: { 'sessions.1': entry } } }]);
    // Stored as one string, read back the same: no field is named after a typed character.
    expect(figuresOf({ figures: encodeFigures(figures) })).toEqual(figures);
  });

  it('counts several saves of a user at once: sums, consecutive slots, the newest 30 only', () => {
    const a = typed('thw quick');
    const b = typed('the quixk');
    const at = new Date('2026-01-01T00:00:00Z');
    const figures = figuresAfter(figuresAfter(emptyFigures(), [a]), [b]);
    expect(figuresAfter(emptyFigures(), [a, b])).toEqual(figures);
    expect(figures.misses[keyIndex('e')]!.count).toBe(1);
    expect(figures.misses[keyIndex('c')]!.count).toBe(1);
    expect(totalsUpdate([a, b]).$inc).toEqual({
      tests: 2,
      wpmSum: a.wpm + b.wpm,
      accuracySum: a.accuracy + b.accuracy,
    });
    // Sessions 30 and 31: the last slot of the last bucket, then the ring wraps to the first.
    const [ea, eb] = [recentEntry('u:a', at, a), recentEntry('u:b', at, b)];
    expect(recentUpdates([ea, eb], 31)).toEqual([
      { bucket: 5, update: { $set: { 'sessions.4': ea } } },
      { bucket: 0, update: { $set: { 'sessions.0': eb } } },
    ]);
    expect(recentSlot(1)).toEqual({ bucket: 0, position: 0 });
    expect(recentSlot(30)).toEqual({ bucket: 5, position: 4 });
    expect(recentSlot(61)).toEqual({ bucket: 0, position: 0 });
    expect(recentBucketId('u', 3)).toBe('u:3');

    const many = Array.from({ length: 35 }, (_, i) => recentEntry(`u:${i}`, at, a));
    const updates = recentUpdates(many, 35);
    const written = updates.flatMap(({ bucket, update }) =>
      Object.entries(update.$set).map(([path, entry]) => [`${bucket}/${path}`, entry.id]),
    );
    expect(updates).toHaveLength(6);
    expect(written).toHaveLength(30);
    // Sessions 6…35 are written; 1…5 would share their slots with 31…35.
    expect(Object.fromEntries(written)['0/sessions.0']).toBe('u:30');
    expect(Object.fromEntries(written)['1/sessions.0']).toBe('u:5');
  });

  it('tracks the 26 letters and the space, each at a fixed position', () => {
    expect(TRACKED_KEYS).toHaveLength(27);
    expect(keyIndex('a')).toBe(0);
    expect(keyIndex(' ')).toBe(26);
    expect(keyIndex('é')).toBe(-1);
    expect(keyIndex('$')).toBe(-1);
    expect(emptyFigures().misses[keyIndex('q')]).toEqual({ key: 'q', count: 0 });
    expect(emptyFigures().timings).toHaveLength(27);
  });
});

describe('the performance summary', () => {
  it('is empty for a user without results', () => {
    expect(toSummary(null, keySummary(null))).toEqual({
      averageWpm: 0,
      averageAccuracy: 0,
      totalTests: 0,
      totalSessions: 0,
      sessions: [],
      weakKeyStats: [],
      keyTimings: [],
      substitutions: [],
      personalBests: [],
      trend: [],
      keyConfidence: [],
    });
  });

  it('averages from the sums, lists sessions newest first and keys with errors only, most first', () => {
    const stats = emptyFigures();
    const totals = { tests: 3, wpmSum: 100, accuracySum: 280 };
    stats.misses[keyIndex('a')]!.count = 2;
    stats.misses[keyIndex(' ')]!.count = 5;
    stats.timings[keyIndex('a')] = { key: 'a', samples: 3, totalMs: 1000 };
    const at = (d: number) => new Date(Date.UTC(2026, 0, d));
    const sessions = [
      { id: '1', createdAt: at(1), wpm: 30, accuracy: 90, subs: [{ expected: 'a', typed: 's', count: 2 }] },
      { id: '2', createdAt: at(3), wpm: 40, accuracy: 95, subs: [{ expected: 'a', typed: 's', count: 1 }] },
      { id: '3', createdAt: at(2), wpm: 30, accuracy: 95, subs: [] },
      null, // a ring slot not written yet
    ];
    const summary = toSummary(totals, keySummary(stats, sessions));
    expect(summary).toMatchObject({ averageWpm: 33.33, averageAccuracy: 93.33, totalTests: 3, totalSessions: 3 });
    expect(summary.sessions.map((s) => s.id)).toEqual(['2', '3', '1']);
    expect(summary.weakKeyStats).toEqual([
      { key: ' ', count: 5 },
      { key: 'a', count: 2 },
    ]);
    expect(summary.keyTimings).toEqual([{ key: 'a', samples: 3, totalMs: 1000, meanMs: 333 }]);
    expect(summary.substitutions).toEqual([{ expected: 'a', typed: 's', count: 3 }]);
  });
});

describe('personal bests, trend and key confidence', () => {
  it('keeps the fastest save of each kind as the candidate best', () => {
    const at = new Date('2026-11-24T10:00:00Z');
    const best = (wpm: number) => ({ wpm, accuracy: 95, createdAt: at });
    const candidates = bestCandidates([
      { kind: 'time-60', best: best(40) },
      { kind: 'time-60', best: best(55) },
      { kind: 'words-25', best: best(30) },
      { kind: 'time-60', best: best(50) },
    ]);
    expect([...candidates].map(([kind, b]) => [kind, b.wpm])).toEqual([
      ['time-60', 55],
      ['words-25', 30],
    ]);
  });

  it('lists personal bests in the order of the test kinds', () => {
    const at = new Date('2026-11-24T10:00:00Z');
    const bests = personalBests({
      custom: { wpm: 20, accuracy: 90, createdAt: at },
      'time-30': { wpm: 60, accuracy: 99, createdAt: at },
      'words-50': { wpm: 45, accuracy: 97, createdAt: at },
    });
    expect(bests.map((b) => b.kind)).toEqual(['time-30', 'words-50', 'custom']);
    expect(bests[0]).toEqual({ kind: 'time-30', wpm: 60, accuracy: 99, createdAt: at.toISOString() });
  });

  it('draws the trend from the days, at most 120 points however long the history', () => {
    const day = (n: number) => ({
      day: new Date(Date.UTC(2025, 0, 1 + n)).toISOString().slice(0, 10),
      tests: 2,
      wpmSum: 2 * (30 + (n % 10)),
      accuracySum: 2 * 95,
    });
    expect(trendPoints([day(1), day(0)])).toEqual([
      { from: '2025-01-01', to: '2025-01-01', tests: 2, wpm: 30, accuracy: 95 },
      { from: '2025-01-02', to: '2025-01-02', tests: 2, wpm: 31, accuracy: 95 },
    ]);
    const years = trendPoints(Array.from({ length: 1000 }, (_, n) => day(n)));
    expect(years.length).toBeLessThanOrEqual(120);
    expect(years.reduce((n, p) => n + p.tests, 0)).toBe(2000);
    expect(years[0]!.from).toBe('2025-01-01');
  });

  it('rates keys of statistics kept before recency weighting by their counters, least confident first', () => {
    // A document of before `figures` and before the recent figures: lists of { key, … } only.
    const timings = TRACKED_KEYS.map((key) => ({ key, samples: 0, totalMs: 0 }));
    timings[keyIndex('e')] = { key: 'e', samples: 50, totalMs: 50 * 200 };
    timings[keyIndex('q')] = { key: 'q', samples: 9, totalMs: 9 * 700 };
    const misses = TRACKED_KEYS.map((key) => ({ key, count: key === 'q' ? 3 : 0 }));
    const { keyConfidence } = keySummary(figuresOf({ misses, timings }));
    expect(keyConfidence.map((k) => [k.key, k.label])).toEqual([
      ['q', 'needs practice'],
      ['e', 'confident'],
    ]);
    expect(keyConfidence[0]).toMatchObject({ presses: 12, errorPercent: 25, meanMs: 700, confidence: 0 });
  });
});
