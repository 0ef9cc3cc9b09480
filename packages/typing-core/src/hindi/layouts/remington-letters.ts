import type { KeyOutputs, KeyTable } from '../layout';

/** The Remington typewriter's letter block (plain and Shift), the same in GAIL, CBI and KrutiDev 010. */
export const remingtonLetters: KeyTable = {
  KeyQ: ['ु', 'फ'],
  KeyW: ['ू', 'ॅ'],
  KeyE: ['म', 'म्'],
  KeyR: ['त', 'त्'],
  KeyT: ['ज', 'ज्'],
  KeyY: ['ल', 'ल्'],
  KeyU: ['न', 'न्'],
  KeyI: ['प', 'प्'],
  KeyO: ['व', 'व्'],
  KeyP: ['च', 'च्'],
  BracketLeft: ['ख्', 'क्ष्'],
  BracketRight: [',', 'द्व'],
  KeyS: ['े', 'ै'],
  KeyD: ['क', 'क्'],
  KeyF: ['ि', 'थ्'],
  KeyG: ['ह', 'ळ'],
  KeyH: ['ी', 'भ्'],
  KeyJ: ['र', 'श्र'],
  KeyK: ['ा', 'ज्ञ'],
  KeyL: ['स', 'स्'],
  Semicolon: ['य', 'रू'],
  Quote: ['श्', 'ष्'],
  KeyZ: ['्र', 'र्'],
  KeyX: ['ग', 'ग्'],
  KeyC: ['ब', 'ब्'],
  KeyV: ['अ', 'ट'],
  KeyB: ['इ', 'ठ'],
  KeyN: ['द', 'छ'],
  KeyM: ['उ', 'ड'],
  Comma: ['ए', 'ढ'],
  Period: ['ण्', 'झ'],
  Slash: ['ध्', 'घ्'],
  Space: [' ', ' '],
};

/** Joins tables key by key; a later table's non-empty layers win. */
export function mergeKeyTables(...tables: readonly KeyTable[]): KeyTable {
  const merged: Record<string, (string | null)[]> = {};
  for (const table of tables) {
    for (const [code, outputs] of Object.entries(table)) {
      const layers = (merged[code] ??= []);
      outputs.forEach((output, layer) => {
        if (output != null) layers[layer] = output;
      });
    }
  }
  const result: Record<string, KeyOutputs> = {};
  for (const [code, layers] of Object.entries(merged)) {
    result[code] = Array.from({ length: layers.length }, (_, i) => layers[i] ?? null) as unknown as KeyOutputs;
  }
  return result;
}

export const devanagariDigitsOnAltGr: KeyTable = Object.fromEntries(
  ['०', '१', '२', '३', '४', '५', '६', '७', '८', '९'].map((digit, n) => [`Digit${n}`, [String(n), null, digit]]),
);
