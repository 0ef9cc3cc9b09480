/** The largest key log the save contract allows, replayed as the results service replays every save's. */
import { performance } from 'node:perf_hooks';
import { RESULT_LIMITS, SaveResultSchema } from '@typing/contracts';
import { applyKey, createTest, judgeKeyLog, KEY_BACKSPACE, summarize as summarizeTest } from '@typing/typing-core';
import { formatNumber, summarize, type Check } from './stats';

/** One core, one save. */
const KEY_LOG_REPLAY_BUDGET_MS = 20;

const WORDS = 'the quick brown fox jumps over the lazy dog while five wizards box and jolt'.split(' ');

/** No space at either end. */
function textOf(length: number): string {
  let text = '';
  for (let i = 0; text.length < length; i += 1) text += (i ? ' ' : '') + WORDS[i % WORDS.length];
  return text.slice(0, length).trimEnd().padEnd(length, 'x');
}

/** Every limit reached at once: the longest text, the most wrong presses, retyped characters, keys. */
function largestKeyLogResult() {
  const text = textOf(RESULT_LIMITS.sampleText);
  const keys: string[] = [];
  [...text].forEach((ch, i) => {
    const wrong = ch === 'q' ? 'z' : 'q';
    if (i < RESULT_LIMITS.wrongKeyPresses / 2) keys.push(wrong, KEY_BACKSPACE, wrong, KEY_BACKSPACE);
    keys.push(ch);
    if (i < (RESULT_LIMITS.keyLogKeys - RESULT_LIMITS.wrongKeyPresses * 2 - text.length) / 2)
      keys.push(KEY_BACKSPACE, ch);
  });
  let state = createTest(text, 60, { mode: 'custom', punctuation: false, numbers: false });
  let at = 1000;
  keys.forEach((key, i) => {
    state = applyKey(state, key, at);
    at += 20 + ((i * 7919) % 40);
  });
  return { keys: keys.length, result: { ...summarizeTest(state), clientId: '0b7f2a1e-1c2d-4e5f-8a9b-0c1d2e3f4a5b' } };
}

/** User + system. */
function cpuMs(work: () => void): number {
  const before = process.cpuUsage();
  work();
  const used = process.cpuUsage(before);
  return (used.user + used.system) / 1000;
}

export function runKeyLogBench(runs = 100): Check[] {
  const { keys, result } = largestKeyLogResult();
  const parsed = SaveResultSchema.safeParse(result);
  if (!parsed.success) throw new Error(`the bench's result is not one the contract takes: ${parsed.error.message}`);
  if (keys !== RESULT_LIMITS.keyLogKeys) throw new Error(`the log has ${keys} keys, not ${RESULT_LIMITS.keyLogKeys}`);
  const verdict = judgeKeyLog(parsed.data);
  if (verdict.contradictions.length > 0)
    throw new Error(`the log contradicts its result: ${verdict.contradictions.join(', ')}`);

  for (let i = 0; i < 3; i += 1) judgeKeyLog(parsed.data); // JIT warm-up
  const cpu: number[] = [];
  const wall: number[] = [];
  for (let i = 0; i < runs; i += 1) {
    const t0 = performance.now();
    cpu.push(cpuMs(() => judgeKeyLog(parsed.data)));
    wall.push(performance.now() - t0);
  }
  const c = summarize(cpu);
  const w = summarize(wall);
  console.log(
    `\n(e) The largest key log replayed (judgeKeyLog, Node ${process.version}): ${keys.toLocaleString('en')} keys,` +
      ` ${result.keyLog!.length.toLocaleString('en')} characters, ${runs} runs`,
  );
  console.log(
    `  CPU: p50 ${formatNumber(c.p50)} ms, p95 ${formatNumber(c.p95)} ms, max ${formatNumber(c.max)} ms; wall p50 ${formatNumber(w.p50)} ms`,
  );
  return [{ name: 'largest key log replay, CPU p95', value: c.p95, limit: KEY_LOG_REPLAY_BUDGET_MS, unit: 'ms' }];
}
