import { useCallback } from 'react';
import type { TestKeyEvent } from '../../../shared/typing-focus/useKeyRedirect';
import { isEngineKey, type TypeKeys } from './useTypingSession';

export type PageKeys = Readonly<Record<string, () => void>>;

/**
 * The test's keydown handler: a page key runs its action, an engine key is typed in; shortcuts pass.
 * `physicalKey` goes first: a Hindi test takes its keys by where they are, or as its keyboard types them.
 */
export function usePageKeys(pageKeys: PageKeys, typeKeys: TypeKeys, physicalKey?: (event: TestKeyEvent) => boolean) {
  return useCallback(
    (event: TestKeyEvent) => {
      if (physicalKey?.(event)) return;
      if (event.ctrlKey || event.metaKey || event.altKey) return;
      const { key } = event;
      // Shift+Tab still moves focus, so the text is never a keyboard trap.
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
    [pageKeys, typeKeys, physicalKey],
  );
}
