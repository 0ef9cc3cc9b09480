import type { PassageView } from '@typing/contracts/web';
import type { QuoteLength } from '@typing/typing-core';
import { api } from '../../../shared/api';

/** Quote passages come from the server, out of `/`'s JavaScript (docs/decisions/typing-engine/test-modes.md). */
const passageApi = api.injectEndpoints({
  endpoints: (build) => ({
    getPassage: build.query<PassageView, QuoteLength>({
      query: (length) => ({ url: '/text/passage', params: { length } }),
      keepUnusedDataFor: 0,
    }),
  }),
});

export const { useLazyGetPassageQuery } = passageApi;
