import { evaluateExam } from './evaluate';
import { customProfile, RRB_NTPC, SCI_JCA, SSC_CGL_DEST, SSC_CHSL } from './profiles';

const TEN_MINUTES = 600_000;

/** Fifty words of ordinary exam prose. */
const FIFTY = (
  'Typing tests for government jobs in India measure speed and accuracy on a computer. Candidates copy a ' +
  'printed passage within ten minutes, and the board counts every omission, substitution and spelling error ' +
  'as a full mistake, while spacing, capitalisation and punctuation errors count as half mistakes in the final ' +
  'score sheet today.'
).split(' ');

const passageOf = (words: number) => Array.from({ length: words }, (_, i) => FIFTY[i % FIFTY.length]).join(' ');

/** The passage's first `words` words with the words at `wrong` replaced by an unrelated one. */
function typedWith(passage: string, words: number, wrong: ReadonlySet<number>): string {
  return passage
    .split(' ')
    .slice(0, words)
    .map((word, i) => (wrong.has(i) ? 'qqq' : word))
    .join(' ');
}

const every = (step: number, count: number) => new Set(Array.from({ length: count }, (_, k) => 5 + k * step));

describe('SSC CHSL: error percentage over the passage words, limit by category', () => {
  const passage = passageOf(50);

  it('2 full and 1 half mistake in 50 words is (2 + ½ × 1) ÷ 50 × 100 = 5.00 %: a pass for UR (≤ 7 %)', () => {
    const typed = passage
      .replace('government jobs', 'jobs') // omission
      .replace('accuracy', 'acuracy') // spelling
      .replace('Candidates', 'candidates'); // capitalisation
    const sheet = evaluateExam(SSC_CHSL, passage, typed, { elapsedMs: TEN_MINUTES });
    expect([sheet.fullMistakes, sheet.halfMistakes]).toEqual([2, 1]);
    expect(sheet.figures.errorPercent).toEqual({
      label: 'Error percentage',
      value: 5,
      unit: '%',
      formula: '(full + ½ × half) ÷ words in the passage × 100 = (2 + ½ × 1) ÷ 50 × 100 = 5',
    });
    expect(sheet.verdict).toEqual({ result: 'pass', reasons: ['error 5 % ≤ 7 % allowed (UR)'] });
  });

  it('4.5 mistakes in 50 words (9 %) fails UR and passes OBC (≤ 10 %)', () => {
    const typed = typedWith(passage, 50, every(10, 4)).replace('Candidates', 'candidates');
    const options = { elapsedMs: TEN_MINUTES };
    expect(evaluateExam(SSC_CHSL, passage, typed, options).figures.errorPercent.value).toBe(9);
    expect(evaluateExam(SSC_CHSL, passage, typed, options).verdict.result).toBe('fail');
    expect(evaluateExam(SSC_CHSL, passage, typed, { ...options, category: 'OBC' }).verdict.result).toBe('pass');
  });

  it('rounds the error percentage to 2 decimals: 1 of 7 words is 14.29 %', () => {
    const sheet = evaluateExam(SSC_CHSL, 'the quick brown fox jumps over dogs', 'the quick fox jumps over dogs', {
      elapsedMs: TEN_MINUTES,
    });
    expect(sheet.figures.errorPercent.value).toBe(14.29);
  });

  it('counts untyped words at time-out as omissions', () => {
    const typed = passage.split(' ').slice(0, 45).join(' ');
    const sheet = evaluateExam(SSC_CHSL, passage, typed, { elapsedMs: TEN_MINUTES });
    expect([sheet.untypedWords, sheet.counts.omission, sheet.figures.errorPercent.value]).toEqual([5, 5, 10]);
  });

  it('in Hindi: no capitalisation mistakes, a missing danda is half a mistake (½ ÷ 9 words = 5.56 %)', () => {
    const passage = 'भारत एक विशाल देश है। इसकी राजधानी Delhi है।';
    const typed = 'भारत एक विशाल देश है इसकी राजधानी delhi है।';
    const sheet = evaluateExam(SSC_CHSL, passage, typed, { elapsedMs: TEN_MINUTES, language: 'hi' });
    expect([sheet.counts.capitalisation, sheet.counts.punctuation]).toEqual([0, 1]);
    expect(sheet.figures.errorPercent.value).toBe(5.56);
    expect(sheet.verdict).toEqual({ result: 'pass', reasons: ['error 5.56 % ≤ 7 % allowed (UR)'] });
  });

  it('shows speed and key depressions with their formulas (1,750 KD in 10 minutes is 35 wpm, 10,500 KDPH)', () => {
    const sheet = evaluateExam(SSC_CHSL, passage, passage, { elapsedMs: TEN_MINUTES, keyDepressions: 1750 });
    expect(sheet.figures.grossWpm.formula).toBe('key depressions ÷ 5 ÷ minutes = 1750 ÷ 5 ÷ 10 = 35');
    expect(sheet.figures.kdph.formula).toBe('key depressions × 60 ÷ minutes = 1750 × 60 ÷ 10 = 10500');
    expect(sheet.figures.keyDepressions.formula).toBe('counted from the key log = 1750');
    expect(sheet.figures.netWpm.value).toBe(35);
  });
});

