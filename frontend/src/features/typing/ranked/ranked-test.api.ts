import type { RankedTest, RankedTestRequest } from '@typing/contracts/web';
import { api } from '../../../shared/api';

/** POST /api/leaderboards/tests: a test that can rank (its seed and ticket), for a member. */
const rankedTestApi = api.injectEndpoints({
  endpoints: (build) => ({
    issueRankedTest: build.mutation<RankedTest, RankedTestRequest>({
      query: (body) => ({ url: '/leaderboards/tests', method: 'POST', body }),
    }),
  }),
});

export const { useIssueRankedTestMutation } = rankedTestApi;
