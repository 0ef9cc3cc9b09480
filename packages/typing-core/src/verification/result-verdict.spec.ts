import type { TestDuration } from '../constants';
import { KEY_ENTER } from '../engine/keys';
import { applyKeys, createTest, deadlineMs, tick, type TimedKey } from '../engine/typing-test';
import { pressAccuracy, summarize, type TypingResult } from '../figures/result';
import { replayHindiKeyLog } from '../hindi/replay';
import { KEYSTROKE_LOGS } from '../testing/keystroke-logs.fixture';
import { humanGaps, typedSteadily, typedWithGaps } from '../testing/steady-typing';
import { keysFor } from '../testing/timed-keys';
import { decodeKeyLog, encodeKeyLog } from './key-log-encoding';
import {
  endsAtReportedTime,
  gapStatistics,
  judgeKeyLog,
  replayKeyLog,
  RHYTHM_LIMITS,
  rhythmHolds,
} from './key-log-check';
import {
  judgeSubmittedResult,
  type JudgedResult,
  type RankingHold,
  type ResultVerdict,
  type SubmissionContext,
  type SubmissionProblem,
} from './result-verdict';

interface Case {
  readonly name: string;
  readonly result: JudgedResult;
  readonly context: SubmissionContext;
  readonly verdict: ResultVerdict;
}

const SERVED_NONE: SubmissionContext = { servedPassageLength: undefined, replayLayoutKeys: replayHindiKeyLog };
const accepted = (...holds: RankingHold[]): ResultVerdict => ({ outcome: 'accepted', holds });
const refused = (...problems: SubmissionProblem[]): ResultVerdict => ({ outcome: 'refused', problems });
const TOO_LONG: ResultVerdict = { outcome: 'input-too-long' };

/** Only the figures: no key log, timings or substitutions to judge besides them. */
function figuresOf(result: TypingResult): JudgedResult {
  const { keyLog: _log, keyTimings: _timings, substitutions: _subs, ...figures } = result;
  return figures;
}

// The figures: a 30 s test ended with Enter, one mistake fixed ('thx⌫e') and one left ('cqt').
const SHORT_SAMPLE = 'the cat sat on the mat';
const genuine = summarize(applyKeys(createTest(SHORT_SAMPLE, 30), keysFor('thx⌫e cqt sat⏎', 0, 250)));
const figures = figuresOf(genuine);
/** SPEC §3's fields with the press counts and the comparable speeds, nothing else. */
const { sampleText, userInput, elapsedSeconds, wpm, netWpm, rawWpm, accuracy, correctChars } = genuine;
const { incorrectChars, wrongKeyPresses, correctPresses } = genuine;
const specResult = { sampleText, userInput, elapsedSeconds, wpm, netWpm, rawWpm, accuracy, correctChars };
const pressCounted = { ...specResult, incorrectChars, wrongKeyPresses, correctPresses };
const { durationSeconds: _omitted, ...undurated } = figures;
const extraPresses = genuine.correctPresses + 200;
const fewerPresses = genuine.correctChars - 1;
const WORDS_TEXT =
  'one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen seventeen eighteen nineteen twenty twentyone twentytwo twentythree twentyfour twentyfive';
const typedWords = { ...typedSteadily(WORDS_TEXT, 'one two three'), durationSeconds: undefined };

