import { afterEach, jest } from '@jest/globals';
import { fireEvent, render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router';
import type { Store } from '@reduxjs/toolkit';
import { api } from '../../shared/api';
import { TypingTestPage } from './TypingTestPage';

/** The page in the app's real store (each spec makes one: `createAppStore`), and keys pressed on it. */
let store: Store | undefined;
afterEach(() => {
  store?.dispatch(api.util.resetApiState());
  localStorage.clear();
  sessionStorage.clear();
  jest.restoreAllMocks();
});

export function renderPage(appStore: Store) {
  store = appStore;
  render(
    <Provider store={appStore}>
      <MemoryRouter>
        <TypingTestPage />
      </MemoryRouter>
    </Provider>,
  );
  const textbox = screen.getByRole('textbox', { name: 'Typing test text' });
  return {
    textbox,
    /** The sample as shown: every character span of the visible lines. */
    shownText: () => [...textbox.querySelectorAll('.ch:not(.ch-end)')].map((c) => c.textContent).join(''),
    press: (...keys: string[]) => keys.forEach((key) => fireEvent.keyDown(textbox, { key })),
    chars: (cls: string) => textbox.querySelectorAll(`.ch-${cls}`).length,
  };
}

/** Keys pressed where focus is now (a focused control, or the page when nothing is). */
export const pressOn = (target: Element, ...keys: string[]) =>
  keys.map((key) => fireEvent.keyDown(target, { key })).every((notPrevented) => notPrevented);
export const prompt = () => {
  const shown = screen.getByTestId('focus-prompt');
  return shown.hidden ? null : shown.textContent;
};
