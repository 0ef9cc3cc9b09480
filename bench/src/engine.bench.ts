/** The engine's CPU per keystroke in Node, each `applyKey` call timed alone. */
import {
  applyKey,
  buildSampleText,
  createTest,
  KEY_BACKSPACE,
  seededRandom,
  summarize as summarizeTest,
} from '@typing/typing-core';
import { performance } from 'node:perf_hooks';
import { formatNumber, summarize, type Check } from './stats';

const ENGINE_KEY_BUDGET_MS = 4;

function keysFor(text: string, every = 40): string[] {
  const keys: string[] = [];
  for (let i = 0; i < text.length; i++) {
    if (i > 0 && i % every === 0) keys.push(text[i] === 'x' ? 'z' : 'x', KEY_BACKSPACE);
    keys.push(text[i]);
  }
  return keys;
}

export function runEngineBench(runs = 300): Check[] {
  const random = seededRandom(4);
  const perKey: number[] = [];
  const perSummary: number[] = [];
  let words = 0;
  let keys = 0;
  // Let the JIT compile the hot paths before measuring.
  for (let run = 0; run < 20; run++) {
    const text = buildSampleText(random);
    let state = createTest(text, 120);
    keysFor(text).forEach((key, i) => (state = applyKey(state, key, i * 80)));
    summarizeTest(state);
  }
  const started = performance.now();
  for (let run = 0; run < runs; run++) {
    const text = buildSampleText(random);
    words = text.split(' ').length;
    const plan = keysFor(text);
    keys += plan.length;
    // 120 s and 80 ms a key would end a long text by the clock; 10 ms steps keep every key inside it.
    let state = createTest(text, 120);
    for (let i = 0; i < plan.length; i++) {
      const t0 = performance.now();
      state = applyKey(state, plan[i], i * 10);
      perKey.push(performance.now() - t0);
    }
    if (state.status !== 'complete') throw new Error('the benchmark text was not completed');
    const t0 = performance.now();
    summarizeTest(state);
    perSummary.push(performance.now() - t0);
  }
  const totalMs = performance.now() - started;
  const key = summarize(perKey);
  const summary = summarize(perSummary);
  console.log(
    `\n(a) Engine CPU per keystroke (Node ${process.version}, ${runs} texts of ~${words} words, ${keys} keys)`,
  );
  console.log(
    `  applyKey: p50 ${formatNumber(key.p50 * 1000)} µs, p95 ${formatNumber(key.p95 * 1000)} µs, max ${formatNumber(key.max, 3)} ms, mean ${formatNumber(key.mean * 1000)} µs`,
  );
  console.log(
    `  summarize (once per test): p50 ${formatNumber(summary.p50, 3)} ms, p95 ${formatNumber(summary.p95, 3)} ms, max ${formatNumber(summary.max, 3)} ms`,
  );
  console.log(
    `  throughput: ${Math.round(keys / (totalMs / 1000)).toLocaleString('en')} keys/s including timing overhead`,
  );
  return [{ name: 'engine applyKey p95', value: key.p95, limit: ENGINE_KEY_BUDGET_MS, unit: 'ms' }];
}
