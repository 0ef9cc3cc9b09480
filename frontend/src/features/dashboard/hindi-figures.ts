/** A Hindi test's figures for the dashboard, apart from dashboard-figures so the layout tables load only with Hindi. */
import type { HindiKeyConfidence, KeyConfidence } from '@typing/contracts/web';
import {
  hindiLayouts,
  keyIdName,
  keyLegend,
  layerOf,
  physicalKeyOf,
  type HindiLayoutId,
} from '@typing/typing-core/hindi';

export const layoutName = (layout: HindiLayoutId) => hindiLayouts[layout].name;

export interface HindiKeyRow extends KeyConfidence {
  /** The keys to press, named as the results page names them: 'Shift+K'. */
  keys: string;
  /** What the key types on the layout, a mark on a dotted circle (◌ि); '' for a key that types nothing there. */
  legend: string;
}

export function hindiKeyRow(layout: HindiLayoutId, figures: KeyConfidence): HindiKeyRow {
  const key = physicalKeyOf(figures.key);
  return {
    ...figures,
    keys: keyIdName(figures.key, '+'),
    legend: keyLegend(hindiLayouts[layout], key.code, layerOf(key)) ?? '',
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
