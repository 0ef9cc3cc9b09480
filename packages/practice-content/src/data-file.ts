import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Sentence } from './sentence-picker';

/** Reads one of the committed JSON files in ../data (Node only; the build scripts write them). */
export function readDataFile<T>(name: string): T {
  return JSON.parse(readFileSync(join(__dirname, '..', 'data', name), 'utf8')) as T;
}

/** A sentences file: each work named once, each sentence with the index of its work. */
interface SentenceFile {
  works: string[];
  sentences: [text: string, work: number][];
}

/** The sentences of a sentences file, each with its work's name as its source. */
export function readSentenceFile(name: string): Sentence[] {
  const { works, sentences } = readDataFile<SentenceFile>(name);
  return sentences.map(([text, work]) => ({ text, source: works[work]! }));
}
