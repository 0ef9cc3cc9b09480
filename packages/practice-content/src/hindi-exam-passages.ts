import type { ExamPassage } from './content';
import { readSentenceFile } from './data-file';

/** Every layout types about one key per code point, so this reaches RRB NTPC's 2,000 key depressions on all four. */
export const HINDI_EXAM_PASSAGE_POINTS = 2400;

const slug = (work: string) =>
  work
    .replace(/,.*$|\(.*$/u, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/gu, '-')
    .replace(/^-|-$/gu, '');

let passages: ExamPassage[] | undefined;

/** No sentence with "!": Remington CBI and KrutiDev have no key for it (docs/decisions/india/hindi-content.md). */
export function hindiExamPassages(): ExamPassage[] {
  passages ??= build();
  return passages;
}

function build(): ExamPassage[] {
  const built: ExamPassage[] = [];
  const runs = new Map<string, { sentences: string[]; points: number; count: number }>();
  for (const { text, source } of readSentenceFile('hindi-sentences.json')) {
    if (text.includes('!')) continue;
    const run = runs.get(source) ?? { sentences: [], points: 0, count: 0 };
    runs.set(source, run);
    run.sentences.push(text);
    run.points += [...text].length + 1;
    if (run.points < HINDI_EXAM_PASSAGE_POINTS) continue;
    built.push({ id: `hi-${slug(source)}-${run.count}`, text: run.sentences.join(' '), attribution: source });
    run.count += 1;
    run.sentences = [];
    run.points = 0;
  }
  return built;
}
