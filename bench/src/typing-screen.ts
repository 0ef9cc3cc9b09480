import type { Page } from 'playwright-core';

export interface TypingScreen {
  readonly label: string;
  readonly path: string;
  /** The accessible name of the text box that has the focus when the screen is ready. */
  readonly textbox: string;
  /** Before the page loads: stored choices, answers the built front end has no server for. */
  prepare?(page: Page): Promise<void>;
  start?(page: Page): Promise<void>;
  /** One call per line, in order; null when there is no more. */
  lines(page: Page): () => Promise<string | null>;
  typedCharacters(page: Page, lineLengths: readonly number[]): Promise<number>;
  /** When the keys are not the characters themselves (keysOf). */
  keys?(nextLine: () => Promise<string | null>, count: number): AsyncGenerator<string>;
  expectedCharacters?(): number;
}

export const TYPING_PAGE: TypingScreen = {
  label: 'typing page (/)',
  path: '/',
  textbox: 'Typing test text',
  lines: (page) => {
    let lineIndex = 0;
    return () =>
      page.evaluate<string | null>(`document.querySelector('[data-line="${lineIndex++}"]')?.textContent ?? null`);
  },
  typedCharacters: async (page, lineLengths) => {
    // Only the visible lines are in the page: the lines scrolled away above them were typed in full.
    const [firstVisible, typedVisible] = await page.evaluate<[number, number]>(
      `[Number(document.querySelector('[data-line]').dataset.line), document.querySelectorAll('.ch-ok, .ch-bad').length]`,
    );
    return lineLengths.slice(0, firstVisible).reduce((sum, length) => sum + length, 0) + typedVisible;
  },
};
