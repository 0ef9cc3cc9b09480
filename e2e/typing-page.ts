import type { Page } from 'playwright-core';

/**
 * A member's timed or 25-word test starts on a text the server issues, which replaces the
 * drawn one a moment after the test is set up: a journey that reads the text to type it waits for
 * that first (the "ranked" mark comes with it).
 */
export const issuedTextShown = (page: Page) => page.getByTestId('ranked-test').waitFor();
