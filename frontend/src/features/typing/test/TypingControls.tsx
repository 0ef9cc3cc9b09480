import type { GeneratedTextView } from '@typing/contracts/web';
import {
  QUOTE_LENGTHS,
  TEST_DURATIONS_SECONDS,
  TEST_MODES,
  WORD_COUNTS,
  type TestDuration,
  type TestMode,
  type TestOptions,
} from '@typing/typing-core';
import { lazy, memo, Suspense, useId } from 'react';
import { KeyboardLayoutSelect } from '../../../shared/keyboard-layout/KeyboardLayoutSelect';
import { loadedHindiInput } from '../../../shared/hindi/hindi-input';
import { LanguageSelect } from '../../../shared/language/LanguageSelect';
import { Icon } from '../../../shared/ui/icons/Icon';
import { Button, ButtonLink } from '../../../shared/ui/Button';
import '../ai-practice/ai-practice.css';
import './typing-controls.css';

/** A member's button: its code (the request and its messages) stays off a visitor's `/`. */
const AiPracticeButton = lazy(async () => ({
  default: (await import('../ai-practice/AiPracticeButton')).AiPracticeButton,
}));

/*
 * The controls around the text, memoised with stable callbacks so a keystroke does not re-render
 * them: they change only when the test starts, ends or gets a new text (see bench/). The duration
 * choice and the keyboard toggle are plain elements styled like antd's Segmented and Switch, so
 * `/` does not load those components (docs/decisions/front-end/antd.md).
 */

/** A row of native radios styled like antd's Segmented: arrow keys move, a disabled group is skipped by Tab. */
function SegmentedRadios<T extends string | number>({
  label,
  values,
  value,
  disabled,
  onChange,
  format = String,
}: {
  label: string;
  values: readonly T[];
  value: T | undefined;
  disabled: boolean;
  onChange: (value: T) => void;
  format?: (value: T) => string;
}) {
  const name = useId();
  return (
    <div
      role="radiogroup"
      aria-label={label}
      aria-disabled={disabled || undefined}
      className={`typing-segmented${disabled ? ' typing-segmented-disabled' : ''}`}
    >
      {values.map((option) => (
        <label key={option} className="typing-segment">
          <input
            type="radio"
            name={name}
            value={option}
            checked={value === option}
            disabled={disabled}
            onChange={() => onChange(option)}
          />
          <span>{format(option)}</span>
        </label>
      ))}
    </div>
  );
}

/** A switch styled like antd's small Switch (no antd on `/`). */
function Toggle({
  label,
  name = label,
  checked,
  disabled = false,
  onChange,
}: {
  label: string;
  /** The accessible name, when it says more than the visible label. */
  name?: string;
  checked: boolean;
  disabled?: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <button
      type="button"
      role="switch"
      aria-checked={checked}
      aria-label={name}
      disabled={disabled}
      className="typing-keyboard-toggle"
      onClick={() => onChange(!checked)}
    >
      <span className="typing-switch" aria-hidden />
      <span>{label}</span>
    </button>
  );
}

export interface TypingToolbarProps {
  duration: TestDuration;
  options: TestOptions;
  /** Options can be chosen only before the test starts. */
  canChoose: boolean;
  onDuration: (seconds: TestDuration) => void;
  onOptions: (options: TestOptions) => void;
  /** Opens the dialog where the typist enters their own text. */
  onEditCustomText: () => void;
  showKeyboard: boolean;
  onShowKeyboard: (show: boolean) => void;
  /** A keyboard layout was chosen: the page gives focus back to the text, as after any other choice. */
  onLayoutChosen: () => void;
  /** The Hindi keyboard was chosen: the same text again, typed the new way. */
  onHindiKeyboard: () => void;
}

const MODE_NAMES: Record<TestMode, string> = { time: 'time', words: 'words', custom: 'custom', quote: 'quote' };

