import { HINDI_LAYOUT_IDS, isHindiLayoutId, type TypingOrder } from '@typing/typing-core';
import { hindiLayouts, keySequenceFor } from '@typing/typing-core/hindi';
import { useEffect, useId } from 'react';
import { defaultTypingOrder } from './hindi-keyboard';
import { useHindiKeyboard } from './useHindiKeyboard';
import '../keyboard-layout/keyboard-layout.css';
import { whenIdle } from '../when-idle';

const ORDER_NAMES: Readonly<Record<TypingOrder, string>> = {
  typewriter: 'Typewriter (ि before)',
  logical: 'Unicode (ि after)',
};

/** How Hindi is typed: an emulated layout and its typing order, or the keyboard's own Hindi. */
export function HindiKeyboardPicker({ onChosen }: { onChosen?: () => void }) {
  const id = useId();
  const [keyboard, choose] = useHindiKeyboard();
  const typewriter = hindiLayouts[keyboard.layout].typewriterRules;
  const { layout, typingOrder } = keyboard;
  // The layout's key sequences are built while idle, not in the keystroke of the first mistake.
  useEffect(() => whenIdle(() => keySequenceFor(hindiLayouts[layout], 'क', typingOrder)), [layout, typingOrder]);
  const change = (next: typeof keyboard) => {
    choose(next);
    onChosen?.();
  };
  return (
    <span className="hindi-keyboard-picker keyboard-layout-select">
      <label htmlFor={`${id}-layout`}>Hindi layout</label>
      <select
        id={`${id}-layout`}
        value={keyboard.layout}
        disabled={keyboard.keyboardTypesHindi}
        onChange={(event) => {
          const layout = event.target.value;
          if (isHindiLayoutId(layout)) change({ ...keyboard, layout, typingOrder: defaultTypingOrder(layout) });
        }}
      >
        {HINDI_LAYOUT_IDS.map((layout) => (
          <option key={layout} value={layout}>
            {hindiLayouts[layout].name}
          </option>
        ))}
      </select>
      {typewriter && (
        <>
          <label htmlFor={`${id}-order`}>Order</label>
          <select
            id={`${id}-order`}
            value={keyboard.typingOrder}
            disabled={keyboard.keyboardTypesHindi}
            onChange={(event) => {
              const typingOrder = event.target.value === 'logical' ? 'logical' : 'typewriter';
              change({ ...keyboard, typingOrder });
            }}
          >
            {(['typewriter', 'logical'] as const).map((order) => (
              <option key={order} value={order}>
                {ORDER_NAMES[order]}
              </option>
            ))}
          </select>
        </>
      )}
      <label>
        <input
          type="checkbox"
          checked={keyboard.keyboardTypesHindi}
          onChange={(event) => change({ ...keyboard, keyboardTypesHindi: event.target.checked })}
        />
        My keyboard already types Hindi
      </label>
    </span>
  );
}
