import { describe, expect, it } from '@jest/globals';
import { editToKeys, INPUT_SENTINEL } from './text-input';

describe('editToKeys', () => {
  it('reads typed characters after the sentinel', () => {
    expect(editToKeys(INPUT_SENTINEL, `${INPUT_SENTINEL}a`)).toEqual(['a']);
    expect(editToKeys(INPUT_SENTINEL, `${INPUT_SENTINEL}the `)).toEqual(['t', 'h', 'e', ' ']);
  });

  it('reads a deleted sentinel as Backspace', () => {
    expect(editToKeys(INPUT_SENTINEL, '')).toEqual(['Backspace']);
  });

  it('reads a replaced word (autocorrect, composition) as erasing and retyping it', () => {
    expect(editToKeys(' teh', ' the')).toEqual(['Backspace', 'Backspace', 'h', 'e']);
    expect(editToKeys(' hel', ' hello')).toEqual(['l', 'o']);
  });

  it('gives nothing for no change, and whole code points', () => {
    expect(editToKeys(' ab', ' ab')).toEqual([]);
    expect(editToKeys(' ', ' 😀')).toEqual(['😀']);
    expect(editToKeys(' ', ' a\n')).toEqual(['a', 'Enter']);
  });
});
