import { describe, expect, it } from '@jest/globals';
import { type BoxState, countsAsKeyDepression, examKey, type KeyContext, wordCount } from './exam-keys';

const at = (value: string, caret = value.length): BoxState => ({ value, selectionStart: caret, selectionEnd: caret });
const rules = { backspace: true, restricted: false, spaceBarStopsAtPassageWords: false, tabIndents: false };
const context = (overrides: Partial<KeyContext['rules']> = {}): KeyContext => ({
  passage: 'The quick brown fox.',
  passageWords: 4,
  rules: { ...rules, ...overrides },
});

describe('examKey', () => {
  it('inserts a printable key at the caret', () => {
    expect(examKey({ key: 'x' }, at('The', 1), context())).toEqual({ kind: 'edit', state: at('Txhe', 2) });
  });

  it('deletes with Backspace and Delete, or a selection, when the profile allows it', () => {
    expect(examKey({ key: 'Backspace' }, at('The'), context())).toEqual({ kind: 'edit', state: at('Th') });
    expect(examKey({ key: 'Delete' }, at('The', 0), context())).toEqual({ kind: 'edit', state: at('he', 0) });
    const selected = { value: 'The quick', selectionStart: 3, selectionEnd: 9 };
    expect(examKey({ key: 'Backspace' }, selected, context())).toEqual({ kind: 'edit', state: at('The') });
  });

  it('refuses Backspace and Delete when the profile forbids them', () => {
    expect(examKey({ key: 'Backspace' }, at('The'), context({ backspace: false }))).toMatchObject({ kind: 'refused' });
    expect(examKey({ key: 'Delete' }, at('The', 0), context({ backspace: false }))).toMatchObject({ kind: 'refused' });
  });

  it("restricted: only the passage's next character goes in, and only at the end", () => {
    const restricted = context({ restricted: true });
    expect(examKey({ key: ' ' }, at('The'), restricted)).toEqual({ kind: 'edit', state: at('The ') });
    expect(examKey({ key: 'q' }, at('The '), restricted)).toEqual({ kind: 'edit', state: at('The q') });
    expect(examKey({ key: 'Q' }, at('The '), restricted)).toEqual({
      kind: 'refused',
      reason: 'Restricted mode: "Q" is not the next character',
    });
    expect(examKey({ key: 'e' }, at('The', 2), restricted)).toMatchObject({ kind: 'refused' });
    expect(examKey({ key: 'x' }, at('The quick brown fox.'), restricted)).toMatchObject({ kind: 'refused' });
  });

  it("stops the space bar once the passage's number of words is typed, when the profile says", () => {
    const capped = context({ spaceBarStopsAtPassageWords: true });
    expect(examKey({ key: ' ' }, at('a b c d'), capped)).toMatchObject({ kind: 'edit' });
    expect(examKey({ key: ' ' }, at('a b c d e'), capped)).toMatchObject({ kind: 'refused' });
    expect(examKey({ key: ' ' }, at('a b c d e'), context())).toMatchObject({ kind: 'edit' });
  });

  it('Tab indents where the profile says; elsewhere it leaves the box as usual', () => {
    expect(examKey({ key: 'Tab' }, at(''), context({ tabIndents: true }))).toEqual({ kind: 'edit', state: at('\t') });
    expect(examKey({ key: 'Tab' }, at(''), context())).toEqual({ kind: 'browser' });
  });

  it('Enter starts a new line; arrows and shortcuts are the browser’s', () => {
    expect(examKey({ key: 'Enter' }, at('The'), context())).toEqual({ kind: 'edit', state: at('The\n') });
    expect(examKey({ key: 'ArrowLeft' }, at('The'), context())).toEqual({ kind: 'browser' });
    expect(examKey({ key: 'a', ctrlKey: true }, at('The'), context())).toEqual({ kind: 'browser' });
  });
});

describe('counting', () => {
  it('counts every key but the modifiers as a key depression', () => {
    expect(['a', ' ', 'Backspace', 'Enter', 'Tab', 'ArrowLeft'].every(countsAsKeyDepression)).toBe(true);
    expect(['Shift', 'Control', 'CapsLock'].some(countsAsKeyDepression)).toBe(false);
  });

  it('counts words between spaces, tabs and new lines', () => {
    expect([wordCount(''), wordCount('  '), wordCount('a  b\tc\nd ')]).toEqual([0, 0, 4]);
  });
});
