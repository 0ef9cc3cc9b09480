import type { TestOptions } from '@typing/typing-core';
import { useCallback, useEffect, useRef } from 'react';
import { useQuotePassage } from '../quotes/useQuotePassage';
import { freshSampleText } from '../text/typing-layout';
import type { TestSetup } from '../../../shared/preferences/test-setup-storage';
import { textFor } from './test-setup';
import type { ShowText } from './useTypingSession';

interface TestTextSources {
  readonly sampleText: string;
  readonly showText: ShowText;
  readonly takeReady: (options: TestOptions, durationSeconds: number) => void;
  readonly firstQuote: TestOptions | null;
  /** An AI text's options (a Hindi one is typed as the typist types Hindi). */
  readonly practiceOptions: (text: string) => TestOptions;
}

/** The one path to a new text for a setup (a quote's passage, a built text or the typist's own), and AI texts. */
export function useTestText({ sampleText, showText, takeReady, firstQuote, practiceOptions }: TestTextSources) {
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

  const showAiText = useCallback(
    (text: string) => {
      actions.forget();
      showText(practiceOptions(text), text);
    },
    [showText, actions, practiceOptions],
  );

  const pendingQuote = useRef(firstQuote);
  useEffect(() => {
    if (pendingQuote.current) actions.request(pendingQuote.current);
    pendingQuote.current = null;
  }, [actions]);

  return { quote, newText, showAiText };
}
