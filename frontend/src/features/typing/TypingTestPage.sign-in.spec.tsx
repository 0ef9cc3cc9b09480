/** @jest-environment jsdom */
import { describe, expect, it } from '@jest/globals';
import { act, screen, waitFor } from '@testing-library/react';
import type { Preferences } from '@typing/contracts/web';
import { createAppStore } from '../../app/store';
import { preferencesApplied } from '../../shared/preferences/preferences.slice';
import { memoryStorage } from '../../shared/storage/web-storage';
import { renderPage } from './TypingTestPage.fixture';

const fromServer: Preferences = {
  theme: 'dark',
  keyboardLayout: 'dvorak',
  test: { mode: 'words', durationSeconds: 30, wordCount: 50, punctuation: false, numbers: false },
};

const firstRow = () =>
  [...document.querySelectorAll('.kb-row')[0]!.querySelectorAll('.kb-key')].map((k) => k.getAttribute('data-key'));

describe("a member's settings applied at sign-in, with the typing page open", () => {
  it('redraw its board and give it a test of their setup at once, no reload', () => {
    const store = createAppStore({ preferenceStorage: localStorage, authStorage: memoryStorage().storage });
    renderPage(store);
    expect(firstRow().join('')).toBe('qwertyuiop');
    expect(screen.getByRole('timer', { name: 'Time left in seconds' })).toBeTruthy();

    act(() => void store.dispatch(preferencesApplied(fromServer)));
    expect(firstRow().join('')).toBe('pyfgcrl');
    expect((screen.getByLabelText('Layout') as HTMLSelectElement).value).toBe('dvorak');
    expect(screen.getByTestId('word-progress').textContent).toBe('word 1 / 50');
    expect(screen.getByRole('timer', { name: 'Time elapsed in seconds' })).toBeTruthy();
    expect(localStorage.getItem('keyboard-layout')).toBe('dvorak');
  });

  it('give it a test in their language', async () => {
    const store = createAppStore({ preferenceStorage: localStorage, authStorage: memoryStorage().storage });
    const { textbox } = renderPage(store);
    expect(textbox.querySelector('[data-line="0"]')?.hasAttribute('lang')).toBe(false);

    act(() => void store.dispatch(preferencesApplied({ ...fromServer, language: 'es' })));
    await waitFor(() =>
      expect(
        screen
          .getByRole('textbox', { name: 'Typing test text' })
          .querySelector('[data-line="0"]')
          ?.getAttribute('lang'),
      ).toBe('es'),
    );
    expect((screen.getByLabelText('Language') as HTMLSelectElement).value).toBe('es');
  });
});
