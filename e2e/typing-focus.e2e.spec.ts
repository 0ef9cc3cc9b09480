/**
 * No keystroke is lost on the typing page, in Debian's Chromium: after a click on
 * empty space, the timer, the hint or the footer, and after opening and closing each menu and
 * dialog on the page, typed characters are judged (the first one too); where keys cannot reach
 * the test (a select, a window without focus) the text says so, and a click on it brings focus
 * back. The live WPM shows no "1000 wpm" after the first key. Only the front end is started.
 */
import type { Page } from 'playwright-core';
import { accessibilityViolations } from './axe';
import { browserJourney, type JourneyStack, newJourneyContext } from './journey';

const journey = browserJourney();
let stack: JourneyStack;
let page: Page;
beforeEach(() => {
  ({ stack, page } = journey);
});

const HINT = 'Press Tab to restart | Press Enter to complete | Press Backspace to correct';
const ANY_KEY = 'Click here or press any key to focus';
const CLICK = 'Click here to focus';
const textArea = () => page.getByRole('textbox', { name: 'Typing test text' });
const focusPrompt = () => page.getByTestId('focus-prompt');
const focusIsOnText = () =>
  page.evaluate<boolean>(`document.activeElement?.getAttribute('aria-label') === 'Typing test text'`);
const judged = () =>
  page.evaluate<{ ok: number; bad: number }>(
    `({ ok: document.querySelectorAll('.ch-ok').length, bad: document.querySelectorAll('.ch-bad').length })`,
  );

async function open() {
  await page.goto(`${stack.webUrl}/`);
  await textArea().waitFor();
  await page.waitForFunction(`document.activeElement?.getAttribute('aria-label') === 'Typing test text'`);
  expect(await focusPrompt().isVisible()).toBe(false);
}

/**
 * Focus is away from the text (`step` put it there): the next three characters of the sample,
 * typed now, are all judged correct and focus is back on the text, with no prompt. Esc then
 * cancels, so each step starts from an idle test.
 */
async function typingIsJudgedAfter(step: string) {
  expect({ step, focusOnText: await focusIsOnText() }).toEqual({ step, focusOnText: false });
  const sample = (await page.locator('[data-line="0"]').textContent()) ?? '';
  await page.keyboard.type(sample.slice(0, 3));
  expect({ step, ...(await judged()), focusOnText: await focusIsOnText() }).toEqual({
    step,
    ok: 3,
    bad: 0,
    focusOnText: true,
  });
  await focusPrompt().waitFor({ state: 'hidden' });
  await page.keyboard.press('Escape');
  await page.waitForFunction(`document.querySelectorAll('.ch-ok, .ch-bad').length === 0`);
}

test('a click on empty space, the timer, the hint or the footer: typed keys are still judged', async () => {
  await open();
  // The page's margin (inside <main>, which is focusable for the skip link).
  await page.mouse.click(20, 420);
  await focusPrompt().filter({ hasText: ANY_KEY }).waitFor();
  await typingIsJudgedAfter('empty space');

  await page.getByRole('timer').click();
  await typingIsJudgedAfter('the timer');

  await page.getByText(HINT, { exact: true }).click();
  await typingIsJudgedAfter('the hint');

  await page.locator('.site-footer__copyright').click();
  await typingIsJudgedAfter('the footer');

  // Backspace and Enter keep their meanings from the page too: correct, then complete.
  await page.mouse.click(20, 420);
  const sample = (await page.locator('[data-line="0"]').textContent()) ?? '';
  await page.keyboard.type(`${sample.slice(0, 2)}#`);
  await page.mouse.click(20, 420);
  await page.keyboard.press('Backspace');
  expect(await judged()).toEqual({ ok: 2, bad: 0 });
  await page.mouse.click(20, 420);
  await page.keyboard.press('Enter');
  await page.getByRole('heading', { name: 'Test Completed!' }).waitFor();
});

