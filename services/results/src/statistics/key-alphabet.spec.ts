import type { SaveResultRequest } from '@typing/contracts';
import { typedSteadily } from '@typing/typing-core/testing';
import { isPracticeKey } from './key-alphabet';
import { emptyFigures, figuresAfter, recentKeysAfter } from './key-figures';
import { judgeSubmittedResult } from '@typing/typing-core';
import { submissionContext, toHistoryRow } from '../results/result-rules';
import type { Result } from '../results/result.schema';

const SPANISH = 'qué está pasando mañana aquí';

/** A Spanish result from the engine ('<' is Backspace): ñ and á mistyped once each, then corrected. */
function spanishResult(language: SaveResultRequest['language']): SaveResultRequest {
  const script = 'qué esta<á pasando manana<<<ñana aquí';
  return {
    ...typedSteadily(SPANISH, script),
    clientId: '8c1c3f4e-3b7a-4d7e-9a55-0a3f2f6d9b10',
    language,
  } as SaveResultRequest;
}

describe('a Spanish result', () => {
  it('is judged like any other: the engine’s figures over accented letters and ñ are accepted', () => {
    const result = spanishResult('es');
    expect(result.wrongKeyPresses).toEqual(expect.arrayContaining(['á', 'ñ']));
    expect(judgeSubmittedResult(result, submissionContext(result))).toMatchObject({ outcome: 'accepted' });
  });

  it('moves the recent figures of ñ and the accented vowels, which only the language’s letters admit', () => {
    const keys = recentKeysAfter([], [spanishResult('es')]).map((ema) => ema.key);
    expect(keys).toEqual(expect.arrayContaining(['ñ', 'á', 'é', 'í']));
    // The same letters in a result of no stated language (an English custom text) stay out.
    const english = recentKeysAfter([], [spanishResult(undefined)]).map((ema) => ema.key);
    expect(english).not.toContain('ñ');
    expect(english).not.toContain('á');
    expect(english).toContain('q');
  });

  it('leaves the all-time counters (fixed positions) to the 26 letters and the space', () => {
    const { misses, timings } = figuresAfter(emptyFigures(), [spanishResult('es')]);
    expect(misses.map((m) => m.key).join('')).toBe('abcdefghijklmnopqrstuvwxyz ');
    expect(timings.map((t) => t.key).join('')).toBe('abcdefghijklmnopqrstuvwxyz ');
    expect(timings.find((t) => t.key === 'p')!.samples).toBeGreaterThan(0);
  });

  it('is listed with its language; a result saved before there was a choice reads as English', () => {
    const stored = { _id: 'u:c', createdAt: new Date(), kind: 'words-25', language: 'es' } as unknown as Result;
    expect(toHistoryRow(stored).language).toBe('es');
    expect(toHistoryRow({ ...stored, language: undefined }).language).toBe('en');
  });
});

describe('isPracticeKey', () => {
  it('admits the tracked keys in every language and a language’s own letters in it only', () => {
    expect(isPracticeKey('a')).toBe(true);
    expect(isPracticeKey(' ', 'es')).toBe(true);
    expect(isPracticeKey('ñ', 'es')).toBe(true);
    expect(isPracticeKey('ñ')).toBe(false);
    expect(isPracticeKey('ç', 'es')).toBe(false);
    expect(isPracticeKey('.', 'es')).toBe(false);
  });
});
