/** @jest-environment jsdom */
import { describe, expect, it, jest } from '@jest/globals';
import { act, fireEvent, screen } from '@testing-library/react';
import { summarize, applyKey, createTest } from '@typing/typing-core';
import { createAppStore } from '../../app/store';
import { memoryStorage } from '../../shared/storage/web-storage';
import { renderPage as renderOn } from './TypingTestPage.fixture';

// The chart (uPlot on a canvas) is drawn in the browser journeys; jsdom has no canvas.
jest.mock('./results/SpeedChart', () => ({
  __esModule: true,
  default: () => <div data-testid="speed-chart-canvas" />,
}));

const renderPage = () =>
  renderOn(createAppStore({ preferenceStorage: localStorage, authStorage: memoryStorage().storage }));

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

  it('Enter completes the test with the engine’s figures; keys after it are ignored', async () => {
    const { shownText, press, chars } = renderPage();
    const sample = shownText();
    const typed = sample.slice(0, 12);
    const before = performance.now();
    press(...typed, 'Enter');
    // The results panel's code comes once the test is under way.
    expect(await screen.findByRole('heading', { name: 'Test Completed!' })).toBeTruthy();
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

describe('the live WPM', () => {
  it('shows nothing during the first second (not "1000 wpm" after one key), then the spec’s figure', () => {
    let now = 10_000;
    jest.spyOn(performance, 'now').mockImplementation(() => now);
    const { press } = renderPage();
    // No spaces typed, right or wrong: one word begun, whatever the text.
    press('q');
    expect(screen.queryByTestId('live-wpm')).toBeNull();
    now += 900;
    press('q');
    expect(screen.queryByTestId('live-wpm')).toBeNull();
    now += 100;
    press('q');
    // One word begun in one second: 60 WPM.
    expect(screen.getByTestId('live-wpm').textContent).toBe('60 wpm');
  });
});

describe('Try Again repeats the text; Tab and New Text bring a new one', () => {
  const finishAndTryAgain = (press: (...keys: string[]) => void, typed: string) => {
    press(...typed, 'Enter');
    jest.spyOn(window, 'scrollTo').mockImplementation(() => {});
    fireEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(screen.queryByRole('heading', { name: 'Test Completed!' })).toBeNull();
  };

  it.each([
    ['a timed test', null],
    ['a word test', { mode: 'words', wordCount: 25 }],
    ['a custom text', { mode: 'custom', customText: 'my own words to type' }],
  ])('%s: the same text from the start, with the same options', (_, options) => {
    if (options) localStorage.setItem('typing-options', JSON.stringify(options));
    const { shownText, press, chars } = renderPage();
    const sample = shownText();
    const progress = screen.getByTestId('word-progress').textContent;
    finishAndTryAgain(press, sample.slice(0, 4));
    expect(shownText()).toBe(sample);
    expect(chars('ok') + chars('bad')).toBe(0);
    expect(screen.getByTestId('word-progress').textContent).toBe(progress);
  });

  it('an AI Practice text stays through Try Again and a reload, and goes with Tab', () => {
    const aiText = { message: 'quick quiet quills quiz', source: 'builtin', weakKeys: ['q'], remainingDailyLimit: 19 };
    sessionStorage.setItem('ai-practice-text', JSON.stringify(aiText));
    const { shownText, press } = renderPage();
    expect(shownText().trimEnd()).toBe(aiText.message);
    expect(screen.getByTestId('practice-source').textContent).toContain('built-in practice generator');

    finishAndTryAgain(press, 'quick');
    expect(shownText().trimEnd()).toBe(aiText.message);
    expect(screen.getByTestId('practice-source')).toBeTruthy();
    expect(JSON.parse(sessionStorage.getItem('ai-practice-text')!)).toEqual(aiText);

    act(() => {
      press('Tab');
    });
    expect(shownText().trimEnd()).not.toBe(aiText.message);
    expect(screen.queryByTestId('practice-source')).toBeNull();
    expect(sessionStorage.getItem('ai-practice-text')).toBeNull();
  });
});
