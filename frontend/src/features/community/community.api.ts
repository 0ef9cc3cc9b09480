import type { PublicProfile } from '@typing/contracts/web';
import { api } from '../../shared/api';

/** The community's public pages (issue 17). */
export const communityApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** GET /api/community/profiles/{name}: 404 when nobody appears under the name. */
    publicProfile: build.query<PublicProfile, string>({
      query: (name) => `/community/profiles/${encodeURIComponent(name)}`,
      keepUnusedDataFor: 0,
    }),
  }),
});

export const { usePublicProfileQuery } = communityApi;
