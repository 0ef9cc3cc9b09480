import type { SaveExamResultRequest } from '@typing/contracts';
import { englishExamPassages } from '@typing/practice-content';
import { decodeKeyLog } from '@typing/typing-core';
import { evaluateExam, examPassageText, examProfile } from '@typing/typing-core/exams';
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
