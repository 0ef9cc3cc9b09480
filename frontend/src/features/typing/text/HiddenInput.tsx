import { memo, useRef, type CompositionEvent, type FormEvent, type RefObject } from 'react';
import { editToKeys, INPUT_SENTINEL } from './text-input';

interface HiddenInputProps {
  inputRef: RefObject<HTMLInputElement | null>;
  onTextInput: (keys: string[]) => void;
  describedBy: string;
  /** Focused for a desktop input method, not a phone: only committed text counts, and no paste. */
  forInputMethod: RefObject<boolean>;
  /** Whether its last key was Shift+Tab, which leaves it for the text and must not be sent back. */
  shiftTabbedRef: RefObject<boolean>;
}

/** Hidden field for phone keyboards and IMEs: sentinel edits become keys (physical keys are prevented upstream). */
export const HiddenInput = memo(function HiddenInput({
  inputRef,
  onTextInput,
  describedBy,
  forInputMethod,
  shiftTabbedRef,
}: HiddenInputProps) {
  const previous = useRef(INPUT_SENTINEL);
  const composing = useRef(false);
  const reset = (field: HTMLInputElement) => {
    field.value = INPUT_SENTINEL;
    field.setSelectionRange(INPUT_SENTINEL.length, INPUT_SENTINEL.length);
    previous.current = INPUT_SENTINEL;
  };
  const onInput = (event: FormEvent<HTMLInputElement>) => {
    const field = event.currentTarget;
    if (forInputMethod.current) {
      if (composing.current) return;
      if ((event.nativeEvent as Partial<InputEvent>).inputType?.startsWith('insertFrom')) return reset(field);
    }
    const keys = editToKeys(previous.current, field.value);
    previous.current = field.value;
    if (!composing.current) reset(field);
    if (keys.length > 0) onTextInput(keys);
  };
  const onCompositionEnd = (event: CompositionEvent<HTMLInputElement>) => {
    composing.current = false;
    const field = event.currentTarget;
    // Some keyboards commit the composition without a further input event.
    const keys = editToKeys(previous.current, field.value);
    reset(field);
    if (keys.length > 0) onTextInput(keys);
  };
  return (
    <input
      ref={inputRef}
      className="typing-phone-input"
      type="text"
      defaultValue={INPUT_SENTINEL}
      tabIndex={-1}
      aria-label="Type the text here"
      aria-describedby={describedBy}
      inputMode="text"
      enterKeyHint="done"
      autoCapitalize="off"
      autoCorrect="off"
      autoComplete="off"
      spellCheck={false}
      data-testid="phone-input"
      onInput={onInput}
      onKeyDown={(event) => (shiftTabbedRef.current = event.key === 'Tab' && event.shiftKey)}
      onCompositionStart={() => (composing.current = true)}
      onCompositionEnd={onCompositionEnd}
      onFocus={(event) => reset(event.currentTarget)}
    />
  );
});
