import type { SaveExamResultRequest } from '@typing/contracts';
import { englishExamPassages } from '@typing/practice-content';
import { hindiExamPassages } from '@typing/practice-content/hindi';
import { decodeKeyLog } from '@typing/typing-core';
import { evaluateExam, examPassageText, examProfile } from '@typing/typing-core/exams';
import { hindiKeyCounter } from '@typing/typing-core/exams/hindi';
import { hindiLayouts, keySequenceFor, logCharOf } from '@typing/typing-core/hindi';
import { isRefusal, judgeExam } from './exam-judge';

const passage = englishExamPassages()[3]!;
const profile = examProfile('ssc-chsl')!;
const served = examPassageText(passage.text, profile, 'en');

function save(typed: string, keyLog: string, elapsedMs = 60_000): SaveExamResultRequest {
  const keyDepressions = decodeKeyLog(keyLog)!.length;
  const sheet = evaluateExam(profile, served, typed, { elapsedMs, keyDepressions, language: 'en' });
  return {
    id: '4f0b7a1e-52a4-4c1e-9d55-0a5c8f3b2e11',
    profileId: 'ssc-chsl',
    language: 'en',
    passageId: passage.id,
    typed,
    keyLog,
    elapsedMs,
    claimed: {
      netWpm: sheet.figures.netWpm.value,
      errorPercentage: sheet.figures.errorPercent.value,
      full: sheet.fullMistakes,
      half: sheet.halfMistakes,
    },
  };
}

const logOf = (keys: string) => [...keys].map((key) => `${key}5k.`).join('');

describe('judgeExam', () => {
  const typed = served.split(' ').slice(0, 5).join(' ');

  it('accepts figures that follow from the passage and a key log with a corrected slip', () => {
    const judged = judgeExam(save(typed, `${logOf('x')}\b5k.${logOf(typed)}`));
    expect(isRefusal(judged)).toBe(false);
    if (!isRefusal(judged)) expect(judged.passageText).toBe(served);
  });

  it('refuses a claim the evaluation does not give, naming the figure', () => {
    const forged = save(typed, logOf(typed));
    expect(judgeExam({ ...forged, claimed: { ...forged.claimed, half: 2 } })).toEqual({
      status: 422,
      code: 'RESULT_REJECTED',
      message: `The exam's figures do not follow from the passage and the key log: half is 0, not 2.`,
    });
  });

  it('refuses an unknown passage as bad input', () => {
    expect(judgeExam({ ...save(typed, logOf(typed)), passageId: 'no-such-passage' })).toMatchObject({ status: 400 });
  });
});

describe('judgeExam in Hindi', () => {
  const hindi = hindiExamPassages()[0]!;
  const countKeys = hindiKeyCounter('inscript');
  const text = examPassageText(hindi.text, profile, 'hi', countKeys);
  const words = text.split(' ').slice(0, 6);
  const keys = words.flatMap((word, index) => [
    ...(index > 0 ? [' '] : []),
    ...keySequenceFor(hindiLayouts.inscript, word)!.map((key) => logCharOf(key)!),
  ]);
  const typed = words.join(' ');
  const sheet = evaluateExam(profile, text, typed, {
    elapsedMs: 60_000,
    keyDepressions: keys.length,
    language: 'hi',
    countKeys,
  });
  const hindiSave: SaveExamResultRequest = {
    ...save(typed, logOf('x')),
    language: 'hi',
    layout: 'inscript',
    passageId: hindi.id,
    keyLog: keys.map((key) => `${key}5k.`).join(''),
    claimed: {
      netWpm: sheet.figures.netWpm.value,
      errorPercentage: sheet.figures.errorPercent.value,
      full: sheet.fullMistakes,
      half: sheet.halfMistakes,
    },
  };

  it("replays the physical keys through the layout and cuts the passage in the layout's keys", () => {
    const judged = judgeExam(hindiSave);
    expect(isRefusal(judged)).toBe(false);
    if (!isRefusal(judged)) {
      expect(judged.passageText).toBe(text);
      expect(judged.sheet.figures.keyDepressions.value).toBe(keys.length);
    }
  });

  it('refuses the same keys on another layout, a profile without Hindi, and an English passage', () => {
    expect(judgeExam({ ...hindiSave, layout: 'krutidev' })).toMatchObject({ status: 422 });
    expect(judgeExam({ ...hindiSave, profileId: 'sci-jca' })).toMatchObject({
      status: 400,
      message: expect.stringContaining('has no Hindi test'),
    });
    expect(judgeExam({ ...hindiSave, passageId: passage.id })).toMatchObject({
      status: 400,
      message: expect.stringContaining("is not a passage in the exam's language"),
    });
  });
});
