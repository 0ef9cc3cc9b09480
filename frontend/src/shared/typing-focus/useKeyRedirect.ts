import { useEffect, type RefObject } from 'react';
import { focusPlace, redirectsToTest } from './focus-place';

/** The parts of a key event the test's key handler reads (a React or a DOM event). */
export type TestKeyEvent = Pick<
  KeyboardEvent,
  'key' | 'code' | 'shiftKey' | 'ctrlKey' | 'metaKey' | 'altKey' | 'preventDefault'
>;

/**
 * No keystroke is lost while the typing page is open: a key the test uses, pressed while focus
 * is elsewhere on the page (empty space, a button, a link; not a text field, select, dialog or
 * menu), moves focus back to the text and is handed to `onKey` — the first key counts too. Keys
 * on the text itself reach its own handler first, which claims them (`preventDefault`).
 */
export function useKeyRedirect(
  textRef: RefObject<HTMLElement | null>,
  focusText: () => void,
  onKey: (event: TestKeyEvent) => void,
) {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.isComposing || event.ctrlKey || event.metaKey || event.altKey) return;
      if (!redirectsToTest(focusPlace(event.target as Element | null, textRef.current), event.key)) return;
      event.preventDefault();
      focusText();
      onKey(event);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [textRef, focusText, onKey]);
}
