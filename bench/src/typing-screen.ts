import type { Page } from 'playwright-core';

/** A screen the bench types into: where it is, its text box, and how to read what it asks for. */
export interface TypingScreen {
  /** Named in the printed figures and the budget lines. */
  readonly label: string;
  readonly path: string;
  /** The accessible name of the text box that has the focus when the screen is ready. */
  readonly textbox: string;
  /** Before the page loads: its stored choices, answers the built front end has no server for. */
  prepare?(page: Page): Promise<void>;
  /** Once the page is loaded: whatever opens the text box (a setup to choose and start). */
  start?(page: Page): Promise<void>;
  /** A reader of the screen's lines, one call per line, in order (null when there is no more). */
  lines(page: Page): () => Promise<string | null>;
  /** Characters the screen accepted by the end of the run (`lineLengths`: every line read). */
  typedCharacters(page: Page, lineLengths: readonly number[]): Promise<number>;
  /** The keys to press for about `count` characters, when they are not the characters themselves (keysOf). */
  keys?(nextLine: () => Promise<string | null>, count: number): AsyncGenerator<string>;
  /** What those keys type, when the screen has its own keys (else the run's character count). */
  expectedCharacters?(): number;
}

/** The typing test at `/`: its lines are in the page by index; scrolled-away lines were typed in full. */
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
