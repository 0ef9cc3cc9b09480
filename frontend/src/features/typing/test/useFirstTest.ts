import { DEFAULT_LANGUAGE, seededRandom, type TestOptions } from '@typing/typing-core';
import { useEffect, useState } from 'react';
import { useHydrated } from '../../../shared/hydration';
import { browserStorage } from '../../../shared/storage/web-storage';
import { hasEarlyKeys, takeEarlyKeys } from '../../../shared/typing-focus/early-keys';
import { readPracticeText } from '../ai-practice/practice-text-storage';
import { DEFAULT_SETUP, readSetup, type TestSetup, textFor, withLanguage } from './test-setup';
import type { TypeKeys } from './useTypingSession';

/** The prerendered test: the spec's timed test in the default language, with a fixed text. */
export const FIRST_FRAME_SETUP: TestSetup = {
  ...DEFAULT_SETUP,
  options: withLanguage(DEFAULT_SETUP.options, DEFAULT_LANGUAGE),
};
export const firstFrameText = () => textFor(FIRST_FRAME_SETUP, seededRandom(1));

const sorted = (options: TestOptions) => JSON.stringify(Object.entries(options).sort(([a], [b]) => a.localeCompare(b)));

/**
 * Set in a browser that has kept the build's test once: its later visits start with a random text,
 * as any test after the first does (the build's text is a first visit's, not every visit's).
 */
const FIRST_TEST_SEEN = 'first-test-seen';

/**
 * Whether this browser would start with the prerendered test: no setup, language or AI text of its
 * own, and either its first visit or keys already typed on the build's text (they are typed in).
 */
function startsWithFirstFrame(language: string): boolean {
  const setup = readSetup();
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
 * Which test the page shows first. The build draws `/` as a visitor's first visit
 * (docs/decisions/front-end/prerendered-pages.md): the default test with a fixed text, which the
 * browser's first render repeats to take the page over ('drawn'). A visitor on their first visit (or
 * already typing on it) with nothing of their own stored keeps that test ('kept': nothing on the page
 * changes); anyone else, and any later change of language, gets a test of their own ('own'), as a
 * page drawn in the browser alone starts with.
 */
export function useFirstTest(language: string): 'drawn' | 'kept' | 'own' {
  const hydrated = useHydrated();
  const [firstTest, setFirstTest] = useState<'drawn' | 'kept' | 'own'>(() => (hydrated ? 'own' : 'drawn'));
  if (firstTest === 'drawn' && hydrated) setFirstTest(startsWithFirstFrame(language) ? 'kept' : 'own');
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

/**
 * Keys typed on the build's HTML of `/` before this code ran (index.html kept them) belong to its
 * test: typed into it, at their own times, once the page knows it keeps that test (`settled`). A
 * test of its own (other text) drops them.
 */
export function useEarlyKeys(settled: boolean, firstFrame: boolean, typeKeys: TypeKeys) {
  useEffect(() => {
    if (!settled) return;
    const early = takeEarlyKeys();
    if (!firstFrame) return;
    for (const { key, atMs } of early) typeKeys([key], atMs);
  }, [settled, firstFrame, typeKeys]);
}
