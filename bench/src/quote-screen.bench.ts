/** A passage longer than the run, so the test is still running when the 300 typed characters end. */
import { mobyDickPassages } from '@typing/practice-content';
import type { Page } from 'playwright-core';
import { TYPING_PAGE, type TypingScreen } from './typing-screen';

const PASSAGE = mobyDickPassages().find((passage) => passage.length === 'long' && passage.text.length >= 360)!;

export const QUOTE_SCREEN: TypingScreen = {
  label: 'quote screen (/, long quote)',
  path: '/',
  textbox: 'Typing test text',
  async prepare(page: Page) {
    const setup = { mode: 'quote', quoteLength: 'long', punctuation: false, numbers: false, durationSeconds: 60 };
    await page.addInitScript(`localStorage.setItem('typing-options', ${JSON.stringify(JSON.stringify(setup))})`);
    await page.route('**/api/text/passage?*', (route) => route.fulfill({ json: PASSAGE }));
  },
  lines: (page: Page) => {
    const typingPageLines = TYPING_PAGE.lines(page);
    let waited = false;
    return async () => {
      if (!waited) {
        // The first line is read once the passage has replaced the 'Fetching a passage…' notice.
        await page.waitForFunction(
          `document.querySelector('[data-line="0"]')?.textContent.startsWith(${JSON.stringify(PASSAGE.text.slice(0, 20))})`,
        );
        waited = true;
      }
      return typingPageLines();
    };
  },
  typedCharacters: (page, lineLengths) => TYPING_PAGE.typedCharacters(page, lineLengths),
};
