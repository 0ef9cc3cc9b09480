import { DEFAULT_LANGUAGE, isLanguage, type Language } from '@typing/typing-core';

/** The practice language's key in local storage. */
export const LANGUAGE_STORAGE_KEY = 'practice-language';

/** English when none (or an unknown one) is stored. */
export const parseLanguage = (stored: unknown): Language => (isLanguage(stored) ? stored : DEFAULT_LANGUAGE);
