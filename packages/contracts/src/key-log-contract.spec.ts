import { MAX_UNTIMED_SECONDS } from '@typing/typing-core';
import { typedSteadily } from '@typing/typing-core/testing';
import { RESULT_LIMITS, SaveResultSchema } from './results';
import { parseWith } from './schema-kit';

describe('a saved result’s key log', () => {
  const result = {
    ...typedSteadily('the quick brown fox', 'the quick'),
    clientId: '2f1c3f4e-3b7a-4d7e-9a55-0a3f2f6d9b10',
  };
  const withLog = (keyLog: unknown) => parseWith(SaveResultSchema, { ...result, keyLog });

  it('is bounded by the longest test: 15,000 keys within 600 s, 60,000 characters', () => {
    expect(RESULT_LIMITS.keyLogKeys).toBe(15_000);
    expect(RESULT_LIMITS.keyLog).toBe(60_000);
    expect(withLog(result.keyLog).ok).toBe(true);
    expect(withLog(undefined).ok).toBe(true);
    expect(withLog('a1.'.repeat(15_000)).ok).toBe(true);
    expect(withLog(`a0.b${(MAX_UNTIMED_SECONDS * 1000 - 1).toString(36)}.`).ok).toBe(true);
  });

  const notAString = "'keyLog' must be a string: each key, its gap in milliseconds in base 36, then '.'.";
  const notALog = "'keyLog' is not a key log: each key, its gap in milliseconds in base 36, then '.'.";
  it.each([
    ['a number', 42, notAString],
    ['null', null, notAString],
    ['over 60,000 characters', 'a1.'.repeat(20_001), "'keyLog' must be at most 60,000 characters."],
    ['words', 'not a log', notALog],
    ['a negative gap', 'a-1.', notALog],
    ['over 15,000 keys', 'a1.'.repeat(15_001), "'keyLog' has 15,001 keys; a test takes at most 15,000."],
    ['600 s long', `a0.b${(600_000).toString(36)}.`, "'keyLog' lasts longer than a test can (600 s)."],
  ])('%s is refused with a message naming it', (_label, keyLog, message) => {
    expect(withLog(keyLog)).toEqual({ ok: false, message });
  });
});
