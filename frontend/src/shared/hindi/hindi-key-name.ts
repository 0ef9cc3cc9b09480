import type { HindiLayoutId } from '@typing/typing-core';
import { hindiLayouts, keyIdName, keyIdOf, keyLegend, layerOf, physicalKeyOfLogChar } from '@typing/typing-core/hindi';

/**
 * A physical key of a Hindi result as people read it: what the layout types there and where the key is
 * on a US keyboard (`क K`, `ख Shift+K`); the logged character itself when it names no key.
 */
export function hindiKeyName(layout: HindiLayoutId, logged: string): string {
  const key = physicalKeyOfLogChar(logged);
  if (!key) return logged;
  const legend = keyLegend(hindiLayouts[layout], key.code, layerOf(key));
  const where = keyIdName(keyIdOf(key), '+');
  return legend ? `${legend} ${where}` : where;
}
