import type { HindiLayoutId } from '@typing/typing-core';
import { hindiLayouts, keyIdName, keyIdOf, keyLegend, layerOf, physicalKeyOfLogChar } from '@typing/typing-core/hindi';

/** A Hindi key as read: the layout's character and the US key (`क K`, `ख Shift+K`), else the logged character. */
export function hindiKeyName(layout: HindiLayoutId, logged: string): string {
  const key = physicalKeyOfLogChar(logged);
  if (!key) return logged;
  const legend = keyLegend(hindiLayouts[layout], key.code, layerOf(key));
  const where = keyIdName(keyIdOf(key), '+');
  return legend ? `${legend} ${where}` : where;
}
