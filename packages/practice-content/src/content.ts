import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Sentence } from './sentence-picker';

/** A paragraph of Moby-Dick for a later quote mode, with its attribution. */
export interface Passage {
  text: string;
  length: 'short' | 'medium' | 'long';
  attribution: string;
}

/** Reads one of the committed JSON files (Node only; the build script writes them). */
function load<T>(name: string): T {
  return JSON.parse(readFileSync(join(__dirname, '..', 'data', name), 'utf8')) as T;
}

/** data/sentences.json: each work named once, each sentence with the index of its work. */
interface SentenceFile {
  works: string[];
  sentences: [text: string, work: number][];
}

/**
 * English sentences of 2–30 words (up to 200 characters) from Moby-Dick and the State of the Union
 * addresses, every word in the dictionary, filtered (docs/decisions/issue-15-content-sources.md).
 */
export function englishSentences(): Sentence[] {
  const { works, sentences } = load<SentenceFile>('sentences.json');
  return sentences.map(([text, work]) => ({ text, source: works[work]! }));
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
