import type { Preferences, PreferencesAnswer } from '@typing/contracts/web';
import { api } from '../api';

/** A member's settings on the server (GET/PUT /api/account/preferences); guests keep theirs in local storage only. */
export const preferencesApi = api.injectEndpoints({
  endpoints: (build) => ({
    getPreferences: build.query<PreferencesAnswer, void>({ query: () => '/account/preferences' }),
    /** A whole replacement: repeating it changes nothing, so it may be retried. */
    savePreferences: build.mutation<PreferencesAnswer, Preferences>({
      query: (body) => ({ url: '/account/preferences', method: 'PUT', body, keepalive: true }),
      extraOptions: { maxRetries: 2 },
    }),
  }),
});
