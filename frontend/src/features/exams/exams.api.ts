import type {
  ExamPassageQuery,
  ExamPassageView,
  ExamResultDetail,
  SaveExamResultRequest,
  SaveExamResultResponse,
} from '@typing/contracts/web';
import { api } from '../../shared/api';

/** Passages stay on the server, out of the pages' JavaScript; a save retried with its id stores nothing new. */
type ExamPassageRequest = Pick<ExamPassageQuery, 'profile' | 'layout'> & Partial<Pick<ExamPassageQuery, 'language'>>;

const examsApi = api.injectEndpoints({
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
