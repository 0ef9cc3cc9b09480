import { ErrorCode, type SaveResultDto } from '@typing/contracts';
import { applyKey, createTest, summarize } from '@typing/typing-core';
import { keyIndex, TRACKED_KEYS } from './key-alphabet';
import { emptyStats, judgeResult, keySummary, recentEntry, statsUpdate, toSummary, totalsUpdate } from './result-rules';

const SAMPLE = 'the quick brown fox jumps over the lazy dog and keeps running far away';

/** A genuine result from the engine: `script` typed one key every 150 ms ('<' is Backspace), then Enter. */
function typed(script: string, sample = SAMPLE): SaveResultDto {
  let state = createTest(sample, 60);
  [...script].forEach((ch, i) => (state = applyKey(state, ch === '<' ? 'Backspace' : ch, 1000 + i * 150)));
  state = applyKey(state, 'Enter', 1000 + script.length * 150);
  return { ...summarize(state), clientId: '8c1c3f4e-3b7a-4d7e-9a55-0a3f2f6d9b10' } as SaveResultDto;
}

describe('judging a submitted result', () => {
  it('accepts what the engine produced, mistakes and corrections included', () => {
    expect(judgeResult(typed('the quick brown fox'))).toBeNull();
    expect(judgeResult(typed('thw quixk<k brown fpx jumps'))).toBeNull();
  });

  it('refuses a forged WPM or accuracy with 422', () => {
    const genuine = typed('the quick brown fox');
    expect(judgeResult({ ...genuine, wpm: genuine.wpm + 40 })).toMatchObject({
      status: 422,
      code: ErrorCode.ResultRejected,
    });
    expect(judgeResult({ ...genuine, accuracy: 100, correctChars: genuine.correctChars + 1 })?.status).toBe(422);
  });

  it('refuses an input longer than the sample with 400', () => {
    const genuine = typed('the quick');
    expect(judgeResult({ ...genuine, sampleText: 'the' })?.status).toBe(400);
  });

  it('refuses extras that disagree with the wrong presses', () => {
    const genuine = typed('thw quick');
    expect(genuine.substitutions).toEqual([{ expected: 'e', typed: 'w', count: 1 }]);
    expect(judgeResult({ ...genuine, substitutions: [{ expected: 'e', typed: 'w', count: 3 }] })?.problems).toContain(
      'substitutions-mismatch',
    );
    expect(judgeResult({ ...genuine, weakKeyStats: [{ key: 'q', count: 1 }] })?.problems).toContain(
      'weak-keys-mismatch',
    );
    const timing = genuine.keyTimings![0]!;
    expect(
      judgeResult({
        ...genuine,
        keyTimings: [{ ...timing, totalMs: 100_000, meanMs: Math.round(100_000 / timing.samples) }],
      })?.problems,
    ).toContain('timings-exceed-elapsed');
  });
});

describe('the statistics update', () => {
  it('increments totals and each key at its fixed position, and appends the session', () => {
    const result = typed('thw quixk brown');
    const entry = recentEntry('u:c', new Date('2026-01-01T00:00:00Z'), result);
    const update = statsUpdate(entry, result);
    const inc = update.$inc ?? {};
    expect(totalsUpdate(result).$inc).toEqual({ tests: 1, wpmSum: result.wpm, accuracySum: result.accuracy });
    expect(inc[`misses.${keyIndex('e')}.count`]).toBe(1);
    expect(inc[`misses.${keyIndex('c')}.count`]).toBe(1);
    expect(Object.keys(inc).some((path) => path.startsWith('timings.'))).toBe(true);
    expect(update.$push.recent).toEqual(entry);
    // No field name is a typed character: only fixed names and array positions.
    for (const path of Object.keys(inc)) expect(path).toMatch(/^((misses|timings)\.\d+\.\w+)$/);
  });

  it('tracks the 26 letters and the space, each at a fixed position', () => {
    expect(TRACKED_KEYS).toHaveLength(27);
    expect(keyIndex('a')).toBe(0);
    expect(keyIndex(' ')).toBe(26);
    expect(keyIndex('é')).toBe(-1);
    expect(keyIndex('$')).toBe(-1);
    expect(emptyStats('u').misses[keyIndex('q')]).toEqual({ key: 'q', count: 0 });
    expect(emptyStats('u').timings).toHaveLength(27);
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
    });
  });

  it('averages from the sums, lists sessions newest first and keys with errors only, most first', () => {
    const stats = emptyStats('u');
    const totals = { tests: 3, wpmSum: 100, accuracySum: 280 };
    stats.misses[keyIndex('a')]!.count = 2;
    stats.misses[keyIndex(' ')]!.count = 5;
    stats.timings[keyIndex('a')] = { key: 'a', samples: 3, totalMs: 1000 };
    const at = (d: number) => new Date(Date.UTC(2026, 0, d));
    stats.recent = [
      { id: '1', createdAt: at(1), wpm: 30, accuracy: 90, subs: [{ expected: 'a', typed: 's', count: 2 }] },
      { id: '2', createdAt: at(3), wpm: 40, accuracy: 95, subs: [{ expected: 'a', typed: 's', count: 1 }] },
      { id: '3', createdAt: at(2), wpm: 30, accuracy: 95, subs: [] },
    ];
    const summary = toSummary(totals, keySummary(stats));
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
