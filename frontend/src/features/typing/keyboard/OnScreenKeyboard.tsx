import { type HindiLayoutId, keyName, type KeyCount, type Language } from '@typing/typing-core';
import { memo } from 'react';
import { loadedHindiInput } from '../../../shared/hindi/hindi-input';
import { boardKeyOf, keyRows } from '../../../shared/keyboard-layout/keyboard-layouts';
import { useKeyboardLayout } from '../../../shared/keyboard-layout/useKeyboardLayout';
import './on-screen-keyboard.css';

interface OnScreenKeyboardProps {
  weakKeys: readonly KeyCount[];
  /** The text's language: a Spanish QWERTY board has ñ and the accent key. */
  language?: Language;
  /** A Hindi test's layout: its Devanagari keyboard renders instead. */
  hindiLayout?: HindiLayoutId;
}

/** The chosen layout's letters and space bar; keys mistyped in this test turn red with their error count. */
export const OnScreenKeyboard = memo(function OnScreenKeyboard({
  weakKeys,
  language,
  hindiLayout,
}: OnScreenKeyboardProps) {
  const [layout] = useKeyboardLayout();
  // The Hindi chunk is loaded before a Hindi test's first key (its key handler needs it).
  const hindi = hindiLayout ? loadedHindiInput() : undefined;
  if (hindi && hindiLayout) return <hindi.HindiTestKeyboard layout={hindiLayout} weakKeys={weakKeys} />;
  const rows = keyRows(layout, language);
  const errors = new Map<string, number>();
  for (const { key, count } of weakKeys) {
    const shownOn = boardKeyOf(key, rows);
    errors.set(shownOn, (errors.get(shownOn) ?? 0) + count);
  }
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
    <div className="kb" role="img" aria-label={keyboardDescription(weakKeys)} data-layout={layout} lang={language}>
      {rows.map((row) => (
        <div key={row} className="kb-row">
          {[...row].map((key) => renderKey(key, key))}
        </div>
      ))}
      <div className="kb-row">{renderKey(' ', keyName(' '), ' kb-space')}</div>
    </div>
  );
});

function keyboardDescription(weakKeys: readonly KeyCount[]): string {
  if (weakKeys.length === 0) return 'On-screen keyboard: no mistyped keys';
  const keys = weakKeys.map(({ key, count }) => `${keyName(key)} ${count}`).join(', ');
  return `On-screen keyboard, mistyped keys: ${keys}`;
}
