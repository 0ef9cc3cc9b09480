import { isLetterLessonLanguage, LESSON_LANGUAGES, type Language, type LessonKeyLanguage } from '@typing/typing-core';
import { type HindiLayoutId, HOME_ROW_CODES } from '@typing/typing-core/hindi';
import { HINDI_KEY_ORDERS } from './hindi-lesson-key-orders';

export interface LessonTrack {
  language?: Language;
  layout?: HindiLayoutId;
}

/** Hindi key orders are precomputed (hindi-lesson-key-orders.ts): computing one blocks the event loop a fraction of a second. */
export function lessonLanguageOf({ language = 'en', layout }: LessonTrack): LessonKeyLanguage {
  if (isLetterLessonLanguage(language)) return LESSON_LANGUAGES[language];
  if (layout === undefined) throw new Error('Hindi lessons need a layout');
  return { letterOrder: HINDI_KEY_ORDERS[layout], letterShare: {}, firstKeys: HOME_ROW_CODES.length };
}
