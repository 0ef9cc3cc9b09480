import { TIMED_TEST, type TestOptions } from '@typing/typing-core';
import { useCallback, useEffect, useRef } from 'react';
import { useQuotePassage } from '../quotes/useQuotePassage';
import { freshSampleText } from '../text/typing-layout';
import { type TestSetup, textFor } from './test-setup';
import type { ShowText } from './useTypingSession';

interface TestTextSources {
  /** The text on screen now, which a new one differs from. */
  readonly sampleText: string;
  readonly showText: ShowText;
  /** Puts a ready server-issued test on the new text, if the member has one for these options. */
  readonly takeReady: (options: TestOptions, durationSeconds: number) => void;
  /** A remembered quote test's options: its first passage is fetched once the page is up. */
  readonly firstQuote: TestOptions | null;
}

/**
 * Where the test's text comes from: `newText` is the one path to a new text for a setup (Tab, New
 * Text, a setup chosen): a quote's passage from the server, else a built one or the typist's own.
 * `showAiText` puts AI Practice's text in its place.
 */
export function useTestText({ sampleText, showText, takeReady, firstQuote }: TestTextSources) {
  const { state: quote, actions } = useQuotePassage(showText);

  const newText = useCallback(
    (setup: TestSetup) => {
      if (setup.options.mode === 'quote') return actions.request(setup.options);
      actions.forget();
      showText(
        setup.options,
        freshSampleText(sampleText, () => textFor(setup, Math.random)),
      );
      takeReady(setup.options, setup.durationSeconds);
    },
    [sampleText, showText, takeReady, actions],
  );

  // An AI text is a timed test of its own (plain words, no extras), whatever mode was chosen.
  const showAiText = useCallback(
    (text: string) => {
      actions.forget();
      showText(TIMED_TEST, text);
    },
    [showText, actions],
  );

  const pendingQuote = useRef(firstQuote);
  useEffect(() => {
    if (pendingQuote.current) actions.request(pendingQuote.current);
    pendingQuote.current = null;
  }, [actions]);

  return { quote, newText, showAiText };
}