describe('SSC CGL DEST: maximum errors by category (UR 20 %, OBC/EWS 25 %, others 30 %)', () => {
  const passage = passageOf(50);
  const typed = typedWith(passage, 50, every(4, 11)); // 11 of 50 = 22 %

  it.each([
    ['UR', 'fail'],
    ['OBC', 'pass'],
    ['EWS', 'pass'],
    ['SC', 'pass'],
  ] as const)('22 %% errors for %s: %s', (category, result) => {
    const sheet = evaluateExam(SSC_CGL_DEST, passage, typed, { elapsedMs: 15 * 60_000, category });
    expect(sheet.figures.errorPercent.value).toBe(22);
    expect(sheet.verdict.result).toBe(result);
  });

  it('2,000 key depressions in 15 minutes is 8,000 KDPH', () => {
    const sheet = evaluateExam(SSC_CGL_DEST, passage, passage, { elapsedMs: 15 * 60_000, keyDepressions: 2000 });
    expect(sheet.figures.kdph.value).toBe(8000);
  });
});

describe('RRB NTPC: (KD ÷ 5 − mistakes beyond 5 % of words typed × 10) ÷ 10', () => {
  const passage = passageOf(400);

  it('the worked example: 1,800 keystrokes, 20 mistakes → 360 words, 18 ignored, (360 − 2 × 10) ÷ 10 = 34 wpm', () => {
    const typed = typedWith(passage, 360, every(17, 20));
    const sheet = evaluateExam(RRB_NTPC, passage, typed, { elapsedMs: TEN_MINUTES, keyDepressions: 1800 });
    expect(sheet.figures.mistakes.value).toBe(20);
    expect(sheet.figures.wordsTyped.value).toBe(360);
    expect(sheet.figures.ignoredMistakes?.value).toBe(18);
    expect(sheet.figures.penalisedMistakes?.value).toBe(2);
    expect(sheet.figures.netWpm.formula).toBe(
      '(key depressions ÷ 5 − penalised × 10) ÷ minutes = (1800 ÷ 5 − 2 × 10) ÷ 10 = 34',
    );
    expect(sheet.verdict).toEqual({ result: 'pass', reasons: ['net speed 34 wpm ≥ 30 wpm required'] });
  });

  it('the second example: 1,600 keystrokes, 19 mistakes (17 full, 4 half) → (320 − 3 × 10) ÷ 10 = 29 wpm, a fail', () => {
    const typed = typedWith(passage, 320, every(17, 17))
      .split(' ')
      .map((word, i) => (word === 'Candidates' && i < 200 ? 'candidates' : word)) // words 14, 64, 114, 164
      .join(' ');
    const sheet = evaluateExam(RRB_NTPC, passage, typed, { elapsedMs: TEN_MINUTES, keyDepressions: 1600 });
    expect([sheet.fullMistakes, sheet.halfMistakes]).toEqual([17, 4]);
    expect(sheet.figures.netWpm.value).toBe(29);
    expect(sheet.verdict.result).toBe('fail');
  });

  it('fewer than 300 words typed (1,400 keystrokes = 280 words) is not evaluated', () => {
    const typed = typedWith(passage, 280, new Set());
    const sheet = evaluateExam(RRB_NTPC, passage, typed, { elapsedMs: TEN_MINUTES, keyDepressions: 1400 });
    expect(sheet.verdict).toEqual({ result: 'not-evaluated', reasons: ['280 words typed < 300 required'] });
  });

  it('Hindi needs 250 words and 25 wpm', () => {
    const typed = typedWith(passage, 260, new Set());
    const sheet = evaluateExam(RRB_NTPC, passage, typed, {
      elapsedMs: TEN_MINUTES,
      keyDepressions: 1300,
      language: 'hi',
    });
    expect(sheet.verdict).toEqual({ result: 'pass', reasons: ['net speed 26 wpm ≥ 25 wpm required'] });
  });

  it('does not count the passage left untyped', () => {
    const sheet = evaluateExam(RRB_NTPC, passage, typedWith(passage, 360, new Set()), {
      elapsedMs: TEN_MINUTES,
      keyDepressions: 1800,
    });
    expect([sheet.untypedWords, sheet.fullMistakes]).toEqual([40, 0]);
  });
});

