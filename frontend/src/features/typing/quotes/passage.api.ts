import type { PassageView } from '@typing/contracts/web';
import type { QuoteLength } from '@typing/typing-core';
import { api } from '../../../shared/api';

/**
 * GET /api/text/passage?length= — quote mode's text comes from the server, so the passages stay
 * out of the home page's JavaScript (docs/decisions/typing-engine/test-modes.md). A fresh one each time.
 */
const passageApi = api.injectEndpoints({
  endpoints: (build) => ({
    getPassage: build.query<PassageView, QuoteLength>({
      query: (length) => ({ url: '/text/passage', params: { length } }),
      keepUnusedDataFor: 0,
    }),
  }),
});

export const { useLazyGetPassageQuery } = passageApi;
