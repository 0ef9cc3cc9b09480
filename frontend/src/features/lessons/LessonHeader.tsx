import { DEFAULT_LESSON_TARGET_WPM, LESSON_TARGET_WPM_RANGE, type LessonProgress } from '@typing/typing-core';
import { InputNumber, Typography } from 'antd';
import { memo } from 'react';
import { LanguageSelect } from '../../shared/language/LanguageSelect';

const { Title, Paragraph } = Typography;

/**
 * The lesson page's title, its rules in plain words, the target speed and the counts. Memoised:
 * it changes once a lesson, not on every keystroke of one.
 */
export const LessonHeader = memo(function LessonHeader({
  progress,
  focus,
  letterOrder,
  onTargetWpm,
}: {
  progress: LessonProgress;
  focus: string;
  /** The language's letters in the order they join. */
  letterOrder: string;
  onTargetWpm: (wpm: number) => void;
}) {
  return (
    <>
      <Title level={1}>Lessons</Title>
      <Paragraph className="lesson-intro">
        Start with a few of the most frequent letters. Each lesson is one line of words made only of the letters in
        play, with more of the letter in focus (your least confident one). When every letter in play is typed at your
        target speed with at least 95% accuracy over your recent presses, the next letter joins, in the order{' '}
        <span className="lesson-order">{letterOrder.split('').join(' ')}</span>. A letter’s confidence is its recent
        speed against your target times its recent accuracy, the last few dozen presses counting most; it shows after 10
        presses. Lessons keep their own history: they do not change your test results, personal bests or dashboard.
      </Paragraph>

      <div className="lesson-status">
        <LanguageSelect />
        <label className="lesson-target">
          Target speed (WPM){' '}
          <InputNumber
            min={LESSON_TARGET_WPM_RANGE.min}
            max={LESSON_TARGET_WPM_RANGE.max}
            value={progress.targetWpm}
            onChange={(value) => onTargetWpm(value ?? DEFAULT_LESSON_TARGET_WPM)}
            aria-label="Target speed in words per minute"
          />
        </label>
        <span data-testid="lesson-letter-count">{progress.keysInPlay} letters in play</span>
        <span>
          Focus: <strong data-testid="lesson-focus">{focus}</strong>
        </span>
        <span data-testid="lesson-count">Lessons: {progress.lessons}</span>
      </div>
    </>
  );
});
