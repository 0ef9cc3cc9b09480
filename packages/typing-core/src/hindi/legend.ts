import { isCombiningMark } from './devanagari';
import { keyOutput, type HindiLayout, type KeyLayer } from './layout';

const DOTTED_CIRCLE = '\u25CC';
const INVISIBLE: Readonly<Record<string, string>> = { ' ': '␣', '\u200C': 'ZWNJ', '\u200D': 'ZWJ' };

/** An on-screen keyboard's label for a key's layer: a mark on a dotted circle (◌ि); null for an empty layer. */
export function keyLegend(layout: HindiLayout, code: string, layer: KeyLayer): string | null {
  const output = keyOutput(layout, code, layer);
  if (output === null) return null;
  if (INVISIBLE[output]) return INVISIBLE[output]!;
  return isCombiningMark(Array.from(output)[0]) ? DOTTED_CIRCLE + output : output;
}
