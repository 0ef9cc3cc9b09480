import { keyOf, keyOutput, layerOf, type HindiLayout, type KeyLayer, type PhysicalKey } from '../layout';

const PREFIX: Readonly<Record<KeyLayer, string>> = {
  plain: '',
  shift: 'Shift+',
  altGr: 'AltGr+',
  altGrShift: 'AltGr+Shift+',
};

/** A physical key and its layer as one string (`KeyK`, `Shift+KeyK`, `AltGr+Shift+KeyK`): a lesson's key. */
export function keyIdOf(key: PhysicalKey): string {
  return PREFIX[layerOf(key)] + key.code;
}

/** A key id as people read it, the key's place on a US keyboard after its layer: `Shift+KeyK` is `Shift K` (`Shift+K` joined by '+'). */
export function keyIdName(id: string, joiner = ' '): string {
  return id.replace(/\b(Key|Digit)(?=[A-Z0-9]\b)/g, '').replace(/\+/g, joiner);
}

export function physicalKeyOf(id: string): PhysicalKey {
  const altGr = id.startsWith('AltGr+');
  const rest = altGr ? id.slice('AltGr+'.length) : id;
  const shift = rest.startsWith('Shift+');
  const code = shift ? rest.slice('Shift+'.length) : rest;
  return keyOf(code, altGr ? (shift ? 'altGrShift' : 'altGr') : shift ? 'shift' : 'plain');
}

/** In its one spelling, of a key the layout types something other than a space with. */
export function isLessonKeyOf(layout: HindiLayout, id: string): boolean {
  const key = physicalKeyOf(id);
  if (keyIdOf(key) !== id) return false;
  const output = keyOutput(layout, key.code, layerOf(key));
  return output !== null && !/^\s+$/u.test(output);
}
