import { DEFAULT_LANGUAGE, type Language } from '@typing/typing-core';
import type { HindiLayoutId } from '@typing/typing-core/hindi';

/** Whose lessons a progress is: a language's, and for Hindi one layout's (each has its own progress). */
export interface LessonTrack {
  language: Language;
  layout?: HindiLayoutId;
}

/** A track as query fields (English's progress at the address it always had, with none). */
export function trackQuery({ language, layout }: LessonTrack): string {
  if (language === DEFAULT_LANGUAGE) return '';
  return `?language=${language}${layout ? `&layout=${layout}` : ''}`;
}
