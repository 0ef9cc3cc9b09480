import { readDataFile as load, readSentenceFile } from './data-file';
import type { Sentence } from './sentence-picker';

export interface Passage {
  text: string;
  length: 'short' | 'medium' | 'long';
  attribution: string;
}

/** Filtered as docs/decisions/typing-engine/content-sources.md says. */
export function englishSentences(): Sentence[] {
  return readSentenceFile('sentences.json');
}

export function mobyDickPassages(): Passage[] {
  return load<Passage[]>('passages.json');
}

/** The stable id keeps a member from being served it again soon. */
export interface ExamPassage {
  id: string;
  text: string;
  attribution: string;
}

/** State of the Union addresses since 1946: public-domain works of the US government. */
export function englishExamPassages(): ExamPassage[] {
  return load<ExamPassage[]>('exam-passages.json');
}

export function englishFrequencyList(): string[] {
  return load<string[]>('english-words.json');
}

/** CC BY-SA 4.0, adapted from Wiktionary (data/spanish-words.NOTICE.md says what shipping it requires). */
export function spanishFrequencyList(): string[] {
  return load<string[]>('spanish-words.json');
}
