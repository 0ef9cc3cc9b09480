import { useEffect, type RefObject } from 'react';
import { focusPlace, redirectsToTest } from './focus-place';

export type TestKeyEvent = Pick<
  KeyboardEvent,
  'key' | 'code' | 'shiftKey' | 'ctrlKey' | 'metaKey' | 'altKey' | 'preventDefault'
>;

/** No key is lost: a test key pressed with focus elsewhere (not a field) refocuses the text and goes to `onKey`. */
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
