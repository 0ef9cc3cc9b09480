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
import { lazy, memo, Suspense } from 'react';
import { KeyboardLayoutSelect } from '../../../shared/keyboard-layout/KeyboardLayoutSelect';
import { loadedHindiInput } from '../../../shared/hindi/hindi-input';
import { LanguageSelect } from '../../../shared/language/LanguageSelect';
import { Icon } from '../../../shared/ui/icons/Icon';
import { Button, ButtonLink } from '../../../shared/ui/Button';
import { SegmentedRadios } from '../../../shared/ui/SegmentedRadios';
import { Toggle } from '../../../shared/ui/Toggle';
import '../ai-practice/ai-practice.css';
import './typing-controls.css';

/** A member's button: its code (the request and its messages) stays off a visitor's `/`. */
const AiPracticeButton = lazy(async () => ({
  default: (await import('../ai-practice/AiPracticeButton')).AiPracticeButton,
}));

/*
 * The controls around the text, memoised with stable callbacks so a keystroke does not re-render
 * them: they change only when the test starts, ends or gets a new text (see bench/). The choices
 * and switches are the shared plain-element look-alikes of antd's Segmented and Switch, so `/` does
 * not load those components (docs/decisions/front-end/antd.md).
 */

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
