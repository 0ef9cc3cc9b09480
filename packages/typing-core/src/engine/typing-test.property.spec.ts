import fc from 'fast-check';
import { TEST_DURATIONS_SECONDS } from '../constants';
import { KEY_BACKSPACE, KEY_ENTER } from './keys';
import { applyKey, applyKeys, createTest, tick, type TimedKey, type TypingState } from './typing-test';
import { countTypedWords } from '../figures/metrics';
import { liveAccuracy, liveWeakKeys, liveWpm } from '../figures/live-readouts';
import { recomputeResult, summarize } from '../figures/result';
import { checkSubmittedResult } from '../verification/result-check';

/** Samples over a tiny alphabet so random typing often matches, completes and overruns. */
const sampleArb = fc
  .array(fc.constantFrom('a', 'b', 'ab', 'ba', 'abba'), { minLength: 1, maxLength: 6 })
  .map((parts) => parts.join(' '));

const keyArb = fc.oneof(
  { weight: 12, arbitrary: fc.constantFrom('a', 'b', ' ', 'x', '.') },
  { weight: 4, arbitrary: fc.constant(KEY_BACKSPACE) },
  { weight: 1, arbitrary: fc.constant(KEY_ENTER) },
  { weight: 1, arbitrary: fc.constantFrom('Shift', 'Tab', 'ArrowLeft', '\n') },
);

/** Keystrokes with non-decreasing times; gaps up to 8 s so 30-second tests also run out. */
const keysArb = fc
  .tuple(
    fc.integer({ min: 0, max: 1_000_000 }),
    fc.array(fc.tuple(keyArb, fc.integer({ min: 0, max: 8_000 })), { maxLength: 60 }),
  )
  .map(([start, steps]) => {
    let at = start;
    return steps.map(([key, gap]): TimedKey => ({ key, atMs: (at += gap) }));
  });

const durationArb = fc.constantFrom(...TEST_DURATIONS_SECONDS);

function statesOf(sample: string, duration: number, keys: readonly TimedKey[]): TypingState[] {
  const states = [createTest(sample, duration)];
  for (const { key, atMs } of keys) states.push(applyKey(states[states.length - 1], key, atMs));
  return states;
}

/** A deliberately naive model of the input (full-string comparison on every key) to check the O(1) engine against. */
function naiveInput(sample: string, duration: number, keys: readonly TimedKey[]): string {
  let input = '';
  let startedAt: number | null = null;
  for (const { key, atMs } of keys) {
    if (startedAt !== null && atMs >= startedAt + duration * 1000) break;
    if (key === KEY_ENTER && startedAt !== null) break;
    if (key === KEY_BACKSPACE) input = input.slice(0, -1);
    else if (key.length === 1 && key !== '\n' && input.length < sample.length) {
      startedAt ??= atMs;
      input += key;
      if (input === sample) break;
    }
  }
  return input;
}

