import { keyDepressionSpeed } from './key-depressions';

describe('speed in key depressions', () => {
  it('counts five key depressions to a word, and per hour as the exams do', () => {
    // 2,000 key depressions in 10 minutes: 12,000 an hour, 40 words of five a minute.
    expect(keyDepressionSpeed(2000, 600)).toEqual({ kdph: 12_000, wpm: 40 });
    expect(keyDepressionSpeed(7, 3)).toEqual({ kdph: 8400, wpm: 28 });
  });

  it('is zero before any time has passed', () => {
    expect(keyDepressionSpeed(10, 0)).toEqual({ kdph: 0, wpm: 0 });
  });
});
