import type { LeaderboardPage, LeaderboardQuery, MyRank, MyRankQuery, PublicProfile } from '@typing/contracts/web';
import { api } from '../../shared/api';

/** The community's public pages. */
const communityApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** GET /api/community/profiles/{name}: 404 when nobody appears under the name. */
    publicProfile: build.query<PublicProfile, string>({
      query: (name) => `/community/profiles/${encodeURIComponent(name)}`,
      keepUnusedDataFor: 0,
    }),
    /** GET /api/leaderboards: a page of 50 places of a board. */
    leaderboard: build.query<LeaderboardPage, LeaderboardQuery>({
      query: (params) => ({ url: '/leaderboards', params }),
      keepUnusedDataFor: 30,
    }),
    /** GET /api/leaderboards/me: the signed-in member's place on a board. */
    myRank: build.query<MyRank, MyRankQuery>({
      query: (params) => ({ url: '/leaderboards/me', params }),
      keepUnusedDataFor: 0,
    }),
  }),
});

export const { usePublicProfileQuery, useLeaderboardQuery, useMyRankQuery } = communityApi;
