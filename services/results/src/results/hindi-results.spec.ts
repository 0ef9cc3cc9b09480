import { ErrorCode, type SaveResultRequest } from '@typing/contracts';
import { CONFIDENCE_MIN_PRESSES, HINDI_LAYOUT_IDS, judgeSubmittedResult, type KeyEma } from '@typing/typing-core';
import { hindiTestText, typedHindi } from './hindi-result.fixture';
import { keyIndex } from '../statistics/key-alphabet';
import { emptyFigures, encodeFigures, figuresAfter, figuresOf } from '../statistics/key-figures';
import { hindiKeysSummary, keySummary, recentEntry } from '../statistics/statistics-rules';
import { refusalOf, submissionContext, toHistoryRow } from './result-rules';
import type { Result } from './result.schema';
import { savedEventOf } from './saved-event';

const TEXT = hindiTestText(25, 3);

/** The service's answer to a save: null when it is accepted. */
const judged = (result: SaveResultRequest) => {
  const verdict = judgeSubmittedResult(result, submissionContext(result));
  return verdict.outcome === 'accepted' ? null : refusalOf(verdict);
};

describe('a Hindi result, judged like any other', () => {
  it.each(HINDI_LAYOUT_IDS)('accepts a test typed on %s, a slip taken back included', (layout) => {
    const result = typedHindi(TEXT, layout, { slipsBefore: [4] });
    expect(result.accuracy).toBeLessThan(100);
    expect(result.keyDepressions).toBeGreaterThan(TEXT.split(' ').length);
    expect(judged(result)).toBeNull();
  });

  it('accepts the typewriter layouts typed in logical order, and an unfinished text ended with Enter', () => {
    expect(judged(typedHindi(TEXT, 'remington-gail', { order: 'logical' }))).toBeNull();
    const unfinished = typedHindi(TEXT, 'inscript', { keys: 12 });
    expect(unfinished.userInput.length).toBeLessThan(TEXT.length);
    expect(judged(unfinished)).toBeNull();
  });

  it('refuses forged figures with 422, naming what the key log contradicts', () => {
    const genuine = typedHindi(TEXT, 'inscript', { slipsBefore: [3] });
    const refusal = (result: SaveResultRequest) => judged(result);
    expect(refusal({ ...genuine, keyDepressions: genuine.keyDepressions! - 1 })).toMatchObject({
      status: 422,
      code: ErrorCode.ResultRejected,
      problems: ['log-key-depressions-mismatch'],
    });
    expect(refusal({ ...genuine, wpm: genuine.wpm + 20 })?.status).toBe(422);
    // Perfect accuracy over a log with a slip in it: the figures follow, the log does not.
    const perfect = typedHindi(TEXT, 'inscript');
    expect(refusal({ ...perfect, keyLog: genuine.keyLog })?.problems).toEqual(
      expect.arrayContaining(['log-accuracy-mismatch', 'log-key-depressions-mismatch']),
    );
  });

  it('refuses a log typed on one layout claimed as another: its keys type other letters', () => {
    const onInscript = typedHindi(TEXT, 'inscript');
    expect(judged({ ...onInscript, layout: 'krutidev', typingOrder: 'typewriter' })).toMatchObject({ status: 422 });
    expect(judged({ ...onInscript, layout: 'remington-gail', typingOrder: 'typewriter' })).toMatchObject({
      status: 422,
    });
  });
});

