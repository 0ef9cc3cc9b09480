import { KEY_LAYERS } from '../layout';
import { fromHex, layoutOutputs } from '../reference-notation.fixture';
import { inscript } from './inscript';

/** Debian xkb-data 2.35.1, /usr/share/X11/xkb/symbols/in, section "deva": key, then levels 1–4. */
const XKB_DEVA = `
TLDE 094A 0912 grave asciitilde
AE01 0967 090D 1 exclam
AE02 0968 0945 2 at
AE03 0969 numbersign 3 numbersign
AE04 096A dollar 4 U20b9
AE05 096B percent 5 percent
AE06 096C asciicircum 6 asciicircum
AE07 096D ampersand 7 ampersand
AE08 096E asterisk 8 asterisk
AE09 096F parenleft 9 parenleft
AE10 0966 parenright 0 parenright
AE11 minus 0903 minus underscore
AE12 0943 090B 0944 0960
AD01 094C 0914
AD02 0948 0910
AD03 093E 0906
AD04 0940 0908 0963 0961
AD05 0942 090A
AD06 092C 092D
AD07 0939 0919
AD08 0917 0918 095A
AD09 0926 0927
AD10 091C 091D 095B
AD11 0921 0922 095C 095D
AD12 093C 091E
BKSL 0949 0911 U005C U007C
AC01 094B 0913
AC02 0947 090F
AC03 094D 0905
AC04 093F 0907 0962 090C
AC05 0941 0909
AC06 092A 092B NoSymbol 095E
AC07 0930 0931
AC08 0915 0916 0958 0959
AC09 0924 0925
AC10 091A 091B 0952
AC11 091F 0920 NoSymbol 0951
AB01 0946 090E 0953
AB02 0902 0901 NoSymbol 0950
AB03 092E 0923 0954
AB04 0928 0929
AB05 0935 0934
AB06 0932 0933
AB07 0938 0936
AB08 comma 0937 0970
AB09 period 0964 0965 093D
AB10 092F 095F slash question
SPCE space space U200C U200D
`;

/** IS 16350 (Enhanced InScript) puts conjuncts and the reph on Shift+3…8, where xkb's deva still has ASCII. */
const ENHANCED_SHIFT_DIGITS: Record<string, string> = {
  'Digit3/shift': '094D 0930',
  'Digit4/shift': '0930 094D',
  'Digit5/shift': '091C 094D 091E',
  'Digit6/shift': '0924 094D 0930',
  'Digit7/shift': '0915 094D 0937',
  'Digit8/shift': '0936 094D 0930',
};

const XKB_KEY_CODES: Record<string, string> = {
  TLDE: 'Backquote',
  ...Object.fromEntries(
    ['1', '2', '3', '4', '5', '6', '7', '8', '9', '0'].map((d, i) => [
      `AE${String(i + 1).padStart(2, '0')}`,
      `Digit${d}`,
    ]),
  ),
  AE11: 'Minus',
  AE12: 'Equal',
  ...Object.fromEntries('QWERTYUIOP'.split('').map((l, i) => [`AD${String(i + 1).padStart(2, '0')}`, `Key${l}`])),
  AD11: 'BracketLeft',
  AD12: 'BracketRight',
  BKSL: 'Backslash',
  ...Object.fromEntries('ASDFGHJKL'.split('').map((l, i) => [`AC${String(i + 1).padStart(2, '0')}`, `Key${l}`])),
  AC10: 'Semicolon',
  AC11: 'Quote',
  ...Object.fromEntries('ZXCVBNM'.split('').map((l, i) => [`AB${String(i + 1).padStart(2, '0')}`, `Key${l}`])),
  AB08: 'Comma',
  AB09: 'Period',
  AB10: 'Slash',
  SPCE: 'Space',
};

const KEYSYMS: Record<string, string> = {
  grave: '`',
  asciitilde: '~',
  exclam: '!',
  at: '@',
  numbersign: '#',
  dollar: '$',
  percent: '%',
  asciicircum: '^',
  ampersand: '&',
  asterisk: '*',
  parenleft: '(',
  parenright: ')',
  minus: '-',
  underscore: '_',
  comma: ',',
  period: '.',
  slash: '/',
  question: '?',
  space: ' ',
};

function keysym(symbol: string): string | null {
  if (symbol === 'NoSymbol') return null;
  if (KEYSYMS[symbol]) return KEYSYMS[symbol]!;
  if (/^U?[0-9a-fA-F]{4}$/.test(symbol)) return fromHex(symbol.replace(/^U/, ''));
  return /^\d$/.test(symbol) ? symbol : null;
}

function expectedInscript(): Record<string, string> {
  const expected: Record<string, string> = {};
  for (const line of XKB_DEVA.trim().split('\n')) {
    const [xkbKey, ...levels] = line.split(/\s+/);
    levels.forEach((symbol, level) => {
      const text = keysym(symbol);
      if (text !== null) expected[`${XKB_KEY_CODES[xkbKey!]}/${KEY_LAYERS[level]}`] = text;
    });
  }
  for (const [place, hex] of Object.entries(ENHANCED_SHIFT_DIGITS)) expected[place] = fromHex(hex);
  return expected;
}

const expected = expectedInscript();
const actual = layoutOutputs(inscript);

describe('InScript key table against xkb in(deva) and IS 16350', () => {
  it.each(Object.values(XKB_KEY_CODES))('%s types on each layer what the reference lists', (code) => {
    const layers = (outputs: Record<string, string>) => KEY_LAYERS.map((layer) => outputs[`${code}/${layer}`] ?? null);
    expect(layers(actual)).toEqual(layers(expected));
  });

  it('maps no key the reference does not list', () => {
    expect(Object.keys(actual).sort()).toEqual(Object.keys(expected).sort());
  });

  it('stores every output in NFC, so ग़ is ग + nukta as the normalised text has it', () => {
    for (const output of Object.values(actual)) expect(output).toBe(output.normalize('NFC'));
    expect(actual['KeyI/altGr']).toBe('\u0917\u093C');
  });
});
