import { ErrorCode } from '@typing/contracts';
import { mobyDickPassages } from '@typing/practice-content';
import { knownPassageLength } from './known-passages';
import { refusalOf, submissionContext, testKind, toHistoryRow } from './result-rules';

const SAMPLE = 'the quick brown fox jumps over the lazy dog and keeps running far away';

describe('judging a submitted result in the service', () => {
  it('answers too long an input with 400, and figures that do not add up with 422', () => {
    expect(refusalOf({ outcome: 'input-too-long' })).toMatchObject({ status: 400, code: ErrorCode.ValidationFailed });
    expect(refusalOf({ outcome: 'refused', problems: ['log-wpm-mismatch'] })).toMatchObject({
      status: 422,
      code: ErrorCode.ResultRejected,
      problems: ['log-wpm-mismatch'],
    });
  });

  it('knows the passages quote mode serves', () => {
    const [first] = mobyDickPassages();
    expect(knownPassageLength(first!.text)).toBe(first!.length);
    expect(knownPassageLength(`${first!.text} `)).toBeUndefined();
    expect(submissionContext({ sampleText: first!.text }).servedPassageLength).toBe(first!.length);
    expect(submissionContext({ sampleText: SAMPLE }).servedPassageLength).toBeUndefined();
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
