import { isLetterLessonLanguage, LESSON_LANGUAGES, type Language, type LessonKeyLanguage } from '@typing/typing-core';
import { type HindiLayoutId, HOME_ROW_CODES } from '@typing/typing-core/hindi';
import { HINDI_KEY_ORDERS } from './hindi-lesson-key-orders';

/** Whose lessons a progress is: a language's, and for Hindi one layout's (the contracts see that Hindi names one). */
export interface LessonTrack {
  language?: Language;
  layout?: HindiLayoutId;
}

/**
 * What a track's lessons teach, as far as the lesson rules need it (the order keys join in): English
 * and Spanish letters, or a Hindi layout's key order. That order is what `hindiLessonLanguage` computes
 * over the Hindi word list, kept in hindi-lesson-key-orders.ts (checked equal by
 * lesson-languages.spec.ts), since computing it takes a fraction of a second per layout on the event loop.
 */
export function lessonLanguageOf({ language = 'en', layout }: LessonTrack): LessonKeyLanguage {
  if (isLetterLessonLanguage(language)) return LESSON_LANGUAGES[language];
  if (layout === undefined) throw new Error('Hindi lessons need a layout');
  return { letterOrder: HINDI_KEY_ORDERS[layout], letterShare: {}, firstKeys: HOME_ROW_CODES.length };
}
