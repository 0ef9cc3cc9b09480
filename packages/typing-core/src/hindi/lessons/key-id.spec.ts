import { keyIdName } from './key-id';

describe('keyIdName', () => {
  it('names key ids in words', () => {
    expect(['KeyK', 'Shift+KeyK', 'AltGr+Shift+Digit4', 'Semicolon'].map((id) => keyIdName(id))).toEqual([
      'K',
      'Shift K',
      'AltGr Shift 4',
      'Semicolon',
    ]);
  });

  it('joins the layer and the key with the joiner given, as a Hindi result names its keys (ख Shift+K)', () => {
    expect(
      ['KeyK', 'Shift+KeyK', 'Shift+Digit7', 'AltGr+Shift+Space', 'BracketLeft'].map((id) => keyIdName(id, '+')),
    ).toEqual(['K', 'Shift+K', 'Shift+7', 'AltGr+Shift+Space', 'BracketLeft']);
  });
});
