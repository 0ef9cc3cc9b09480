/** @jest-environment jsdom */
import { afterEach, describe, expect, it } from '@jest/globals';
import { fireEvent, render, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { Provider } from 'react-redux';
import { createAppStore } from '../../../app/store';
import { OnScreenKeyboard } from './OnScreenKeyboard';
import {
  BOARD_KEYS,
  KEYBOARD_LAYOUT_IDS,
  KEYBOARD_LAYOUT_STORAGE_KEY,
  keyRows,
} from '../../../shared/keyboard-layout/keyboard-layouts';
import { KeyboardLayoutSelect } from '../../../shared/keyboard-layout/KeyboardLayoutSelect';

/** Rendered under the app's store, its preferences remembered in this page's local storage. */
const renderInStore = (ui: ReactElement) =>
  render(<Provider store={createAppStore({ preferenceStorage: localStorage })}>{ui}</Provider>);

afterEach(() => localStorage.clear());

const firstRow = (container: HTMLElement) =>
  [...container.querySelectorAll('.kb-row')[0]!.querySelectorAll('.kb-key')].map((k) => k.getAttribute('data-key'));

describe('keyboard layouts', () => {
  it.each(KEYBOARD_LAYOUT_IDS)('%s places each of the 26 letters exactly once', (layout) => {
    const letters = keyRows(layout).join('');
    expect([...letters].sort().join('')).toBe('abcdefghijklmnopqrstuvwxyz');
  });

  it('the boards draw every letter and the space bar', () => {
    expect(BOARD_KEYS).toHaveLength(27);
  });

  it('draws QWERTY until another layout is chosen, then remembers the choice', () => {
    const { container } = renderInStore(
      <>
        <KeyboardLayoutSelect />
        <OnScreenKeyboard weakKeys={[]} />
      </>,
    );
    expect(firstRow(container).join('')).toBe('qwertyuiop');

    fireEvent.change(screen.getByLabelText('Layout'), { target: { value: 'dvorak' } });
    expect(firstRow(container).join('')).toBe('pyfgcrl');
    expect(localStorage.getItem(KEYBOARD_LAYOUT_STORAGE_KEY)).toBe('dvorak');
    expect(container.querySelectorAll('.kb-key')).toHaveLength(27);
  });

  it('reads a remembered layout, and ignores a value that is not one', () => {
    localStorage.setItem(KEYBOARD_LAYOUT_STORAGE_KEY, 'azerty');
    const { container, unmount } = renderInStore(<OnScreenKeyboard weakKeys={[]} />);
    expect(firstRow(container).join('')).toBe('azertyuiop');
    unmount();
    localStorage.setItem(KEYBOARD_LAYOUT_STORAGE_KEY, '<script>');
    expect(firstRow(renderInStore(<OnScreenKeyboard weakKeys={[]} />).container).join('')).toBe('qwertyuiop');
  });
});
