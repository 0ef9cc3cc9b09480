import { CONFIDENCE_MIN_PRESSES, confidenceLabel, keyConfidence, keysByConfidence } from './key-confidence';

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
