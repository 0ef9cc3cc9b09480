import {
  endsAtReportedTime,
  gapStatistics,
  judgeKeyLog,
  logContradictions,
  replayKeyLog,
  RHYTHM_LIMITS,
  rhythmHolds,
} from './key-log-check';
import { decodeKeyLog } from './key-log-encoding';
import { applyKeys, createTest, deadlineMs, tick, type TimedKey } from '../engine/typing-test';
import { KEYSTROKE_LOGS } from '../testing/keystroke-logs.fixture';
import { summarize } from '../figures/result';
import { humanGaps, typedSteadily, typedWithGaps } from '../testing/steady-typing';

const PHRASE = 'the quick brown fox jumps over the lazy dog and runs far away into the green hills';
const SAMPLE = `${PHRASE} ${PHRASE} ${PHRASE}`;
const clean = { contradictions: [], holds: [] };
/** Keys at the given gaps (the first at 0). */
const keysAt = (gaps: readonly number[]): TimedKey[] => {
  let at = 0;
  return gaps.map((gap, i) => ({ key: 'a', atMs: (at += i === 0 ? 0 : gap) }));
};

describe('judgeKeyLog: a person’s typing', () => {
  // A person's gaps spread around their mean: here uniformly over ±50 % of it (SD ÷ mean ≈ 0.29).
  test.each([40, 60, 80, 100, 120])('uneven gaps at %i WPM agree with their figures and may rank', (targetWpm) => {
    const meanGapMs = 12_000 / targetWpm; // five characters a word
    // A typo fixed with Backspace on the way.
    const script = `${SAMPLE.slice(0, 20)}x<${SAMPLE.slice(20, 180)}`;
    const gaps = humanGaps(script.length, { seed: targetWpm, fastestMs: meanGapMs / 2, slowestMs: meanGapMs * 1.5 });
    const result = typedWithGaps(SAMPLE, script, gaps, { durationSeconds: 60 });
    expect(result.wpm).toBeGreaterThan(targetWpm * 0.8);
    expect(result.wpm).toBeLessThan(targetWpm * 1.2);
    expect(judgeKeyLog(result)).toEqual(clean);
  });

  test.each(Object.entries(KEYSTROKE_LOGS))('the recorded log "%s" replays to its own figures', (_name, log) => {
    let state = applyKeys(
      createTest(log.sampleText, log.durationSeconds),
      log.keys.map(([key, atMs]) => ({ key, atMs })),
    );
    if (state.status === 'running') state = tick(state, deadlineMs(state)!);
    const result = summarize(state);
    const { contradictions, holds } = judgeKeyLog(result);
    expect(contradictions).toEqual([]);
    expect(holds).not.toContain('log-end-mismatch');
  });

  test('a key the page took a fraction of a millisecond before the deadline is in the replay too', () => {
    // The page's clock has fractions: 'b' comes 29,999.6 ms after the first key of a 30 s test.
    let state = applyKeys(createTest('ab cd', 30), [
      { key: 'a', atMs: 1000.7 },
      { key: 'b', atMs: 31_000.3 },
    ]);
    state = tick(state, deadlineMs(state)!);
    const result = summarize(state);
    expect(result.userInput).toBe('ab');
    expect(judgeKeyLog(result).contradictions).toEqual([]);
  });

  test('a timed test’s log is replayed to the end of its time', () => {
    // Keys past 30 s are not taken: the test ended at its deadline, well after the last key taken.
    const gaps = humanGaps(SAMPLE.length, { fastestMs: 400, slowestMs: 800 });
    const result = typedWithGaps(SAMPLE, SAMPLE, gaps, { durationSeconds: 30 });
    expect(result.elapsedSeconds).toBe(30);
    expect(judgeKeyLog(result)).toEqual(clean);
  });
});

describe('judgeKeyLog: what may not rank', () => {
  const script = SAMPLE.slice(0, 80);

  test('a script’s even steps are too even', () => {
    expect(judgeKeyLog(typedSteadily(SAMPLE, script, { stepMs: 150 }))).toEqual({
      contradictions: [],
      holds: ['even-rhythm'],
    });
  });

  test('a little jitter on an even step is still too even', () => {
    const jittered = humanGaps(script.length, { fastestMs: 140, slowestMs: 160 });
    expect(judgeKeyLog(typedWithGaps(SAMPLE, script, jittered)).holds).toEqual(['even-rhythm']);
  });

  test('keys faster than any person keeps up are too fast', () => {
    const gaps = humanGaps(script.length, { fastestMs: 5, slowestMs: 60 });
    expect(judgeKeyLog(typedWithGaps(SAMPLE, script, gaps)).holds).toEqual(['too-fast', 'short-gaps']);
  });

  test('a script whose median sits on the line is too fast on average', () => {
    // The forged test of the review: gaps cycling 28/40/41 ms, median 40, mean 36.3 (330 WPM).
    const gaps = Array.from({ length: script.length }, (_, i) => [28, 40, 41][i % 3]!);
    expect(judgeKeyLog(typedWithGaps(SAMPLE, script, gaps)).holds).toContain('too-fast');
  });

  test('a log that does not end at the reported time', () => {
    // A 30 s test run to its timer, reported as 29.9 s: the WPM still rounds the same.
    const gaps = humanGaps(SAMPLE.length, { seed: 3, fastestMs: 400, slowestMs: 800 });
    const result = typedWithGaps(SAMPLE, SAMPLE, gaps, { durationSeconds: 30 });
    expect(judgeKeyLog({ ...result, elapsedSeconds: 29.9 })).toEqual({
      contradictions: [],
      holds: ['log-end-mismatch'],
    });
    expect(endsAtReportedTime({ elapsedSeconds: 29.96 }, result)).toBe(true);
    expect(endsAtReportedTime({ elapsedSeconds: 30.06 }, result)).toBe(false);
  });

  test('no log may not rank', () => {
    const { keyLog: _none, ...bare } = typedWithGaps(SAMPLE, script, humanGaps(script.length));
    expect(judgeKeyLog(bare)).toEqual({ contradictions: [], holds: ['no-key-log'] });
  });
});

