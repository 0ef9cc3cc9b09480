import { keyName } from './keys';

describe('keyName', () => {
  it('names the space bar, which has no glyph', () => {
    expect(keyName(' ')).toBe('space');
  });

  it('shows any other key as itself: letters, capitals, punctuation, accents, Devanagari', () => {
    expect(['q', 'Q', ';', "'", 'ñ', 'é', 'क'].map(keyName)).toEqual(['q', 'Q', ';', "'", 'ñ', 'é', 'क']);
  });

  it('leaves text of several characters and other white space alone (an exam box inserts text)', () => {
    expect(keyName('ab')).toBe('ab');
    expect(keyName('  ')).toBe('  ');
    expect(keyName('\t')).toBe('\t');
    expect(keyName('Enter')).toBe('Enter');
  });
});
