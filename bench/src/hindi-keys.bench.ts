/** The Hindi emulator's CPU per key press on each layout, and the one-time work of a layout's lessons. */
import { hindiFrequencyList, hindiPassages } from '@typing/practice-content/hindi';
import {
  HindiKeyEmulator,
  hindiLayouts,
  hindiLessonLanguage,
  keySequenceFor,
  type HindiLayout,
  type PhysicalKey,
} from '@typing/typing-core/hindi';
import { performance } from 'node:perf_hooks';
import { formatNumber, summarize, type Check } from './stats';

/** The emulator's share of the typing page's 4 ms a key (the page also runs the engine and React). */
const HINDI_PRESS_BUDGET_MS = 0.5;
/** Once per session, cold. */
const HINDI_LESSON_PRECOMPUTE_BUDGET_MS = 300;

const PASSAGE_CHARACTERS = 3_000;
const SPACE: PhysicalKey = { code: 'Space', shift: false, altGr: false };
const WRONG: PhysicalKey = { code: 'KeyQ', shift: true, altGr: false };

/** Words the layout cannot type are left out. */
function passageKeys(layout: HindiLayout, text: string): PhysicalKey[] {
  const keys: PhysicalKey[] = [];
  for (const word of text.split(/\s+/)) {
    const typed = keySequenceFor(layout, word);
    if (!typed) continue;
    if (keys.length > 0) keys.push(SPACE);
    keys.push(...typed);
  }
  return keys;
}

/** User + system. */
function cpuMs(work: () => void): number {
  const before = process.cpuUsage();
  work();
  const used = process.cpuUsage(before);
  return (used.user + used.system) / 1000;
}

function pressTimes(layout: HindiLayout, keys: readonly PhysicalKey[], runs: number): number[] {
  const times: number[] = [];
  for (let run = 0; run < runs; run++) {
    const emulator = new HindiKeyEmulator(layout);
    keys.forEach((key, i) => {
      if (i > 0 && i % 40 === 0) {
        emulator.press(WRONG);
        emulator.backspace();
      }
      const t0 = performance.now();
      emulator.press(key);
      times.push(performance.now() - t0);
    });
  }
  return times;
}

export function runHindiKeysBench(runs = 20, precomputeRuns = 5): Check[] {
  let text = '';
  for (const passage of hindiPassages()) {
    if (text.length >= PASSAGE_CHARACTERS) break;
    text += (text ? ' ' : '') + passage.text;
  }
  const words = hindiFrequencyList();
  const checks: Check[] = [];
  console.log(`\n(g) Hindi emulator per key press and lesson precompute (Node ${process.version})`);
  for (const layout of Object.values(hindiLayouts)) {
    const keys = passageKeys(layout, text);
    pressTimes(layout, keys, 3); // JIT warm-up
    const press = summarize(pressTimes(layout, keys, runs));
    const precompute = Array.from({ length: precomputeRuns }, () =>
      cpuMs(() => hindiLessonLanguage(layout, [...words])),
    );
    const prep = summarize(precompute);
    const language = hindiLessonLanguage(layout, words);
    console.log(
      `  ${layout.name}: ${keys.length.toLocaleString('en')} presses × ${runs} runs; press p50 ${formatNumber(press.p50 * 1000)} µs,` +
        ` p95 ${formatNumber(press.p95 * 1000)} µs, max ${formatNumber(press.max, 3)} ms`,
    );
    console.log(
      `    lessons' precompute (${words.length.toLocaleString('en')} words, ${language.letterOrder.length} keys):` +
        ` first ${formatNumber(precompute[0]!)} ms CPU, p50 ${formatNumber(prep.p50)} ms, max ${formatNumber(prep.max)} ms`,
    );
    checks.push(
      { name: `Hindi ${layout.name} press p95`, value: press.p95, limit: HINDI_PRESS_BUDGET_MS, unit: 'ms' },
      {
        name: `Hindi ${layout.name} lessons' precompute, first (cold) run CPU`,
        value: precompute[0]!,
        limit: HINDI_LESSON_PRECOMPUTE_BUDGET_MS,
        unit: 'ms',
      },
    );
  }
  return checks;
}
