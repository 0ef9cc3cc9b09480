/** A Hindi test's figures for the dashboard, apart from dashboard-figures so the layout tables load only with Hindi. */
import type { HindiKeyConfidence, KeyConfidence } from '@typing/contracts/web';
import {
  hindiLayouts,
  keyLegend,
  layerOf,
  logCharOf,
  physicalKeyOf,
  type HindiLayoutId,
  type KeyLayer,
} from '@typing/typing-core/hindi';

export const layoutName = (layout: HindiLayoutId) => hindiLayouts[layout].name;

const LAYER_NAMES: Readonly<Record<KeyLayer, string>> = {
  plain: 'no modifier',
  shift: 'Shift',
  altGr: 'AltGr',
  altGrShift: 'AltGr + Shift',
};

/** What is printed on a US keyboard's key: 'K' for KeyK, ';' for Semicolon, 'Space'. */
function keyCap(code: string): string {
  if (code === 'Space') return 'Space';
  return (logCharOf({ code, shift: false, altGr: false }) ?? code).toUpperCase();
}

export interface HindiKeyRow extends KeyConfidence {
  /** The keys to press, as a person reads them: 'Shift + K'. */
  keys: string;
  layer: string;
  /** What the key types on the layout, a mark on a dotted circle (◌ि); '' for a key that types nothing there. */
  legend: string;
}

export function hindiKeyRow(layout: HindiLayoutId, figures: KeyConfidence): HindiKeyRow {
  const key = physicalKeyOf(figures.key);
  const layer = layerOf(key);
  const modifiers = layer === 'plain' ? '' : `${LAYER_NAMES[layer]} + `;
  return {
    ...figures,
    keys: modifiers + keyCap(key.code),
    layer: LAYER_NAMES[layer],
    legend: keyLegend(hindiLayouts[layout], key.code, layer) ?? '',
  };
}

export const HINDI_KEYS_SHOWN = 5;

export interface HindiKeyTable {
  layout: HindiLayoutId;
  name: string;
  rows: HindiKeyRow[];
}

/** Per layout typed, its least confident keys (with their verdict: a new typist's are often all confident). */
export function hindiKeyTables(hindiKeys: readonly HindiKeyConfidence[]): HindiKeyTable[] {
  return hindiKeys.map(({ layout, keys }) => ({
    layout,
    name: layoutName(layout),
    rows: keys.slice(0, HINDI_KEYS_SHOWN).map((k) => hindiKeyRow(layout, k)),
  }));
}
