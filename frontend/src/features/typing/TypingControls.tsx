import { ReloadOutlined, RobotOutlined } from '@ant-design/icons';
import { TEST_DURATIONS_SECONDS, type TestDuration } from '@typing/typing-core';
import { Button, Segmented, Switch } from 'antd';
import { memo } from 'react';
import { ButtonLink } from '../../shared/ui/ButtonLink';

/*
 * The controls around the text, memoised with stable callbacks so a keystroke does not re-render
 * them: they change only when the test starts, ends or gets a new text (see bench/).
 */

const DURATION_OPTIONS = TEST_DURATIONS_SECONDS.map((seconds) => ({ label: `${seconds}s`, value: seconds }));

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
  return (
    <div className="typing-toolbar">
      <Segmented
        aria-label="Test duration in seconds"
        options={DURATION_OPTIONS}
        value={duration}
        onChange={onDuration}
        disabled={!canChooseDuration}
      />
      <label className="typing-keyboard-toggle">
        <Switch size="small" checked={showKeyboard} onChange={onShowKeyboard} aria-label="Show keyboard" />
        <span aria-hidden>Keyboard</span>
      </label>
    </div>
  );
});

export interface TypingActionsProps {
  onNewText: () => void;
  /** The AI button shows only before the test starts or after it completes. */
  showAiButton: boolean;
  isSignedIn: boolean;
}

export const TypingActions = memo(function TypingActions({ onNewText, showAiButton, isSignedIn }: TypingActionsProps) {
  return (
    <div className="typing-actions">
      <Button icon={<ReloadOutlined aria-hidden />} onClick={onNewText}>
        New Text
      </Button>
      {showAiButton &&
        // Signed-in users get the AI Practice button here when accounts and AI text land.
        (isSignedIn ? null : (
          <ButtonLink to="/signin" icon={<RobotOutlined aria-hidden />}>
            Login to practice with AI
          </ButtonLink>
        ))}
    </div>
  );
});
