import { applyKey, applyKeys, createTest, tick } from '../engine/typing-test';
import { recomputeResult, summarize } from './result';
import { keysFor } from '../testing/timed-keys';

const SAMPLE = 'the cat sat on the mat';

describe('summarize', () => {
  // 11 characters 200 ms apart from t = 0, one of them wrong, then Enter at 2.2 s.
  const done = applyKeys(createTest(SAMPLE, 30), keysFor('the cat sxt⏎', 0, 200));
  const result = summarize(done);

  it('scores speed and accuracy over the time actually used', () => {
    expect(result).toMatchObject({
      elapsedSeconds: 2.2,
      durationSeconds: 30,
      wpm: 81, // 3 words / (2.2 / 60) = 81.8
      netWpm: 44, // 'the ' and 'cat ' (8 characters) / 5 / (2.2 / 60) = 43.6
      rawWpm: 60, // 11 characters / 5 / (2.2 / 60)
      accuracy: 90, // 10 of 11 presses
      correctPresses: 10,
      correctChars: 10,
      incorrectChars: 1,
      sampleText: SAMPLE,
      userInput: 'the cat sxt',
      skillLevel: 'Expert', // 81 × 0.90 = 72.9
    });
  });

  it('counts a corrected mistake in the accuracy, as in the weak keys', () => {
    const corrected = summarize(applyKeys(createTest(SAMPLE, 30), keysFor('thw⌫e cat⏎', 0, 200)));
    expect(corrected).toMatchObject({ userInput: 'the cat', correctChars: 7, incorrectChars: 0 });
    expect(corrected).toMatchObject({ correctPresses: 7, wrongKeyPresses: ['e'], accuracy: 87 }); // 7 of 8 presses
    expect(corrected.weakKeyStats).toEqual([{ key: 'e', count: 1 }]);
    // The word was fixed, so it counts for net WPM like the others: 7 characters in 1.8 s.
    expect(corrected).toMatchObject({ elapsedSeconds: 1.8, netWpm: 47, rawWpm: 47 });
  });

  it('lists the wrong presses, weak keys and substitutions', () => {
    expect(result.wrongKeyPresses).toEqual(['a']);
    expect(result.weakKeyStats).toEqual([{ key: 'a', count: 1 }]);
    expect(result.substitutions).toEqual([{ expected: 'a', typed: 'x', count: 1 }]);
  });

  it('times correct keystrokes per key, skipping the first keystroke', () => {
    expect(result.keyTimings.find((timing) => timing.key === 't')).toEqual({
      key: 't',
      samples: 2,
      totalMs: 400,
      meanMs: 200,
    });
    expect(result.keyTimings.find((timing) => timing.key === 'a')).toEqual({
      key: 'a',
      samples: 1,
      totalMs: 200,
      meanMs: 200,
    });
  });

  it('has one speed point per whole second and a consistency figure', () => {
    expect(result.wpmSeries).toEqual([60, 60]);
    expect(result.consistency).toBe(100);
  });

  it('is plain JSON', () => {
    expect(JSON.parse(JSON.stringify(result))).toEqual(result);
  });

  it('uses the seconds actually used, not 60 minus the time left', () => {
    const timed = tick(applyKeys(createTest(SAMPLE, 30), keysFor('the cat', 0, 1_000)), 45_000);
    expect(summarize(timed)).toMatchObject({ elapsedSeconds: 30, wpm: 4 });
    const long = tick(applyKeys(createTest(SAMPLE, 120), keysFor('the cat', 0, 1_000)), 200_000);
    expect(summarize(long)).toMatchObject({ elapsedSeconds: 120, wpm: 1 });
    expect(summarize(long).wpmSeries).toHaveLength(120);
  });

  it('says Beginner while the test is running', () => {
    const running = applyKeys(createTest(SAMPLE, 30), keysFor('the cat sat', 0, 100));
    const live = summarize(running, 1_000);
    expect(live.wpm).toBe(180);
    expect(live.skillLevel).toBe('Beginner');
    expect(summarize(applyKey(running, 'Enter', 1_000)).skillLevel).toBe('Master');
  });

  it('gives an empty result for an untouched test', () => {
    expect(summarize(createTest(SAMPLE))).toEqual({
      wpm: 0,
      netWpm: 0,
      rawWpm: 0,
      accuracy: 100,
      sampleText: SAMPLE,
      userInput: '',
      wrongKeyPresses: [],
      correctPresses: 0,
      weakKeyStats: [],
      correctChars: 0,
      incorrectChars: 0,
      elapsedSeconds: 0,
      mode: 'time',
      durationSeconds: 60,
      punctuation: false,
      numbers: false,
      keyTimings: [],
      substitutions: [],
      wpmSeries: [],
      consistency: 0,
      skillLevel: 'Beginner',
    });
  });

  it('names an untimed test by its mode and word count, with no duration', () => {
    const words = createTest(SAMPLE, 60, { mode: 'words', wordCount: 25, punctuation: true, numbers: false });
    const result = summarize(words);
    expect(result).toMatchObject({ mode: 'words', wordCount: 25, punctuation: true, numbers: false });
    expect(result).not.toHaveProperty('durationSeconds');
    const custom = summarize(createTest(SAMPLE, 60, { mode: 'custom', punctuation: false, numbers: false }));
    expect(custom).toMatchObject({ mode: 'custom' });
    expect(custom).not.toHaveProperty('wordCount');
  });

  it('names a quote test by its passage length, and judges capitals and punctuation exactly', () => {
    const passage = 'Call me Ishmael.';
    const quote = createTest(passage, 60, { mode: 'quote', quoteLength: 'short', punctuation: false, numbers: false });
    const result = summarize(applyKeys(quote, keysFor('call me Ishmael,', 0, 200)));
    expect(result).toMatchObject({ mode: 'quote', quoteLength: 'short', correctChars: 14, incorrectChars: 2 });
    expect(result.wrongKeyPresses).toEqual(['C', '.']);
    expect(result).not.toHaveProperty('durationSeconds');
    expect(result).not.toHaveProperty('wordCount');
  });

  it('floors the elapsed time at 0.001 minute for an instant finish', () => {
    const instant = applyKeys(createTest('a'), [{ key: 'a', atMs: 0 }]);
    expect(instant.status).toBe('complete');
    expect(summarize(instant)).toMatchObject({ elapsedSeconds: 0, wpm: 1000, netWpm: 200, rawWpm: 200, accuracy: 100 });
  });

  it('rounds a fractional clock to whole milliseconds', () => {
    const state = applyKeys(createTest(SAMPLE), [
      { key: 't', atMs: 10.25 },
      { key: 'Enter', atMs: 1_510.5 },
    ]);
    expect(summarize(state).elapsedSeconds).toBe(1.5);
  });
});

