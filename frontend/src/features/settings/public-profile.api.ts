import type { PublicProfileSettings, PublicProfileState } from '@typing/contracts/web';
import { api } from '../../shared/api';

/** The member's choice to appear publicly: read it, appear under a name, leave. */
const publicProfileApi = api.injectEndpoints({
  endpoints: (build) => ({
    myPublicProfile: build.query<PublicProfileState, void>({
      query: () => '/account/public-profile',
      keepUnusedDataFor: 0,
    }),
    setPublicProfile: build.mutation<PublicProfileState, PublicProfileSettings>({
      query: (body) => ({ url: '/account/public-profile', method: 'PUT', body }),
      async onQueryStarted(_body, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: undefined }));
        if (data) dispatch(publicProfileApi.util.upsertQueryData('myPublicProfile', undefined, data));
      },
    }),
    leavePublicProfile: build.mutation<PublicProfileState, void>({
      query: () => ({ url: '/account/public-profile', method: 'DELETE' }),
      async onQueryStarted(_body, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: undefined }));
        if (data) dispatch(publicProfileApi.util.upsertQueryData('myPublicProfile', undefined, data));
      },
    }),
  }),
});

export const { useMyPublicProfileQuery, useSetPublicProfileMutation, useLeavePublicProfileMutation } = publicProfileApi;
