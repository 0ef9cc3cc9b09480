import type { ExamPassageView } from '@typing/contracts/web';
import { api } from '../../shared/api';

/**
 * GET /api/text/exam-passage?profile= — the passages stay on the server, out of every page's
 * JavaScript; the server cuts each to the board profile's size. A fresh one each time.
 */
export const examsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getExamPassage: build.query<ExamPassageView, string>({
      query: (profile) => ({ url: '/text/exam-passage', params: { profile } }),
      keepUnusedDataFor: 0,
    }),
  }),
});

export const { useLazyGetExamPassageQuery } = examsApi;
