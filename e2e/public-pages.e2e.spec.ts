/**
 * Browser journeys over the public screens (top bar, footer, theme, about, legal pages, fallback),
 * in Debian's Chromium. Only the front end's dev server is started: no API answers, so the pages
 * that show the site's configured facts show their placeholders (see site-facts.e2e.spec.ts).
 */
import type { Page } from 'playwright-core';
import { accessibilityViolations } from './axe';
import { browserJourney, type JourneyStack } from './journey';
import { expectSiteFiles } from './site-files';

const journey = browserJourney();
let stack: JourneyStack;
let page: Page;
beforeEach(() => {
  ({ stack, page } = journey);
});

const open = (path: string) => page.goto(`${stack.webUrl}${path}`);
// The root tsconfig has no DOM types, so in-page code is written as expressions.
const inPage = <T>(expression: string) => page.evaluate<T>(expression);
const waitInPage = (expression: string) => page.waitForFunction(expression);
const bodyIsDark = () => inPage<boolean>(`document.body.classList.contains('dark-theme')`);
const storedTheme = () => inPage<string | null>(`localStorage.getItem('theme')`);
const themeSwitch = () => page.getByRole('switch', { name: 'Dark theme' });

test('the theme is light by default, survives a reload when dark, and the footer toggle turns it back', async () => {
  await open('/');
  await themeSwitch().waitFor();
  expect(await bodyIsDark()).toBe(false);
  expect(await storedTheme()).toBeNull();
  expect(await themeSwitch().getAttribute('aria-checked')).toBe('false');

  await themeSwitch().click();
  await waitInPage(`document.body.classList.contains('dark-theme')`);
  expect(await storedTheme()).toBe('dark');
  expect(await themeSwitch().getAttribute('aria-checked')).toBe('true');

  await page.reload();
  await themeSwitch().waitFor();
  // Taken over (the text focused): until then the switches are as the build drew them, off.
  await waitInPage(`document.activeElement?.getAttribute('aria-label') === 'Typing test text'`);
  expect(await bodyIsDark()).toBe(true);
  expect(await storedTheme()).toBe('dark');
  expect(await themeSwitch().getAttribute('aria-checked')).toBe('true');
  // antd's dark algorithm, not only the body class: the layout behind the page is black.
  const background = await inPage<string>(
    `getComputedStyle(document.getElementById('main').parentElement).backgroundColor`,
  );
  expect(background).toBe('rgb(0, 0, 0)');

  const footerToggle = page.getByRole('button', { name: 'Dark theme' });
  expect(await footerToggle.getAttribute('aria-pressed')).toBe('true');
  await footerToggle.click();
  await waitInPage(`!document.body.classList.contains('dark-theme')`);
  expect(await storedTheme()).toBe('light');
  expect(await footerToggle.getAttribute('aria-pressed')).toBe('false');
  expect(await themeSwitch().getAttribute('aria-checked')).toBe('false');
});

const lastUpdated = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric' }).format(
  new Date(),
);

const pages: [path: string, heading: string, sections: string[]][] = [
  ['/about', 'Type faster, with practice made for you', ['Our Mission', 'Key Features', 'Meet the Team']],
  [
    '/privacy',
    'Privacy Policy',
    [
      'Introduction',
      'Information We Collect',
      'How We Use Your Information',
      'How We Share Your Information',
      'Data Security',
      'India-Specific Provisions',
      'Your Choices and Rights',
      "Children's Privacy",
      'Governing Law',
      'Changes to This Policy',
      'Contact Us',
    ],
  ],
  [
    '/terms',
    'Terms of Service',
    [
      'Agreement to Terms',
      'Account Creation',
      'User Content',
      'Prohibited Uses',
      'Intellectual Property',
      'Your Responsibilities',
      'Termination',
      'Limitation of Liability',
      'Disclaimer',
      'India-Specific Terms',
      'Governing Law',
      'Changes to These Terms',
      'Contact Us',
    ],
  ],
];

test.each(pages)('%s shows its heading, its sections and Back to Home', async (path, heading, sections) => {
  await open(path);
  await page.getByRole('heading', { level: 1, name: heading }).waitFor();
  const h2s = await page.getByRole('main').getByRole('heading', { level: 2 }).allInnerTexts();
  // Legal headings are numbered ("1. Introduction"); the number is hidden from the accessible name.
  expect(h2s.map((text) => text.replace(/^\d+\.\s*/, ''))).toEqual(sections);
  const back = page.getByRole('link', { name: 'Back to Home' });
  expect(await back.getAttribute('href')).toBe('/');
  if (path !== '/about') await page.getByText(`Last updated: ${lastUpdated}`).waitFor();

  await back.click();
  await page.waitForURL(`${stack.webUrl}/`);
});

