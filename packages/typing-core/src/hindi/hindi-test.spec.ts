import { decodeKeyLog } from '../verification/key-log-encoding';
import { applyEditPress } from '../engine/edit-press';
import { KEY_BACKSPACE, KEY_ENTER } from '../engine/keys';
import { applyKey, createTest, type TypingState } from '../engine/typing-test';
import { summarize } from '../figures/result';
import type { TestOptions } from '../engine/test-options';
import { HindiKeyTyping, NO_KEY } from './hindi-test';
import { keySequenceFor } from './key-sequence';
import { logCharOf } from './key-log-chars';
import { HINDI_LAYOUT_IDS, type HindiLayoutId, type PhysicalKey, type TypingOrder } from './layout';
import { hindiLayouts } from './layouts/all';
import { FIXTURE_HINDI_WORDS } from './lessons/hindi-words.fixture';
import { replayHindiKeyLog } from './replay';
import { judgeKeyLog, type ReplayableResult } from '../verification/key-log-check';

const judgeLayoutKeyLog = (result: ReplayableResult) => judgeKeyLog(result, replayHindiKeyLog);

const SPACE: PhysicalKey = { code: 'Space', shift: false, altGr: false };

/** Each layout with every order it offers. */
const SETUPS: readonly (readonly [HindiLayoutId, TypingOrder])[] = HINDI_LAYOUT_IDS.flatMap((id) =>
  hindiLayouts[id].typewriterRules
    ? ([
        [id, 'typewriter'],
        [id, 'logical'],
      ] as const)
    : ([[id, 'logical']] as const),
);

function hindiTest(sample: string, layout: HindiLayoutId, order: TypingOrder) {
  const options: TestOptions = {
    mode: 'words',
    wordCount: 25,
    punctuation: false,
    numbers: false,
    language: 'hi',
    layout,
    typingOrder: order,
  };
  return { state: createTest(sample, 60, options), typing: new HindiKeyTyping(hindiLayouts[layout], sample, order) };
}

/** The keys that type `sample` word by word, spaces between. */
function keysFor(sample: string, layout: HindiLayoutId, order: TypingOrder): PhysicalKey[] {
  return sample.split(' ').flatMap((word, i) => {
    const keys = keySequenceFor(hindiLayouts[layout], word, order);
    if (!keys) throw new Error(`${layout} cannot type ${word}`);
    return i === 0 ? keys : [SPACE, ...keys];
  });
}

function typeKeys(
  start: TypingState,
  typing: HindiKeyTyping,
  keys: readonly (PhysicalKey | 'Backspace')[],
  stepMs = 150,
) {
  let state = start;
  keys.forEach((key, i) => {
    const press = key === KEY_BACKSPACE ? typing.backspace() : typing.press(key);
    if (press) state = applyEditPress(state, press, 1000 + i * stepMs);
  });
  return state;
}

const SAMPLE = 'कि क्षेत्र पत्र ज्ञान श्रम प्रश्न कर्म स्त्री शुद्ध हृदय कार्यालय शिक्षक';

