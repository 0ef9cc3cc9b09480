// Run by hand after fetch-hindi-sources.sh, then commit the JSON; sources: docs/decisions/india/hindi-content.md.
import { readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const sources = process.argv[2] ?? '/tmp/hindi-sources';
const root = join(sources, 'root');
const out = join(dirname(fileURLToPath(import.meta.url)), '..', 'data');

const WORKS = {
  libreOfficeHelp: 'LibreOffice 7.4 Help, Hindi translation (MPL-2.0)',
  libreOffice: 'LibreOffice 7.4, Hindi user interface (MPL-2.0)',
  firefox: 'Firefox ESR 153, Hindi (India) language pack (MPL-2.0)',
  chromium: 'Chromium 156, Hindi user interface (BSD-3-Clause)',
};

/** Hindi only: none of the Devanagari letters for other languages such as ऩ, ऱ, ळ or the short e and o. */
const DEVANAGARI_WORD =
  /^[\u0901-\u0903\u093C\u093E-\u0945\u0947-\u0949\u094B-\u094D\u0905-\u090D\u090F-\u0911\u0913-\u0928\u092A-\u0930\u0932\u0935-\u0939\u0960]+$/;
const OPENS_WITH_LETTER = /^[\u0905-\u0939\u0960]/;
/** Mistyped words: doubled or stacked signs, a vowel sign on a vowel letter, a nukta not after a consonant. */
const MALFORMED =
  /[\u093E-\u094C][\u093E-\u094C]|([\u0901-\u0903\u093C-\u094D])\1|[\u0905-\u0914][\u093E-\u094D]|[^\u0915-\u0939]\u093C/;
/** Other single letters are fragments or abbreviations. */
const ONE_LETTER_WORDS = new Set(['न', 'व']);
/** Seen this often, a word is real without Tesseract's list. */
const ATTESTED_COUNT = 2;
const BLOCKED = new Set(
  `हत्या हत्यारा बलात्कार आत्महत्या नग्न अश्लील कमीना कमीने हरामी हरामज़ादा साला साले कुतिया रंडी
  चूतिया भड़वा गांडू गांड लौड़ा लंड मादरचोद बहनचोद भोसड़ी`
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => word.normalize('NFC')),
);

const SENTENCE_CHARS = { min: 10, max: 200 };
const SENTENCE_WORDS = { min: 3, max: 25 };
const SENTENCE = /^[\u0904-\u0939\u0960\u0961\u0972-\u097F][\u0900-\u0963\u0971-\u097F ,-]*[^ ,-][।?!]$/;
const PASSAGE_CHARS = { min: 150, max: 1500 };

export function hindiWordsOf(text) {
  return text.split(/[\s,;:!?।॥.'"“”‘’()[\]{}<>/\\|…—–-]+/).filter(Boolean);
}

function isWellFormed(word) {
  if (!DEVANAGARI_WORD.test(word) || !OPENS_WITH_LETTER.test(word) || MALFORMED.test(word)) return false;
  // A word never ends in a virama: that is half a conjunct cut off by a line break or markup.
  if (word.endsWith('\u094D')) return false;
  return [...word].length > 1 || ONE_LETTER_WORDS.has(word);
}

function filesUnder(dir, ending) {
  return readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) =>
      entry.isDirectory()
        ? filesUnder(join(dir, entry.name), ending)
        : entry.name.endsWith(ending)
          ? [join(dir, entry.name)]
          : [],
    )
    .sort();
}

