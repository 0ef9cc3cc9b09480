import { useId } from 'react';
import { isKeyboardLayoutId, KEYBOARD_LAYOUT_IDS, KEYBOARD_LAYOUTS } from './keyboard-layouts';
import { useKeyboardLayout } from './useKeyboardLayout';
import './keyboard-layout.css';

/** The layout the boards draw, as a plain labelled select (no antd: it sits on the home page). */
export function KeyboardLayoutSelect() {
  const id = useId();
  const [layout, choose] = useKeyboardLayout();
  return (
    <span className="keyboard-layout-select">
      <label htmlFor={id}>Layout</label>
      <select
        id={id}
        value={layout}
        onChange={(event) => {
          if (isKeyboardLayoutId(event.target.value)) choose(event.target.value);
        }}
      >
        {KEYBOARD_LAYOUT_IDS.map((option) => (
          <option key={option} value={option}>
            {KEYBOARD_LAYOUTS[option].name}
          </option>
        ))}
      </select>
    </span>
  );
}
