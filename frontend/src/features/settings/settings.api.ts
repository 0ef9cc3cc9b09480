import type { ChangePasswordRequest, MessageResponse } from '@typing/contracts/web';
import { api } from '../../shared/api';

/** The account calls of the settings page; deleting the account is in shared/session (it ends the session). */
export const settingsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** POST /api/account/password: other sessions end; this one stays. */
    changePassword: build.mutation<MessageResponse, ChangePasswordRequest>({
      query: (body) => ({ url: '/account/password', method: 'POST', body }),
    }),
  }),
});

export const { useChangePasswordMutation } = settingsApi;

/** Where the browser downloads all the member's data (a plain link: the cookie goes along). */
export const ACCOUNT_EXPORT_URL = '/api/account/export';
