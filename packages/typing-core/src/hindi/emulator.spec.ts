import fc from 'fast-check';
import { applyEdit } from './edit';
import { HindiKeyEmulator } from './emulator';
import { KEY_LAYERS, keyOf, keyOutput, type HindiLayout, type PhysicalKey, type TypingOrder } from './layout';
import { hindiLayouts } from './layouts/all';
import { qwertyKeys, typeAll } from './qwerty.fixture';

const { inscript, krutidev } = hindiLayouts;
const gail = hindiLayouts['remington-gail'];
const cbi = hindiLayouts['remington-cbi'];

/** Types `ascii` (US QWERTY notation) and returns the text the edits built, checking it against the emulator's own. */
function typed(layout: HindiLayout, ascii: string, order?: TypingOrder): string {
  const emulator = new HindiKeyEmulator(layout, { order });
  const text = typeAll(emulator, qwertyKeys(ascii), applyEdit);
  expect(text).toBe(emulator.text);
  return text;
}

/**
 * Each key of the sequence is pressed and then undone: Backspace must give back exactly the text before that key,
 * and the edits must keep a plain string equal to the emulator's text.
 */
function expectBackspaceUndoesEachKey(layout: HindiLayout, ascii: string, order?: TypingOrder): void {
  const keys = qwertyKeys(ascii);
  for (let count = 1; count <= keys.length; count++) {
    const emulator = new HindiKeyEmulator(layout, { order });
    const before = typeAll(emulator, keys.slice(0, count - 1), applyEdit);
    const after = applyEdit(before, emulator.press(keys[count - 1]!)!);
    const undone = applyEdit(after, emulator.backspace()!);
    expect(undone).toBe(before);
    expect(emulator.text).toBe(before);
  }
}

/** The ten sequences of the issue, with the keys each layout's references give for them. */
const SEQUENCES: Record<string, readonly (readonly [target: string, ascii: string])[]> = {
  InScript: [
    ['कि', 'kf'],
    ['क्ष', '&'],
    ['क्ष', 'kd<'],
    ['त्र', '^'],
    ['त्र', 'ldj'],
    ['ज्ञ', '%'],
    ['ज्ञ', 'pd}'],
    ['श्र', '*'],
    ['श्र', 'Mdj'],
    ['प्र', 'hdj'],
    ['प्र', 'h#'],
    ['र्म', 'jdc'],
    ['र्म', '$c'],
    ['स्त', 'mdl'],
    ['द्ध', 'odO'],
    ['हृ', 'u='],
  ],
  'Remington GAIL': [
    ['कि', 'fd'],
    ['क्ष', '{k'],
    ['त्र', '('],
    ['ज्ञ', 'K'],
    ['श्र', 'J'],
    ['प्र', 'iz'],
    ['र्म', 'eZ'],
    ['स्त', 'Lr'],
    ['द्ध', '*'],
    ['हृ', 'g='],
  ],
  'Remington CBI': [
    ['कि', 'fd'],
    ['क्ष', '{k'],
    ['त्र', '='],
    ['ज्ञ', 'K'],
    ['श्र', 'J'],
    ['प्र', 'iz'],
    ['र्म', 'eZ'],
    ['स्त', 'Lr'],
    ['द्ध', ')'],
    ['हृ', 'g`'],
  ],
  'KrutiDev 010': [
    ['कि', 'fd'],
    ['क्ष', '{k'],
    ['त्र', '='],
    ['ज्ञ', 'K'],
    ['श्र', 'J'],
    ['प्र', 'iz'],
    ['र्म', 'eZ'],
    ['स्त', 'Lr'],
    ['द्ध', ')'],
    ['हृ', 'g`'],
  ],
};

const BY_NAME: Record<string, HindiLayout> = {
  InScript: inscript,
  'Remington GAIL': gail,
  'Remington CBI': cbi,
  'KrutiDev 010': krutidev,
};

describe.each(Object.keys(SEQUENCES))('%s sequences', (name) => {
  const layout = BY_NAME[name]!;
  it.each(SEQUENCES[name]!)('%s from the keys %s, and Backspace inside it undoes one key', (target, ascii) => {
    expect(typed(layout, ascii)).toBe(target);
    expectBackspaceUndoesEachKey(layout, ascii);
  });
});

