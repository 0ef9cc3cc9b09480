/** A physical key press as the browser reports it: `KeyboardEvent.code` and the two modifiers that pick a layer. */
export interface PhysicalKey {
  readonly code: string;
  readonly shift: boolean;
  readonly altGr: boolean;
}

export type KeyLayer = 'plain' | 'shift' | 'altGr' | 'altGrShift';

export const KEY_LAYERS: readonly KeyLayer[] = ['plain', 'shift', 'altGr', 'altGrShift'];

/** What each layer of one key types, in order plain, Shift, AltGr, AltGr+Shift; missing or null: nothing. */
export type KeyOutputs = readonly [
  plain?: string | null,
  shift?: string | null,
  altGr?: string | null,
  altGrShift?: string | null,
];

/** A layout as data: for each `KeyboardEvent.code`, what each layer types (Unicode, as the reference gives it). */
export type KeyTable = Readonly<Record<string, KeyOutputs>>;

/**
 * Where the typist puts ि and the reph र्: `typewriter` types ि before its consonant (cluster) and the reph after
 * it, as on the Remington typewriter and in KrutiDev; `logical` types both in Unicode order.
 */
export type TypingOrder = 'typewriter' | 'logical';

export type HindiLayoutId = 'inscript' | 'remington-gail' | 'remington-cbi' | 'krutidev';

export interface HindiLayout {
  readonly id: HindiLayoutId;
  readonly name: string;
  readonly keys: KeyTable;
  /**
   * Remington-family rules: a half form followed by ा becomes the full consonant, two keys may compose one
   * character (अ+ा → आ), and ि and the reph follow the typing order. InScript types Unicode directly.
   */
  readonly typewriterRules: boolean;
  /** The order the exam software uses; only meaningful with typewriter rules. */
  readonly defaultOrder: TypingOrder;
}

export function layerOf(key: PhysicalKey): KeyLayer {
  if (key.altGr) return key.shift ? 'altGrShift' : 'altGr';
  return key.shift ? 'shift' : 'plain';
}

export function keyOf(code: string, layer: KeyLayer): PhysicalKey {
  return {
    code,
    shift: layer === 'shift' || layer === 'altGrShift',
    altGr: layer === 'altGr' || layer === 'altGrShift',
  };
}

/** What a key types on a layer, or null when the layout leaves it empty. */
export function keyOutput(layout: HindiLayout, code: string, layer: KeyLayer): string | null {
  return layout.keys[code]?.[KEY_LAYERS.indexOf(layer)] ?? null;
}
