import type { SaveExamResultRequest } from '@typing/contracts/web';
import type { ExamSheet } from '@typing/typing-core/exams';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { apiErrorMessage, CONNECTION_LOST, type ErrorTexts } from '../../shared/errors';
import { useCurrentUser } from '../../shared/session/useCurrentUser';
import { Button } from '../../shared/ui/Button';
import { useSaveExamResultMutation } from './exams.api';
import type { ChosenExam } from './profile-rules';

const SAVE_ERROR_TEXTS: ErrorTexts = { fallback: 'Your result could not be saved.', noResponse: CONNECTION_LOST };

export interface ExamToSave {
  /** Made once per exam, so a retried save is the same exam to the server. */
  readonly id: string;
  readonly chosen: ChosenExam;
  readonly passageId: string;
  readonly typed: string;
  readonly keyLog: string;
  readonly elapsedMs: number;
  readonly sheet: ExamSheet;
}

function saveRequest({ id, chosen, passageId, typed, keyLog, elapsedMs, sheet }: ExamToSave): SaveExamResultRequest {
  return {
    id,
    profileId: chosen.profile.id,
    ...(chosen.custom ? { custom: chosen.custom } : {}),
    language: chosen.rule.language,
    ...(chosen.layout ? { layout: chosen.layout } : {}),
    passageId,
    passageWords: sheet.words.length,
    typed,
    keyLog,
    elapsedMs,
    category: chosen.category,
    claimed: {
      netWpm: sheet.figures.netWpm.value,
      errorPercentage: sheet.figures.errorPercent.value,
      full: sheet.fullMistakes,
      half: sheet.halfMistakes,
    },
  };
}

/** Saves a member's exam (a board's or a custom one) once the sheet is shown (the server re-evaluates it); guests are asked to sign in. */
export function ExamSave({ exam }: { exam: ExamToSave }) {
  const user = useCurrentUser();
  const [save, { isSuccess, isError, isLoading, error }] = useSaveExamResultMutation();
  const sent = useRef(false);

  useEffect(() => {
    if (!user || sent.current) return;
    sent.current = true;
    void save(saveRequest(exam));
  }, [user, exam, save]);

  if (!user)
    return (
      <p className="exam-save" role="status">
        <Link to="/signin">Sign in</Link> to save your exam results
      </p>
    );
  return (
    <div className="exam-save" role="status" data-testid="exam-save">
      {isLoading && 'Saving your result…'}
      {isSuccess && (
        <>
          Saved to your dashboard. <Link to="/dashboard">See your exam results</Link>
        </>
      )}
      {isError && (
        <>
          {apiErrorMessage(error, SAVE_ERROR_TEXTS)}{' '}
          <Button onClick={() => void save(saveRequest(exam))}>Try again</Button>
        </>
      )}
    </div>
  );
}
