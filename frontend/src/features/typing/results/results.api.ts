import type { SaveResultRequest, SaveResultResponse } from '@typing/contracts/web';
import { api, type RetryOptions } from '../../../shared/api';

/** Retries of a save that got no answer or a server failure: its client id makes them harmless. */
export const SAVE_MAX_RETRIES = 2;

/** POST /api/result/saveresult; a saved result makes the dashboard's summary and history stale. */
export const resultsApi = api.injectEndpoints({
  endpoints: (build) => ({
    saveResult: build.mutation<SaveResultResponse, SaveResultRequest>({
      query: (body) => ({ url: '/result/saveresult', method: 'POST', body }),
      extraOptions: { maxRetries: SAVE_MAX_RETRIES } satisfies RetryOptions,
      invalidatesTags: ['Performance', 'History'],
    }),
  }),
});

export const { useSaveResultMutation } = resultsApi;