describe("a Hindi result's per-key figures", () => {
  const onInscript = typedHindi(TEXT, 'inscript', { slipsBefore: [2, 5] });
  const onKrutidev = typedHindi(TEXT, 'krutidev');

  it('are kept per layout, apart from the letters: a Hindi key named k is not the letter k', () => {
    const figures = figuresAfter(emptyFigures(), [onInscript, onKrutidev]);
    expect(figures.misses.every((m) => m.count === 0)).toBe(true);
    expect(figures.timings.every((t) => t.samples === 0)).toBe(true);
    expect(figures.recentKeys).toEqual([]);
    expect(figures.layoutKeys.map((l) => l.layout)).toEqual(['inscript', 'krutidev']);
    const inscriptKeys = figures.layoutKeys[0]!.keys;
    // The slip's expected keys carry its misses.
    const missed = onInscript.weakKeyStats.map((w) => w.key);
    expect(inscriptKeys.filter((k) => k.errorShare > 0).map((k) => k.key)).toEqual(expect.arrayContaining(missed));
    // Stored as one string, read back the same.
    expect(figuresOf({ figures: encodeFigures(figures) })).toEqual(figures);
    expect(keyIndex('k')).toBeGreaterThanOrEqual(0);
  });

  it('are summarised per layout by key id, least confident first', () => {
    const emas: KeyEma[] = [
      { key: 'k', meanMs: 200, errorShare: 0, timed: 20, presses: 20 },
      { key: 'K', meanMs: 600, errorShare: 0.2, timed: 20, presses: 20 },
      { key: '\uE06B', meanMs: 450, errorShare: 0, timed: CONFIDENCE_MIN_PRESSES, presses: CONFIDENCE_MIN_PRESSES },
      { key: 'j', meanMs: 300, errorShare: 0, timed: 1, presses: 1 },
    ];
    const [summary] = hindiKeysSummary([{ layout: 'inscript', keys: emas }]);
    expect(summary!.layout).toBe('inscript');
    expect(summary!.keys.map((k) => k.key)).toEqual(['Shift+KeyK', 'AltGr+KeyK', 'KeyK']);
    // Too few presses say nothing yet.
    expect(summary!.keys.map((k) => k.key)).not.toContain('KeyJ');
  });

  it('reach the summary only for a member who typed a layout', () => {
    expect(keySummary(emptyFigures())).not.toHaveProperty('hindiKeys');
    const figures = figuresAfter(
      emptyFigures(),
      Array.from({ length: 3 }, () => typedHindi(TEXT, 'inscript')),
    );
    expect(keySummary(figures).hindiKeys?.[0]?.layout).toBe('inscript');
  });

  it('stay out of "keys typed instead" and of the letters AI practice counts', () => {
    const substituted = { ...onInscript, substitutions: [{ expected: 'k', typed: 'q', count: 2 }] };
    expect(recentEntry('u:c', new Date(), substituted).subs).toEqual([]);
    const doc = { ...storedDoc(onInscript), layout: 'inscript' } as Result;
    expect(savedEventOf(doc).weakKeyStats).toEqual([]);
  });
});

function storedDoc(result: SaveResultRequest): Result {
  return {
    _id: 'u:c',
    userId: 'u',
    clientId: 'c',
    createdAt: new Date('2026-11-29T00:00:00Z'),
    kind: 'words-25',
    punctuation: false,
    numbers: false,
    language: 'hi',
    wpm: result.wpm,
    netWpm: result.netWpm,
    rawWpm: result.rawWpm,
    accuracy: result.accuracy,
    correctChars: result.correctChars,
    incorrectChars: result.incorrectChars,
    elapsedSeconds: result.elapsedSeconds,
    skillLevel: 'Beginner',
    sampleText: result.sampleText,
    userInput: result.userInput,
    weakKeyStats: result.weakKeyStats,
    keyTimings: [],
    substitutions: [],
    wpmSeries: [],
  };
}

it('a Hindi row of the history names its layout, its typing order and its key depressions', () => {
  const result = typedHindi(TEXT, 'remington-gail');
  const row = toHistoryRow({
    ...storedDoc(result),
    layout: 'remington-gail',
    typingOrder: 'typewriter',
    keyDepressions: result.keyDepressions,
  });
  expect(row).toMatchObject({
    language: 'hi',
    layout: 'remington-gail',
    typingOrder: 'typewriter',
    keyDepressions: result.keyDepressions,
  });
  expect(toHistoryRow(storedDoc(result))).not.toHaveProperty('keyDepressions');
});