describe('typewriter order (the default of GAIL, CBI and KrutiDev)', () => {
  it.each([
    ['ि goes after the whole conjunct it was typed before', 'f{k', 'क्षि'],
    ['ि goes after a rakar cluster', 'fdz', 'क्रि'],
    ['ि goes after a consonant with nukta', 'fx+', 'ग़ि'],
    ['the reph goes before a cluster and its vowel signs', 'deksZa', 'कर्मों'],
    ['ि and reph in one syllable', 'iwfrZ', 'पूर्ति'],
    ['a half form and ा make the full consonant', "f'k{kk", 'शिक्षा'],
    ['ि before a cluster typed with a half form', 'O;fDr', 'व्यक्ति'],
    ['इ then the reph key is ई', 'bZ', 'ई'],
    ['अ ा े is ओ', 'vks', 'ओ'],
    ['two dandas are a double danda', 'AA', '॥'],
  ])('%s (KrutiDev %s → %s)', (_rule, ascii, target) => {
    expect(typed(krutidev, ascii)).toBe(target);
    expectBackspaceUndoesEachKey(krutidev, ascii);
  });

  it('shows ि at the end until its consonant comes, then moves it', () => {
    const emulator = new HindiKeyEmulator(krutidev);
    expect(emulator.press(qwertyKeys('f')[0]!)).toEqual({ deleteBefore: 0, insert: 'ि' });
    expect(emulator.press(qwertyKeys('d')[0]!)).toEqual({ deleteBefore: 1, insert: 'कि' });
    expect(emulator.backspace()).toEqual({ deleteBefore: 2, insert: 'ि' });
  });

  it('rewrites only the current word, never text before a space', () => {
    const emulator = new HindiKeyEmulator(gail);
    typeAll(emulator, qwertyKeys('dj '), applyEdit);
    expect(emulator.press(qwertyKeys('Z')[0]!)).toEqual({ deleteBefore: 0, insert: 'र्' });
    expect(emulator.text).toBe('कर र्');
  });

  it('Backspace over a space returns to the word before it, whose rules apply again', () => {
    const emulator = new HindiKeyEmulator(krutidev);
    typeAll(emulator, qwertyKeys('de '), applyEdit);
    expect(emulator.backspace()).toEqual({ deleteBefore: 1, insert: '' });
    expect(emulator.press(qwertyKeys('Z')[0]!)).toEqual({ deleteBefore: 1, insert: 'र्म' });
    expect(emulator.text).toBe('कर्म');
  });
});

describe('logical order (Keyman: ि after the consonant, reph before)', () => {
  it.each([
    ['df', 'कि'],
    ['{kf', 'क्षि'],
    ['Ze', 'र्म'],
    ['dZef', 'कर्मि'],
    ['bZ', 'ई'],
  ])('GAIL %s → %s', (ascii, target) => {
    expect(typed(gail, ascii, 'logical')).toBe(target);
    expectBackspaceUndoesEachKey(gail, ascii, 'logical');
  });

  it('leaves the layout default to the exam order unless asked', () => {
    expect(new HindiKeyEmulator(gail).order).toBe('typewriter');
    expect(new HindiKeyEmulator(gail, { order: 'logical' }).order).toBe('logical');
  });
});

const typewriterLayouts = [gail, cbi, krutidev].map((layout) => [layout.name, layout] as const);

describe.each(typewriterLayouts)(
  'candrabindu after a vowel sign, and a reph before a later र, on %s',
  (_name, layout) => {
    it.each([
      ['typewriter', 'ा then ं ॅ', 'gkaW', 'हाँ'],
      ['typewriter', 'ए then ं ॅ', 'tk,aW', 'जाएँ'],
      ['typewriter', 'े then ं', 'esa', 'में'],
      ['typewriter', 'ै then ं', 'eSa', 'मैं'],
      ['typewriter', 'the reph after its cluster, then र', 'loZj', 'सर्वर'],
      ['typewriter', 'ि, the reph after a full consonant made of a half form and ा, then र', 'fuHkkZj', 'निर्भार'],
      ['typewriter', 'ि, the reph after भ, then र', 'fuHkZj', 'निर्भर'],
      ['logical', 'ा then ं ॅ', 'gkaW', 'हाँ'],
      ['logical', 'ए then ं ॅ', 'tk,aW', 'जाएँ'],
      ['logical', 'the reph before its cluster, then र', 'lZoj', 'सर्वर'],
      ['logical', 'ि and the reph before भ, then र', 'ufZHkj', 'निर्भर'],
    ] as const)('in %s order, %s: %s → %s, and Backspace inside undoes one key', (order, _rule, ascii, target) => {
      expect(typed(layout, ascii, order)).toBe(target);
      expectBackspaceUndoesEachKey(layout, ascii, order);
    });

    it('composes ा ॅ into ॉ before the anusvara comes, so ाँ is typed ं first (कॉंग्रेस keeps its ॉं)', () => {
      expect(typed(layout, 'dkWaxzsl')).toBe('कॉंग्रेस');
      expect(typed(layout, 'gkWa')).toBe('हॉं');
    });

    it('types ँ after Backspace took back a ॅ that had composed with ा', () => {
      const emulator = new HindiKeyEmulator(layout);
      let text = typeAll(emulator, qwertyKeys('gkW'), applyEdit);
      expect(text).toBe('हॉ');
      text = applyEdit(text, emulator.backspace()!);
      expect(typeAll(emulator, qwertyKeys('aW'), applyEdit, text)).toBe('हाँ');
    });
  },
);

