import { arrangeTyped, typingOrderOf, type TypedKey } from './typing-order';

const text = (value: string): TypedKey => ({ text: value, role: 'text' });
const iMatra: TypedKey = { text: 'ि', role: 'iMatra' };
const reph: TypedKey = { text: 'र्', role: 'reph' };

describe('arrangeTyped', () => {
  it('leaves a ि with no consonant after it where it was typed', () => {
    expect(arrangeTyped([text('क'), iMatra], 'typewriter').join('')).toBe('कि');
    expect(arrangeTyped([iMatra], 'typewriter').join('')).toBe('ि');
  });

  it('puts ि after a half-typed cluster, so it follows the cluster once it is complete', () => {
    expect(arrangeTyped([iMatra, text('क्')], 'typewriter').join('')).toBe('क्ि');
    expect(arrangeTyped([iMatra, text('क्'), text('ष')], 'typewriter').join('')).toBe('क्षि');
  });

  it('leaves a reph with no consonant before it where it was typed', () => {
    expect(arrangeTyped([reph], 'typewriter').join('')).toBe('र्');
    expect(arrangeTyped([text('ं'), reph], 'typewriter').join('')).toBe('ंर्');
  });

  it('moves the reph over anusvara and vowel signs to the start of the cluster', () => {
    expect(arrangeTyped([text('क'), text('म'), text('ो'), text('ं'), reph], 'typewriter').join('')).toBe('कर्मों');
  });

  it('moves only what the reph key typed, not र and a virama typed as two keys', () => {
    expect(arrangeTyped([text('म'), text('र'), text('्')], 'typewriter').join('')).toBe('मर्');
  });

  it('moves nothing in logical order, and still composes pairs', () => {
    expect(arrangeTyped([iMatra, text('क')], 'logical').join('')).toBe('िक');
    expect(arrangeTyped([text('अ'), text('ा'), text('ै')], 'logical').join('')).toBe('औ');
  });

  it('gives one code point per item, a reph being two', () => {
    expect(arrangeTyped([reph, text('म')], 'logical')).toEqual(['र', '्', 'म']);
  });
});

describe('typingOrderOf', () => {
  it.each([
    ['कि', ['ि', 'क']],
    ['क्षि', ['ि', 'क', '्', 'ष']],
    ['र्म', ['म', 'र्']],
    ['पूर्ति', ['प', 'ू', 'ि', 'त', 'र्']],
    ['कर्मों', ['क', 'म', 'ो', 'र्', 'ं']],
  ])('%s in typewriter order', (logical, units) => {
    expect(typingOrderOf(logical, 'typewriter')).toEqual(units);
  });

  it('keeps logical order as it is', () => {
    expect(typingOrderOf('र्मि', 'logical')).toEqual(['र', '्', 'म', 'ि']);
  });
});

describe('arrangeTyped with a reph and ि in one word', () => {
  it('finds the cluster after ि even when an unplaced reph comes earlier', () => {
    expect(arrangeTyped([text('प'), text('ू'), iMatra, text('त'), reph, text(' ')], 'typewriter').join('')).toBe(
      'पूर्ति ',
    );
    expect(arrangeTyped([text('क'), text('म'), reph, iMatra, text('त')], 'typewriter').join('')).toBe('कर्मति');
  });
});
