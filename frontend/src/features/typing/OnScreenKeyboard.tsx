import type { KeyCount } from '@typing/typing-core';
import { memo } from 'react';
import { keyRows } from '../../shared/keyboard-layout/keyboard-layouts';
import { useKeyboardLayout } from '../../shared/keyboard-layout/useKeyboardLayout';

/**
 * The chosen layout's letters and the space bar; keys mistyped in this test turn red with their error count
 * (the engine's live weak keys). Purely visual: typing happens in the text area.
 */
export const OnScreenKeyboard = memo(function OnScreenKeyboard({ weakKeys }: { weakKeys: readonly KeyCount[] }) {
  const [layout] = useKeyboardLayout();
  const errors = new Map(weakKeys.map(({ key, count }) => [key, count]));
  const renderKey = (key: string, label: string, extraClass = '') => {
    const count = errors.get(key) ?? 0;
    return (
      <span
        key={key}
        className={`kb-key${extraClass}${count > 0 ? ' kb-key-weak' : ''}`}
        data-key={key}
        title={count > 0 ? `${label}: ${count} ${count === 1 ? 'error' : 'errors'}` : undefined}
      >
        {label}
        {count > 0 && (
          <span className="kb-badge" aria-label={`${count} ${count === 1 ? 'error' : 'errors'}`}>
            {count}
          </span>
        )}
      </span>
    );
  };
  return (
    <div className="kb" role="img" aria-label={keyboardDescription(weakKeys)} data-layout={layout}>
      {keyRows(layout).map((row) => (
        <div key={row} className="kb-row">
          {[...row].map((key) => renderKey(key, key))}
        </div>
      ))}
      <div className="kb-row">{renderKey(' ', 'space', ' kb-space')}</div>
    </div>
  );
});

function keyboardDescription(weakKeys: readonly KeyCount[]): string {
  if (weakKeys.length === 0) return 'On-screen keyboard: no mistyped keys';
  const keys = weakKeys.map(({ key, count }) => `${key === ' ' ? 'space' : key} ${count}`).join(', ');
  return `On-screen keyboard, mistyped keys: ${keys}`;
}
