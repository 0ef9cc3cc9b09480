import { hindiFrequencyList } from '@typing/practice-content/hindi';
import { isLetterLessonLanguage, LESSON_LANGUAGES, type Language, type LessonKeyLanguage } from '@typing/typing-core';
import { type HindiLayoutId, hindiLayouts, hindiLessonLanguage } from '@typing/typing-core/hindi';

/** Whose lessons a progress is: a language's, and for Hindi one layout's (the contracts see that Hindi names one). */
export interface LessonTrack {
  language?: Language;
  layout?: HindiLayoutId;
}

let hindiWords: readonly string[] | undefined;

/**
 * What a track's lessons teach, as the browser builds it: English and Spanish letters, or a Hindi
 * layout's keys over the Hindi word list (its key order computed once per layout, on first use:
 * about 0.1–0.25 s of CPU, india/hindi-lessons.md).
 */
export function lessonLanguageOf({ language = 'en', layout }: LessonTrack): LessonKeyLanguage {
  if (isLetterLessonLanguage(language)) return LESSON_LANGUAGES[language];
  if (layout === undefined) throw new Error('Hindi lessons need a layout');
  hindiWords ??= hindiFrequencyList();
  return hindiLessonLanguage(hindiLayouts[layout], hindiWords);
}
