/** @jest-environment jsdom */
import { describe, expect, it } from '@jest/globals';
import { render, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { Provider } from 'react-redux';
import { createAppStore } from '../../../app/store';
import { loadHindiInput } from '../../../shared/hindi/hindi-input';
import { OnScreenKeyboard } from './OnScreenKeyboard';

/** Rendered under the app's store, its preferences remembered in this page's local storage. */
const renderInStore = (ui: ReactElement) =>
  render(<Provider store={createAppStore({ preferenceStorage: localStorage })}>{ui}</Provider>);

const key = (container: HTMLElement, k: string) => container.querySelector(`[data-key="${k}"]`) as HTMLElement;

describe('OnScreenKeyboard', () => {
  it('draws the three letter rows and the space bar, nothing red before a mistake', () => {
    const { container } = renderInStore(<OnScreenKeyboard weakKeys={[]} />);
    expect(container.querySelectorAll('.kb-key')).toHaveLength(26 + 1);
    expect(container.querySelectorAll('.kb-key-weak')).toHaveLength(0);
    expect(screen.getByRole('img', { name: 'On-screen keyboard: no mistyped keys' })).toBeTruthy();
  });

  it('turns mistyped keys red with their error count, and says so to screen readers', () => {
    const { container } = renderInStore(
      <OnScreenKeyboard
        weakKeys={[
          { key: 'e', count: 3 },
          { key: ' ', count: 1 },
        ]}
      />,
    );
    expect(key(container, 'e').className).toContain('kb-key-weak');
    expect(key(container, 'e').querySelector('.kb-badge')?.textContent).toBe('3');
    expect(key(container, 'e').title).toBe('e: 3 errors');
    expect(key(container, ' ').className).toContain('kb-key-weak');
    expect(key(container, ' ').title).toBe('space: 1 error');
    expect(key(container, 'r').className).not.toContain('kb-key-weak');
    expect(screen.getByRole('img', { name: 'On-screen keyboard, mistyped keys: e 3, space 1' })).toBeTruthy();
  });
});

describe('OnScreenKeyboard in a Hindi test', () => {
  it('draws the emulated layout’s Devanagari keyboard, a weak key (a key log character) on its key and layer', async () => {
    await loadHindiInput();
    // 'K' in a Hindi key log is Shift+KeyK: ख on InScript.
    const { container } = renderInStore(
      <OnScreenKeyboard weakKeys={[{ key: 'K', count: 2 }]} language="hi" hindiLayout="inscript" />,
    );
    const shiftK = container.querySelector('[data-key-id="Shift+KeyK"]') as HTMLElement;
    expect(shiftK.textContent).toBe('ख2');
    expect(shiftK.className).toContain('hkb-legend--weak');
    expect(container.querySelector('[data-key-id="KeyK"]')?.className).not.toContain('hkb-legend--weak');
    expect(container.querySelectorAll('.kb-key')).toHaveLength(0);
    expect(screen.getByRole('img', { name: 'On-screen InScript keyboard, mistyped keys: Shift K 2' })).toBeTruthy();
  });
});