export const TypingToolbar = memo(function TypingToolbar({
  duration,
  options,
  canChoose,
  onDuration,
  onOptions,
  onEditCustomText,
  showKeyboard,
  onShowKeyboard,
  onLayoutChosen,
  onHindiKeyboard,
}: TypingToolbarProps) {
  const { mode } = options;
  // A Hindi test's options have their chunk loaded (it came with the Hindi words).
  const HindiKeyboardPicker = options.language === 'hi' ? loadedHindiInput()?.HindiKeyboardPicker : undefined;
  return (
    <div className="typing-toolbar">
      <div className="typing-options">
        <SegmentedRadios
          label="Test mode"
          values={TEST_MODES}
          value={mode}
          disabled={!canChoose}
          format={(m) => MODE_NAMES[m]}
          onChange={(next) =>
            next === 'custom'
              ? onEditCustomText()
              : onOptions({
                  ...options,
                  mode: next,
                  ...(next === 'words' ? { wordCount: options.wordCount ?? 25 } : {}),
                  ...(next === 'quote' ? { quoteLength: options.quoteLength ?? 'short' } : {}),
                })
          }
        />
        {mode === 'time' && (
          <SegmentedRadios
            label="Test duration in seconds"
            values={TEST_DURATIONS_SECONDS}
            value={duration}
            disabled={!canChoose}
            format={(seconds) => `${seconds}s`}
            onChange={onDuration}
          />
        )}
        {mode === 'words' && (
          <SegmentedRadios
            label="Number of words"
            values={WORD_COUNTS}
            value={options.wordCount}
            disabled={!canChoose}
            onChange={(wordCount) => onOptions({ ...options, wordCount })}
          />
        )}
        {mode === 'quote' && (
          // A passage is typed exactly as written: capitals and punctuation are part of it, no extras.
          <SegmentedRadios
            label="Passage length"
            values={QUOTE_LENGTHS}
            value={options.quoteLength}
            disabled={!canChoose}
            onChange={(quoteLength) => onOptions({ ...options, quoteLength })}
          />
        )}
        {mode === 'custom' ? (
          <button type="button" className="typing-link-button" disabled={!canChoose} onClick={onEditCustomText}>
            Edit text
          </button>
        ) : mode === 'quote' || options.language === 'hi' ? null : (
          <>
            <Toggle
              label="punctuation"
              name="Punctuation"
              checked={options.punctuation}
              disabled={!canChoose}
              onChange={(punctuation) => onOptions({ ...options, punctuation })}
            />
            <Toggle
              label="numbers"
              name="Numbers"
              checked={options.numbers}
              disabled={!canChoose}
              onChange={(numbers) => onOptions({ ...options, numbers })}
            />
          </>
        )}
      </div>
      {/* The selects' changes bubble here (they are shared components that know nothing of the test). */}
      <div className="typing-options" onChange={onLayoutChosen}>
        <LanguageSelect />
        {options.language === 'hi' && HindiKeyboardPicker && <HindiKeyboardPicker onChosen={onHindiKeyboard} />}
        <Toggle label="Keyboard" name="Show keyboard" checked={showKeyboard} onChange={onShowKeyboard} />
        {showKeyboard && <KeyboardLayoutSelect />}
      </div>
    </div>
  );
});

export interface TypingActionsProps {
  onNewText: () => void;
  /** The AI button shows only before the test starts or after it completes. */
  showAiButton: boolean;
  isSignedIn: boolean;
  /** A signed-in user's AI practice text arrived: the page starts a new test with it. */
  onAiText: (text: GeneratedTextView) => void;
}

export const TypingActions = memo(function TypingActions({
  onNewText,
  showAiButton,
  isSignedIn,
  onAiText,
}: TypingActionsProps) {
  return (
    <div className="typing-actions">
      <Button icon={<Icon name="ReloadOutlined" aria-hidden />} onClick={onNewText}>
        New Text
      </Button>
      {showAiButton &&
        (isSignedIn ? (
          <Suspense
            fallback={
              <Button
                type="primary"
                className="ai-practice-button"
                icon={<Icon name="RobotOutlined" aria-hidden />}
                disabled
              >
                AI Practice
              </Button>
            }
          >
            <AiPracticeButton onText={onAiText} />
          </Suspense>
        ) : (
          <ButtonLink to="/signin" icon={<Icon name="RobotOutlined" aria-hidden />}>
            Login to practice with AI
          </ButtonLink>
        ))}
      {/* Adaptive lessons for everyone, guests too: one step from the home page. */}
      <ButtonLink to="/lessons">Practise with lessons</ButtonLink>
    </div>
  );
});
