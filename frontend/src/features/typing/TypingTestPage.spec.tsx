/** @jest-environment jsdom */
import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { summarize, applyKey, createTest } from '@typing/typing-core';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router';
import { createAppStore } from '../../app/store';
import { api } from '../../shared/api';
import { memoryStorage } from '../../shared/storage/web-storage';
import { TypingTestPage } from './TypingTestPage';

// The chart (uPlot on a canvas) is drawn in the browser journeys; jsdom has no canvas.
jest.mock('./SpeedChart', () => ({ __esModule: true, default: () => <div data-testid="speed-chart-canvas" /> }));

let store: ReturnType<typeof createAppStore>;
afterEach(() => {
  store?.dispatch(api.util.resetApiState());
});

function renderPage() {
  store = createAppStore({ themeStorage: memoryStorage().storage, authStorage: memoryStorage().storage });
  render(
    <Provider store={store}>
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

describe('TypingTestPage', () => {
  it('colours typed characters, moves the cursor, and counts words', () => {
    const { shownText, press, chars, textbox } = renderPage();
    const sample = shownText();
    const firstWord = sample.slice(0, sample.indexOf(' '));
    expect(screen.getByTestId('word-progress').textContent).toMatch(/^word 1 \/ \d+$/);

    press(...firstWord, ' ');
    expect(chars('ok')).toBe(firstWord.length + 1);
    expect(chars('bad')).toBe(0);
    expect(screen.getByTestId('word-progress').textContent).toMatch(/^word 2 \//);

    // A wrong key turns red and the on-screen keyboard marks the expected key; Backspace takes it back.
    const expected = sample[firstWord.length + 1];
    const wrong = expected === 'x' ? 'z' : 'x';
    press(wrong);
    expect(chars('bad')).toBe(1);
    expect(document.querySelector(`.kb-key-weak[data-key="${expected}"]`)).not.toBeNull();
    press('Backspace');
    expect(chars('bad')).toBe(0);
    expect(textbox.querySelectorAll('.ch-cursor')).toHaveLength(1);
  });

  it('Enter completes the test with the engine’s figures; keys after it are ignored', () => {
    const { shownText, press, chars } = renderPage();
    const sample = shownText();
    const typed = sample.slice(0, 12);
    const before = performance.now();
    press(...typed, 'Enter');
    expect(screen.getByRole('heading', { name: 'Test Completed!' })).toBeTruthy();
    // The tiles hold what the engine says about the same keystrokes (time aside: real clock).
    let state = createTest(sample.trimEnd(), 60);
    [...typed].forEach((key) => (state = applyKey(state, key, before)));
    const expected = summarize(applyKey(state, 'Enter', before));
    expect(screen.getByRole('group', { name: 'Characters' }).textContent).toContain(
      `${expected.correctChars} / ${expected.incorrectChars}`,
    );
    expect(screen.getByRole('status').textContent).toMatch(/^Test completed\. \d+ words per minute, 100% accuracy/);

    press('q', 'w');
    expect(chars('ok') + chars('bad')).toBe(typed.length);
  });

  it('Escape clears the input; Tab brings a new text', () => {
    const { shownText, press, chars } = renderPage();
    const sample = shownText();
    press(...sample.slice(0, 5));
    expect(chars('ok')).toBe(5);
    press('Escape');
    expect(chars('ok')).toBe(0);
    expect(shownText()).toBe(sample);

    act(() => {
      press('Tab');
    });
    expect(shownText()).not.toBe(sample);
  });
});
