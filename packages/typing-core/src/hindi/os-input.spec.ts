import { applyEdit } from './edit';
import { OsInputReader, keyboardTypesDevanagari, type TextInput } from './os-input';

describe('OsInputReader', () => {
  it('inserts the text of an OS layout key press', () => {
    expect(new OsInputReader().read({ inputType: 'insertText', data: 'क' })).toEqual({ deleteBefore: 0, insert: 'क' });
  });

  it('replaces an IME composition on each update and keeps it when committed', () => {
    const reader = new OsInputReader();
    const events: TextInput[] = [
      { inputType: 'insertCompositionText', data: 'k' },
      { inputType: 'insertCompositionText', data: 'क' },
      { inputType: 'insertCompositionText', data: 'कि' },
    ];
    let text = 'है ';
    for (const event of events) text = applyEdit(text, reader.read(event)!);
    expect(text).toBe('है कि');
    reader.endComposition();
    text = applyEdit(text, reader.read({ inputType: 'insertText', data: ' ' })!);
    expect(text).toBe('है कि ');
  });

  it('replaces the composition when Safari commits it with insertFromComposition, or drops it', () => {
    const reader = new OsInputReader();
    let text = applyEdit('', reader.read({ inputType: 'insertCompositionText', data: 'न' })!);
    text = applyEdit(text, reader.read({ inputType: 'insertFromComposition', data: 'नम' })!);
    expect(text).toBe('नम');
    text = applyEdit(text, reader.read({ inputType: 'insertCompositionText', data: 'स' })!);
    text = applyEdit(text, reader.read({ inputType: 'deleteCompositionText', data: null })!);
    expect(text).toBe('नम');
  });

  it('deletes one code point backwards', () => {
    const reader = new OsInputReader();
    expect(applyEdit('कि', reader.read({ inputType: 'deleteContentBackward', data: null })!)).toBe('क');
  });

  it('ignores input types that do not type text', () => {
    expect(new OsInputReader().read({ inputType: 'formatBold', data: null })).toBeNull();
  });
});

describe('keyboardTypesDevanagari', () => {
  it('is true when a printable key typed Devanagari (an OS Hindi layout)', () => {
    expect(keyboardTypesDevanagari({ key: 'क', code: 'KeyK' })).toBe(true);
    expect(keyboardTypesDevanagari({ key: 'क्ष', code: 'Digit7' })).toBe(true);
    expect(keyboardTypesDevanagari({ key: '१', code: 'Digit1' })).toBe(true);
  });

  it('is false when a printable key typed anything else', () => {
    expect(keyboardTypesDevanagari({ key: 'k', code: 'KeyK' })).toBe(false);
    expect(keyboardTypesDevanagari({ key: '1', code: 'Digit1' })).toBe(false);
  });

  it('cannot tell from modifiers, dead keys, IME composition or a phone keyboard', () => {
    expect(keyboardTypesDevanagari({ key: 'Shift', code: 'ShiftLeft' })).toBeNull();
    expect(keyboardTypesDevanagari({ key: 'Dead', code: 'Quote' })).toBeNull();
    expect(keyboardTypesDevanagari({ key: 'Process', code: 'KeyK' })).toBeNull();
    expect(keyboardTypesDevanagari({ key: 'k', code: 'KeyK', isComposing: true })).toBeNull();
    expect(keyboardTypesDevanagari({ key: 'Unidentified', code: '' })).toBeNull();
  });
});
