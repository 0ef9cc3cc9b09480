import fc from 'fast-check';
import {
  accuracyPercent,
  countCharacters,
  countTypedWords,
  effectiveSpeed,
  profileLevel,
  sessionStatus,
  skillLevel,
  wordsPerMinute,
} from './metrics';

describe('countTypedWords', () => {
  it.each([
    ['', 0],
    [' ', 0],
    ['the', 1],
    ['the qu', 2],
    ['the quick ', 2],
    ['  the   quick  ', 2],
    ['xxx yyy zzz', 3],
  ])('counts %j as %i words', (input, expected) => {
    expect(countTypedWords(input)).toBe(expected);
  });

  it('splits on the space character only', () => {
    expect(countTypedWords('a\tb')).toBe(1);
  });
});

describe('wordsPerMinute', () => {
  it('divides typed words by elapsed minutes', () => {
    expect(wordsPerMinute(50, 60)).toBe(50);
    expect(wordsPerMinute(25, 30)).toBe(50);
    expect(wordsPerMinute(100, 120)).toBe(50);
  });

  it('rounds down', () => {
    expect(wordsPerMinute(10, 7)).toBe(85); // 85.71…
    expect(wordsPerMinute(1, 61)).toBe(0); // 0.98…
  });

  it('is exact where floating-point division is not', () => {
    // 10 / (12 / 60) and 1 / (0.1 / 60) must be 50 and 600, not 49.999… and 599.999…
    expect(wordsPerMinute(10, 12)).toBe(50);
    expect(wordsPerMinute(1, 0.1)).toBe(600);
    expect(wordsPerMinute(7, 8.4)).toBe(50);
  });

  it('floors elapsed time at 0.001 minute, so 0 seconds does not divide by zero', () => {
    expect(wordsPerMinute(1, 0)).toBe(1000);
    expect(wordsPerMinute(3, 0.01)).toBe(3000);
    expect(wordsPerMinute(1, 0.06)).toBe(1000);
    expect(wordsPerMinute(1, 0.12)).toBe(500);
  });

  it('is 0 with no words, even with no time', () => {
    expect(wordsPerMinute(0, 0)).toBe(0);
    expect(wordsPerMinute(0, 60)).toBe(0);
  });

  it('treats negative or missing time as zero and infinite time as no speed', () => {
    expect(wordsPerMinute(2, -5)).toBe(2000);
    expect(wordsPerMinute(2, Number.NaN)).toBe(2000);
    expect(wordsPerMinute(2, Number.POSITIVE_INFINITY)).toBe(0);
  });

  it('is never negative, NaN or infinite', () => {
    fc.assert(
      fc.property(fc.integer({ min: -5, max: 10_000 }), fc.double(), (words, seconds) => {
        const wpm = wordsPerMinute(words, seconds);
        return Number.isInteger(wpm) && wpm >= 0;
      }),
    );
  });
});

describe('countCharacters', () => {
  it('compares each typed character with the sample at its position', () => {
    expect(countCharacters('the cat', 'tha cut')).toEqual({ correctChars: 5, incorrectChars: 2 });
  });

  it('counts nothing for nothing typed', () => {
    expect(countCharacters('abc', '')).toEqual({ correctChars: 0, incorrectChars: 0 });
  });

  it('counts characters beyond the sample as wrong', () => {
    expect(countCharacters('ab', 'abcd')).toEqual({ correctChars: 2, incorrectChars: 2 });
  });
});

describe('accuracyPercent', () => {
  it('is the floored percent of correct characters', () => {
    expect(accuracyPercent(5, 7)).toBe(71);
    expect(accuracyPercent(2, 3)).toBe(66);
    expect(accuracyPercent(7, 7)).toBe(100);
    expect(accuracyPercent(0, 7)).toBe(0);
    expect(accuracyPercent(199, 200)).toBe(99);
  });

  it('is 100 when nothing has been typed', () => {
    expect(accuracyPercent(0, 0)).toBe(100);
  });

  it('always lies in 0..100', () => {
    fc.assert(
      fc.property(fc.nat(), fc.nat(), (a, b) => {
        const accuracy = accuracyPercent(Math.min(a, b), Math.max(a, b));
        return Number.isInteger(accuracy) && accuracy >= 0 && accuracy <= 100;
      }),
    );
  });
});

describe('skillLevel', () => {
  it.each([
    [90, 100, 'Master'],
    [89, 100, 'Expert'],
    [70, 100, 'Expert'],
    [69, 100, 'Advanced'],
    [50, 100, 'Advanced'],
    [49, 100, 'Intermediate'],
    [30, 100, 'Intermediate'],
    [29, 100, 'Improving'],
    [15, 100, 'Improving'],
    [14, 100, 'Beginner'],
    [0, 100, 'Beginner'],
    [0, 0, 'Beginner'],
  ] as const)('%i WPM at %i%% is %s', (wpm, accuracy, level) => {
    expect(skillLevel(wpm, accuracy)).toBe(level);
  });

  it('uses WPM × accuracy, not WPM alone', () => {
    expect(skillLevel(100, 90)).toBe('Master'); // effective 90
    expect(skillLevel(100, 89)).toBe('Expert'); // effective 89
    expect(skillLevel(60, 50)).toBe('Intermediate'); // effective 30
    expect(skillLevel(50, 30)).toBe('Improving'); // effective 15
    expect(skillLevel(70, 20)).toBe('Beginner'); // effective 14
  });

  it('is Beginner for unusable numbers', () => {
    expect(skillLevel(Number.NaN, 100)).toBe('Beginner');
  });
});

describe('effectiveSpeed', () => {
  it('discounts WPM by accuracy', () => {
    expect(effectiveSpeed(80, 75)).toBe(60);
  });
});

describe('sessionStatus', () => {
  it.each([
    [40, 95, 'Excellent'],
    [39, 95, 'Good'],
    [20, 95, 'Good'],
    [19, 95, 'Practice Needed'],
    [1, 1, 'Practice Needed'],
    [0, 95, 'N/A'],
    [55, 0, 'N/A'],
    [0, 0, 'N/A'],
  ] as const)('%i WPM at %i%% is %s', (wpm, accuracy, status) => {
    expect(sessionStatus(wpm, accuracy)).toBe(status);
  });
});

describe('profileLevel', () => {
  it.each([
    [0, 1],
    [9.9, 1],
    [19.99, 1],
    [20, 2],
    [45, 4],
    [150, 15],
    [Number.NaN, 1],
  ])('an average of %d WPM is level %i', (average, level) => {
    expect(profileLevel(average)).toBe(level);
  });
});
