import type { LessonProgressDto, LessonTargetRequest, SaveLessonRequest } from '@typing/contracts/web';
import { api, type RetryOptions } from '../../shared/api';
import { type LessonTrack, trackQuery } from './lesson-track';

/** A member's lesson progress on the server; a save's client id makes its retries harmless. */
const lessonsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** One language's (Hindi layout's) progress (English's at the address it always had). */
    lessonProgress: build.query<LessonProgressDto, LessonTrack>({
      query: (track) => `/lessons${trackQuery(track)}`,
      // Another device may have moved it on: read it afresh whenever the page opens.
      keepUnusedDataFor: 0,
    }),
    saveLesson: build.mutation<LessonProgressDto, SaveLessonRequest>({
      query: (body) => ({ url: '/lessons', method: 'POST', body }),
      extraOptions: { maxRetries: 2 } satisfies RetryOptions,
    }),
    setLessonTarget: build.mutation<LessonProgressDto, LessonTargetRequest>({
      query: (body) => ({ url: '/lessons/target', method: 'PUT', body }),
    }),
  }),
});

export const { useLessonProgressQuery, useSaveLessonMutation, useSetLessonTargetMutation } = lessonsApi;
