import { applyEdit } from './edit';
import { HindiKeyEmulator } from './emulator';
import { keySequenceFor } from './key-sequence';
import type { PhysicalKey, TypingOrder } from './layout';
import { hindiLayouts } from './layouts/all';
import { qwertyKeys, typeAll } from './qwerty.fixture';

const TEXTS = [
  'किसान के क्षेत्र में ज्ञान, श्रम और प्रकृति का धर्म सदा शुद्ध हृदय से स्तुति करता है।',
  'शिक्षा व्यक्ति के जीवन में महत्वपूर्ण भूमिका निभाती है।',
  'आर्थिक वर्षों की पूर्ति क्रिया खिलाड़ी ईश्वर ओस औषधि',
  'हाँ, जाएँ आँकड़े मैं कॉंग्रेस सर्वर निर्भर ऑर्डर पुनर्प्रारंभ कर्सर इर्द-गिर्द।',
];

describe.each(Object.values(hindiLayouts).map((layout) => [layout.name, layout] as const))(
  'keySequenceFor on %s',
  (_name, layout) => {
    const orders: TypingOrder[] = layout.typewriterRules ? ['typewriter', 'logical'] : ['logical'];

    it.each(orders.flatMap((order) => TEXTS.map((text) => [order, text] as const)))(
      'in %s order, keys that type "%s"',
      (order, text) => {
        const keys = keySequenceFor(layout, text, order);
        expect(keys).not.toBeNull();
        const emulator = new HindiKeyEmulator(layout, { order });
        expect(typeAll(emulator, keys!, applyEdit)).toBe(text.normalize('NFC'));
      },
    );

    it('answers null for text the layout cannot type', () => {
      expect(keySequenceFor(layout, 'abc')).toBeNull();
    });
  },
);

const ascii = (keys: readonly PhysicalKey[] | null) =>
  keys?.map((key) => `${key.code}${key.shift ? '+Shift' : ''}`).join(' ');

describe('keySequenceFor picks what the references teach', () => {
  it.each([
    ['krutidev', 'कि', 'fd'],
    ['krutidev', 'शिक्षा', "f'k{kk"],
    ['krutidev', 'महत्वपूर्ण', 'egRoiw.kZ'],
    ['remington-gail', 'क्ष', '{k'],
    ['remington-gail', 'ओ', 'vks'],
    ['inscript', 'क्ष', '&'],
    ['inscript', 'कि', 'kf'],
  ] as const)('%s types %s as %s', (id, text, keys) => {
    expect(ascii(keySequenceFor(hindiLayouts[id], text))).toBe(ascii(qwertyKeys(keys)));
  });

  it('follows the chosen order: ि after the consonant and the reph before it in logical order', () => {
    expect(ascii(keySequenceFor(hindiLayouts['remington-gail'], 'कि', 'logical'))).toBe(ascii(qwertyKeys('df')));
    expect(ascii(keySequenceFor(hindiLayouts['remington-gail'], 'धर्म', 'logical'))).toBe(ascii(qwertyKeys('/kZe')));
    expect(ascii(keySequenceFor(hindiLayouts['remington-gail'], 'धर्म', 'typewriter'))).toBe(ascii(qwertyKeys('/keZ')));
  });

  it.each([
    ['typewriter', 'हाँ', 'gkaW'],
    ['typewriter', 'जाएँ', 'tk,aW'],
    ['typewriter', 'आँख', 'vkaW[k'],
    ['typewriter', 'सर्वर', 'loZj'],
    ['typewriter', 'निर्भर', 'fuHkZj'],
    ['logical', 'हाँ', 'gkaW'],
    ['logical', 'सर्वर', 'lZoj'],
  ] as const)(
    'in %s order types %s as %s: ं before ॅ after a vowel sign, a reph only with the reph key',
    (order, text, keys) => {
      for (const layout of [hindiLayouts['remington-gail'], hindiLayouts['remington-cbi'], hindiLayouts.krutidev]) {
        expect(ascii(keySequenceFor(layout, text, order))).toBe(ascii(qwertyKeys(keys)));
      }
    },
  );

  it('prefers plain and Shift keys to an AltGr key that saves one press', () => {
    expect(ascii(keySequenceFor(hindiLayouts['remington-gail'], 'स्त्र'))).toBe(ascii(qwertyKeys('L(')));
    expect(keySequenceFor(hindiLayouts['remington-gail'], 'ख')?.some((key) => key.altGr)).toBe(false);
  });
});