// The key log: a person's typing, a script's, and figures a log contradicts.
const PHRASE = 'the quick brown fox jumps over the lazy dog and runs far away into the green hills';
const SAMPLE = `${PHRASE} ${PHRASE} ${PHRASE}`;
const script = SAMPLE.slice(0, 80);
const typedBy = (targetWpm: number) => {
  const meanGapMs = 12_000 / targetWpm; // five characters a word
  // A typo fixed with Backspace on the way.
  const typo = `${SAMPLE.slice(0, 20)}x<${SAMPLE.slice(20, 180)}`;
  const gaps = humanGaps(typo.length, { seed: targetWpm, fastestMs: meanGapMs / 2, slowestMs: meanGapMs * 1.5 });
  return typedWithGaps(SAMPLE, typo, gaps, { durationSeconds: 60 });
};
/** The one recorded test its timer ended; the others ended with Enter or at the end of the text. */
const RAN_TO_ITS_TIME = 'timerRanOut';
const recorded = (log: (typeof KEYSTROKE_LOGS)[string]) => {
  const keys = log.keys.map(([key, atMs]) => ({ key, atMs }));
  let state = applyKeys(createTest(log.sampleText, log.durationSeconds), keys);
  if (state.status === 'running') state = tick(state, deadlineMs(state)!);
  return summarize(state);
};
// The page's clock has fractions: 'b' comes 29,999.6 ms after the first key of a 30 s test.
const toTheDeadline = applyKeys(createTest('ab cd', 30), [
  { key: 'a', atMs: 1000.7 },
  { key: 'b', atMs: 31_000.3 },
]);
const atTheDeadline = summarize(tick(toTheDeadline, deadlineMs(toTheDeadline)!));
const toItsTime = typedWithGaps(SAMPLE, SAMPLE, humanGaps(SAMPLE.length, { fastestMs: 400, slowestMs: 800 }), {
  durationSeconds: 30,
});
const endingElsewhere = typedWithGaps(
  SAMPLE,
  SAMPLE,
  humanGaps(SAMPLE.length, { seed: 3, fastestMs: 400, slowestMs: 800 }),
  { durationSeconds: 30 },
);
const logged = typedWithGaps(SAMPLE, SAMPLE.slice(0, 60), humanGaps(60));
const slowLog = typedWithGaps(SAMPLE, SAMPLE.slice(0, 60), humanGaps(60, { fastestMs: 300, slowestMs: 500 }));
const asWords = { ...logged, mode: 'words' as const, wordCount: 25 as const, durationSeconds: undefined };
const withoutEnter = logged.keyLog!.slice(0, logged.keyLog!.lastIndexOf('\n'));

// What the service passes in, and the extras it sends.
const SERVICE_SAMPLE = 'the quick brown fox jumps over the lazy dog and keeps running far away';
const steady = (typedScript: string, sample = SERVICE_SAMPLE) => typedSteadily(sample, typedScript);
const fox = steady('the quick brown fox');
// 19 keys 7.4 ms apart: the page's test is 141 ms long and its log's 140 ms, 1,702 against 1,714 WPM.
const machineSpeed = typedWithGaps(SERVICE_SAMPLE, 'the quick brown fox', new Array<number>(19).fill(7.4));
const withSlip = steady('thw quick');
const PASSAGE = 'Call me Ishmael. Some years ago--never mind how long precisely--I went to sea.';
const untimed = <T extends JudgedResult>({ durationSeconds: _timed, ...rest }: T) => rest;
const quote = {
  ...untimed(steady('Call me Ishmael. Some', PASSAGE)),
  mode: 'quote' as const,
  quoteLength: 'short' as const,
};
const ownQuote = { ...untimed(steady('call me', 'call me anything you like')), mode: 'quote' as const };
const SERVED_SHORT: SubmissionContext = { ...SERVED_NONE, servedPassageLength: 'short' };
const timing = withSlip.keyTimings[0]!;

// Ranking: whole timed tests only.
const LONG_SAMPLE = `${SAMPLE} ${PHRASE}`;
const person = (text: string) =>
  typedWithGaps(LONG_SAMPLE, text, humanGaps(text.length, { fastestMs: 300, slowestMs: 600 }), { durationSeconds: 30 });

const { keyLog: _none, ...unlogged } = person(LONG_SAMPLE);

const row = (name: string, result: JudgedResult, verdict: ResultVerdict, context = SERVED_NONE): Case => ({
  name,
  result,
  context,
  verdict,
});

