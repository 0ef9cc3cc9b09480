import type { Language } from '@typing/typing-core';
import { useEffect, useState } from 'react';
import { loadedWordSource, loadWordSource } from './frequency-lists';

/** Can a `language` test be built: English at once, another once its words load or fail (the test is then English). */
export function useWordSourceReady(language: Language): boolean {
  const [settled, setSettled] = useState<Language | null>(null);
  const ready = language === 'en' || loadedWordSource(language) !== undefined;
  useEffect(() => {
    if (ready) return;
    let current = true;
    const settle = () => current && setSettled(language);
    loadWordSource(language).then(settle, (error: unknown) => {
      console.error('Loading the word list failed', error);
      settle();
    });
    return () => {
      current = false;
    };
  }, [language, ready]);
  return ready || settled === language;
}
