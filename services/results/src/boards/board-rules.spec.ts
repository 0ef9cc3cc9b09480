import type { ResultsSavedEvent } from '@typing/contracts';
import { boardId, boardOf, boardsFor, placeOfScore, placeScore, ranksAbove } from './board-rules';

const event = (over: Partial<ResultsSavedEvent> = {}): ResultsSavedEvent => ({
  userId: 'a'.repeat(24),
  resultId: 'r1',
  // 20:00 UTC is 01:30 the next day in India.
  createdAt: '2026-11-25T20:00:00.000Z',
  wpm: 80,
  netWpm: 78,
  accuracy: 96,
  weakKeyStats: [],
  kind: 'time-60',
  language: 'en',
  punctuation: false,
  numbers: false,
  heldBack: [],
  ...over,
});

describe('boardsFor', () => {
  test('a plain English board test ranks all-time and on its India day', () => {
    expect(boardsFor(event()).map(boardId)).toEqual(['time-60', 'time-60@2026-11-26']);
    expect(boardsFor(event({ kind: 'words-25', language: undefined })).map(boardId)).toEqual([
      'words-25',
      'words-25@2026-11-26',
    ]);
  });

  test.each([
    ['another kind', { kind: 'time-120' }],
    ['a custom text', { kind: 'custom' }],
    ['an event without a kind', { kind: undefined }],
    ['Spanish', { language: 'es' as const }],
    ['punctuation', { punctuation: true }],
    ['numbers', { numbers: true }],
    ['accuracy under 90 %', { accuracy: 89 }],
    ['beyond the fastest typing on record', { netWpm: 261 }],
    ['an event without a net WPM', { netWpm: undefined }],
    ['a held-back result', { heldBack: ['even-rhythm'] }],
  ])('%s does not rank', (_what, over) => {
    expect(boardsFor(event(over as Partial<ResultsSavedEvent>))).toEqual([]);
  });

  test('exactly 90 % ranks, and 260 net WPM', () => {
    expect(boardsFor(event({ accuracy: 90 }))).toHaveLength(2);
    expect(boardsFor(event({ netWpm: 260, wpm: 270 }))).toHaveLength(2);
  });
});

describe('boardOf', () => {
  test('daily is the current India day', () => {
    expect(boardId(boardOf('time-30', 'daily', new Date('2026-11-26T18:29:59Z')))).toBe('time-30@2026-11-26');
    expect(boardId(boardOf('time-30', 'daily', new Date('2026-11-26T18:30:00Z')))).toBe('time-30@2026-11-27');
    expect(boardId(boardOf('time-30', 'all-time'))).toBe('time-30');
  });
});

describe('place scores', () => {
  const at = (iso: string) => new Date(iso);
  test('round-trip to the second', () => {
    const place = { netWpm: 260, wpm: 350, accuracy: 100, achievedAt: at('2042-01-01T10:11:12Z') };
    expect(placeOfScore(placeScore(place))).toEqual(place);
    expect(Number.isSafeInteger(placeScore(place))).toBe(true);
    const slow = { netWpm: 0, wpm: 0, accuracy: 0, achievedAt: at('2025-01-01T00:00:00Z') };
    expect(placeOfScore(placeScore(slow))).toEqual(slow);
  });

  test('net WPM first, then accuracy, then WPM, then the earlier', () => {
    const base = { netWpm: 78, wpm: 80, accuracy: 95, achievedAt: at('2026-11-26T10:00:00Z') };
    expect(ranksAbove({ ...base, netWpm: 79, wpm: 79, accuracy: 90 }, base)).toBe(true);
    // A short-word text inflates the spec's WPM, never the net.
    expect(ranksAbove(base, { ...base, netWpm: 77, wpm: 300 })).toBe(true);
    expect(ranksAbove({ ...base, accuracy: 96, achievedAt: at('2026-12-01T00:00:00Z') }, base)).toBe(true);
    expect(ranksAbove({ ...base, wpm: 81 }, base)).toBe(true);
    expect(ranksAbove(base, { ...base, achievedAt: at('2026-11-26T10:00:01Z') })).toBe(true);
    expect(ranksAbove(base, base)).toBe(false);
  });
});
