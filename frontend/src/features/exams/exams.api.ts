import type {
  ExamPassageQuery,
  ExamPassageView,
  ExamResultDetail,
  SaveExamResultRequest,
  SaveExamResultResponse,
} from '@typing/contracts/web';
import { api } from '../../shared/api';

/**
 * GET /api/text/exam-passage?profile=[&language=hi&layout=] — the passages stay on the server, out of every page's
 * JavaScript; the server cuts each to the board profile's size. A fresh one each time.
 * POST /api/exams/results — a member's exam, re-evaluated by the server; retried with the same id, it stores nothing new.
 * GET /api/exams/results/:id — a saved exam's sheet, redrawn by the server from what it judged.
 */
/** The query without its defaults: English when no language is given. */
type ExamPassageRequest = Pick<ExamPassageQuery, 'profile' | 'layout'> & Partial<Pick<ExamPassageQuery, 'language'>>;

export const examsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getExamPassage: build.query<ExamPassageView, ExamPassageRequest>({
      query: (params) => ({ url: '/text/exam-passage', params }),
      keepUnusedDataFor: 0,
    }),
    getExamResult: build.query<ExamResultDetail, string>({
      query: (id) => `/exams/results/${encodeURIComponent(id)}`,
    }),
    saveExamResult: build.mutation<SaveExamResultResponse, SaveExamResultRequest>({
      query: (body) => ({ url: '/exams/results', method: 'POST', body }),
    }),
  }),
});

export const { useLazyGetExamPassageQuery, useSaveExamResultMutation, useGetExamResultQuery } = examsApi;
