import type { TypingState } from '@typing/typing-core';
import { type Dispatch, useCallback, useLayoutEffect, useRef } from 'react';
import { useDispatch } from 'react-redux';
import { keyboardTypesHindiFound } from '../../../shared/preferences/preferences.slice';
import { loadedHindiInput } from '../../../shared/hindi/hindi-input';
import type { HindiKeyOutcome, HindiTypingRef } from '../../../shared/hindi/take-hindi-key';
import type { TestKeyEvent } from '../../../shared/typing-focus/useKeyRedirect';
import type { TypingAction } from './typing-session';
import type { TypeKeys } from './useTypingSession';

/**
 * A Hindi test's keys by where they are, through its chunk (loaded with the Hindi words): `onKey` answers
 * whether it took the key, `onText` whether it took the hidden field's text (a phone's, an input method's). When
 * the keyboard turns out to type Hindi itself, the text starts again without emulation (`restart`) with what that
 * key typed.
 */
export function useHindiKeys(
  test: TypingState,
  dispatch: Dispatch<TypingAction>,
  typeKeys: TypeKeys,
  restart: () => void,
) {
  const latest = useRef(test);
  useLayoutEffect(() => {
    latest.current = test;
  });
  const typing = useRef<HindiTypingRef['current']>(null);
  const dispatchToStore = useDispatch();
  const foundTypesHindi = useCallback(() => void dispatchToStore(keyboardTypesHindiFound()), [dispatchToStore]);
  const follow = useCallback(
    (outcome: HindiKeyOutcome | undefined): boolean => {
      if (!outcome?.taken) return false;
      if ('keyboardTypesHindi' in outcome) restart();
      if ('characters' in outcome) typeKeys(outcome.characters, performance.now());
      else if (outcome.next) dispatch({ type: 'apply', next: outcome.next, atMs: performance.now() });
      return true;
    },
    [dispatch, typeKeys, restart],
  );
  const hindi = () => (latest.current.options.language === 'hi' ? loadedHindiInput() : undefined);
  const onKey = useCallback(
    (event: TestKeyEvent) => follow(hindi()?.takeHindiKey(event, latest.current, typing, foundTypesHindi)),
    [follow, foundTypesHindi],
  );
  const onText = useCallback(
    (keys: readonly string[]) => follow(hindi()?.takeHindiText(keys, latest.current, foundTypesHindi)),
    [follow, foundTypesHindi],
  );
  return { onKey, onText };
}
