import { KEY_LAYERS, keyOutput, type HindiLayout, type KeyLayer } from './layout';
import { qwertyKeys } from './qwerty.fixture';

/** Every key and layer a layout types, as "code/layer" → text: the shape the reference lists are compared in. */
export function layoutOutputs(layout: HindiLayout): Record<string, string> {
  const outputs: Record<string, string> = {};
  for (const code of Object.keys(layout.keys)) {
    for (const layer of KEY_LAYERS) {
      const output = keyOutput(layout, code, layer);
      if (output !== null) outputs[`${code}/${layer}`] = output;
    }
  }
  return outputs;
}

/** Code points written as the references write them ("0915 094D"), as NFC text. */
export function fromHex(hex: string): string {
  return String.fromCodePoint(
    ...hex
      .trim()
      .split(/\s+/)
      .map((point) => parseInt(point, 16)),
  ).normalize('NFC');
}

/** The references' notation: the US QWERTY character(s) of key and layer (`⌥` for AltGr), then the code points. */
export function fromQwertyList(lines: string): Record<string, string> {
  const outputs: Record<string, string> = {};
  for (const line of lines.trim().split('\n')) {
    const [name, ...points] = line.trim().split(/\s+/);
    const [key] = name === 'space' || name === 'SPACE' ? qwertyKeys(' ') : qwertyKeys(name!);
    const shift = name === 'SPACE' || key!.shift;
    const layer: KeyLayer = key!.altGr ? (shift ? 'altGrShift' : 'altGr') : shift ? 'shift' : 'plain';
    outputs[`${key!.code}/${layer}`] = fromHex(points.join(' '));
  }
  return outputs;
}