describe('recomputeResult', () => {
  it('recomputes the scored numbers from the texts, the time and the press counts', () => {
    const text = { sampleText: SAMPLE, userInput: 'the cat sxt', elapsedSeconds: 2.2 };
    expect(recomputeResult(text, { correctPresses: 10, wrongPresses: 1 })).toEqual({
      wpm: 81,
      netWpm: 44,
      rawWpm: 60,
      accuracy: 90,
      correctChars: 10,
      incorrectChars: 1,
    });
  });

  it('handles nothing typed and no time', () => {
    const text = { sampleText: SAMPLE, userInput: '', elapsedSeconds: 0 };
    expect(recomputeResult(text, { correctPresses: 0, wrongPresses: 0 })).toEqual({
      wpm: 0,
      netWpm: 0,
      rawWpm: 0,
      accuracy: 100,
      correctChars: 0,
      incorrectChars: 0,
    });
  });

  it('agrees with the engine on a finished test', () => {
    const done = applyKeys(createTest(SAMPLE), keysFor('thw  cat⌫⌫ sat on', 500, 137));
    const result = summarize(tick(done, 90_000));
    const presses = { correctPresses: result.correctPresses, wrongPresses: result.wrongKeyPresses.length };
    expect(recomputeResult(result, presses)).toEqual({
      wpm: result.wpm,
      netWpm: result.netWpm,
      rawWpm: result.rawWpm,
      accuracy: result.accuracy,
      correctChars: result.correctChars,
      incorrectChars: result.incorrectChars,
    });
  });
});