describe('Supreme Court JCA: 35 wpm after deducting mistakes, at most 3 % mistakes', () => {
  const passage = passageOf(400);

  it('8 mistakes in 2,000 KD over 10 minutes: (400 − 8) ÷ 10 = 39.2 wpm, 2 % — a pass', () => {
    const sheet = evaluateExam(SCI_JCA, passage, typedWith(passage, 400, every(40, 8)), {
      elapsedMs: TEN_MINUTES,
      keyDepressions: 2000,
    });
    expect(sheet.figures.netWpm.formula).toBe(
      '(key depressions ÷ 5 − mistakes) ÷ minutes = (2000 ÷ 5 − 8) ÷ 10 = 39.2',
    );
    expect(sheet.figures.mistakesPercentOfTyped?.value).toBe(2);
    expect(sheet.verdict).toEqual({
      result: 'pass',
      reasons: ['net speed 39.2 wpm ≥ 35 wpm required', 'mistakes 2 % ≤ 3 % allowed'],
    });
  });

  it('16 mistakes is 4 %: a fail though the speed (38.4 wpm) is enough', () => {
    const sheet = evaluateExam(SCI_JCA, passage, typedWith(passage, 400, every(20, 16)), {
      elapsedMs: TEN_MINUTES,
      keyDepressions: 2000,
    });
    expect(sheet.figures.netWpm.value).toBe(38.4);
    expect(sheet.verdict.result).toBe('fail');
  });
});

describe('a custom profile', () => {
  const profile = customProfile({
    name: 'Institute weekly test',
    language: 'en',
    durationMinutes: 2,
    passageWords: 50,
    requiredWpm: 20,
    maxMistakesPercent: 5,
    backspace: false,
    highlightCurrentWord: true,
  });

  it('counts key depressions from the typed text when no key log is given', () => {
    const passage = passageOf(50);
    const typed = passage.replace('accuracy', 'acuracy');
    const sheet = evaluateExam(profile, passage, typed, { elapsedMs: 120_000 });
    expect(sheet.figures.keyDepressions.value).toBe(typed.length);
    expect(sheet.figures.keyDepressions.formula).toBe(`counted from the characters typed = ${typed.length}`);
    const words = typed.length / 5;
    expect(sheet.figures.netWpm.value).toBe(Math.round(((words - 1) / 2) * 100) / 100);
    expect(sheet.verdict.result).toBe('pass');
  });
});
