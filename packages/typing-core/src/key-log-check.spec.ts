import { gapStatistics, keyLogProblems } from './key-log-check';
import { humanGaps, typedSteadily, typedWithGaps } from './steady-typing';

const SAMPLE = 'the quick brown fox jumps over the lazy dog and runs far away into the green hills';

describe('keyLogProblems', () => {
  test('a person’s uneven typing has none', () => {
    const result = typedWithGaps(SAMPLE, SAMPLE.slice(0, 60), humanGaps(60), { durationSeconds: 30 });
    expect(keyLogProblems(result)).toEqual([]);
  });

  test('a script’s even steps are too even', () => {
    expect(keyLogProblems(typedSteadily(SAMPLE, SAMPLE.slice(0, 60), { stepMs: 150 }))).toEqual(['even-rhythm']);
  });

  test('a little jitter on an even step is still too even', () => {
    const jittered = humanGaps(60, { fastestMs: 145, slowestMs: 160 });
    expect(keyLogProblems(typedWithGaps(SAMPLE, SAMPLE.slice(0, 60), jittered))).toEqual(['even-rhythm']);
  });

  test('keys faster than any person are too fast', () => {
    const gaps = humanGaps(60, { fastestMs: 5, slowestMs: 45 });
    expect(keyLogProblems(typedWithGaps(SAMPLE, SAMPLE.slice(0, 60), gaps))).toContain('too-fast');
  });

  test('figures that the log does not give are a mismatch', () => {
    const result = typedWithGaps(SAMPLE, SAMPLE.slice(0, 60), humanGaps(60));
    expect(keyLogProblems({ ...result, wpm: result.wpm + 5 })).toEqual(['log-mismatch']);
    expect(keyLogProblems({ ...result, accuracy: 99 })).toEqual(['log-mismatch']);
    expect(keyLogProblems({ ...result, elapsedSeconds: result.elapsedSeconds + 1 })).toEqual(['log-mismatch']);
    expect(keyLogProblems({ ...result, userInput: result.userInput.slice(0, -1) })).toEqual(['log-mismatch']);
  });

  test('a log that stops before the reported end does not give its figures; no log, or garbage, is no log', () => {
    const result = typedWithGaps(SAMPLE, SAMPLE.slice(0, 40), humanGaps(40), { durationSeconds: 30 });
    // A word test whose log lacks its Enter would have run to the untimed tests' cap.
    const withoutEnter = result.keyLog!.slice(0, result.keyLog!.lastIndexOf('\n'));
    expect(
      keyLogProblems({ ...result, mode: 'words', wordCount: 25, durationSeconds: undefined, keyLog: withoutEnter }),
    ).toEqual(['log-mismatch']);
    // Keys that never start a test.
    expect(keyLogProblems({ ...result, keyLog: '\n0.\b1k.' })).toEqual(['log-unfinished']);
    const { keyLog: _none, ...bare } = result;
    expect(keyLogProblems(bare)).toEqual(['no-key-log']);
    expect(keyLogProblems({ ...result, keyLog: 'not a log' })).toEqual(['unreadable-key-log']);
  });

  test('a timed test’s log is replayed to the end of its time', () => {
    // Keys past 30 s are not taken: the test ended at its deadline.
    const gaps = humanGaps(SAMPLE.length, { fastestMs: 400, slowestMs: 800 });
    const result = typedWithGaps(SAMPLE, SAMPLE, gaps, { durationSeconds: 30 });
    expect(result.elapsedSeconds).toBe(30);
    expect(keyLogProblems(result)).toEqual([]);
  });
});

describe('gapStatistics', () => {
  test('median and spread', () => {
    const keys = [0, 100, 300, 400, 700].map((atMs) => ({ key: 'a', atMs }));
    expect(gapStatistics(keys)).toEqual({ gaps: 4, medianMs: 150, variation: expect.closeTo(0.474, 3) });
    expect(gapStatistics([{ key: 'a', atMs: 0 }])).toEqual({ gaps: 0, medianMs: 0, variation: 0 });
  });
});