const CASES: readonly Case[] = [
  // The figures follow from the text, the time and the presses.
  row('the figures of a result the engine produced', figures, accepted('no-key-log', 'ended-early')),
  row('the spec fields with the press counts and the comparable speeds alone', pressCounted, accepted('no-key-log')),
  row('a forged speed', { ...figures, wpm: figures.wpm + 1 }, refused('score-mismatch')),
  row('a forged net speed', { ...figures, netWpm: figures.netWpm + 1 }, refused('score-mismatch')),
  row('a forged raw speed', { ...figures, rawWpm: figures.rawWpm - 1 }, refused('score-mismatch')),
  row('a forged accuracy', { ...figures, accuracy: 100 }, refused('score-mismatch')),
  row('a forged character count', { ...figures, correctChars: figures.correctChars + 1 }, refused('score-mismatch')),
  row(
    'extra correct presses the accuracy leaves out',
    { ...figures, correctPresses: extraPresses },
    refused('score-mismatch'),
  ),
  row(
    'extra correct presses the accuracy counts (it is the presses’, not the input’s)',
    { ...figures, correctPresses: extraPresses, accuracy: pressAccuracy(extraPresses, 2) },
    accepted('no-key-log', 'ended-early'),
  ),
  row(
    'fewer correct presses than correct characters left in the input',
    { ...figures, correctPresses: fewerPresses, accuracy: pressAccuracy(fewerPresses, 2) },
    refused('presses-missing'),
  ),
  row('an input longer than the sample', { ...figures, userInput: `${SHORT_SAMPLE}x` }, TOO_LONG),
  row('an input longer than a sample the service got', { ...fox, sampleText: 'the' }, TOO_LONG),
  row(
    'a time past the chosen duration',
    { ...figures, elapsedSeconds: 30.001 },
    refused('elapsed-out-of-range', 'score-mismatch'),
  ),
  row(
    'a negative time',
    { ...figures, elapsedSeconds: -1 },
    refused('elapsed-out-of-range', 'score-mismatch', 'timings-exceed-elapsed'),
  ),
  row(
    'a time that is not a number',
    { ...figures, elapsedSeconds: Number.NaN },
    refused('elapsed-out-of-range', 'score-mismatch'),
  ),
  row('120 seconds with no duration sent', { ...undurated, elapsedSeconds: 120, wpm: 1 }, refused('score-mismatch')),
  row(
    '121 seconds with no duration sent',
    { ...undurated, elapsedSeconds: 121, wpm: 0 },
    refused('elapsed-out-of-range', 'score-mismatch'),
  ),
  row('an unknown duration', { ...figures, durationSeconds: 45 as TestDuration }, refused('invalid-duration')),
  row(
    'weak keys the wrong presses do not give',
    { ...figures, weakKeyStats: [{ key: 'z', count: 9 }] },
    refused('weak-keys-mismatch'),
  ),
  row(
    'weak keys in another order than the engine’s',
    {
      ...figures,
      wrongKeyPresses: ['a', 'e', 'b', 'b'],
      weakKeyStats: [
        { key: 'a', count: 1 },
        { key: 'e', count: 1 },
        { key: 'b', count: 2 },
      ],
      accuracy: pressAccuracy(figures.correctPresses, 4),
    },
    accepted('no-key-log', 'ended-early'),
  ),
  row(
    'a wrong character left in the input that no wrong press explains',
    { ...figures, wrongKeyPresses: ['e'], weakKeyStats: [{ key: 'e', count: 1 }], accuracy: pressAccuracy(10, 1) },
    refused('wrong-presses-missing'),
  ),
  row('an untimed word test within its limit', { ...typedWords, mode: 'words', wordCount: 25 }, accepted()),
  row(
    'a custom text at 599 seconds',
    { ...typedWords, mode: 'custom', elapsedSeconds: 599 },
    refused('score-mismatch'),
  ),
  row(
    'a custom text past 600 seconds',
    { ...typedWords, mode: 'custom', elapsedSeconds: 601 },
    refused('elapsed-out-of-range', 'score-mismatch'),
  ),
  row(
    'a custom text with a duration',
    { ...typedWords, mode: 'custom', durationSeconds: 60 },
    refused('invalid-duration'),
  ),
  row(
    'a word test of another word count',
    { ...typedWords, mode: 'words', wordCount: 50 },
    refused('word-count-mismatch'),
  ),

  // The extras tell the same story as the wrong presses and the time.
  row('what the engine produced, with its extras', fox, accepted('ended-early')),
  row('a forged speed with its extras', { ...fox, wpm: fox.wpm + 40 }, refused('score-mismatch', 'log-wpm-mismatch')),
  row(
    'a forged accuracy with its extras',
    { ...fox, accuracy: 100, correctChars: fox.correctChars + 1 },
    refused('score-mismatch'),
  ),
  row(
    'what the engine produced, mistakes and corrections included',
    steady('thw quixk<k brown fpx jumps'),
    accepted('even-rhythm', 'ended-early'),
  ),
  row(
    'substitutions that do not add up to the wrong presses',
    { ...withSlip, substitutions: [{ expected: 'e', typed: 'w', count: 3 }] },
    refused('substitutions-mismatch'),
  ),
  row(
    'a substitution listed twice',
    { ...withSlip, substitutions: [...withSlip.substitutions, ...withSlip.substitutions] },
    refused('substitutions-duplicated', 'substitutions-mismatch'),
  ),
  row(
    'a substitution of a key by itself',
    { ...withSlip, substitutions: [{ expected: 'e', typed: 'e', count: 1 }] },
    refused('substitution-not-wrong'),
  ),
  row(
    'weak keys listed twice',
    { ...withSlip, weakKeyStats: [...withSlip.weakKeyStats, ...withSlip.weakKeyStats] },
    refused('weak-keys-mismatch', 'weak-keys-duplicated'),
  ),
  row(
    'weak keys of another key',
    { ...withSlip, weakKeyStats: [{ key: 'q', count: 1 }] },
    refused('weak-keys-mismatch'),
  ),
  row(
    'timings longer than the test',
    { ...withSlip, keyTimings: [{ ...timing, totalMs: 100_000, meanMs: Math.round(100_000 / timing.samples) }] },
    refused('timings-exceed-elapsed'),
  ),
  row('a key timed twice', { ...withSlip, keyTimings: [timing, timing] }, refused('timings-duplicated')),
  row(
    'a timing whose mean is not its total over its samples',
    { ...withSlip, keyTimings: [{ ...timing, meanMs: timing.meanMs + 1 }] },
    refused('timing-mean-mismatch'),
  ),
  row(
    'more timed keys than presses',
    { ...withSlip, keyTimings: [{ key: 'q', samples: 1000, totalMs: 1000, meanMs: 1 }] },
    refused('timings-too-many'),
  ),

  // A quote is a served passage of the length it claims.
  row('a quote over a served passage of its length', quote, accepted('even-rhythm'), SERVED_SHORT),
  row('a quote claiming another length', { ...quote, quoteLength: 'long' }, refused('unknown-passage'), SERVED_SHORT),
  row('a quote over a text never served', { ...ownQuote, quoteLength: 'short' }, refused('unknown-passage')),

  // The key log replays to the reported figures, in a person's rhythm.
  ...[40, 60, 80, 100, 120].map((wpm) => row(`uneven gaps at ${wpm} WPM`, typedBy(wpm), accepted('ended-early'))),
  ...Object.entries(KEYSTROKE_LOGS).map(([name, log]) =>
    row(`the recorded log "${name}"`, recorded(log), name === RAN_TO_ITS_TIME ? accepted() : accepted('ended-early')),
  ),
  row('a key taken a fraction of a millisecond before the deadline', atTheDeadline, accepted()),
  row('a timed test’s log replayed to the end of its time', toItsTime, accepted()),
  row('a script’s even steps', typedSteadily(SAMPLE, script, { stepMs: 150 }), accepted('even-rhythm', 'ended-early')),
  row(
    'a little jitter on an even step',
    typedWithGaps(SAMPLE, script, humanGaps(80, { fastestMs: 140, slowestMs: 160 })),
    accepted('even-rhythm', 'ended-early'),
  ),
  row(
    'keys faster than any person keeps up',
    typedWithGaps(SAMPLE, script, humanGaps(80, { fastestMs: 5, slowestMs: 60 })),
    accepted('too-fast', 'short-gaps', 'ended-early'),
  ),
  row(
    'a script whose median sits on the line (28/40/41 ms, mean 36.3)',
    typedWithGaps(
      SAMPLE,
      script,
      Array.from({ length: 80 }, (_, i) => [28, 40, 41][i % 3]!),
    ),
    accepted('too-fast', 'ended-early'),
  ),
  row(
    'a log that does not end at the reported time',
    { ...endingElsewhere, elapsedSeconds: 29.9 },
    accepted('log-end-mismatch', 'ended-early'),
  ),
  row('no key log', untimed(figuresOf(fox)), accepted('no-key-log')),
  row(
    'a speed the log puts 5 WPM lower',
    { ...logged, wpm: logged.wpm + 5 },
    refused('score-mismatch', 'log-wpm-mismatch'),
  ),
  row('a speed within the log’s 1 WPM of rounding', { ...logged, wpm: logged.wpm + 1 }, refused('score-mismatch')),
  row(
    'an accuracy the log contradicts',
    { ...logged, accuracy: 99 },
    refused('score-mismatch', 'log-accuracy-mismatch'),
  ),
  row(
    'correct presses the log contradicts',
    { ...logged, correctPresses: logged.correctPresses + 1 },
    refused('log-presses-mismatch'),
  ),
  row(
    'an input the log contradicts',
    { ...logged, userInput: logged.userInput.slice(0, -1) },
    refused('score-mismatch', 'log-text-mismatch'),
  ),
  row('key depressions the log contradicts', { ...logged, keyDepressions: 3 }, refused('log-key-depressions-mismatch')),
  row(
    'a faster test’s figures over a slower test’s log of the same text',
    { ...logged, keyLog: slowLog.keyLog },
    refused('log-wpm-mismatch'),
  ),
  row(
    'a short test at machine speed, its key times fractional on the page and whole milliseconds in the log',
    machineSpeed,
    accepted('too-fast', 'ended-early'),
  ),
  row(
    'a borrowed log of half the pace',
    { ...fox, keyLog: typedSteadily(SERVICE_SAMPLE, 'the quick brown fox', { stepMs: 300 }).keyLog },
    refused('log-wpm-mismatch'),
  ),
  row(
    'a word test whose log lacks its Enter',
    { ...asWords, keyLog: withoutEnter },
    refused('word-count-mismatch', 'log-wpm-mismatch'),
  ),
  row(
    'keys that never start a test',
    { ...logged, keyLog: encodeKeyLog([{ key: KEY_ENTER, atMs: 0 }]) },
    refused('log-unfinished'),
  ),
  row('a text that is not a log', { ...logged, keyLog: 'not a log' }, refused('unreadable-key-log')),

  // Holds: a timed board ranks whole tests a person typed.
  row('a whole timed test typed by a person', person(LONG_SAMPLE), accepted()),
  row('a timed test ended with Enter before its time', person(PHRASE.slice(0, 30)), accepted('ended-early')),
  row(
    'an even script over a whole test',
    typedSteadily(LONG_SAMPLE, LONG_SAMPLE, { stepMs: 120, durationSeconds: 30 }),
    accepted('even-rhythm'),
  ),
  row(
    'an even script that stops early',
    typedSteadily(LONG_SAMPLE, LONG_SAMPLE, { stepMs: 120, durationSeconds: 120 }),
    accepted('even-rhythm', 'ended-early'),
  ),
  row('a whole test without its log', unlogged, accepted('no-key-log')),
];

