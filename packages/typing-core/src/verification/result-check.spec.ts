import { applyKeys, createTest } from '../engine/typing-test';
import { pressAccuracy, summarize } from '../figures/result';
import { checkSubmittedResult } from './result-check';
import { typedSteadily } from '../testing/steady-typing';
import { keysFor } from '../testing/timed-keys';

const SAMPLE = 'the cat sat on the mat';
const genuine = summarize(applyKeys(createTest(SAMPLE, 30), keysFor('thx⌫e cqt sat⏎', 0, 250)));

describe('checkSubmittedResult', () => {
  it('accepts a result the engine produced', () => {
    expect(checkSubmittedResult(genuine)).toEqual([]);
  });

  it('accepts the spec fields with the press counts and the comparable speeds alone', () => {
    const { sampleText, userInput, elapsedSeconds, wpm, netWpm, rawWpm, accuracy } = genuine;
    const { correctChars, incorrectChars, wrongKeyPresses, correctPresses } = genuine;
    const spec = { sampleText, userInput, elapsedSeconds, wpm, accuracy, correctChars, incorrectChars };
    expect(checkSubmittedResult({ ...spec, netWpm, rawWpm, wrongKeyPresses, correctPresses })).toEqual([]);
  });

  it('refuses a forged speed, net or raw speed, accuracy or character count', () => {
    expect(checkSubmittedResult({ ...genuine, wpm: genuine.wpm + 1 })).toEqual(['score-mismatch']);
    expect(checkSubmittedResult({ ...genuine, netWpm: genuine.netWpm + 1 })).toEqual(['score-mismatch']);
    expect(checkSubmittedResult({ ...genuine, rawWpm: genuine.rawWpm - 1 })).toEqual(['score-mismatch']);
    expect(checkSubmittedResult({ ...genuine, accuracy: 100 })).toEqual(['score-mismatch']);
    expect(checkSubmittedResult({ ...genuine, correctChars: genuine.correctChars + 1 })).toEqual(['score-mismatch']);
  });

  it('takes the accuracy from the presses, so a corrected mistake cannot be dropped from it', () => {
    // 'thx⌫e' fixed the word, but the press of 'x' for 'e' was wrong: the accuracy is not the input's.
    expect(genuine.userInput).toBe('the cqt sat');
    expect(genuine).toMatchObject({ correctChars: 10, correctPresses: 10, wrongKeyPresses: ['e', 'a'], accuracy: 83 });
    const extraPresses = genuine.correctPresses + 200;
    expect(checkSubmittedResult({ ...genuine, correctPresses: extraPresses })).toEqual(['score-mismatch']);
    expect(
      checkSubmittedResult({ ...genuine, correctPresses: extraPresses, accuracy: pressAccuracy(extraPresses, 2) }),
    ).toEqual([]);
  });

  it('refuses fewer correct presses than correct characters left in the input', () => {
    const correctPresses = genuine.correctChars - 1;
    const accuracy = pressAccuracy(correctPresses, genuine.wrongKeyPresses.length);
    expect(checkSubmittedResult({ ...genuine, correctPresses, accuracy })).toEqual(['presses-missing']);
  });

  it('refuses an input longer than the sample', () => {
    const userInput = `${SAMPLE}x`;
    expect(checkSubmittedResult({ ...genuine, userInput })).toContain('input-longer-than-sample');
  });

  it('refuses a time outside the chosen duration', () => {
    expect(checkSubmittedResult({ ...genuine, elapsedSeconds: 30.001 })).toContain('elapsed-out-of-range');
    expect(checkSubmittedResult({ ...genuine, elapsedSeconds: -1 })).toContain('elapsed-out-of-range');
    expect(checkSubmittedResult({ ...genuine, elapsedSeconds: Number.NaN })).toContain('elapsed-out-of-range');
  });

  it('allows up to 120 seconds when no duration is sent, and refuses an unknown duration', () => {
    const { durationSeconds: _omitted, ...withoutDuration } = genuine;
    expect(checkSubmittedResult({ ...withoutDuration, elapsedSeconds: 120, wpm: 1 })).not.toContain(
      'elapsed-out-of-range',
    );
    expect(checkSubmittedResult({ ...withoutDuration, elapsedSeconds: 121, wpm: 0 })).toContain('elapsed-out-of-range');
    expect(checkSubmittedResult({ ...genuine, durationSeconds: 45 })).toContain('invalid-duration');
  });

  it('refuses weak-key counts that do not follow from the wrong presses', () => {
    expect(checkSubmittedResult({ ...genuine, weakKeyStats: [{ key: 'z', count: 9 }] })).toEqual([
      'weak-keys-mismatch',
    ]);
  });

  it('compares weak-key counts regardless of their order', () => {
    const wrongKeyPresses = ['a', 'e', 'b', 'b'];
    const weakKeyStats = [
      { key: 'a', count: 1 },
      { key: 'e', count: 1 },
      { key: 'b', count: 2 },
    ];
    const accuracy = pressAccuracy(genuine.correctPresses, wrongKeyPresses.length);
    expect(checkSubmittedResult({ ...genuine, wrongKeyPresses, weakKeyStats, accuracy })).toEqual([]);
  });

  it('refuses wrong characters left in the input that no wrong press explains', () => {
    // The input keeps "cqt", a wrong press of 'a', so the presses must include an 'a'.
    const accuracy = pressAccuracy(genuine.correctPresses, 1);
    expect(
      checkSubmittedResult({ ...genuine, wrongKeyPresses: ['e'], weakKeyStats: [{ key: 'e', count: 1 }], accuracy }),
    ).toEqual(['wrong-presses-missing']);
  });
});

describe('checking the test options', () => {
  const text =
    'one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen seventeen eighteen nineteen twenty twentyone twentytwo twentythree twentyfour twentyfive';
  const typedWords = { ...typedSteadily(text, 'one two three'), durationSeconds: undefined };

  it('lets an untimed test run up to its limit, with no duration', () => {
    expect(checkSubmittedResult({ ...typedWords, mode: 'words', wordCount: 25 })).toEqual([]);
    expect(checkSubmittedResult({ ...typedWords, mode: 'custom', elapsedSeconds: 599 })).not.toContain(
      'elapsed-out-of-range',
    );
    expect(checkSubmittedResult({ ...typedWords, mode: 'custom', elapsedSeconds: 601 })).toContain(
      'elapsed-out-of-range',
    );
    expect(checkSubmittedResult({ ...typedWords, mode: 'custom', durationSeconds: 60 })).toContain('invalid-duration');
  });

  it('holds a word test to its word count', () => {
    expect(checkSubmittedResult({ ...typedWords, mode: 'words', wordCount: 50 })).toContain('word-count-mismatch');
  });
});