test('the about page names the three features; the two team cards wait for the site configuration', async () => {
  // The site configuration (GET /api/site) is held back, never answered: the team keeps its two
  // placeholders, and nothing names a person. e2e/site-facts.e2e.spec.ts shows the configured team.
  await page.route('**/api/site', () => {});
  await open('/about');
  for (const feature of ['Personalized Practice', 'Performance Analytics', 'Interactive Interface']) {
    await page.getByRole('heading', { level: 3, name: feature }).waitFor();
  }
  const team = page.getByRole('region', { name: 'Meet the Team' });
  expect(await team.locator('[aria-busy="true"]').count()).toBe(2);
  expect(await team.getByRole('link').count()).toBe(0);
});

test('/subscription is routed and headed "Choose Your Plan"', async () => {
  await open('/subscription');
  await page.getByRole('heading', { level: 1, name: 'Choose Your Plan' }).waitFor();
});

test('the top bar turns solid only after the page has scrolled past 20 px, and back', async () => {
  await open('/terms');
  // A long page, fully rendered (not its loading placeholder), so there is room to scroll.
  await page.getByRole('heading', { level: 1, name: 'Terms of Service' }).waitFor();
  const bar = page.locator('header.top-bar');
  const barEl = `document.querySelector('header.top-bar')`;
  const hasShadow = `getComputedStyle(${barEl}).boxShadow !== 'none'`;
  const state = () =>
    inPage<{ scrolled: string; shadow: boolean }>(`({
    scrolled: ${barEl}.dataset.scrolled,
    shadow: ${hasShadow},
  })`);
  const scrollTo = async (y: number) => {
    await inPage(`window.scrollTo({ top: ${y}, behavior: 'instant' })`);
    await waitInPage(`Math.round(window.scrollY) === ${y}`);
  };
  expect(await state()).toEqual({ scrolled: 'false', shadow: false });

  await scrollTo(20);
  // Still resting at exactly the threshold (give a wrong re-render the time to happen).
  await page.waitForTimeout(100);
  expect(await state()).toEqual({ scrolled: 'false', shadow: false });

  await scrollTo(21);
  await bar.and(page.locator('[data-scrolled="true"]')).waitFor();
  // The style change has a short transition; wait for the shadow to land.
  await waitInPage(hasShadow);
  expect(await state()).toEqual({ scrolled: 'true', shadow: true });

  await scrollTo(0);
  await bar.and(page.locator('[data-scrolled="false"]')).waitFor();
});

test('an unknown route shows the fallback screen with 404 inside the shell', async () => {
  const response = await open('/no-such-page');
  // The dev server serves the app for every path; the app itself reports the 404.
  expect(response?.status()).toBe(200);
  await page.getByRole('heading', { name: 'Unexpected Application Error!' }).waitFor();
  await page.getByRole('heading', { name: '404 Not Found' }).waitFor();
  await themeSwitch().waitFor();
  await page.getByRole('contentinfo').waitFor();
});

test('the dev server answers robots.txt and the sitemap with the files, on its own origin', async () => {
  await expectSiteFiles(stack.webUrl, stack.webUrl);
});

test("the footer's keyboard-shortcuts and accessibility buttons open their alerts", async () => {
  await open('/');
  const footer = page.getByRole('contentinfo');

  await footer.getByRole('button', { name: 'Keyboard shortcuts' }).click();
  const shortcuts = page.getByRole('dialog', { name: 'Keyboard Shortcuts' });
  await shortcuts.waitFor();
  const text = await shortcuts.innerText();
  for (const line of [/Tab\s+Restart the test/, /Enter\s+Complete the test/, /Esc\s+Cancel the test/]) {
    expect(text).toMatch(line);
  }
  await shortcuts.getByRole('button', { name: 'Got it' }).click();
  await shortcuts.waitFor({ state: 'hidden' });

  await footer.getByRole('button', { name: 'Accessibility options' }).click();
  const accessibility = page.getByRole('dialog', { name: 'Accessibility Options' });
  await accessibility.waitFor();
  const options = await accessibility.innerText();
  expect(options).toMatch(/Ctrl\/Cmd\s*\+\s*\+\s+Increase font size/);
  expect(options).toMatch(/Ctrl\/Cmd\s*\+\s*-\s+Decrease font size/);
  expect(options).toMatch(/Ctrl\/Cmd\s*\+\s*0\s+Reset font size/);
  await page.keyboard.press('Escape');
  await accessibility.waitFor({ state: 'hidden' });
});

