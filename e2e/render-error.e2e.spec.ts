/**
 * The fallback screen for a route that fails (SPEC "Route table": any unmatched or failing route
 * shows 'Unexpected Application Error!' with the status or message). Unknown routes are covered in
 * public-pages.e2e.spec.ts; here a page fails for real: its code chunk cannot be loaded (a deploy
 * replaced it, the network dropped), so the route's `lazy` import rejects and the router renders
 * the error element with the browser's own message.
 */
import type { Page } from 'playwright-core';
import { browserJourney, type JourneyStack } from './journey';

const journey = browserJourney();
let stack: JourneyStack;
let page: Page;
beforeEach(() => {
  ({ stack, page } = journey);
});

/** The About page's module: /src/features/about/AboutPage.tsx from the dev server, /assets/AboutPage-<hash>.js when built. */
const ABOUT_CHUNK = /\/AboutPage[^/]*\.(tsx|js)(\?.*)?$/;
const errorHeading = () => page.getByRole('heading', { name: 'Unexpected Application Error!' });
const errorMessage = () => page.getByRole('alert').getByRole('heading', { level: 2 }).innerText();

test('a page whose code fails to load, reached by a link, shows the fallback with the message inside the shell', async () => {
  await page.goto(`${stack.webUrl}/`);
  await page.getByRole('textbox', { name: 'Typing test text' }).waitFor();
  const blocked: string[] = [];
  await page.route(ABOUT_CHUNK, (route) => {
    blocked.push(route.request().url());
    return route.abort('failed');
  });

  await page.getByRole('banner').getByRole('link', { name: 'About' }).click();
  await errorHeading().waitFor();
  expect(blocked.length).toBeGreaterThan(0);
  // Chromium's message for a failed dynamic import, naming the module.
  expect(await errorMessage()).toMatch(/^Failed to fetch dynamically imported module: .*AboutPage/);
  expect(new URL(page.url()).pathname).toBe('/about');
  // Inside the shell: the top bar and footer stay, and the way home works.
  await page.getByRole('switch', { name: 'Dark theme' }).waitFor();
  await page.getByRole('contentinfo').waitFor();

  await page.unroute(ABOUT_CHUNK);
  await page.getByRole('alert').getByRole('link', { name: 'Back to Home' }).click();
  await page.getByRole('textbox', { name: 'Typing test text' }).waitFor();
  expect(await errorHeading().count()).toBe(0);
});

test('opening the failing page directly shows the fallback too', async () => {
  await page.route(ABOUT_CHUNK, (route) => route.abort('failed'));
  await page.goto(`${stack.webUrl}/about`);
  await errorHeading().waitFor();
  expect(await errorMessage()).toMatch(/AboutPage/);
  await page.getByRole('contentinfo').waitFor();
});