describe('judgeSubmittedResult', () => {
  it.each(CASES)('$name', ({ result, context, verdict }) => {
    expect(judgeSubmittedResult(result, context)).toEqual(verdict);
  });
});

describe('the cases’ results are what their names say', () => {
  it('the figures: a mistake fixed, one left; accuracy from the presses', () => {
    expect(genuine.userInput).toBe('the cqt sat');
    expect(genuine).toMatchObject({ correctChars: 10, correctPresses: 10, wrongKeyPresses: ['e', 'a'], accuracy: 83 });
    expect(withSlip.substitutions).toEqual([{ expected: 'e', typed: 'w', count: 1 }]);
  });

  it.each([40, 60, 80, 100, 120])('a person at %i WPM', (targetWpm) => {
    const result = typedBy(targetWpm);
    expect(result.wpm).toBeGreaterThan(targetWpm * 0.8);
    expect(result.wpm).toBeLessThan(targetWpm * 1.2);
  });

  it('keys at and after the deadline, the same text at two paces', () => {
    expect(atTheDeadline.userInput).toBe('ab');
    expect(toItsTime.elapsedSeconds).toBe(30);
    expect(slowLog.userInput).toBe(logged.userInput);
  });
});

describe('judgeKeyLog beyond the verdict', () => {
  it('holds a log that ends elsewhere than reported, within 50 ms', () => {
    expect(endsAtReportedTime({ elapsedSeconds: 29.96 }, endingElsewhere)).toBe(true);
    expect(endsAtReportedTime({ elapsedSeconds: 30.06 }, endingElsewhere)).toBe(false);
  });

  it('runs a word test whose log lacks its Enter to the untimed cap, and both refuses and holds it', () => {
    expect(replayKeyLog(asWords, decodeKeyLog(withoutEnter)!)!.elapsedSeconds).toBe(600);
    expect(judgeKeyLog({ ...asWords, keyLog: withoutEnter })).toEqual({
      contradictions: ['log-wpm-mismatch'],
      holds: ['log-end-mismatch'],
    });
  });
});

