import { describe, expect, it } from '@jest/globals';
import { applyKey, createTest, summarize } from '@typing/typing-core';
import { AI_TEXT_ERRORS, aiTextErrorMessage, aiTextReadyMessage, aiTextRequest, misTypesFor } from './ai-practice';

describe('the keys an AI request names (spec §7: top 5 weak keys by count, or the wrong-key list)', () => {
  it('sends the top 5 weak keys of the last result, most missed first', () => {
    const result = {
      weakKeyStats: [
        { key: 'a', count: 1 },
        { key: 'q', count: 4 },
        { key: 'z', count: 3 },
        { key: 'x', count: 3 },
        { key: 'e', count: 2 },
        { key: 'm', count: 1 },
      ],
      wrongKeyPresses: ['q', 'q', 'q', 'q', 'z', 'z', 'z', 'x', 'x', 'x', 'e', 'e', 'a', 'm'],
    };
    expect(misTypesFor(result)).toEqual(['q', 'x', 'z', 'e', 'a']);
  });

  it('falls back to the wrong-key list when there are no weak-key counts', () => {
    expect(misTypesFor({ weakKeyStats: [], wrongKeyPresses: ['k', 'j', 'k'] })).toEqual(['k', 'j', 'k']);
    const long = Array.from({ length: 600 }, () => 'k');
    expect(misTypesFor({ weakKeyStats: [], wrongKeyPresses: long })).toHaveLength(500);
  });

  it('sends nothing without a result (the server then uses the long-term weak keys)', () => {
    expect(misTypesFor(undefined)).toEqual([]);
    expect(misTypesFor({ weakKeyStats: [], wrongKeyPresses: [] })).toEqual([]);
  });

  it('works on a real engine result', () => {
    let state = createTest('the quick brown fox', 60);
    [...'thw qiick'].forEach((ch, i) => (state = applyKey(state, ch, 1000 + i * 100)));
    const result = summarize(applyKey(state, 'Enter', 2000));
    expect(misTypesFor(result)).toEqual(['e', 'u']);
  });
});

describe('what a failed AI request says (spec §8)', () => {
  it('maps 404 and 403 to the spec toasts whatever the body says, and a 429 by its code', () => {
    expect(aiTextErrorMessage({ status: 404, data: { message: 'x' } })).toBe(
      'No active subscription found. Please subscribe to a plan first',
    );
    expect(aiTextErrorMessage({ status: 403 })).toBe('Your subscription has expired. Please renew.');
    const limited = (code: string) => ({
      status: 429,
      data: { status: 429, code, message: 'x' },
      retryAfterSeconds: 12,
    });
    expect(aiTextErrorMessage(limited('DAILY_LIMIT_REACHED'))).toBe('Daily usage limit reached. Try again tomorrow.');
    expect(aiTextErrorMessage(limited('TOO_MANY_REQUESTS'))).toBe('Too many requests, try again in 12 s');
  });

  it("shows the server's message for other answers, else 'Something went wrong!'", () => {
    expect(aiTextErrorMessage({ status: 503, data: { message: 'Failed to generate AI text.' } })).toBe(
      'Failed to generate AI text.',
    );
    expect(aiTextErrorMessage({ status: 400, data: { message: 'A key must be a single character.' } })).toBe(
      'A key must be a single character.',
    );
    expect(aiTextErrorMessage({ status: 500, data: {} })).toBe(AI_TEXT_ERRORS.fallback);
    expect(aiTextErrorMessage({ status: 'PARSING_ERROR', originalStatus: 502, data: '<html>' })).toBe(
      'Something went wrong!',
    );
  });

  it("says 'Failed to generate AI text.' when no answer came", () => {
    expect(aiTextErrorMessage({ status: 'FETCH_ERROR', error: 'TypeError: Failed to fetch' })).toBe(
      'Failed to generate AI text.',
    );
    expect(aiTextErrorMessage({ status: 'TIMEOUT_ERROR', error: 'timeout' })).toBe('Failed to generate AI text.');
  });

  it('tells how many texts are left', () => {
    expect(aiTextReadyMessage(19)).toBe('New practice text ready. 19 AI texts left today.');
    expect(aiTextReadyMessage(1)).toBe('New practice text ready. 1 AI text left today.');
  });
});

describe('the AI request for the language being practised', () => {
  const english = { weakKeyStats: [{ key: 'q', count: 2 }], wrongKeyPresses: ['q', 'q'] };
  const onRemington = {
    weakKeyStats: [{ key: 'K', count: 3 }],
    wrongKeyPresses: ['K', 'K', 'K'],
    language: 'hi',
    layout: 'remington-gail',
  } as const;

  it('asks for English on the last English result’s keys, as before', () => {
    expect(aiTextRequest('en', 'inscript', english)).toEqual({ misTypes: ['q'] });
    expect(aiTextRequest('en', undefined, undefined)).toEqual({ misTypes: [] });
  });

  it('asks for Hindi on the emulated layout, with the last result’s keys when it was typed on that layout', () => {
    expect(aiTextRequest('hi', 'remington-gail', onRemington)).toEqual({
      misTypes: ['K'],
      language: 'hi',
      layout: 'remington-gail',
    });
    expect(aiTextRequest('hi', 'inscript', onRemington)).toEqual({ misTypes: [], language: 'hi', layout: 'inscript' });
    expect(aiTextRequest('hi', 'inscript', english)).toEqual({ misTypes: [], language: 'hi', layout: 'inscript' });
  });

  it('names no layout when the keyboard types Hindi itself, and sends its letters', () => {
    const osHindi = { weakKeyStats: [{ key: 'ष', count: 2 }], wrongKeyPresses: ['ष'], language: 'hi' } as const;
    expect(aiTextRequest('hi', undefined, osHindi)).toEqual({ misTypes: ['ष'], language: 'hi' });
  });

  it('keeps a Hindi result’s keys out of an English request', () => {
    expect(aiTextRequest('en', undefined, onRemington)).toEqual({ misTypes: [] });
  });
});
