/** @jest-environment jsdom */
import { describe, expect, it, jest } from '@jest/globals';
import { act, fireEvent, screen } from '@testing-library/react';
import { createAppStore } from '../../app/store';
import { memoryStorage } from '../../shared/storage/web-storage';
import { pressOn, prompt, renderPage as renderOn } from './TypingTestPage.fixture';

// The chart (uPlot on a canvas) is drawn in the browser journeys; jsdom has no canvas.
jest.mock('./results/SpeedChart', () => ({
  __esModule: true,
  default: () => <div data-testid="speed-chart-canvas" />,
}));

const renderPage = () =>
  renderOn(createAppStore({ preferenceStorage: localStorage, authStorage: memoryStorage().storage }));

describe('no keystroke is lost', () => {
  it('keys typed after focus left for empty space are judged, the first one too, and focus comes back', async () => {
    const { shownText, chars, textbox } = renderPage();
    const sample = shownText();
    expect(document.activeElement).toBe(textbox);
    act(() => textbox.blur());
    expect(document.activeElement).toBe(document.body);

    expect(pressOn(document.body, ...sample.slice(0, 3))).toBe(false);
    expect(chars('ok')).toBe(3);
    expect(document.activeElement).toBe(textbox);

    // Backspace, Enter and Esc keep their meanings from the page too; Tab stays the browser's.
    act(() => textbox.blur());
    pressOn(document.body, 'Backspace');
    expect(chars('ok')).toBe(2);
    act(() => textbox.blur());
    pressOn(document.body, 'Escape');
    expect(chars('ok')).toBe(0);
    expect(shownText()).toBe(sample);
    act(() => textbox.blur());
    expect(pressOn(document.body, 'Tab')).toBe(true);
    expect(shownText()).toBe(sample);
    pressOn(document.body, sample[0]!, 'Enter');
    expect(await screen.findByRole('heading', { name: 'Test Completed!' })).toBeTruthy();
  });

  it('a character typed on a button goes to the test; Space and Enter stay the button’s', () => {
    const { shownText, chars } = renderPage();
    const sample = shownText();
    const toggle = screen.getByRole('switch', { name: 'Show keyboard' });
    act(() => toggle.focus());
    expect(pressOn(toggle, ' ')).toBe(true);
    expect(pressOn(toggle, 'Enter')).toBe(true);
    expect(chars('ok') + chars('bad')).toBe(0);
    expect(document.activeElement).toBe(toggle);

    pressOn(toggle, sample[0]!);
    expect(chars('ok')).toBe(1);
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Typing test text' }));
  });

  // (The custom-text dialog needs `showModal`, which jsdom lacks: see focus-place.spec.ts and the journey.)
  it('the layout select keeps its keys, and the text says to click it', () => {
    const { chars } = renderPage();
    const layout = screen.getByRole('combobox', { name: 'Layout' });
    act(() => layout.focus());
    expect(pressOn(layout, 'd', ' ', 'Backspace', 'Enter', 'Escape')).toBe(true);
    expect(chars('ok') + chars('bad')).toBe(0);
    expect(document.activeElement).toBe(layout);
    expect(prompt()).toBe('Click here to focus');
  });

  it('says how to get back to typing whenever the text does not hold focus', () => {
    const { textbox } = renderPage();
    expect(prompt()).toBeNull();
    act(() => textbox.blur());
    expect(prompt()).toBe('Click here or press any key to focus');
    act(() => screen.getByRole('button', { name: 'New Text' }).focus());
    expect(prompt()).toBe('Click here or press any key to focus');
    act(() => textbox.focus());
    expect(prompt()).toBeNull();

    // The window lost focus (another window, the address bar): no key can arrive, only a click helps.
    act(() => {
      window.dispatchEvent(new FocusEvent('blur'));
    });
    expect(prompt()).toBe('Click here to focus');
    act(() => {
      window.dispatchEvent(new FocusEvent('focus'));
    });
    expect(prompt()).toBeNull();
  });

  it('a layout chosen gives focus back to the text', () => {
    const { textbox } = renderPage();
    const layout = screen.getByRole('combobox', { name: 'Layout' });
    act(() => layout.focus());
    fireEvent.change(layout, { target: { value: 'dvorak' } });
    expect(document.activeElement).toBe(textbox);
  });
});
