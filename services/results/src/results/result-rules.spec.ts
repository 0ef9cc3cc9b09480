import { ErrorCode, type SaveResultRequest } from '@typing/contracts';
import { judgeKeyLog } from '@typing/typing-core';
import { typedSteadily } from '@typing/typing-core/testing';
import { mobyDickPassages } from '@typing/practice-content';
import { knownPassageLength } from './known-passages';
import { judgeResult, testKind, toHistoryRow } from './result-rules';

const SAMPLE = 'the quick brown fox jumps over the lazy dog and keeps running far away';

/** A genuine result from the engine: `script` typed one key every 150 ms ('<' is Backspace), then Enter. */
function typed(script: string, sample = SAMPLE): SaveResultRequest {
  return { ...typedSteadily(sample, script), clientId: '8c1c3f4e-3b7a-4d7e-9a55-0a3f2f6d9b10' } as SaveResultRequest;
}

describe('judging a submitted result', () => {
  it('accepts what the engine produced, mistakes and corrections included', () => {
    expect(judgeResult(typed('the quick brown fox'))).toBeNull();
    expect(judgeResult(typed('thw quixk<k brown fpx jumps'))).toBeNull();
  });

  it('refuses a forged WPM or accuracy with 422', () => {
    const genuine = typed('the quick brown fox');
    expect(judgeResult({ ...genuine, wpm: genuine.wpm + 40 })).toMatchObject({
      status: 422,
      code: ErrorCode.ResultRejected,
    });
    expect(judgeResult({ ...genuine, accuracy: 100, correctChars: genuine.correctChars + 1 })?.status).toBe(422);
  });

  it('refuses figures its key log contradicts with 422', () => {
    const genuine = typed('the quick brown fox');
    expect(judgeResult(genuine, undefined, judgeKeyLog(genuine).contradictions)).toBeNull();
    // The same text typed at half the pace: its log gives half the WPM.
    const borrowed = { ...genuine, keyLog: typedSteadily(SAMPLE, 'the quick brown fox', { stepMs: 300 }).keyLog };
    expect(judgeResult(borrowed, undefined, judgeKeyLog(borrowed).contradictions)).toMatchObject({
      status: 422,
      code: ErrorCode.ResultRejected,
      problems: ['log-wpm-mismatch'],
    });
  });

  it('accepts a quote test only over a served passage of the length it claims', () => {
    const passage = 'Call me Ishmael. Some years ago--never mind how long precisely--I went to sea.';
    const { durationSeconds: _timed, ...untimed } = typed('Call me Ishmael. Some', passage);
    const quote = { ...untimed, mode: 'quote', quoteLength: 'short' } as SaveResultRequest;
    const served = (text: string) => (text === passage ? 'short' : undefined);
    expect(judgeResult(quote, served)).toBeNull();
    expect(judgeResult({ ...quote, quoteLength: 'long' }, served)).toMatchObject({
      status: 422,
      problems: ['unknown-passage'],
    });
    const own = typed('call me', 'call me anything you like');
    const { durationSeconds: _t, ...ownUntimed } = own;
    expect(judgeResult({ ...ownUntimed, mode: 'quote', quoteLength: 'short' }, served)?.problems).toEqual([
      'unknown-passage',
    ]);
  });

  it('knows the passages quote mode serves', () => {
    const [first] = mobyDickPassages();
    expect(knownPassageLength(first!.text)).toBe(first!.length);
    expect(knownPassageLength(`${first!.text} `)).toBeUndefined();
  });

  it('refuses an input longer than the sample with 400', () => {
    const genuine = typed('the quick');
    expect(judgeResult({ ...genuine, sampleText: 'the' })?.status).toBe(400);
  });

  it('refuses extras that disagree with the wrong presses', () => {
    const genuine = typed('thw quick');
    expect(genuine.substitutions).toEqual([{ expected: 'e', typed: 'w', count: 1 }]);
    expect(judgeResult({ ...genuine, substitutions: [{ expected: 'e', typed: 'w', count: 3 }] })?.problems).toContain(
      'substitutions-mismatch',
    );
    expect(judgeResult({ ...genuine, weakKeyStats: [{ key: 'q', count: 1 }] })?.problems).toContain(
      'weak-keys-mismatch',
    );
    const timing = genuine.keyTimings![0]!;
    expect(
      judgeResult({
        ...genuine,
        keyTimings: [{ ...timing, totalMs: 100_000, meanMs: Math.round(100_000 / timing.samples) }],
      })?.problems,
    ).toContain('timings-exceed-elapsed');
  });
});

describe('a history row', () => {
  const stored = {
    _id: 'u:1',
    userId: 'u',
    clientId: '1',
    createdAt: new Date('2025-01-01T00:00:00Z'),
    kind: 'time-60' as const,
    wpm: 36,
    accuracy: 90,
    correctChars: 18,
    incorrectChars: 2,
    elapsedSeconds: 10,
    skillLevel: 'Beginner',
    sampleText: SAMPLE,
    userInput: 'the quixk brown fix ',
    wrongKeyPresses: [],
    weakKeyStats: [],
    keyTimings: [],
    substitutions: [],
    wpmSeries: [],
  };

  it('shows net and raw WPM as saved', () => {
    expect(toHistoryRow({ ...stored, netWpm: 11, rawWpm: 23 })).toMatchObject({ wpm: 36, netWpm: 11, rawWpm: 23 });
  });

  it('computes them from the texts for a result saved before they existed', () => {
    // 'the ' and 'brown ' (10 characters) and all 20, in 10 seconds.
    expect(toHistoryRow(stored)).toMatchObject({ netWpm: 12, rawWpm: 24 });
  });

  it('has none for a result stored without its texts', () => {
    const { sampleText: _s, userInput: _u, ...textless } = stored;
    const row = toHistoryRow(textless as never);
    expect(row).not.toHaveProperty('netWpm');
    expect(row).not.toHaveProperty('rawWpm');
  });
});

describe('a test kind', () => {
  it('names the kind of a test by its mode', () => {
    expect(testKind({ durationSeconds: 60 })).toBe('time-60');
    expect(testKind({ mode: 'time', durationSeconds: 30 })).toBe('time-30');
    expect(testKind({ mode: 'words', wordCount: 25 })).toBe('words-25');
    expect(testKind({ mode: 'custom' })).toBe('custom');
    expect(testKind({ mode: 'quote', quoteLength: 'medium' })).toBe('quote-medium');
  });
});