describe('a Hindi test typed by physical key', () => {
  it.each(SETUPS)(
    '%s (%s order): the fewest keys for each word type the sample, every press judged right',
    (layout, order) => {
      const { state, typing } = hindiTest(SAMPLE, layout, order);
      const keys = keysFor(SAMPLE, layout, order);
      const done = typeKeys(state, typing, keys);
      expect(done.userInput).toBe(SAMPLE);
      expect(done.status).toBe('complete');
      expect(done.completionReason).toBe('end-of-text');
      const result = summarize(done);
      expect(result.accuracy).toBe(100);
      expect(result.weakKeyStats).toEqual([]);
      expect(result.keyDepressions).toBe(keys.length);
      expect(result.correctPresses).toBe(keys.length);
      expect(result.layout).toBe(layout);
    },
  );

  it.each(SETUPS)(
    '%s (%s order): every word of the fixture list is typed with no press judged wrong',
    (layout, order) => {
      for (const word of FIXTURE_HINDI_WORDS) {
        const { state, typing } = hindiTest(word, layout, order);
        const done = typeKeys(state, typing, keysFor(word, layout, order));
        expect([word, done.userInput, done.wrongPressCount]).toEqual([word, word, 0]);
      }
    },
  );

  it('counts a wrong key against the key the word needed, and Backspace as a key depression that is not judged', () => {
    const { state, typing } = hindiTest('कम', 'inscript', 'logical');
    // KeyK types क; KeyL (त) where KeyC (म) was needed; Backspace; then KeyC.
    const keys: (PhysicalKey | 'Backspace')[] = [
      { code: 'KeyK', shift: false, altGr: false },
      { code: 'KeyL', shift: false, altGr: false },
      KEY_BACKSPACE,
      { code: 'KeyC', shift: false, altGr: false },
    ];
    const result = summarize(typeKeys(state, typing, keys));
    expect(result.userInput).toBe('कम');
    expect(result.wrongKeyPresses).toEqual(['c']);
    expect(result.substitutions).toEqual([{ expected: 'c', typed: 'l', count: 1 }]);
    expect(result.correctPresses).toBe(2);
    expect(result.accuracy).toBe(66);
    expect(result.keyDepressions).toBe(4);
  });

  it('judges a space right only when it ends the word as the sample has it', () => {
    const { state, typing } = hindiTest('कम कम', 'inscript', 'logical');
    const done = typeKeys(state, typing, [{ code: 'KeyK', shift: false, altGr: false }, SPACE]);
    expect(done.userInput).toBe('क ');
    expect(summarize(done).wrongKeyPresses).toEqual(['c']);
  });

  it('refuses a key that would run past the sample, and leaves the emulator as it was', () => {
    const { state, typing } = hindiTest('कम', 'inscript', 'logical');
    const kshaKey: PhysicalKey = { code: 'Digit7', shift: true, altGr: false };
    const first = typeKeys(state, typing, [kshaKey]);
    expect(first.userInput).toBe('क्ष');
    // Three code points more would make six, past the two of the sample and the two it may run over.
    expect(typing.press(kshaKey)).toBeNull();
    const done = typeKeys(first, typing, [
      KEY_BACKSPACE,
      { code: 'KeyK', shift: false, altGr: false },
      { code: 'KeyC', shift: false, altGr: false },
    ]);
    expect(done.userInput).toBe('कम');
    expect(done.status).toBe('complete');
  });

  it('names the key the sample needs as no key when the layout has none for its word', () => {
    const { state, typing } = hindiTest('!', 'krutidev', 'typewriter');
    const done = typeKeys(state, typing, [{ code: 'KeyK', shift: false, altGr: false }]);
    expect(summarize(done).wrongKeyPresses).toEqual([NO_KEY]);
  });

  it('types the same text in Remington GAIL typewriter order as in InScript', () => {
    const inscript = hindiTest(SAMPLE, 'inscript', 'logical');
    const gail = hindiTest(SAMPLE, 'remington-gail', 'typewriter');
    const a = typeKeys(inscript.state, inscript.typing, keysFor(SAMPLE, 'inscript', 'logical'));
    const b = typeKeys(gail.state, gail.typing, keysFor(SAMPLE, 'remington-gail', 'typewriter'));
    expect(b.userInput).toBe(a.userInput);
  });
});

describe('replaying a Hindi key log', () => {
  function typedResult(layout: HindiLayoutId, order: TypingOrder, keys: readonly (PhysicalKey | 'Backspace')[]) {
    const { state, typing } = hindiTest(SAMPLE, layout, order);
    return summarize(applyKey(typeKeys(state, typing, keys, 173), KEY_ENTER, 1000 + keys.length * 173));
  }

  it.each(SETUPS)(
    '%s (%s order): gives back the figures the page computed, with nothing contradicted',
    (layout, order) => {
      const keys = keysFor(SAMPLE, layout, order);
      // A slip and its correction in the middle, so the log holds a Backspace and a wrong press.
      const slipped = [
        ...keys.slice(0, 5),
        { code: 'KeyQ', shift: false, altGr: false },
        KEY_BACKSPACE,
        ...keys.slice(5, -3),
      ] as const;
      const result = typedResult(layout, order, slipped);
      const replayed = replayHindiKeyLog(result, decodeKeyLog(result.keyLog!)!);
      expect(replayed).toEqual({
        userInput: result.userInput,
        correctPresses: result.correctPresses,
        accuracy: result.accuracy,
        wpm: result.wpm,
        elapsedSeconds: result.elapsedSeconds,
        keyDepressions: result.keyDepressions,
      });
      expect(result.accuracy).toBeLessThan(100);
      expect(judgeLayoutKeyLog(result).contradictions).toEqual([]);
    },
  );

  it('refuses figures the log contradicts: the text, the key depressions, another layout', () => {
    const result = typedResult(
      'remington-gail',
      'typewriter',
      keysFor(SAMPLE, 'remington-gail', 'typewriter').slice(0, -4),
    );
    expect(judgeLayoutKeyLog({ ...result, userInput: result.userInput + 'क' }).contradictions).toContain(
      'log-text-mismatch',
    );
    expect(judgeLayoutKeyLog({ ...result, keyDepressions: result.keyDepressions! + 1 }).contradictions).toEqual([
      'log-key-depressions-mismatch',
    ]);
    expect(judgeLayoutKeyLog({ ...result, layout: 'inscript', typingOrder: 'logical' }).contradictions).not.toEqual([]);
  });

  it('is unreadable when a logged character names no physical key', () => {
    const result = typedResult('inscript', 'logical', keysFor('कम', 'inscript', 'logical'));
    expect(replayHindiKeyLog(result, [{ key: '\u0915', atMs: 0 }])).toBeNull();
    expect(logCharOf({ code: 'IntlRo', shift: false, altGr: false })).toBeNull();
  });
});
