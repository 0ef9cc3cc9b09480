/** The next lesson starts in the keydown that finishes a line, so building it is inside the measured keystrokes. */
import type { Page } from 'playwright-core';
import type { TypingScreen } from './typing-screen';

const LESSON_TEXT = '[data-testid="lesson-text"]';
const lessonsDone = `Number(document.querySelector('[data-testid="lesson-count"]').textContent.replace(/\\D/g, ''))`;

export const LESSON_SCREEN: TypingScreen = {
  label: 'lesson screen (/lessons)',
  path: '/lessons',
  textbox: 'Lesson text',
  lines: (page: Page) => {
    let read = 0;
    return async () => {
      // Each line after the first is asked for once the one before was typed: wait for its lesson to count.
      if (read > 0) await page.waitForFunction(`${lessonsDone} === ${read}`);
      read++;
      return page.evaluate<string | null>(`document.querySelector('${LESSON_TEXT}')?.textContent ?? null`);
    };
  },
  typedCharacters: async (page, lineLengths) => {
    const typedNow = await page.evaluate<number>(
      `document.querySelectorAll('${LESSON_TEXT} .ch-ok, ${LESSON_TEXT} .ch-bad').length`,
    );
    const finished = await page.evaluate<number>(lessonsDone);
    return lineLengths.slice(0, finished).reduce((sum, length) => sum + length, 0) + typedNow;
  },
};
