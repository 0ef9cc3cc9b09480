import type { TypingState } from '@typing/typing-core';
import { type Dispatch, useCallback, useLayoutEffect, useRef } from 'react';
import { loadedHindiInput } from '../../../shared/hindi/hindi-input';
import type { HindiTypingRef } from '../../../shared/hindi/take-hindi-key';
import type { TestKeyEvent } from '../../../shared/typing-focus/useKeyRedirect';
import type { TypingAction } from './typing-session';

/**
 * A Hindi test's keys by where they are, through its chunk (loaded with the Hindi words): the handler
 * answers whether it took the key. When the keyboard turns out to type Hindi itself, a new test without
 * emulation starts (`restart`).
 */
export function useHindiKeys(test: TypingState, dispatch: Dispatch<TypingAction>, restart: () => void) {
  const latest = useRef(test);
  useLayoutEffect(() => {
    latest.current = test;
  });
  const typing = useRef<HindiTypingRef['current']>(null);
  return useCallback(
    (event: TestKeyEvent): boolean => {
      const hindi = latest.current.options.layout ? loadedHindiInput() : undefined;
      const outcome = hindi?.takeHindiKey(event, latest.current, typing);
      if (!outcome?.taken) return false;
      if ('keyboardTypesHindi' in outcome) restart();
      else if (outcome.next) dispatch({ type: 'apply', next: outcome.next, atMs: performance.now() });
      return true;
    },
    [dispatch, restart],
  );
}
