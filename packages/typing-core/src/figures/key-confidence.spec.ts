import {
  CONFIDENCE_MIN_PRESSES,
  confidenceLabel,
  EMA_ALPHA,
  keyConfidence,
  keyRecordsOf,
  keysByConfidence,
  keysByRecentConfidence,
  recentKeyConfidence,
  seedKeyEma,
  updateKeyEma,
  updateKeyEmas,
} from './key-confidence';

describe('key confidence', () => {
  it('is full for a key typed at the target speed or faster with no errors', () => {
    expect(keyConfidence({ key: 'e', samples: 40, totalMs: 40 * 200, misses: 0 })).toEqual({
      key: 'e',
      confidence: 1,
      label: 'confident',
      meanMs: 200,
      errorPercent: 0,
      presses: 40,
    });
  });

  it('falls with slowness and with errors, and multiplies the two', () => {
    // 686 ms a key is half the target speed; 1 error in 10 presses halves the accuracy score.
    expect(keyConfidence({ key: 'q', samples: 20, totalMs: 20 * 686, misses: 0 })?.confidence).toBe(0.5);
    expect(keyConfidence({ key: 'q', samples: 9, totalMs: 9 * 300, misses: 1 })?.confidence).toBe(0.5);
    expect(keyConfidence({ key: 'q', samples: 9, totalMs: 9 * 686, misses: 1 })?.confidence).toBe(0.25);
    expect(keyConfidence({ key: 'z', samples: 8, totalMs: 8 * 300, misses: 2 })?.confidence).toBe(0);
  });

  it('says nothing about a key with too few presses or none timed', () => {
    expect(keyConfidence({ key: 'x', samples: CONFIDENCE_MIN_PRESSES - 1, totalMs: 1000, misses: 0 })).toBeNull();
    expect(keyConfidence({ key: 'x', samples: 0, totalMs: 0, misses: 30 })).toBeNull();
  });

  it('labels in plain words', () => {
    expect([0.9, 0.85, 0.7, 0.6, 0.59, 0].map(confidenceLabel)).toEqual([
      'confident',
      'confident',
      'getting there',
      'getting there',
      'needs practice',
      'needs practice',
    ]);
  });

  it('lists the least confident keys first', () => {
    const keys = keysByConfidence([
      { key: 'a', samples: 50, totalMs: 50 * 200, misses: 0 },
      { key: 'q', samples: 10, totalMs: 10 * 900, misses: 2 },
      { key: 'x', samples: 2, totalMs: 2000, misses: 0 },
      { key: 'z', samples: 20, totalMs: 20 * 500, misses: 1 },
    ]);
    expect(keys.map((k) => k.key)).toEqual(['q', 'z', 'a']);
  });
});

describe('recency-weighted key confidence', () => {
  it('starts from the all-time figures of older statistics', () => {
    expect(seedKeyEma({ key: 'e', samples: 90, totalMs: 90 * 400, misses: 10 })).toEqual({
      key: 'e',
      meanMs: 400,
      errorShare: 0.1,
      timed: 90,
      presses: 100,
    });
  });

  it('follows the recent presses: a key typed slowly for months, then well, becomes confident', () => {
    // All-time figures alone would stay at "needs practice" for hundreds more presses.
    let ema = seedKeyEma({ key: 'q', samples: 900, totalMs: 900 * 900, misses: 100 });
    expect(recentKeyConfidence(ema)?.label).toBe('needs practice');
    for (let test = 0; test < 3; test += 1)
      ema = updateKeyEma(ema, { key: 'q', samples: 15, totalMs: 15 * 250, misses: 0 });
    expect(recentKeyConfidence(ema)).toMatchObject({ label: 'confident', presses: 1045 });
    expect(ema.meanMs).toBeLessThan(260);
  });

  it('moves by 1 - (1 - α)^n for n presses, whether they come in one test or several', () => {
    const start = { key: 'a', meanMs: 500, errorShare: 0, timed: 50, presses: 50 };
    const once = updateKeyEma(start, { key: 'a', samples: 10, totalMs: 10 * 200, misses: 0 });
    expect(once.meanMs).toBeCloseTo(500 - 300 * (1 - (1 - EMA_ALPHA) ** 10), 1);
    let stepwise = start;
    for (let i = 0; i < 10; i += 1)
      stepwise = updateKeyEma(stepwise, { key: 'a', samples: 1, totalMs: 200, misses: 0 });
    expect(stepwise.meanMs).toBeCloseTo(once.meanMs, 0);
  });

  it('takes a new key as typed, and keeps the time when a test only missed it', () => {
    const first = updateKeyEma(undefined, { key: 'z', samples: 4, totalMs: 1200, misses: 1 });
    expect(first).toEqual({ key: 'z', meanMs: 300, errorShare: 0.2, timed: 4, presses: 5 });
    const missed = updateKeyEma(first, { key: 'z', samples: 0, totalMs: 0, misses: 2 });
    expect(missed.meanMs).toBe(300);
    expect(missed.errorShare).toBeGreaterThan(0.2);
  });

  it('joins a test’s misses and timings per key and lists the least confident first', () => {
    const records = keyRecordsOf(
      [{ key: 'x', count: 3 }],
      [
        { key: 'e', samples: 12, totalMs: 12 * 200 },
        { key: 'x', samples: 9, totalMs: 9 * 300 },
      ],
    );
    expect(records).toEqual([
      { key: 'e', samples: 12, totalMs: 2400, misses: 0 },
      { key: 'x', samples: 9, totalMs: 2700, misses: 3 },
    ]);
    const emas = updateKeyEmas([], records);
    expect(keysByRecentConfidence(emas).map((k) => k.key)).toEqual(['x', 'e']);
  });
});
