import type { MessageResponse, PublicUser } from '@typing/contracts/web';
import { api } from '../api';

/**
 * The two account calls the app shell needs whatever page is open: who the session cookie belongs
 * to, and sign-out. Here (shared), not in features/auth, because the top bar and the start-up
 * check use them; the auth screens inject their own calls in `features/auth/auth.api.ts`.
 */
export const sessionApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** GET /api/auth/me: the signed-in user, or 401. */
    me: build.query<PublicUser, void>({ query: () => '/auth/me', providesTags: ['User'] }),
    /** GET /api/auth/logout: revokes the session on the server and clears the cookie. */
    logout: build.mutation<MessageResponse, void>({
      query: () => ({ url: '/auth/logout', method: 'GET' }),
      // Whatever was cached for the signed-in user (results, plans) is someone else's now.
      invalidatesTags: ['User', 'Performance', 'Subscription'],
    }),
  }),
});

export const { useMeQuery, useLogoutMutation } = sessionApi;
