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

/** The session calls, shared because the session slice, the top bar and the start-up check follow them. */
export const sessionApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** The signed-in user, or 401. */
    me: build.query<PublicUser, void>({ query: () => '/auth/me', providesTags: ['User'] }),
    login: build.mutation<LoginResponse, LoginRequest>({
      query: (body) => ({ url: '/auth/login', method: 'POST', body }),
      invalidatesTags: [...USER_DATA],
    }),
    continueWithGoogle: build.mutation<UserResponse, GoogleLoginRequest>({
      query: (body) => ({ url: '/auth/continuewithgoogle', method: 'POST', body }),
      invalidatesTags: [...USER_DATA],
    }),
    /** Deletes the account and its data; the session ends with it. */
    deleteAccount: build.mutation<MessageResponse, DeleteAccountRequest>({
      query: (body) => ({ url: '/account/delete', method: 'POST', body }),
      invalidatesTags: [...USER_DATA],
    }),
    /** Revokes the session on the server and clears the cookie. */
    logout: build.mutation<MessageResponse, void>({
      query: () => ({ url: '/auth/logout', method: 'GET' }),
      invalidatesTags: [...USER_DATA],
    }),
  }),
});

export const { useLoginMutation, useContinueWithGoogleMutation, useLogoutMutation, useDeleteAccountMutation } =
  sessionApi;
