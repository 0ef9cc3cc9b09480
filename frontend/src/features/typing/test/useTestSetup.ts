import { useCallback, useEffect, useEffectEvent, useMemo, useRef, useState } from 'react';
import { useDispatch, useSelector, useStore } from 'react-redux';
import {
  chooseTestSetup,
  selectHindiKeyboard,
  selectLanguage,
  selectTestSetup,
  type WithPreferencesState,
} from '../../../shared/preferences/preferences.slice';
import type { TestSetup } from '../../../shared/preferences/test-setup-storage';
import { loadHindiInput } from '../../../shared/hindi/hindi-input';
import { needsHindiChunk, practiceTextOptions, setupOptions } from './test-setup';
import { FIRST_FRAME_SETUP } from './useFirstTest';

/** What changed other than through this test: the setup, or only the Hindi keyboard (or its chunk came). */
export type ChangedElsewhere = 'setup' | 'hindi';

/** Options in the chosen language and Hindi keyboard as they are now (a choice made this moment counts). */
export function useTestLanguage() {
  const store = useStore<WithPreferencesState>();
  return useMemo(
    () => ({
      inLanguage: (setup: TestSetup) => {
        const state = store.getState();
        return setupOptions(setup, selectLanguage(state), selectHindiKeyboard(state));
      },
      practiceOptions: (text: string) => practiceTextOptions(text, selectHindiKeyboard(store.getState())),
    }),
    [store],
  );
}

/**
 * The typist's test setup from the store (remembered, and for a member saved for their other devices); the
 * prerendered test's until it changes. A change made elsewhere (a member's settings applied at sign-in) calls
 * `onChangedElsewhere`; `hindiFollowed` tells it the test took the Hindi keyboard as it is now. A custom text in
 * Devanagari loads the Hindi chunk if need be, then is `'hindi'` changed elsewhere (typed again, now as Hindi).
 */
export function useTestSetup(firstFrame: boolean, onChangedElsewhere: (what: ChangedElsewhere) => void) {
  const store = useStore<WithPreferencesState>();
  const dispatch = useDispatch();
  const stored = useSelector(selectTestSetup);
  const language = useSelector(selectLanguage);
  const hindi = useSelector(selectHindiKeyboard);
  const [storedAtFirst] = useState(stored);
  const [hindiChunk, setHindiChunk] = useState(false);
  const awaitsHindiChunk = needsHindiChunk(stored);
  const setup = useMemo(
    () =>
      firstFrame && stored === storedAtFirst
        ? FIRST_FRAME_SETUP
        : { ...stored, options: setupOptions(stored, language, hindi) },
    // setupOptions reads the Hindi chunk, which may come later: `hindiChunk` has them read again then.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [firstFrame, stored, storedAtFirst, language, hindi, hindiChunk],
  );

  const ownSetup = useRef(stored);
  const ownHindi = useRef(hindi);
  const saveSetup = useCallback(
    (next: TestSetup) => {
      dispatch(chooseTestSetup(next));
      ownSetup.current = selectTestSetup(store.getState());
    },
    [dispatch, store],
  );
  const hindiFollowed = useCallback(() => {
    ownHindi.current = selectHindiKeyboard(store.getState());
  }, [store]);

  const changedElsewhere = useEffectEvent(onChangedElsewhere);
  useEffect(() => {
    if (stored === ownSetup.current && hindi === ownHindi.current) return;
    const what = stored === ownSetup.current ? 'hindi' : 'setup';
    ownSetup.current = stored;
    ownHindi.current = hindi;
    changedElsewhere(what);
  }, [stored, hindi]);

  useEffect(() => {
    if (!awaitsHindiChunk) return;
    let current = true;
    loadHindiInput().then(
      () => {
        if (!current) return;
        setHindiChunk(true);
        changedElsewhere('hindi');
      },
      (error: unknown) => console.error('Loading the Hindi chunk failed', error),
    );
    return () => {
      current = false;
    };
  }, [awaitsHindiChunk]);

  return { setup, saveSetup, hindiFollowed };
}
