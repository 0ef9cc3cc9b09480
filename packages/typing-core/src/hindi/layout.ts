export interface PhysicalKey {
  readonly code: string;
  readonly shift: boolean;
  readonly altGr: boolean;
}

export type KeyLayer = 'plain' | 'shift' | 'altGr' | 'altGrShift';

export const KEY_LAYERS: readonly KeyLayer[] = ['plain', 'shift', 'altGr', 'altGrShift'];

/** What a key types on each layer, in the order of KEY_LAYERS; missing or null: nothing. */
export type KeyOutputs = readonly [
  plain?: string | null,
  shift?: string | null,
  altGr?: string | null,
  altGrShift?: string | null,
];

export type KeyTable = Readonly<Record<string, KeyOutputs>>;

/** `typewriter`: ि typed before its consonant cluster and the reph after it; `logical`: both in Unicode order. */
export const TYPING_ORDERS = ['typewriter', 'logical'] as const;
export type TypingOrder = (typeof TYPING_ORDERS)[number];

export const HINDI_LAYOUT_IDS = ['inscript', 'remington-gail', 'remington-cbi', 'krutidev'] as const;
export type HindiLayoutId = (typeof HINDI_LAYOUT_IDS)[number];

export const isHindiLayoutId = (value: unknown): value is HindiLayoutId =>
  (HINDI_LAYOUT_IDS as readonly unknown[]).includes(value);

export interface HindiLayout {
  readonly id: HindiLayoutId;
  readonly name: string;
  readonly keys: KeyTable;
  /** Remington-family rules (half form + ा, composing pairs, typing order); InScript types Unicode directly. */
  readonly typewriterRules: boolean;
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

export function keyOutput(layout: HindiLayout, code: string, layer: KeyLayer): string | null {
  return layout.keys[code]?.[KEY_LAYERS.indexOf(layer)] ?? null;
}
