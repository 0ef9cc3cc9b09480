import { DEFAULT_LANGUAGE, seededRandom, type TestOptions } from '@typing/typing-core';
import { useEffect, useState } from 'react';
import { useSelector } from 'react-redux';
import { DEFAULT_HINDI_KEYBOARD } from '../../../shared/hindi/hindi-keyboard';
import { useHydrated } from '../../../shared/hydration';
import { selectTestSetup } from '../../../shared/preferences/preferences.slice';
import { DEFAULT_SETUP, type TestSetup } from '../../../shared/preferences/test-setup-storage';
import { browserStorage } from '../../../shared/storage/web-storage';
import { hasEarlyKeys, takeEarlyKeys } from '../../../shared/typing-focus/early-keys';
import { readPracticeText } from '../ai-practice/practice-text-storage';
import { textFor, withLanguage } from './test-setup';
import type { TypeKeys } from './useTypingSession';

/** The prerendered test: the spec's timed test in the default language, with a fixed text. */
export const FIRST_FRAME_SETUP: TestSetup = {
  ...DEFAULT_SETUP,
  options: withLanguage(DEFAULT_SETUP.options, DEFAULT_LANGUAGE, DEFAULT_HINDI_KEYBOARD),
};
export const firstFrameText = () => textFor(FIRST_FRAME_SETUP, seededRandom(1));

// Code-unit order, not `localeCompare`: a page's first collator loads the locale's data, tens of
// milliseconds on a phone inside the render that takes the page over.
const sorted = (options: TestOptions) =>
  JSON.stringify(Object.entries(options).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));

/** Set once a browser kept the build's test: its later visits start with a random text. */
const FIRST_TEST_SEEN = 'first-test-seen';

/** Nothing of its own stored, and a first visit or keys already typed on the build's text. */
function startsWithFirstFrame(language: string, setup: TestSetup): boolean {
  return (
    (browserStorage('localStorage')?.getItem(FIRST_TEST_SEEN) == null || hasEarlyKeys()) &&
    language === DEFAULT_LANGUAGE &&
    readPracticeText() === null &&
    setup.durationSeconds === FIRST_FRAME_SETUP.durationSeconds &&
    setup.customText === FIRST_FRAME_SETUP.customText &&
    sorted(setup.options) === sorted(FIRST_FRAME_SETUP.options)
  );
}

/**
 * Which test the page shows first: the build's ('drawn', repeated to hydrate), kept by a first visit
 * ('kept'), or the browser's own ('own'); see docs/decisions/front-end/prerendered-pages.md.
 */
export function useFirstTest(language: string): 'drawn' | 'kept' | 'own' {
  const hydrated = useHydrated();
  const setup = useSelector(selectTestSetup);
  const [firstTest, setFirstTest] = useState<'drawn' | 'kept' | 'own'>(() => (hydrated ? 'own' : 'drawn'));
  if (firstTest === 'drawn' && hydrated) setFirstTest(startsWithFirstFrame(language, setup) ? 'kept' : 'own');
  if (firstTest === 'kept' && language !== DEFAULT_LANGUAGE) setFirstTest('own');
  useEffect(() => {
    if (firstTest !== 'kept') return;
    try {
      browserStorage('localStorage')?.setItem(FIRST_TEST_SEEN, '1');
    } catch {
      // A full or blocked storage only means the next visit starts on the build's text again.
    }
  }, [firstTest]);
  return firstTest;
}

/** Keys typed on the build's HTML before the code ran: typed into its test if kept, else dropped. */
export function useEarlyKeys(settled: boolean, firstFrame: boolean, typeKeys: TypeKeys) {
  useEffect(() => {
    if (!settled) return;
    const early = takeEarlyKeys();
    if (!firstFrame) return;
    for (const { key, atMs } of early) typeKeys([key], atMs);
  }, [settled, firstFrame, typeKeys]);
}