describe('typing engine invariants', () => {
  it('keeps accuracy in 0..100 and WPM a finite non-negative integer at every step', () => {
    fc.assert(
      fc.property(sampleArb, durationArb, keysArb, (sample, duration, keys) => {
        for (const [i, state] of statesOf(sample, duration, keys).entries()) {
          const now = keys[i]?.atMs ?? keys[keys.length - 1]?.atMs ?? 0;
          const accuracy = liveAccuracy(state);
          const wpm = liveWpm(state, now);
          expect(Number.isInteger(accuracy) && accuracy >= 0 && accuracy <= 100).toBe(true);
          expect(Number.isInteger(wpm) && wpm >= 0).toBe(true);
          const result = summarize(state, now);
          expect(Number.isInteger(result.wpm) && result.wpm >= 0).toBe(true);
          expect(result.accuracy >= 0 && result.accuracy <= 100).toBe(true);
        }
      }),
    );
  });

  it('never lets the input grow longer than the sample', () => {
    fc.assert(
      fc.property(sampleArb, durationArb, keysArb, (sample, duration, keys) =>
        statesOf(sample, duration, keys).every((state) => state.userInput.length <= sample.length),
      ),
    );
  });

  it('types exactly what a naive model of the rules types', () => {
    fc.assert(
      fc.property(sampleArb, durationArb, keysArb, (sample, duration, keys) => {
        expect(applyKeys(createTest(sample, duration), keys).userInput).toBe(naiveInput(sample, duration, keys));
      }),
    );
  });

  it('keeps its running tallies equal to a recount of the input', () => {
    fc.assert(
      fc.property(sampleArb, durationArb, keysArb, (sample, duration, keys) => {
        for (const state of statesOf(sample, duration, keys)) {
          const text = { sampleText: sample, userInput: state.userInput, elapsedSeconds: 1 };
          const recount = recomputeResult(text, { correctPresses: 0, wrongPresses: 0 });
          expect(state.correctChars).toBe(recount.correctChars);
          expect(state.incorrectChars).toBe(recount.incorrectChars);
          expect(state.typedWords).toBe(countTypedWords(state.userInput));
        }
      }),
    );
  });

  it('gives the same result however the keystrokes are chunked or ticked', () => {
    fc.assert(
      fc.property(
        sampleArb,
        durationArb,
        keysArb,
        fc.array(fc.nat({ max: 10 })),
        fc.array(fc.boolean()),
        (sample, duration, keys, cuts, ticks) => {
          const oneByOne = keys.reduce(
            (state, { key, atMs }) => applyKey(state, key, atMs),
            createTest(sample, duration),
          );

          let chunked = createTest(sample, duration);
          let rest = keys;
          for (const cut of cuts) {
            chunked = applyKeys(chunked, rest.slice(0, cut));
            rest = rest.slice(cut);
          }
          chunked = applyKeys(chunked, rest);

          // A page ticks whenever it likes between keystrokes; that must not change anything.
          let ticked = createTest(sample, duration);
          keys.forEach(({ key, atMs }, i) => {
            if (ticks[i]) ticked = tick(ticked, atMs);
            ticked = applyKey(ticked, key, atMs);
          });

          const end = (keys[keys.length - 1]?.atMs ?? 0) + 200_000;
          const expected = summarize(tick(oneByOne, end));
          expect(summarize(tick(chunked, end))).toEqual(expected);
          expect(summarize(tick(ticked, end))).toEqual(expected);
        },
      ),
    );
  });

  it('ignores every keystroke after completion', () => {
    fc.assert(
      fc.property(sampleArb, durationArb, keysArb, keysArb, (sample, duration, keys, more) => {
        const done = applyKey(applyKeys(createTest(sample, duration), keys), KEY_ENTER, 2_000_000);
        fc.pre(done.status === 'complete');
        expect(applyKeys(done, more)).toBe(done);
      }),
    );
  });

  it('counts weak keys that sum to the wrong presses, live and in the result', () => {
    fc.assert(
      fc.property(sampleArb, durationArb, keysArb, (sample, duration, keys) => {
        const state = applyKeys(createTest(sample, duration), keys);
        const result = summarize(state);
        const total = result.weakKeyStats.reduce((sum, entry) => sum + entry.count, 0);
        expect(total).toBe(result.wrongKeyPresses.length);
        expect(total).toBe(state.wrongPressCount);
        expect(liveWeakKeys(state)).toEqual(result.weakKeyStats);
        expect(result.substitutions.reduce((sum, entry) => sum + entry.count, 0)).toBe(total);
      }),
    );
  });

  it('agrees on accuracy and keys to practise: 100 % exactly when no key is listed, live and in the result', () => {
    fc.assert(
      fc.property(sampleArb, durationArb, keysArb, (sample, duration, keys) => {
        const state = applyKeys(createTest(sample, duration), keys);
        const result = summarize(state);
        expect(result.accuracy === 100).toBe(result.weakKeyStats.length === 0);
        expect(liveAccuracy(state)).toBe(result.accuracy);
        expect(result.correctPresses + result.wrongKeyPresses.length).toBe(state.presses?.size ?? 0);
        expect(result.weakKeyStats.every(({ key, count }) => count >= 1 && result.wrongKeyPresses.includes(key))).toBe(
          true,
        );
      }),
    );
  });

  it('never has net WPM above raw WPM', () => {
    fc.assert(
      fc.property(sampleArb, durationArb, keysArb, (sample, duration, keys) => {
        const result = summarize(tick(applyKeys(createTest(sample, duration), keys), Number.MAX_SAFE_INTEGER));
        expect(Number.isInteger(result.netWpm) && result.netWpm >= 0).toBe(true);
        expect(result.netWpm).toBeLessThanOrEqual(result.rawWpm);
      }),
    );
  });

  it('produces results a server accepts on recomputation', () => {
    fc.assert(
      fc.property(sampleArb, durationArb, keysArb, (sample, duration, keys) => {
        const state = tick(applyKeys(createTest(sample, duration), keys), Number.MAX_SAFE_INTEGER);
        const result = summarize(state);
        expect(result.elapsedSeconds).toBeGreaterThanOrEqual(0);
        expect(result.elapsedSeconds).toBeLessThanOrEqual(duration);
        expect(result.wpmSeries.length).toBeLessThanOrEqual(duration);
        expect(result.consistency >= 0 && result.consistency <= 100).toBe(true);
        expect(checkSubmittedResult(JSON.parse(JSON.stringify(result)))).toEqual([]);
      }),
    );
  });
});