const ENTITIES = { nbsp: ' ', amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

function decodeHtml(text) {
  return text
    .replace(/<[^>]+>/g, '')
    .replace(/&(#\d+|[a-z]+);/g, (whole, name) =>
      name.startsWith('#') ? String.fromCodePoint(Number(name.slice(1))) : (ENTITIES[name] ?? whole),
    );
}

function libreOfficeHelp() {
  const help = join(root, 'usr/share/libreoffice/help/hi');
  return filesUnder(join(help, 'text'), '.html').map((file) => ({
    page: relative(help, file),
    units: [...readFileSync(file, 'utf8').matchAll(/<(p|h[1-6])\b[^>]*>([\s\S]*?)<\/\1>/g)].map((m) =>
      decodeHtml(m[2]),
    ),
  }));
}

/** "~" marks a menu's access key. */
function moTranslations(file) {
  const mo = readFileSync(file);
  const count = mo.readUInt32LE(8);
  const table = mo.readUInt32LE(16);
  const texts = [];
  for (let i = 0; i < count; i++) {
    const length = mo.readUInt32LE(table + i * 8);
    const offset = mo.readUInt32LE(table + i * 8 + 4);
    texts.push(
      ...mo
        .subarray(offset, offset + length)
        .toString('utf8')
        .split('\0'),
    );
  }
  return texts.map((text) => text.replace(/~/g, ''));
}

function libreOfficeInterface() {
  return filesUnder(join(root, 'usr/lib/libreoffice/program/resource/hi/LC_MESSAGES'), '.mo').flatMap(moTranslations);
}

function firefox() {
  const dir = join(sources, 'firefox');
  return ['.ftl', '.properties', '.dtd']
    .flatMap((ending) => filesUnder(dir, ending))
    .flatMap((file) => readFileSync(file, 'utf8').split('\n'))
    .filter((line) => !/^\s*#/.test(line))
    .map((line) => /^\s*<!ENTITY\s+\S+\s+"(.*)">/.exec(line)?.[1] ?? line.replace(/^\s*\.?[\w.-]+\s*=\s*/, ''));
}

/** Format version 5. */
function chromium() {
  const pak = readFileSync(join(root, 'usr/lib/chromium/locales/hi.pak'));
  if (pak.readUInt32LE(0) !== 5 || pak.readUInt32LE(4) !== 1)
    throw new Error('hi.pak: expected a version 5 UTF-8 pack');
  const count = pak.readUInt16LE(8);
  const entry = (i) => pak.readUInt32LE(12 + i * 6 + 2);
  return Array.from({ length: count }, (_, i) => decodeHtml(pak.subarray(entry(i), entry(i + 1)).toString('utf8')));
}

function tesseractWords() {
  return new Set(
    readFileSync(join(sources, 'tesseract/hin.wordlist'), 'utf8')
      .split('\n')
      .map((word) => word.trim().normalize('NFC')),
  );
}

function tidy(text) {
  return text
    .normalize('NFC')
    .replace(/\s+/g, ' ')
    .replace(/ (?=[,।?!])/g, '')
    .replace(/(?<=[\u0900-\u0963\u0971-\u097F])\.(?= |$)/g, '।')
    .trim();
}

function sentencesOf(unit) {
  return tidy(unit).split(/(?<=[।?!]) /);
}

function buildFrequencyList(units, known) {
  const counts = new Map();
  for (const unit of units) {
    for (const word of hindiWordsOf(unit.normalize('NFC'))) counts.set(word, (counts.get(word) ?? 0) + 1);
  }
  return [...counts]
    .filter(([word, count]) => isWellFormed(word) && !BLOCKED.has(word) && (count >= ATTESTED_COUNT || known.has(word)))
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0], 'hi'))
    .map(([word]) => word);
}

function isCleanSentence(text, words) {
  if (!SENTENCE.test(text) || /[,-]{2}|, ?[,।?!]| -|- /.test(text)) return false;
  if (text.length < SENTENCE_CHARS.min || text.length > SENTENCE_CHARS.max) return false;
  const parts = hindiWordsOf(text);
  if (parts.length < SENTENCE_WORDS.min || parts.length > SENTENCE_WORDS.max) return false;
  return parts.every((word, i) => words.has(word) && word !== parts[i - 1]);
}

function buildSentences(works, words) {
  const seen = new Set();
  const sentences = [];
  works.forEach(({ units }, work) => {
    for (const unit of units) {
      for (const text of sentencesOf(unit)) {
        if (seen.has(text) || !isCleanSentence(text, words)) continue;
        seen.add(text);
        sentences.push([text, work]);
      }
    }
  });
  return sentences;
}

function buildPassages(documents, words) {
  const passages = new Map();
  for (const { attribution, units } of documents) {
    let run = [];
    const flush = () => {
      const text = run.join(' ');
      if (text.length >= PASSAGE_CHARS.min && !passages.has(text)) passages.set(text, { text, attribution });
      run = [];
    };
    for (const unit of units) {
      const text = tidy(unit);
      const clean = text.length > 0 && sentencesOf(unit).every((sentence) => isCleanSentence(sentence, words));
      if (!clean) flush();
      else {
        if ([...run, text].join(' ').length > PASSAGE_CHARS.max) flush();
        run.push(text);
      }
    }
    flush();
  }
  return [...passages.values()];
}

function write(name, value) {
  const file = join(out, name);
  writeFileSync(file, `${JSON.stringify(value)}\n`);
  const entries = Array.isArray(value) ? value.length : value.sentences.length;
  console.log(`${name}: ${entries} entries, ${statSync(file).size} bytes`);
}

const help = libreOfficeHelp();
const works = [
  { name: WORKS.libreOfficeHelp, units: help.flatMap((page) => page.units) },
  { name: WORKS.libreOffice, units: libreOfficeInterface() },
  { name: WORKS.firefox, units: firefox() },
  { name: WORKS.chromium, units: chromium() },
];
const list = buildFrequencyList(
  works.flatMap((work) => work.units),
  tesseractWords(),
);
write('hindi-words.json', list);
const words = new Set(list);
const sentences = buildSentences(works, words);
write('hindi-sentences.json', { works: works.map((work) => work.name), sentences });
console.log(
  `sentences by work: ${works.map((work, i) => `${work.name}: ${sentences.filter(([, w]) => w === i).length}`).join('; ')}`,
);
const passages = buildPassages(
  [
    ...help.map(({ page, units }) => ({ attribution: `${WORKS.libreOfficeHelp}, ${page}`, units })),
    ...works.slice(1).flatMap((work) => work.units.map((unit) => ({ attribution: work.name, units: [unit] }))),
  ],
  words,
);
write('hindi-passages.json', passages);
console.log(
  `passages by work: ${works.map((work) => `${work.name}: ${passages.filter((p) => p.attribution.startsWith(work.name)).length}`).join('; ')}`,
);
