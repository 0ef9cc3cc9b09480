import type {
  DeleteAccountRequest,
  GoogleLoginRequest,
  LoginRequest,
  LoginResponse,
  MessageResponse,
  PublicUser,
  UserResponse,
} from '@typing/contracts/web';
import { api } from '../api';

/** Whatever was cached for one user (results, history, plans) is someone else's after a change of user. */
export const USER_DATA = ['User', 'Performance', 'History', 'Subscription'] as const;

/**
 * The calls that start, confirm or end the session. Here (shared), not in features/auth, because
 * the session slice follows them (`matchFulfilled`) and the top bar and the start-up check use
 * them; the other account screens inject their calls in `features/auth/auth.api.ts`.
 */
export const sessionApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** GET /api/auth/me: the signed-in user, or 401. */
    me: build.query<PublicUser, void>({ query: () => '/auth/me', providesTags: ['User'] }),
    /** POST /api/auth/login: sets the session cookie. */
    login: build.mutation<LoginResponse, LoginRequest>({
      query: (body) => ({ url: '/auth/login', method: 'POST', body }),
      invalidatesTags: [...USER_DATA],
    }),
    /** POST /api/auth/continuewithgoogle: sets the session cookie. */
    continueWithGoogle: build.mutation<UserResponse, GoogleLoginRequest>({
      query: (body) => ({ url: '/auth/continuewithgoogle', method: 'POST', body }),
      invalidatesTags: [...USER_DATA],
    }),
    /** POST /api/account/delete: the account and its data go; the session ends with it. */
    deleteAccount: build.mutation<MessageResponse, DeleteAccountRequest>({
      query: (body) => ({ url: '/account/delete', method: 'POST', body }),
      invalidatesTags: [...USER_DATA],
    }),
    /** GET /api/auth/logout: revokes the session on the server and clears the cookie. */
    logout: build.mutation<MessageResponse, void>({
      query: () => ({ url: '/auth/logout', method: 'GET' }),
      invalidatesTags: [...USER_DATA],
    }),
  }),
});

export const {
  useMeQuery,
  useLoginMutation,
  useContinueWithGoogleMutation,
  useLogoutMutation,
  useDeleteAccountMutation,
} = sessionApi;
