import { useCallback } from 'react';
import type { TestKeyEvent } from '../../../shared/typing-focus/useKeyRedirect';
import { isEngineKey, type TypeKeys } from './useTypingSession';

/** The page's own keys (by `KeyboardEvent.key`) and what each does. */
export type PageKeys = Readonly<Record<string, () => void>>;

/**
 * The test's keydown handler: a page key runs its action, an engine key is typed in. Browser and OS
 * shortcuts (zoom, copy, switching tabs) are not typing, and Shift+Tab still moves focus, so the
 * text area is never a keyboard trap. Pass a memoised table: the handler changes with it.
 */
export function usePageKeys(pageKeys: PageKeys, typeKeys: TypeKeys) {
  return useCallback(
    (event: TestKeyEvent) => {
      if (event.ctrlKey || event.metaKey || event.altKey) return;
      const { key } = event;
      if (key === 'Tab' && event.shiftKey) return;
      if (Object.hasOwn(pageKeys, key)) {
        event.preventDefault();
        pageKeys[key]!();
      } else if (isEngineKey(key)) {
        // Space would scroll the page; Backspace may navigate in old browsers.
        event.preventDefault();
        typeKeys([key], performance.now());
      }
    },
    [pageKeys, typeKeys],
  );
}