/** One sentence holding all ten sequences, keyed in each layout as its references write it. */
const SENTENCE = 'किसान के क्षेत्र में ज्ञान, श्रम और प्रकृति का धर्म सदा शुद्ध हृदय से स्तुति करता है।';
const SENTENCE_KEYS: Record<string, string> = {
  InScript: 'kfmev ks &s^ csx %ev, *c Qj h#k=lf ke Ojdc moe MgodO u=o/ ms mdlglf kjle uw>',
  'Remington GAIL': "fdlku ds {ks( esa Kku] Je vkSj izd=fr dk /keZ lnk 'kq* g=n; ls Lrqfr djrk gS!",
  'Remington CBI': "fdlku ds {ks= esa Kku] Je vkSj izd`fr dk /keZ lnk 'kq) g`n; ls Lrqfr djrk gSA",
  'KrutiDev 010': "fdlku ds {ks= esa Kku] Je vkSj izd`fr dk /keZ lnk 'kq) g`n; ls Lrqfr djrk gSA",
};

describe('the same sentence in all four layouts', () => {
  it.each(Object.entries(SENTENCE_KEYS))('%s types the identical NFC text', (name, ascii) => {
    expect(typed(BY_NAME[name]!, ascii)).toBe(SENTENCE.normalize('NFC'));
  });
});

describe('every key of every layer pressed alone', () => {
  const cases = Object.values(hindiLayouts).flatMap((layout) =>
    Object.keys(layout.keys).flatMap((code) =>
      KEY_LAYERS.filter((layer) => keyOutput(layout, code, layer) !== null).map(
        (layer) => [layout.name, code, layer, layout] as const,
      ),
    ),
  );

  it.each(cases)('%s %s %s types its table entry and Backspace removes it', (_name, code, layer, layout) => {
    const emulator = new HindiKeyEmulator(layout);
    const edit = emulator.press(keyOf(code, layer));
    expect(edit).toEqual({ deleteBefore: 0, insert: keyOutput(layout, code, layer) });
    expect(emulator.backspace()).toEqual({ deleteBefore: Array.from(edit!.insert).length, insert: '' });
    expect(emulator.text).toBe('');
  });

  it('types nothing for a key or layer the layout leaves empty, and keeps no press for it', () => {
    const emulator = new HindiKeyEmulator(krutidev);
    expect(emulator.press({ code: 'F13', shift: false, altGr: false })).toBeNull();
    expect(emulator.press(keyOf('Digit4', 'shift'))).toBeNull();
    expect(emulator.pressCount).toBe(0);
    expect(emulator.backspace()).toBeNull();
  });
});

describe('Backspace undoes any key sequence', () => {
  const codes = [...new Set(Object.values(hindiLayouts).flatMap((layout) => Object.keys(layout.keys))), 'F13', 'Enter'];
  const keyArb: fc.Arbitrary<PhysicalKey> = fc.record({
    code: fc.constantFrom(...codes),
    shift: fc.boolean(),
    altGr: fc.boolean(),
  });

  it('as many backspaces as typing presses leave empty text, each edit tracking the emulator', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...Object.values(hindiLayouts)),
        fc.constantFrom<TypingOrder>('typewriter', 'logical'),
        fc.array(keyArb, { maxLength: 40 }),
        (layout, order, keys) => {
          const emulator = new HindiKeyEmulator(layout, { order });
          let text = '';
          let typing = 0;
          for (const key of keys) {
            const edit = emulator.press(key);
            if (edit) typing++;
            if (edit) text = applyEdit(text, edit);
          }
          expect(text).toBe(emulator.text);
          for (let i = 0; i < typing; i++) {
            text = applyEdit(text, emulator.backspace()!);
            expect(text).toBe(emulator.text);
          }
          expect(text).toBe('');
          expect(emulator.backspace()).toBeNull();
        },
      ),
      { numRuns: 500 },
    );
  });
});
