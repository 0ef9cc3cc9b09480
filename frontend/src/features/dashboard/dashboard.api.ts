import type { PerformanceSummary } from '@typing/contracts/web';
import { api } from '../../shared/api';

/** GET /api/result/performance; a saved result (typing feature) invalidates the 'Performance' tag. */
export const dashboardApi = api.injectEndpoints({
  endpoints: (build) => ({
    getPerformance: build.query<PerformanceSummary, void>({
      query: () => '/result/performance',
      providesTags: ['Performance'],
    }),
  }),
});

export const { useGetPerformanceQuery } = dashboardApi;
