import { type Language, PARAGRAPHS, words } from '@typing/typing-core';
import { loadWordSource } from '../../shared/language/frequency-lists';

/** Distinct lowercase words of a text, the most frequent first (ties in order of appearance). */
export function wordsByFrequencyOf(text: string): string[] {
  const counts = new Map<string, number>();
  for (const word of words(text.toLowerCase())) {
    const clean = word.replace(/[^a-z]/g, '');
    if (clean) counts.set(clean, (counts.get(clean) ?? 0) + 1);
  }
  return [...counts].sort((a, b) => b[1] - a[1]).map(([word]) => word);
}

/** The 10,000 most frequent English words, a chunk of their own; the built-in paragraphs' words stand in on failure. */
export async function loadWordsByFrequency(): Promise<readonly string[]> {
  try {
    const list = (await import('@typing/practice-content/data/english-words.json')).default as unknown;
    if (Array.isArray(list) && list.length > 0) return list.filter((word): word is string => /^[a-z]+$/.test(word));
  } catch {
    // A failed chunk load (offline, a new deployment): lessons still work.
  }
  return wordsByFrequencyOf(PARAGRAPHS.join(' '));
}

/** A language's lesson words, most frequent first; none if its list fails to load (lessons then use pseudo-words). */
export async function loadLessonWords(language: Language): Promise<readonly string[]> {
  if (language === 'en') return loadWordsByFrequency();
  try {
    return (await loadWordSource(language))?.frequencyList ?? [];
  } catch {
    return [];
  }
}
