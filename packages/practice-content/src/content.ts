import { readDataFile as load, readSentenceFile } from './data-file';
import type { Sentence } from './sentence-picker';

/** A paragraph of Moby-Dick for a later quote mode, with its attribution. */
export interface Passage {
  text: string;
  length: 'short' | 'medium' | 'long';
  attribution: string;
}

/**
 * English sentences of 2–30 words (up to 200 characters) from Moby-Dick and the State of the Union
 * addresses, every word in the dictionary, filtered (docs/decisions/issue-15-content-sources.md).
 */
export function englishSentences(): Sentence[] {
  return readSentenceFile('sentences.json');
}

/** Paragraphs of Moby-Dick in short, medium and long buckets, with attribution. */
export function mobyDickPassages(): Passage[] {
  return load<Passage[]>('passages.json');
}

/** The 10,000 most frequent English words, most frequent first, filtered (README.md). */
export function englishFrequencyList(): string[] {
  return load<string[]>('english-words.json');
}

/**
 * About 8,000 of the most frequent Spanish words, most frequent first, filtered: CC BY-SA 4.0,
 * adapted from Wiktionary (data/spanish-words.NOTICE.md says what shipping it requires).
 */
export function spanishFrequencyList(): string[] {
  return load<string[]>('spanish-words.json');
}
