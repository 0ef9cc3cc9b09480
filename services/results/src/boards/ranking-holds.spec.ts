import { humanGaps, typedSteadily, typedWithGaps } from '@typing/typing-core';
import { rankingHolds } from './ranking-holds';

const PHRASE = 'the quick brown fox jumps over the lazy dog and runs far away into the green hills';
const SAMPLE = `${PHRASE} ${PHRASE} ${PHRASE} ${PHRASE}`;
const clientId = '2f1c3f4e-3b7a-4d7e-9a55-0a3f2f6d9b10';
const person = (text: string, durationSeconds: 30 | 60 = 30) => ({
  ...typedWithGaps(SAMPLE, text, humanGaps(text.length, { fastestMs: 300, slowestMs: 600 }), { durationSeconds }),
  clientId,
});

describe('rankingHolds', () => {
  test('a whole timed test typed by a person may rank', () => {
    expect(rankingHolds(person(SAMPLE), 'time-30')).toEqual([]);
  });

  test('a timed test ended with Enter before its time is held back', () => {
    expect(rankingHolds(person(PHRASE.slice(0, 30)), 'time-30')).toEqual(['ended-early']);
  });

  test('an even script is held back; kinds without a board are not judged', () => {
    const scripted = { ...typedSteadily(SAMPLE, SAMPLE, { stepMs: 120, durationSeconds: 30 }), clientId };
    expect(rankingHolds(scripted, 'time-30')).toEqual(['even-rhythm']);
    expect(rankingHolds({ ...scripted, durationSeconds: 120 }, 'time-120')).toEqual([]);
  });
});