test('the footer links to the public pages and shows the current year', async () => {
  await open('/');
  const footer = page.getByRole('contentinfo');
  // The app renders its first time over a few tasks after the load event: read the footer once it is there.
  await footer.getByRole('link', { name: 'Contact Us' }).waitFor();
  const links = await footer
    .getByRole('link')
    .evaluateAll((as) =>
      as.map((a) => [a.textContent?.trim() || a.getAttribute('aria-label'), a.getAttribute('href')]),
    );
  expect(links).toEqual(
    expect.arrayContaining([
      ['Home', '/'],
      ['About Us', '/about'],
      ['Privacy Policy', '/privacy'],
      ['Terms of Service', '/terms'],
      ['Contact Us', '/contact'],
    ]),
  );
  await footer.getByText(`© ${new Date().getFullYear()} Typing Practice. All rights reserved.`).waitFor();
});

test('visitors get Sign Up and Sign In; About and Contact hide on extra-small screens', async () => {
  await open('/');
  const bar = page.getByRole('banner');
  expect(await bar.getByRole('link', { name: 'Sign Up' }).getAttribute('href')).toBe('/signup');
  expect(await bar.getByRole('link', { name: 'Sign In' }).getAttribute('href')).toBe('/signin');
  const about = bar.getByRole('link', { name: 'About', exact: true });
  expect(await about.isVisible()).toBe(true);

  await page.setViewportSize({ width: 390, height: 800 });
  await about.waitFor({ state: 'hidden' });
  expect(await bar.getByRole('link', { name: 'Contact', exact: true }).isVisible()).toBe(false);
  expect(await bar.getByRole('link', { name: 'Sign Up' }).isVisible()).toBe(true);
  expect(await themeSwitch().isVisible()).toBe(true);

  await page.setViewportSize({ width: 576, height: 800 });
  await about.waitFor({ state: 'visible' });
});

test("the top bar fits a phone: Sign Up ends inside the screen at 360, 412 (Lighthouse's) and 479 px", async () => {
  await open('/about');
  const signUp = page.getByRole('banner').getByRole('link', { name: 'Sign Up' });
  const overflow: Record<number, number> = {};
  for (const width of [360, 412, 479]) {
    await page.setViewportSize({ width, height: 800 });
    const box = await signUp.boundingBox();
    if (!box) throw new Error(`no Sign Up at ${width} px`);
    overflow[width] = Math.max(0, Math.round(box.x + box.width - width));
  }
  expect(overflow).toEqual({ 360: 0, 412: 0, 479: 0 });
  await page.setViewportSize({ width: 1280, height: 800 });
});

test('pages load as their own chunks: / does not fetch them, the first visit does', async () => {
  const requested: string[] = [];
  page.on('request', (request) => requested.push(new URL(request.url()).pathname));
  await open('/');
  await themeSwitch().waitFor();
  await page.waitForLoadState('networkidle');
  // A page's own module (Vite's dev server) or chunk (the build, named for the page; shared chunks list it after `~`).
  const pageModules =
    /\/src\/features\/(about|legal|subscription|contact)\/|\/assets\/(About|Legal|Privacy|Terms|Subscription|Contact)Page-[\w-]+\.js$/;
  expect(requested.filter((path) => pageModules.test(path))).toEqual([]);

  await page.getByRole('banner').getByRole('link', { name: 'About', exact: true }).click();
  await page.getByRole('heading', { level: 1, name: 'Type faster, with practice made for you' }).waitFor();
  expect(requested.filter((path) => /\/AboutPage(\.tsx|-[\w-]+\.js)$/.test(path))).toHaveLength(1);
  expect(
    await page.getByRole('banner').getByRole('link', { name: 'About', exact: true }).getAttribute('class'),
  ).toMatch(/\bactive\b/);
});

describe('accessibility (axe-core, WCAG 2 A and AA, contrast included)', () => {
  const routes = ['/', '/about', '/contact', '/privacy', '/terms', '/subscription', '/test', '/no-such-page'];

  test.each(['light', 'dark'])('every route passes in the %s theme', async (theme) => {
    await open('/');
    await page.evaluate((value) => localStorage.setItem('theme', value), theme);
    const report: Record<string, string[]> = {};
    for (const route of routes) {
      await open(route);
      await page.locator('footer').waitFor();
      await page.waitForLoadState('networkidle');
      const violations = await accessibilityViolations(page);
      if (violations.length > 0) report[route] = violations;
    }
    expect(report).toEqual({});
  });

  test('the plans page passes while its plans are still loading (the placeholder named as a status)', async () => {
    await page.route('**/api/subscription/plans', () => {}); // held: the placeholder stays
    try {
      await open('/subscription');
      await page.getByLabel('Loading the plans').waitFor();
      expect(await accessibilityViolations(page)).toEqual([]);
    } finally {
      await page.unroute('**/api/subscription/plans');
    }
  });
});
