import type { ExamBests, ExamHistoryPage, HistoryPage, HistoryQuery, PerformanceSummary } from '@typing/contracts/web';
import { api } from '../../shared/api';

/** Where the browser downloads every saved result as CSV (a plain link: the cookie goes along). */
export const RESULTS_CSV_URL = '/api/result/export.csv';

/** The dashboard's reads; a saved result (typing feature) invalidates 'Performance' and 'History'. */
const dashboardApi = api.injectEndpoints({
  endpoints: (build) => ({
    getPerformance: build.query<PerformanceSummary, void>({
      query: () => '/result/performance',
      providesTags: ['Performance'],
    }),
    getHistory: build.query<HistoryPage, HistoryQuery>({
      query: (params) => ({ url: '/result/history', params }),
      providesTags: ['History'],
    }),
    /** Read afresh on each visit (an exam is saved on its own page). */
    getExamResults: build.query<ExamHistoryPage, number>({
      query: (limit) => ({ url: '/exams/results', params: { limit } }),
      keepUnusedDataFor: 0,
    }),
    getExamBests: build.query<ExamBests, void>({
      query: () => '/exams/bests',
      keepUnusedDataFor: 0,
    }),
  }),
});

export const { useGetPerformanceQuery, useGetHistoryQuery, useGetExamResultsQuery, useGetExamBestsQuery } =
  dashboardApi;
