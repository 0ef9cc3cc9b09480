import { describe, expect, it } from '@jest/globals';
import { applyKey, createTest, summarize } from '@typing/typing-core';
import { isRetryableError } from '../../../shared/api';
import { newClientId, saveRequest } from './useRecordResult';

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('saving a result (signed-in users)', () => {
  it('sends the engine result with a fresh client id and the user id', () => {
    let state = createTest('the quick brown fox', 60);
    [...'thw quick'].forEach((ch, i) => (state = applyKey(state, ch, 1000 + i * 100)));
    const result = summarize(applyKey(state, 'Enter', 2000));
    const body = saveRequest(result, 'c1', 'u1');
    expect(body).toMatchObject({
      clientId: 'c1',
      userId: 'u1',
      wpm: result.wpm,
      weakKeyStats: [{ key: 'e', count: 1 }],
    });
    expect(saveRequest(result, 'c2')).not.toHaveProperty('userId');
  });

  it('makes a v4 UUID per test, also where crypto.randomUUID is missing (plain HTTP)', () => {
    const a = newClientId();
    expect(a).toMatch(UUID_V4);
    const original = crypto.randomUUID;
    try {
      Object.defineProperty(crypto, 'randomUUID', { value: undefined, configurable: true });
      const ids = new Set(Array.from({ length: 50 }, () => newClientId()));
      expect(ids.size).toBe(50);
      for (const id of ids) expect(id).toMatch(UUID_V4);
    } finally {
      Object.defineProperty(crypto, 'randomUUID', { value: original, configurable: true });
    }
  });

  it('retries only when no answer came or the server failed; refusals are final', () => {
    expect(isRetryableError({ status: 'FETCH_ERROR' })).toBe(true);
    expect(isRetryableError({ status: 'TIMEOUT_ERROR' })).toBe(true);
    expect(isRetryableError({ status: 503 })).toBe(true);
    expect(isRetryableError({ status: 422 })).toBe(false);
    expect(isRetryableError({ status: 401 })).toBe(false);
    expect(isRetryableError(undefined)).toBe(false);
  });
});
