import { SAMPLE_MAX_WORDS } from '../constants';
import { drawWords, type Language } from './languages';
import { buildSampleText, type RandomSource, words } from './sample-text';
import { CUSTOM_TEXT_MAX_CHARS, type TestOptions } from '../engine/test-options';

export interface WordSource {
  readonly language: Exclude<Language, 'en'>;
  readonly frequencyList: readonly string[];
}

/** As Monkeytype builds them; another language draws from its frequency list (300 words for a timed test). */
export function buildTestText(options: TestOptions, random: RandomSource, source?: WordSource): string {
  const wordCount = options.mode === 'words' ? options.wordCount : undefined;
  if (source) {
    const drawn = drawWords(source.frequencyList, wordCount ?? SAMPLE_MAX_WORDS, random);
    return decorate(drawn, options, random, false).join(' ');
  }
  const base = words(buildSampleText(random));
  const picked = wordCount ? repeatTo(base, wordCount) : base;
  return decorate(picked, options, random, true).join(' ');
}

function repeatTo(list: readonly string[], count: number): string[] {
  return Array.from({ length: count }, (_, i) => list[i % list.length]!);
}

const NUMBER_SHARE = 1 / 8;
const SENTENCE_ENDS = ['.', '.', '.', '?', '!'];
const pick = <T>(items: readonly T[], random: RandomSource): T =>
  items[Math.min(items.length - 1, Math.floor(random() * items.length))]!;

/** `possessives`: English only (a Spanish word takes no "'s"). */
function decorate(
  list: readonly string[],
  { punctuation, numbers }: TestOptions,
  random: RandomSource,
  possessives: boolean,
): string[] {
  let sentenceLeft = 0;
  return list.map((word, i) => {
    let out =
      numbers && random() < NUMBER_SHARE ? String(Math.floor(random() * 10 ** (1 + Math.floor(random() * 4)))) : word;
    if (!punctuation) return out;
    if (sentenceLeft === 0) {
      out = out[0]!.toUpperCase() + out.slice(1);
      sentenceLeft = 4 + Math.floor(random() * 9);
    }
    sentenceLeft -= 1;
    const last = i === list.length - 1;
    if (sentenceLeft === 0 || last) return out + pick(SENTENCE_ENDS, random);
    const roll = random();
    if (roll < 0.1) return `${out},`;
    if (roll < 0.13) return `"${out}"`;
    if (roll < 0.15 && possessives && /^[a-z]+$/.test(out)) return `${out}'s`;
    return out;
  });
}

/** Control characters dropped, white space collapsed, at most CUSTOM_TEXT_MAX_CHARS; empty when nothing is left. */
export function tidyCustomText(text: string): string {
  return text
    .replace(/[\p{Cc}\p{Cf}]/gu, ' ')
    .replace(/\s+/gu, ' ')
    .trim()
    .slice(0, CUSTOM_TEXT_MAX_CHARS)
    .trim();
}
