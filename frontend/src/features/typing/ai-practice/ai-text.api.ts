import { AI_TEXT_LIMITS, type GeneratedTextView, type GetText } from '@typing/contracts/web';
import { api } from '../../../shared/api';

/** A little over the gateway's own wait, so the server's answer (or its 504) arrives first. */
const AI_TEXT_TIMEOUT_MS = AI_TEXT_LIMITS.gatewayWaitMs + 5_000;

/** Each text uses one of the day's allowance, so a success invalidates 'Subscription'. */
const aiTextApi = api.injectEndpoints({
  endpoints: (build) => ({
    getAiText: build.mutation<GeneratedTextView, GetText>({
      query: (body) => ({ url: '/text/gettext', method: 'POST', body, timeout: AI_TEXT_TIMEOUT_MS }),
      invalidatesTags: (result) => (result ? ['Subscription'] : []),
    }),
  }),
});

export const { useGetAiTextMutation } = aiTextApi;