/** Keys at the given gaps (the first at 0). */
const keysAt = (gaps: readonly number[]): TimedKey[] => {
  let at = 0;
  return gaps.map((gap, i) => ({ key: 'a', atMs: (at += i === 0 ? 0 : gap) }));
};

describe('rhythmHolds and gapStatistics', () => {
  it('median and spread', () => {
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

  it('a few keys struck together are a person’s; keys sent in bursts are not', () => {
    const typed = Array.from({ length: 40 }, (_, i) => (i % 12 === 0 ? 4 : 60 + (i % 7) * 25));
    expect(rhythmHolds(keysAt([0, ...typed]))).toEqual([]);
    // Pairs of keys at once, then a pause: median and mean look like 220 WPM.
    const bursts = Array.from({ length: 40 }, (_, i) => (i % 2 === 0 ? 0 : 100 + (i % 5) * 3));
    expect(rhythmHolds(keysAt([0, ...bursts]))).toEqual(['short-gaps']);
  });

  it('a median under 40 ms is too fast however few the gaps', () => {
    expect(rhythmHolds(keysAt([0, 30, 35, 32]))).toEqual(['too-fast']);
    expect(rhythmHolds(keysAt([0, 80, 95, 70]))).toEqual([]);
  });

  it('the fastest typing on record passes: 256 WPM with uneven gaps', () => {
    // 12,000 ÷ 256 ≈ 47 ms a key on average, spread ±60 %.
    const record = Array.from({ length: 200 }, (_, i) => 47 * (0.4 + ((i * 37) % 100) / 83));
    const stats = gapStatistics(keysAt([0, ...record]));
    expect(stats.meanMs).toBeGreaterThan(RHYTHM_LIMITS.minMeanGapMs);
    expect(rhythmHolds(keysAt([0, ...record]))).toEqual([]);
  });

  it('evenness is judged over 20 gaps or more', () => {
    expect(rhythmHolds(keysAt(new Array<number>(20).fill(150)))).toEqual([]);
    expect(rhythmHolds(keysAt(new Array<number>(21).fill(150)))).toEqual(['even-rhythm']);
  });
});
