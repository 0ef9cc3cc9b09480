import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Sentence } from './sentence-picker';

/** Node only; the build scripts write them. */
export function readDataFile<T>(name: string): T {
  return JSON.parse(readFileSync(join(__dirname, '..', 'data', name), 'utf8')) as T;
}

interface SentenceFile {
  works: string[];
  sentences: [text: string, work: number][];
}

export function readSentenceFile(name: string): Sentence[] {
  const { works, sentences } = readDataFile<SentenceFile>(name);
  return sentences.map(([text, work]) => ({ text, source: works[work]! }));
}
