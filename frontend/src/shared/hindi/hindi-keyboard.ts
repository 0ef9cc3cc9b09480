import { isHindiLayoutId, TYPING_ORDERS, type HindiLayoutId, type TypingOrder } from '@typing/typing-core';

/** How a Hindi typist's keys become Hindi: an emulated layout and typing order, or the keyboard's own Hindi. */
export interface HindiKeyboard {
  readonly layout: HindiLayoutId;
  readonly typingOrder: TypingOrder;
  readonly keyboardTypesHindi: boolean;
}

export const HINDI_KEYBOARD_STORAGE_KEY = 'hindi-keyboard';

/** InScript, the government standard, typed in Unicode order: what an OS Hindi keyboard would give. */
export const DEFAULT_HINDI_KEYBOARD: HindiKeyboard = {
  layout: 'inscript',
  typingOrder: 'logical',
  keyboardTypesHindi: false,
};

/** The typing order a layout's exam software uses (typewriter for Remington and KrutiDev). */
export const defaultTypingOrder = (layout: HindiLayoutId): TypingOrder =>
  layout === 'inscript' ? 'logical' : 'typewriter';

/** A stored or received Hindi keyboard; what cannot be read is the default. */
export function hindiKeyboardFrom(value: unknown): HindiKeyboard {
  if (typeof value !== 'object' || value === null) return DEFAULT_HINDI_KEYBOARD;
  const { layout, typingOrder, keyboardTypesHindi } = value as Partial<Record<keyof HindiKeyboard, unknown>>;
  if (!isHindiLayoutId(layout)) return DEFAULT_HINDI_KEYBOARD;
  const order = TYPING_ORDERS.find((o) => o === typingOrder) ?? defaultTypingOrder(layout);
  return {
    layout,
    typingOrder: layout === 'inscript' ? 'logical' : order,
    keyboardTypesHindi: keyboardTypesHindi === true,
  };
}

/** The Hindi keyboard as kept in local storage (JSON). */
export function parseHindiKeyboard(raw: string | null): HindiKeyboard {
  try {
    return hindiKeyboardFrom(JSON.parse(raw ?? 'null'));
  } catch {
    return DEFAULT_HINDI_KEYBOARD;
  }
}