describe('judgeKeyLog: figures the log contradicts', () => {
  const script = SAMPLE.slice(0, 60);
  const result = typedWithGaps(SAMPLE, script, humanGaps(script.length));

  test('each reported figure is checked against the replay', () => {
    expect(judgeKeyLog({ ...result, wpm: result.wpm + 5 }).contradictions).toEqual(['log-wpm-mismatch']);
    expect(judgeKeyLog({ ...result, wpm: result.wpm + 1 }).contradictions).toEqual([]);
    expect(judgeKeyLog({ ...result, accuracy: 99 }).contradictions).toEqual(['log-accuracy-mismatch']);
    expect(judgeKeyLog({ ...result, correctPresses: result.correctPresses + 1 }).contradictions).toEqual([
      'log-presses-mismatch',
    ]);
    expect(judgeKeyLog({ ...result, userInput: result.userInput.slice(0, -1) }).contradictions).toEqual([
      'log-text-mismatch',
    ]);
  });

  test('a faster test’s figures over a slower test’s log of the same text', () => {
    const slow = typedWithGaps(SAMPLE, script, humanGaps(script.length, { fastestMs: 300, slowestMs: 500 }));
    expect(slow.userInput).toBe(result.userInput);
    expect(judgeKeyLog({ ...result, keyLog: slow.keyLog }).contradictions).toEqual(['log-wpm-mismatch']);
  });

  test('a word test whose log lacks its Enter runs to the untimed cap', () => {
    const words = { ...result, mode: 'words' as const, wordCount: 25 as const, durationSeconds: undefined };
    const withoutEnter = result.keyLog!.slice(0, result.keyLog!.lastIndexOf('\n'));
    const replayed = replayKeyLog(words, decodeKeyLog(withoutEnter)!)!;
    expect(replayed.elapsedSeconds).toBe(600);
    expect(judgeKeyLog({ ...words, keyLog: withoutEnter })).toEqual({
      contradictions: ['log-wpm-mismatch'],
      holds: ['log-end-mismatch'],
    });
  });

  test('keys that never start a test, or a text that is not a log', () => {
    expect(logContradictions(result, replayKeyLog(result, [{ key: 'Enter', atMs: 0 }]))).toEqual(['log-unfinished']);
    expect(judgeKeyLog({ ...result, keyLog: 'not a log' })).toEqual({
      contradictions: ['unreadable-key-log'],
      holds: [],
    });
  });
});

describe('rhythmHolds and gapStatistics', () => {
  test('median and spread', () => {
    expect(gapStatistics(keysAt([0, 100, 200, 5, 300]))).toEqual({
      gaps: 4,
      meanMs: 151.25,
      medianMs: 150,
      lowerQuartileMs: 5,
      shortShare: 0.25,
      variation: expect.closeTo(0.728, 3),
    });
    expect(gapStatistics(keysAt([0]))).toEqual({
      gaps: 0,
      meanMs: 0,
      medianMs: 0,
      lowerQuartileMs: 0,
      shortShare: 0,
      variation: 0,
    });
  });

  test('a few keys struck together are a person’s; keys sent in bursts are not', () => {
    const typed = Array.from({ length: 40 }, (_, i) => (i % 12 === 0 ? 4 : 60 + (i % 7) * 25));
    expect(rhythmHolds(keysAt([0, ...typed]))).toEqual([]);
    // Pairs of keys at once, then a pause: median and mean look like 220 WPM.
    const bursts = Array.from({ length: 40 }, (_, i) => (i % 2 === 0 ? 0 : 100 + (i % 5) * 3));
    expect(rhythmHolds(keysAt([0, ...bursts]))).toEqual(['short-gaps']);
  });

  test('a median under 40 ms is too fast however few the gaps', () => {
    expect(rhythmHolds(keysAt([0, 30, 35, 32]))).toEqual(['too-fast']);
    expect(rhythmHolds(keysAt([0, 80, 95, 70]))).toEqual([]);
  });

  test('the fastest typing on record passes: 256 WPM with uneven gaps', () => {
    // 12,000 ÷ 256 ≈ 47 ms a key on average, spread ±60 %.
    const record = Array.from({ length: 200 }, (_, i) => 47 * (0.4 + ((i * 37) % 100) / 83));
    const stats = gapStatistics(keysAt([0, ...record]));
    expect(stats.meanMs).toBeGreaterThan(RHYTHM_LIMITS.minMeanGapMs);
    expect(rhythmHolds(keysAt([0, ...record]))).toEqual([]);
  });

  test('evenness is judged over 20 gaps or more', () => {
    expect(rhythmHolds(keysAt(new Array<number>(20).fill(150)))).toEqual([]);
    expect(rhythmHolds(keysAt(new Array<number>(21).fill(150)))).toEqual(['even-rhythm']);
  });
});
