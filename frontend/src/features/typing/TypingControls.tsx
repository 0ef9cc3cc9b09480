import { TEST_DURATIONS_SECONDS, type TestDuration } from '@typing/typing-core';
import { memo, useId } from 'react';
import { KeyboardLayoutSelect } from '../../shared/keyboard-layout/KeyboardLayoutSelect';
import { Icon } from '../../shared/ui/Icon';
import { PlainButton, PlainButtonLink } from '../../shared/ui/PlainButton';
import { AiPracticeButton } from './AiPracticeButton';

/*
 * The controls around the text, memoised with stable callbacks so a keystroke does not re-render
 * them: they change only when the test starts, ends or gets a new text (see bench/). The duration
 * choice and the keyboard toggle are plain elements styled like antd's Segmented and Switch, so
 * `/` does not load those components (docs/decisions.md, "Typing test (issue 4)").
 */

export interface TypingToolbarProps {
  duration: TestDuration;
  /** Durations can be chosen only before the test starts. */
  canChooseDuration: boolean;
  onDuration: (seconds: TestDuration) => void;
  showKeyboard: boolean;
  onShowKeyboard: (show: boolean) => void;
}

export const TypingToolbar = memo(function TypingToolbar({
  duration,
  canChooseDuration,
  onDuration,
  showKeyboard,
  onShowKeyboard,
}: TypingToolbarProps) {
  const name = useId();
  return (
    <div className="typing-toolbar">
      {/* Native radios: arrow keys move between them, and a disabled group is skipped by Tab. */}
      <div
        role="radiogroup"
        aria-label="Test duration in seconds"
        aria-disabled={!canChooseDuration || undefined}
        className={`typing-segmented${canChooseDuration ? '' : ' typing-segmented-disabled'}`}
      >
        {TEST_DURATIONS_SECONDS.map((seconds) => (
          <label key={seconds} className="typing-segment">
            <input
              type="radio"
              name={name}
              value={seconds}
              checked={duration === seconds}
              disabled={!canChooseDuration}
              onChange={() => onDuration(seconds)}
            />
            <span>{seconds}s</span>
          </label>
        ))}
      </div>
      <button
        type="button"
        role="switch"
        aria-checked={showKeyboard}
        aria-label="Show keyboard"
        className="typing-keyboard-toggle"
        onClick={() => onShowKeyboard(!showKeyboard)}
      >
        <span className="typing-switch" aria-hidden />
        <span>Keyboard</span>
      </button>
      {showKeyboard && <KeyboardLayoutSelect />}
    </div>
  );
});

export interface TypingActionsProps {
  onNewText: () => void;
  /** The AI button shows only before the test starts or after it completes. */
  showAiButton: boolean;
  isSignedIn: boolean;
  /** A signed-in user's AI practice text arrived: the page starts a new test with it. */
  onAiText: (text: string) => void;
}

export const TypingActions = memo(function TypingActions({
  onNewText,
  showAiButton,
  isSignedIn,
  onAiText,
}: TypingActionsProps) {
  return (
    <div className="typing-actions">
      <PlainButton icon={<Icon name="ReloadOutlined" aria-hidden />} onClick={onNewText}>
        New Text
      </PlainButton>
      {showAiButton &&
        (isSignedIn ? (
          <AiPracticeButton onText={onAiText} />
        ) : (
          <PlainButtonLink to="/signin" icon={<Icon name="RobotOutlined" aria-hidden />}>
            Login to practice with AI
          </PlainButtonLink>
        ))}
    </div>
  );
});
