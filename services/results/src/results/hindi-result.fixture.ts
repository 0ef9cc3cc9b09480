/** Hindi tests typed through typing-core's own engine, so tests get genuine results and key logs, not made-up numbers. */
import type { SaveResultRequest } from '@typing/contracts';
import { hindiFrequencyList } from '@typing/practice-content/hindi';
import {
  applyEditPress,
  applyKey,
  buildTestText,
  createTest,
  KEY_BACKSPACE,
  KEY_ENTER,
  seededRandom,
  summarize,
  type TestOptions,
  type TypingOrder,
  type WordCount,
} from '@typing/typing-core';
import { humanGaps } from '@typing/typing-core/testing';
import {
  HindiKeyTyping,
  hindiLayouts,
  keySequenceFor,
  type HindiLayoutId,
  type PhysicalKey,
} from '@typing/typing-core/hindi';
import { randomUUID } from 'node:crypto';

const SPACE: PhysicalKey = { code: 'Space', shift: false, altGr: false };

export function hindiTestText(wordCount: WordCount = 25, seed = 1): string {
  return buildTestText({ mode: 'words', wordCount, punctuation: false, numbers: false }, seededRandom(seed), {
    language: 'hi',
    frequencyList: hindiFrequencyList(),
  });
}

function hindiKeysFor(text: string, layout: HindiLayoutId, order?: TypingOrder): PhysicalKey[] {
  return text.split(' ').flatMap((word, i) => {
    const keys = keySequenceFor(hindiLayouts[layout], word, order);
    if (!keys) throw new Error(`${layout} cannot type ${word}`);
    return i === 0 ? keys : [SPACE, ...keys];
  });
}

export interface HindiTypingOptions {
  order?: TypingOrder;
  /** Before the key at each of these positions, a wrong key is pressed and taken back with Backspace. */
  slipsBefore?: readonly number[];
  slipKey?: PhysicalKey;
  keys?: number;
  seed?: number;
}

export function typedHindi(
  text: string,
  layout: HindiLayoutId,
  {
    order,
    slipsBefore = [],
    slipKey = { code: 'KeyQ', shift: false, altGr: false },
    keys,
    seed,
  }: HindiTypingOptions = {},
): SaveResultRequest {
  const typingOrder = order ?? hindiLayouts[layout].defaultOrder;
  const options: TestOptions = {
    mode: 'words',
    wordCount: text.split(' ').length as WordCount,
    punctuation: false,
    numbers: false,
    language: 'hi',
    layout,
    typingOrder,
  };
  const presses: (PhysicalKey | typeof KEY_BACKSPACE)[] = [];
  hindiKeysFor(text, layout, typingOrder)
    .slice(0, keys)
    .forEach((key, i) => {
      if (slipsBefore.includes(i)) presses.push(slipKey, KEY_BACKSPACE);
      presses.push(key);
    });
  const gaps = humanGaps(presses.length + 1, { seed });
  const typing = new HindiKeyTyping(hindiLayouts[layout], text, typingOrder);
  let state = createTest(text, 60, options);
  let at = 1000;
  presses.forEach((key, i) => {
    if (i > 0) at += gaps[i]!;
    const press = key === KEY_BACKSPACE ? typing.backspace() : typing.press(key);
    if (press) state = applyEditPress(state, press, at);
  });
  if (state.status !== 'complete') state = applyKey(state, KEY_ENTER, at + gaps[presses.length]!);
  const { durationSeconds: _untimed, ...result } = summarize(state);
  return { ...result, clientId: randomUUID() } as SaveResultRequest;
}
