import { judgeKeyLog, type TypingResult } from '@typing/typing-core';
import { humanGaps, typedSteadily, typedWithGaps } from '@typing/typing-core/testing';
import { rankingHolds } from './ranking-holds';

const PHRASE = 'the quick brown fox jumps over the lazy dog and runs far away into the green hills';
const SAMPLE = `${PHRASE} ${PHRASE} ${PHRASE} ${PHRASE}`;
const person = (text: string, durationSeconds: 30 | 60 = 30) =>
  typedWithGaps(SAMPLE, text, humanGaps(text.length, { fastestMs: 300, slowestMs: 600 }), { durationSeconds });
const holdsOf = (result: TypingResult) => rankingHolds(result, judgeKeyLog(result).holds);

describe('rankingHolds', () => {
  test('a whole timed test typed by a person may rank', () => {
    expect(holdsOf(person(SAMPLE))).toEqual([]);
  });

  test('a timed test ended with Enter before its time is held back', () => {
    expect(holdsOf(person(PHRASE.slice(0, 30)))).toEqual(['ended-early']);
  });

  test('an even script is held back, whatever the kind of test', () => {
    const scripted = typedSteadily(SAMPLE, SAMPLE, { stepMs: 120, durationSeconds: 30 });
    expect(holdsOf(scripted)).toEqual(['even-rhythm']);
    expect(holdsOf(typedSteadily(SAMPLE, SAMPLE, { stepMs: 120, durationSeconds: 120 }))).toEqual([
      'even-rhythm',
      'ended-early',
    ]);
  });

  test('a result without a log is held back', () => {
    const { keyLog: _none, ...bare } = person(SAMPLE);
    expect(holdsOf(bare)).toEqual(['no-key-log']);
  });
});
