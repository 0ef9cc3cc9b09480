/** A 10-minute exam answer evaluated as a board would; budgeted, as the server recomputes every submitted sheet. */
import { performance } from 'node:perf_hooks';
import { seededRandom } from '@typing/typing-core';
import { evaluateExam, RRB_NTPC, type ExamSheet } from '@typing/typing-core/exams';
import { formatNumber, summarize, type Check } from './stats';

/** p95. */
const EXAM_EVALUATION_BUDGET_MS = 50;

const SYLLABLES = 'ka ri man to sel ve dra pu ne lo tas gi rom be chu ad vin op le sta'.split(' ');

/** An invented language: distinct for every rank. */
function inventedWord(rank: number): string {
  let word = '';
  for (let r = rank; ; r = Math.floor(r / SYLLABLES.length) - 1) {
    word += SYLLABLES[r % SYLLABLES.length];
    if (r < SYLLABLES.length) return word;
  }
}

/** Words drawn as prose draws them (Zipf), in sentences, lines and Tab-indented paragraphs. */
function benchPassage(words: number, random = seededRandom(7)): string {
  const weights = Array.from({ length: 3000 }, (_, rank) => 1 / (rank + 1));
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  const draw = () => {
    let left = random() * total;
    let rank = 0;
    while (left > weights[rank] && rank < weights.length - 1) left -= weights[rank++];
    return inventedWord(rank);
  };
  let text = '\t';
  let sentence = 0;
  for (let i = 0; i < words; i++) {
    let word = draw();
    if (sentence === 0) word = word[0].toUpperCase() + word.slice(1);
    sentence++;
    const ends = sentence >= 8 && (random() < 0.12 || sentence >= 20);
    if (ends) sentence = 0;
    else if (random() < 0.05) word += ',';
    text += word + (ends ? '.' : '');
    if (i + 1 < words) text += (i + 1) % 120 === 0 ? '\n\t' : (i + 1) % 12 === 0 ? '\n' : ' ';
  }
  return text;
}

/** About one mistake in twelve words, and a line skipped. */
function benchAnswer(passage: string, words: number, random = seededRandom(11)): string {
  const source = passage.split(/\s+/).filter(Boolean);
  const typed: string[] = [];
  for (let i = 0; typed.length < words && i < source.length; i++) {
    const word = source[i];
    const roll = random();
    if (i === 200)
      i += 11; // a skipped line
    else if (roll < 0.01)
      continue; // omission
    else if (roll < 0.02)
      typed.push('qwerty'); // substitution
    else if (roll < 0.035)
      typed.push(word.length > 3 ? word.slice(0, 1) + word[2] + word[1] + word.slice(3) : word + 'x');
    else if (roll < 0.045)
      typed.push(word, word); // repetition
    else if (roll < 0.055) typed.push(word.toUpperCase());
    else if (roll < 0.065) typed.push(word.endsWith(',') ? word.slice(0, -1) : `${word},`);
    else if (roll < 0.07 && i + 1 < source.length)
      typed.push(word + source[++i]); // run together
    else if (roll < 0.075 && word.length > 4)
      typed.push(word.slice(0, 2), word.slice(2)); // split
    else if (roll < 0.08 && i + 1 < source.length)
      typed.push(source[++i], word); // transposed
    else typed.push(word);
  }
  return typed.join(' ');
}

/** User + system. */
function cpuMs(work: () => void): number {
  const before = process.cpuUsage();
  work();
  const used = process.cpuUsage(before);
  return (used.user + used.system) / 1000;
}

export function runExamEvaluationBench(runs = 200): Check[] {
  const passage = benchPassage(2000);
  const typed = benchAnswer(passage, 400);
  const options = { elapsedMs: 600_000 };
  let sheet: ExamSheet = evaluateExam(RRB_NTPC, passage, typed, options);
  for (let i = 0; i < 5; i += 1) evaluateExam(RRB_NTPC, passage, typed, options); // JIT warm-up
  const cpu: number[] = [];
  const wall: number[] = [];
  for (let i = 0; i < runs; i += 1) {
    const t0 = performance.now();
    cpu.push(cpuMs(() => (sheet = evaluateExam(RRB_NTPC, passage, typed, options))));
    wall.push(performance.now() - t0);
  }
  const c = summarize(cpu);
  const w = summarize(wall);
  const typedWords = typed.split(' ').length;
  const distinct = new Set(passage.split(/\s+/)).size;
  console.log(
    `\n(f) A 10-minute exam answer evaluated (evaluateExam, RRB NTPC, Node ${process.version}): passage` +
      ` ${sheet.words.length.toLocaleString('en')} words (${distinct} distinct), ${typedWords} typed, ${sheet.fullMistakes} full and` +
      ` ${sheet.halfMistakes} half mistakes found, ${runs} runs`,
  );
  console.log(
    `  CPU: p50 ${formatNumber(c.p50)} ms, p95 ${formatNumber(c.p95)} ms, max ${formatNumber(c.max)} ms;` +
      ` wall p50 ${formatNumber(w.p50)} ms, p95 ${formatNumber(w.p95)} ms`,
  );
  return [
    { name: 'exam evaluation, 10-minute answer, CPU p95', value: c.p95, limit: EXAM_EVALUATION_BUDGET_MS, unit: 'ms' },
  ];
}
