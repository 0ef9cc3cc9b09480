import { LESSON_TARGET_WPM_RANGE, type LessonProgress } from '@typing/typing-core';
import { memo, type ReactNode, useState } from 'react';
import { LanguageSelect } from '../../shared/language/LanguageSelect';
import type { LessonKeyLabel } from './LessonKeys';

const { min, max } = LESSON_TARGET_WPM_RANGE;

/** The target speed field: a whole number in range is taken as typed; leaving the field shows the target in force. */
function TargetSpeedInput({ value, onChange }: { value: number; onChange: (wpm: number) => void }) {
  const [draft, setDraft] = useState<string | null>(null);
  return (
    <input
      type="number"
      className="lesson-target__input"
      min={min}
      max={max}
      step={1}
      value={draft ?? value}
      onChange={(event) => {
        setDraft(event.target.value);
        const wpm = Number(event.target.value);
        if (event.target.value !== '' && Number.isInteger(wpm) && wpm >= min && wpm <= max) onChange(wpm);
      }}
      onBlur={() => setDraft(null)}
      aria-label="Target speed in words per minute"
    />
  );
}

/** Memoised: it changes once a lesson, not on every keystroke. */
export const LessonHeader = memo(function LessonHeader({
  progress,
  focus,
  letterOrder,
  chosen,
  onChoose,
  onTargetWpm,
  labelOf = (key) => ({ glyph: key, name: key }),
  unit = 'letter',
  intro,
  choices,
}: {
  progress: LessonProgress;
  focus: string;
  /** The language's keys in the order they join. */
  letterOrder: string | readonly string[];
  chosen: string | null;
  onChoose: (key: string | null) => void;
  onTargetWpm: (wpm: number) => void;
  labelOf?: (key: string) => LessonKeyLabel;
  /** What a lesson teaches: letters, or (Hindi) keys of a layout. */
  unit?: 'letter' | 'key';
  intro?: ReactNode;
  choices?: ReactNode;
}) {
  const focusLabel = labelOf(focus);
  return (
    <>
      <h1 className="lesson-title">Lessons</h1>
      <p className="lesson-intro">
        {intro ?? (
          <>
            Start with a few of the most frequent letters. Each lesson is one line of words made only of the letters in
            play, with more of the letter in focus (your least confident one).
          </>
        )}{' '}
        When every {unit} in play is typed at your target speed with at least 95% accuracy over your recent presses, the
        next {unit} joins, in the order{' '}
        <span className="lesson-order">{[...letterOrder].map((key) => labelOf(key).glyph).join(' ')}</span>. A {unit}’s
        confidence is its recent speed against your target times its recent accuracy, the last few dozen presses
        counting most; it shows after 10 presses. To practise one {unit}, choose it below: the lessons then concentrate
        on it until you choose it again. Lessons keep their own history: they do not change your test results, personal
        bests or dashboard.
      </p>

      <div className="lesson-status">
        <LanguageSelect />
        {choices}
        <label className="lesson-target">
          Target speed (WPM) <TargetSpeedInput value={progress.targetWpm} onChange={onTargetWpm} />
        </label>
        <span data-testid="lesson-letter-count">
          {progress.keysInPlay} {unit}s in play
        </span>
        <span>
          {chosen === null ? 'Focus' : 'Practising'}:{' '}
          <strong data-testid="lesson-focus" title={focusLabel.name}>
            {focusLabel.glyph}
          </strong>
          {chosen !== null && (
            <button type="button" className="lesson-back-to-focus" onClick={() => onChoose(null)}>
              Back to the focus {unit}
            </button>
          )}
        </span>
        <span data-testid="lesson-count">Lessons: {progress.lessons}</span>
      </div>
    </>
  );
});
