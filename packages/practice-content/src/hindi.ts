import { readDataFile, readSentenceFile } from './data-file';
import type { Sentence } from './sentence-picker';

export { HINDI_EXAM_PASSAGE_POINTS, hindiExamPassages } from './hindi-exam-passages';

export interface HindiPassage {
  text: string;
  attribution: string;
}

/** Keep in step with `hindiWordsOf` in scripts/build-hindi-content.mjs. */
export function hindiWords(text: string): string[] {
  return text.split(/[\s,;:!?।॥.'"“”‘’()[\]{}<>/\\|…—–-]+/).filter(Boolean);
}

/** From the Hindi translations of LibreOffice, Firefox and Chromium (data/hindi-words.NOTICE.md). */
export function hindiFrequencyList(): string[] {
  return readDataFile<string[]>('hindi-words.json');
}

/** Sources: data/hindi-sentences.NOTICE.md. */
export function hindiSentences(): Sentence[] {
  return readSentenceFile('hindi-sentences.json');
}

/** Sources: data/hindi-passages.NOTICE.md. */
export function hindiPassages(): HindiPassage[] {
  return readDataFile<HindiPassage[]>('hindi-passages.json');
}
