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
 * addresses, every word in the dictionary, filtered (docs/decisions/typing-engine/content-sources.md).
 */
export function englishSentences(): Sentence[] {
  return readSentenceFile('sentences.json');
}

/** Paragraphs of Moby-Dick in short, medium and long buckets, with attribution. */
export function mobyDickPassages(): Passage[] {
  return load<Passage[]>('passages.json');
}

/** A passage for an exam-style typing test, with a stable id so a member is not served it again soon. */
export interface ExamPassage {
  id: string;
  text: string;
  attribution: string;
}

/**
 * English exam passages of 2,100–2,700 characters (about 1,750–2,000 key depressions and more): runs
 * of whole sentences from State of the Union addresses since 1946, public-domain works of the US government.
 */
export function englishExamPassages(): ExamPassage[] {
  return load<ExamPassage[]>('exam-passages.json');
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
