/** @jest-environment jsdom */
import { describe, expect, it } from '@jest/globals';
import { createTest, type TestOptions } from '@typing/typing-core';
import { takeHindiKey } from './take-hindi-key';

const WORDS = { mode: 'words', wordCount: 25, punctuation: false, numbers: false, language: 'hi' } as const;
const EMULATED: TestOptions = { ...WORDS, layout: 'inscript', typingOrder: 'logical' };

/** A key as an input method hands it on: keyCode 229, named 'Process' or by the key itself. */
function imeKey(key: string, code: string, isComposing: boolean) {
  const event = {
    key,
    code,
    keyCode: 229,
    isComposing,
    shiftKey: false,
    altKey: false,
    ctrlKey: false,
    metaKey: false,
    prevented: false,
    preventDefault: () => void (event.prevented = true),
  };
  return event;
}

describe('a key an input method is composing with', () => {
  it.each([
    ['the keyboard’s own Hindi', WORDS],
    ['an emulated layout', EMULATED],
  ])('is taken, typing nothing and left to the input method, with %s', (_, options) => {
    const test = createTest('कमल', 60, options);
    for (const event of [
      imeKey('Process', 'KeyK', false),
      imeKey('k', 'KeyK', true),
      imeKey('Backspace', 'Backspace', true),
      imeKey(' ', 'Space', true),
    ]) {
      expect(takeHindiKey(event, test, { current: null }, () => {})).toEqual({ taken: true });
      expect(event.prevented).toBe(false);
    }
  });

  it('does not make the page think the keyboard types Hindi, nor start the emulator', () => {
    const typing = { current: null };
    let foundTypesHindi = false;
    takeHindiKey(imeKey('क', 'KeyK', true), createTest('कमल', 60, EMULATED), typing, () => (foundTypesHindi = true));
    expect(typing.current).toBeNull();
    expect(foundTypesHindi).toBe(false);
  });
});
