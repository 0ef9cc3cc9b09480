import { readDataFile, readSentenceFile } from './data-file';
import type { Sentence } from './sentence-picker';

export { HINDI_EXAM_PASSAGE_POINTS, hindiExamPassages } from './hindi-exam-passages';

/** A run of whole paragraphs of one help page or message, with its attribution. */
export interface HindiPassage {
  text: string;
  attribution: string;
}

/**
 * The words of Hindi text: runs between spaces and punctuation (danda, comma, hyphen, quotes…).
 * Keep in step with `hindiWordsOf` in scripts/build-hindi-content.mjs.
 */
export function hindiWords(text: string): string[] {
  return text.split(/[\s,;:!?।॥.'"“”‘’()[\]{}<>/\\|…—–-]+/).filter(Boolean);
}

/**
 * About 5,850 Hindi words, most frequent first, counted in the Hindi translations of LibreOffice,
 * Firefox and Chromium (MPL-2.0 and BSD-3-Clause: data/hindi-words.NOTICE.md).
 */
export function hindiFrequencyList(): string[] {
  return readDataFile<string[]>('hindi-words.json');
}

/**
 * Whole Hindi sentences of 3–25 listed words from the same translations, each with its work
 * (data/hindi-sentences.NOTICE.md).
 */
export function hindiSentences(): Sentence[] {
  return readSentenceFile('hindi-sentences.json');
}

/**
 * Runs of whole clean paragraphs (150–1,500 characters) from the same translations, each with its
 * work and, for the help, its page (data/hindi-passages.NOTICE.md).
 */
export function hindiPassages(): HindiPassage[] {
  return readDataFile<HindiPassage[]>('hindi-passages.json');
}
