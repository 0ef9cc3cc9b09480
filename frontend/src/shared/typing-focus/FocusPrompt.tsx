import { memo, useEffect, useState, type RefObject } from 'react';
import { focusPlace, focusPrompt } from './focus-place';
import './focus-prompt.css';

/** Over the unfocused text (focus events only); a CSS delay keeps focus returning via a button from flashing it. */
export const FocusPrompt = memo(function FocusPrompt({ textRef }: { textRef: RefObject<HTMLElement | null> }) {
  const [prompt, setPrompt] = useState<string | null>(null);

  useEffect(() => {
    let focused = document.activeElement;
    // Assumed focused until told otherwise: a page opened in the background gets its `focus` event.
    let windowFocused = true;
    const update = () => setPrompt(focusPrompt(focusPlace(focused, textRef.current), windowFocused));
    const onFocusIn = (event: FocusEvent) => {
      focused = event.target as Element;
      update();
    };
    // Focus moving to nothing (a click on empty space) fires no focusin: read where it went here.
    const onFocusOut = (event: FocusEvent) => {
      focused = event.relatedTarget as Element | null;
      update();
    };
    const onWindow = (event: FocusEvent) => {
      windowFocused = event.type === 'focus';
      update();
    };
    update();
    document.addEventListener('focusin', onFocusIn);
    document.addEventListener('focusout', onFocusOut);
    window.addEventListener('focus', onWindow);
    window.addEventListener('blur', onWindow);
    return () => {
      document.removeEventListener('focusin', onFocusIn);
      document.removeEventListener('focusout', onFocusOut);
      window.removeEventListener('focus', onWindow);
      window.removeEventListener('blur', onWindow);
    };
  }, [textRef]);

  return (
    // aria-hidden: it sits inside the textbox. Hidden, never removed: a tap focuses the text on touchstart, and a
    // removed target would get no click, which is what moves focus to the phone keyboard's field.
    <div className="typing-focus-prompt" data-testid="focus-prompt" aria-hidden hidden={!prompt}>
      <span>{prompt}</span>
    </div>
  );
});
