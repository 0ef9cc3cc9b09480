import type { PassageView } from '@typing/contracts/web';
import type { TestOptions } from '@typing/typing-core';
import { useCallback, useMemo, useRef, useState } from 'react';
import { QUOTE_FAILED_TEXT, QUOTE_LOADING_TEXT } from '../test/test-setup';
import type { ShowText } from '../test/useTypingSession';
import { useLazyGetPassageQuery } from './passage.api';

export type QuoteState =
  | { readonly status: 'none' }
  | { readonly status: 'loading' }
  | { readonly status: 'failed' }
  | { readonly status: 'ready'; readonly passage: PassageView };

/** Quote mode's passage from the server: the latest request wins, and until it is in, no key is taken. */
export function useQuotePassage(showText: ShowText) {
  const [fetchPassage] = useLazyGetPassageQuery();
  const [state, setState] = useState<QuoteState>({ status: 'none' });
  const latest = useRef(0);

  const settle = useCallback(
    (next: QuoteState, options: TestOptions, text: string) => {
      setState(next);
      showText(options, text, next.status === 'ready');
    },
    [showText],
  );

  const request = useCallback(
    (options: TestOptions) => {
      const ticket = ++latest.current;
      settle({ status: 'loading' }, options, QUOTE_LOADING_TEXT);
      fetchPassage(options.quoteLength ?? 'short')
        .unwrap()
        .then(
          (passage) => ticket === latest.current && settle({ status: 'ready', passage }, options, passage.text),
          () => ticket === latest.current && settle({ status: 'failed' }, options, QUOTE_FAILED_TEXT),
        );
    },
    [fetchPassage, settle],
  );

  /** Another mode (or an AI text) took over: a passage still on its way is dropped. */
  const forget = useCallback(() => {
    latest.current += 1;
    setState((state) => (state.status === 'none' ? state : { status: 'none' }));
  }, []);

  // Stable, so the page's key handlers and memoised controls do not change with the quote's state.
  const actions = useMemo(() => ({ request, forget }), [request, forget]);
  return { state, actions };
}
