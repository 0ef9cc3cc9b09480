import type { ChangeNameRequest, ChangePasswordRequest, MessageResponse, UserResponse } from '@typing/contracts/web';
import { api } from '../../shared/api';
import { userRefreshed } from '../../shared/session/session.slice';

/** The account calls of the settings page; deleting the account is in shared/session (it ends the session). */
const settingsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** POST /api/account/name: the session's user takes the answer, so the top bar shows it at once. */
    changeName: build.mutation<UserResponse, ChangeNameRequest>({
      query: (body) => ({ url: '/account/name', method: 'POST', body }),
      async onQueryStarted(_body, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: undefined }));
        if (data) dispatch(userRefreshed(data.user));
      },
      invalidatesTags: ['User'],
    }),
    /** POST /api/account/password: other sessions end; this one stays. */
    changePassword: build.mutation<MessageResponse, ChangePasswordRequest>({
      query: (body) => ({ url: '/account/password', method: 'POST', body }),
    }),
  }),
});

export const { useChangeNameMutation, useChangePasswordMutation } = settingsApi;

/** Where the browser downloads all the member's data (a plain link: the cookie goes along). */
export const ACCOUNT_EXPORT_URL = '/api/account/export';
