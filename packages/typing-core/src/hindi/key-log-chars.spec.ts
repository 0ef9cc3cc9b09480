import { KEY_LAYERS, keyOf } from './layout';
import { hindiLayouts } from './layouts/all';
import { logCharOf, physicalKeyOfLogChar } from './key-log-chars';

describe('a physical key as one logged character', () => {
  it('is the US QWERTY character of the key and layer, AltGr layers in the Private Use Area', () => {
    expect(logCharOf({ code: 'KeyK', shift: false, altGr: false })).toBe('k');
    expect(logCharOf({ code: 'KeyK', shift: true, altGr: false })).toBe('K');
    expect(logCharOf({ code: 'Digit7', shift: true, altGr: false })).toBe('&');
    expect(logCharOf({ code: 'KeyK', shift: false, altGr: true })).toBe('\uE06B');
    expect(logCharOf({ code: 'KeyK', shift: true, altGr: true })).toBe('\uE04B');
    expect(logCharOf({ code: 'Space', shift: true, altGr: false })).toBe(' ');
  });

  it('names every key and layer of every layout by a character of its own, read back to the same key', () => {
    for (const layout of Object.values(hindiLayouts)) {
      const seen = new Map<string, string>();
      for (const [code, outputs] of Object.entries(layout.keys)) {
        KEY_LAYERS.forEach((layer, i) => {
          if (outputs[i] == null) return;
          const key = keyOf(code, layer);
          const char = logCharOf(key)!;
          expect(char).toHaveLength(1);
          const back = physicalKeyOfLogChar(char)!;
          // Shift+Space types what Space types in every layout, so the two share a character.
          expect(
            layout.keys[back.code]![KEY_LAYERS.indexOf(layer === 'shift' && code === 'Space' ? 'plain' : layer)],
          ).toBe(outputs[i]);
          expect(back.code).toBe(code);
          if (!(code === 'Space' && layer === 'shift')) expect(seen.get(char)).toBeUndefined();
          seen.set(char, `${code} ${layer}`);
        });
      }
    }
  });

  it('names no key for a character outside the table', () => {
    expect(physicalKeyOfLogChar('क')).toBeNull();
    expect(physicalKeyOfLogChar('\b')).toBeNull();
  });
});
