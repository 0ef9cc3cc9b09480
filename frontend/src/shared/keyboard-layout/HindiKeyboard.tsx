import type { HindiLayoutId } from '@typing/typing-core';
import {
  type HindiLayout,
  hindiLayouts,
  keyIdName,
  keyIdOf,
  keyLegend,
  keyOf,
  type KeyLayer,
  physicalKeyOfLogChar,
} from '@typing/typing-core/hindi';
import { memo } from 'react';
import './hindi-keyboard.css';

/** The typing block's physical keys, row by row (`KeyboardEvent.code`). */
const ROWS: readonly (readonly string[])[] = [
  [
    'Backquote',
    'Digit1',
    'Digit2',
    'Digit3',
    'Digit4',
    'Digit5',
    'Digit6',
    'Digit7',
    'Digit8',
    'Digit9',
    'Digit0',
    'Minus',
    'Equal',
  ],
  [
    'KeyQ',
    'KeyW',
    'KeyE',
    'KeyR',
    'KeyT',
    'KeyY',
    'KeyU',
    'KeyI',
    'KeyO',
    'KeyP',
    'BracketLeft',
    'BracketRight',
    'Backslash',
  ],
  ['KeyA', 'KeyS', 'KeyD', 'KeyF', 'KeyG', 'KeyH', 'KeyJ', 'KeyK', 'KeyL', 'Semicolon', 'Quote'],
  ['KeyZ', 'KeyX', 'KeyC', 'KeyV', 'KeyB', 'KeyN', 'KeyM', 'Comma', 'Period', 'Slash'],
];

/** The two layers a key cap shows: Shift above, plain below, as on a printed keyboard. */
const CAP_LAYERS: readonly KeyLayer[] = ['shift', 'plain'];

export interface KeyCount {
  /** A key id: the physical key and its layer (`KeyK`, `Shift+KeyK`). */
  key: string;
  count: number;
}

/** A Hindi layout's keys with plain and Shift legends; weak keys marked on their layer, the next key outlined. */
export const HindiKeyboard = memo(function HindiKeyboard({
  layout,
  weakKeys,
  nextKey = null,
}: {
  layout: HindiLayout;
  weakKeys: readonly KeyCount[];
  nextKey?: string | null;
}) {
  const counts = new Map(weakKeys.map(({ key, count }) => [key, count]));
  return (
    <div className="hkb" role="img" aria-label={description(layout, weakKeys)} data-layout={layout.id} lang="hi">
      {ROWS.map((row, i) => (
        <div key={i} className="hkb-row">
          {row.map((code) => (
            <span key={code} className="hkb-key" data-code={code}>
              {CAP_LAYERS.map((layer) => {
                const id = keyIdOf(keyOf(code, layer));
                const count = counts.get(id) ?? 0;
                const classes = [
                  'hkb-legend',
                  `hkb-legend--${layer}`,
                  count > 0 ? 'hkb-legend--weak' : '',
                  id === nextKey ? 'hkb-legend--next' : '',
                ];
                return (
                  <span key={layer} className={classes.join(' ').trim()} data-key-id={id}>
                    {keyLegend(layout, code, layer) ?? ''}
                    {count > 0 && <span className="hkb-badge">{count}</span>}
                  </span>
                );
              })}
            </span>
          ))}
        </div>
      ))}
      <div className="hkb-row">
        <span className={`hkb-key hkb-space${nextKey === 'Space' ? ' hkb-legend--next' : ''}`} data-key-id="Space">
          Space
        </span>
      </div>
    </div>
  );
});

/** The typing page's Hindi keyboard: the weak keys are key-log characters, one per physical key and layer. */
export function HindiTestKeyboard({ layout, weakKeys }: { layout: HindiLayoutId; weakKeys: readonly KeyCount[] }) {
  const keys = weakKeys.flatMap(({ key, count }) => {
    const physical = physicalKeyOfLogChar(key);
    return physical ? [{ key: keyIdOf(physical), count }] : [];
  });
  return <HindiKeyboard layout={hindiLayouts[layout]} weakKeys={keys} />;
}

function description(layout: HindiLayout, weakKeys: readonly KeyCount[]): string {
  const board = `On-screen ${layout.name} keyboard`;
  if (weakKeys.length === 0) return `${board}: no mistyped keys`;
  return `${board}, mistyped keys: ${weakKeys.map(({ key, count }) => `${keyIdName(key)} ${count}`).join(', ')}`;
}