test('after opening and closing each menu and dialog on the page, typed keys are judged', async () => {
  await open();

  // The custom-text dialog, closed with Cancel, then with Esc (its own keys stay its own).
  const dialog = page.getByRole('dialog', { name: 'Your own text' });
  await page.getByRole('radio', { name: 'custom' }).click({ force: true });
  await dialog.getByRole('textbox').fill('typed into the dialog');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await dialog.waitFor({ state: 'hidden' });
  await page.getByRole('radio', { name: 'custom' }).focus();
  await typingIsJudgedAfter('custom text dialog, Cancel');
  await page.getByRole('radio', { name: 'custom' }).click({ force: true });
  await dialog.waitFor();
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'hidden' });
  // The dialog's close event gives focus back to the text.
  await page.waitForFunction(`document.activeElement?.getAttribute('aria-label') === 'Typing test text'`);
  await page.keyboard.type('ab');
  expect((await judged()).ok + (await judged()).bad).toBe(2);
  await page.keyboard.press('Escape');

  // The mode and the keyboard switch: a character goes to the test, Space still flips the switch.
  await page.getByRole('radio', { name: 'words' }).focus();
  await typingIsJudgedAfter('the words mode radio');
  const keyboardSwitch = page.getByRole('switch', { name: 'Show keyboard' });
  await keyboardSwitch.click();
  expect(await keyboardSwitch.getAttribute('aria-checked')).toBe('false');
  await keyboardSwitch.press(' ');
  expect(await keyboardSwitch.getAttribute('aria-checked')).toBe('true');
  expect(await judged()).toEqual({ ok: 0, bad: 0 });
  await typingIsJudgedAfter('the keyboard switch');

  // The layout select: a layout chosen brings focus back to the text.
  const layout = page.getByRole('combobox', { name: 'Layout' });
  await layout.selectOption('dvorak');
  expect(await focusIsOnText()).toBe(true);
  await page.keyboard.type('ab');
  expect((await judged()).ok + (await judged()).bad).toBe(2);
  await page.keyboard.press('Escape');
  await layout.selectOption('qwerty');

  // The top bar's theme switch, and the footer's two alerts (antd modals), closed with Esc and 'Got it'.
  await page.getByRole('banner').getByRole('switch', { name: 'Dark theme' }).click();
  await page.locator('body.dark-theme').waitFor({ state: 'attached' });
  await typingIsJudgedAfter('the theme switch');
  await page.getByRole('button', { name: 'Keyboard shortcuts' }).click();
  const shortcuts = page.getByRole('dialog').filter({ hasText: 'Keyboard Shortcuts' });
  await shortcuts.waitFor();
  await page.keyboard.press('Escape');
  await shortcuts.waitFor({ state: 'hidden' });
  await typingIsJudgedAfter('the keyboard shortcuts alert, Esc');
  await page.getByRole('button', { name: 'Accessibility options' }).click();
  const options = page.getByRole('dialog').filter({ hasText: 'Accessibility Options' });
  await options.getByRole('button', { name: 'Got it' }).click();
  await options.waitFor({ state: 'hidden' });
  await typingIsJudgedAfter('the accessibility alert, Got it');
});

test('where keys cannot reach the test, the text says to click it; a click brings focus back', async () => {
  await open();
  // Focus on the layout select (it keeps its keys): only a click helps.
  await page.getByRole('combobox', { name: 'Layout' }).focus();
  await focusPrompt().filter({ hasText: CLICK }).waitFor();
  await focusPrompt().click();
  await focusPrompt().waitFor({ state: 'hidden' });
  expect(await focusIsOnText()).toBe(true);

  // The window lost focus (another window, the address bar).
  await page.evaluate(`window.dispatchEvent(new FocusEvent('blur'))`);
  await focusPrompt().filter({ hasText: CLICK }).waitFor();
  await page.evaluate(`window.dispatchEvent(new FocusEvent('focus'))`);
  await focusPrompt().waitFor({ state: 'hidden' });
});

test('on a phone, a tap on the prompt brings focus back to the field the phone keyboard types into', async () => {
  const phone = await newJourneyContext(page.context().browser()!, {
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
  });
  const mobile = await phone.newPage();
  try {
    await mobile.goto(`${stack.webUrl}/`);
    await mobile.getByRole('textbox', { name: 'Typing test text' }).tap();
    const phoneInputFocused = `document.activeElement?.getAttribute('data-testid') === 'phone-input'`;
    await mobile.waitForFunction(phoneInputFocused);
    await mobile.getByRole('timer').tap();
    await mobile.getByTestId('focus-prompt').filter({ hasText: ANY_KEY }).tap();
    await mobile.waitForFunction(phoneInputFocused);
    await mobile.getByTestId('focus-prompt').waitFor({ state: 'hidden' });
    const first = (await mobile.locator('[data-line="0"]').textContent()) ?? '';
    await mobile.keyboard.insertText(first.slice(0, 2));
    expect(await mobile.locator('.ch-ok').count()).toBe(2);
  } finally {
    await phone.close();
  }
});

test('the live WPM shows nothing in the first second, never "1000 wpm"', async () => {
  await page.clock.install();
  await open();
  // The page's clock stands still but for runFor: a slow machine's own seconds must not count.
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);
  // No spaces typed, right or wrong: one word begun, whatever the text.
  await page.keyboard.type('qq');
  expect(await page.getByTestId('live-wpm').count()).toBe(0);
  await page.clock.runFor(1_100);
  // One word begun in a little over a second: 54 or so; never the near-zero-time figure.
  await page.getByTestId('live-wpm').waitFor();
  const wpm = Number((await page.getByTestId('live-wpm').innerText()).replace(' wpm', ''));
  expect(wpm).toBeGreaterThan(0);
  expect(wpm).toBeLessThanOrEqual(60);
});

test.each(['light', 'dark'])('the focus prompt passes axe (WCAG 2 AA), %s theme', async (theme) => {
  await open();
  await page.evaluate((value) => localStorage.setItem('theme', value), theme);
  await open();
  await page.mouse.click(20, 420);
  await focusPrompt().filter({ hasText: ANY_KEY }).waitFor();
  expect(await accessibilityViolations(page)).toEqual([]);
});
