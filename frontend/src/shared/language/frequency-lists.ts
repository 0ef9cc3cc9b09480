import type { Language, WordSource } from '@typing/typing-core';
import { loadHindiInput } from '../hindi/hindi-input';

type OtherLanguage = WordSource['language'];

/** Each language's frequency list is a chunk loaded only when chosen, so English pages carry none. */
const loaders: Record<OtherLanguage, () => Promise<{ default: unknown }>> = {
  es: () => import('@typing/practice-content/data/spanish-words.json'),
  // A Hindi test is ready once its layouts and font are here too.
  hi: () =>
    Promise.all([import('@typing/practice-content/data/hindi-words.json'), loadHindiInput()]).then(([words]) => words),
};

const loading = new Map<OtherLanguage, Promise<WordSource>>();
const loaded = new Map<Language, WordSource>();

export function loadedWordSource(language: Language | undefined): WordSource | undefined {
  return language ? loaded.get(language) : undefined;
}

/** Loads a language's words once per page; English needs none. A failed load is tried again next time. */
export function loadWordSource(language: Language): Promise<WordSource | undefined> {
  if (language === 'en') return Promise.resolve(undefined);
  let source = loading.get(language);
  if (!source) {
    source = loaders[language]().then(({ default: list }) => {
      const frequencyList = Array.isArray(list) ? list.filter((word): word is string => typeof word === 'string') : [];
      if (frequencyList.length < 2) throw new Error(`No word list for ${language}`);
      const ready = { language, frequencyList };
      loaded.set(language, ready);
      return ready;
    });
    source.catch(() => loading.delete(language));
    loading.set(language, source);
  }
  return source;
}
