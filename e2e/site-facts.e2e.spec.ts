/**
 * The public pages show the deployment's own facts, set as a deployer sets them (the apps' env):
 * GET /api/site → about (team), contact, privacy and terms (addresses), in Debian's Chromium over
 * the whole stack. Nothing of the development defaults (`.local`) or of strangers' profiles shows.
 * axe on each page, loaded, in both themes. SITE_SCREENSHOTS=<folder> keeps a picture of each.
 */
import type { TestStack } from '@typing/infra';
import type { Page } from 'playwright-core';
import { accessibilityViolations } from './axe';
import { browserJourney } from './journey';

const SITE = {
  SUPPORT_EMAIL: 'help@typing.example',
  PRIVACY_EMAIL: 'privacy-desk@typing.example',
  GRIEVANCE_EMAIL: 'grievance-officer@typing.example',
  TEAM_1_NAME: 'Asha Rao',
  TEAM_1_ROLE: 'Founder & Lead Developer',
  TEAM_1_LINK: 'https://typing.example/team/asha',
  // The second member is left unset: its placeholder links to this site's contact page.
};

const journey = browserJourney({ own: true, env: SITE });
let stack: TestStack<true>;
let page: Page;
beforeEach(() => {
  ({ stack, page } = journey);
});

const open = async (path: string, heading: string) => {
  await page.goto(`${stack.webUrl}${path}`);
  await page.getByRole('heading', { level: 1, name: heading }).waitFor();
};
const mailLink = (address: string) => page.getByRole('link', { name: address, exact: true });
const hrefsOf = async (address: string) =>
  new Set(await mailLink(address).evaluateAll((links) => links.map((a) => a.getAttribute('href'))));
const pageText = () => page.locator('main').innerText();

test('the about page shows the configured team: a profile opens in a new tab, a placeholder links here', async () => {
  await open('/about', 'Type faster, with practice made for you');
  const team = page.getByRole('region', { name: 'Meet the Team' });
  await team.getByRole('heading', { level: 3, name: 'Asha Rao' }).waitFor();
  await team.getByText('Founder & Lead Developer').waitFor();
  const profile = team.getByRole('link', { name: 'View profile of Asha Rao (opens in a new tab)' });
  expect(await profile.getAttribute('href')).toBe(SITE.TEAM_1_LINK);
  expect(await profile.getAttribute('target')).toBe('_blank');

  await team.getByRole('heading', { level: 3, name: 'Team member two' }).waitFor();
  const placeholder = team.getByRole('link', { name: 'Get in touch with Team member two' });
  expect(await placeholder.getAttribute('href')).toBe('/contact');
  expect(await placeholder.getAttribute('target')).toBeNull();
  expect(await team.getByRole('link').count()).toBe(2);
  expect(await pageText()).not.toMatch(/arjun|sara iyer|github\.com/i);

  await placeholder.click();
  await page.getByRole('heading', { level: 1, name: 'Contact Us' }).waitFor();
});

test('contact, privacy and terms cite the configured addresses as mail links, never a .local one', async () => {
  const expected: [path: string, heading: string, addresses: string[]][] = [
    ['/contact', 'Contact Us', [SITE.SUPPORT_EMAIL]],
    ['/privacy', 'Privacy Policy', [SITE.PRIVACY_EMAIL, SITE.GRIEVANCE_EMAIL, SITE.SUPPORT_EMAIL]],
    ['/terms', 'Terms of Service', [SITE.SUPPORT_EMAIL, SITE.GRIEVANCE_EMAIL]],
  ];
  for (const [path, heading, addresses] of expected) {
    await open(path, heading);
    for (const address of addresses) {
      await mailLink(address).first().waitFor();
      expect(await hrefsOf(address)).toEqual(new Set([`mailto:${address}`]));
    }
    expect(await pageText()).not.toMatch(/\.local\b/);
  }
});

test('the privacy page says which data can be corrected, and how', async () => {
  await open('/privacy', 'Privacy Policy');
  const choices = page.getByRole('region', { name: /Your Choices and Rights/ });
  await choices.getByText('You can correct the data we hold about you:').waitFor();
  for (const item of ['Name:', 'Profile picture:', 'Password:', 'Email address:', 'Test results and problem keys:']) {
    await choices.getByText(item, { exact: true }).waitFor();
  }
  expect(await choices.getByRole('link', { name: 'settings', exact: true }).first().getAttribute('href')).toBe(
    '/settings',
  );
  await mailLink(SITE.PRIVACY_EMAIL).first().waitFor();
});

test('the privacy page says what goes with a deleted account and how long other data is kept', async () => {
  await open('/privacy', 'Privacy Policy');
  const retention = page.locator('#retention');
  await retention.waitFor();
  const text = (await retention.innerText()).replace(/\s+/g, ' ');
  expect(text).toContain('you are signed out on every device at once');
  expect(text).toContain("the messages you sent us from your account's email address");
  expect(text).toContain('messages sent with the contact form: 365 days;');
  expect(text).toContain('records of the emails we sent you (which email, to which address, when): 30 days;');
  expect(text).toContain('emails in our outgoing queue: 1 day once sent, 7 days if they could not be delivered.');
});

describe('accessibility (axe-core, WCAG 2 A and AA), the configured pages loaded', () => {
  const pages: [path: string, heading: string, loaded: () => Promise<void>][] = [
    ['/about', 'Type faster, with practice made for you', () => page.getByText('Asha Rao').first().waitFor()],
    ['/contact', 'Contact Us', () => mailLink(SITE.SUPPORT_EMAIL).waitFor()],
    ['/privacy', 'Privacy Policy', () => mailLink(SITE.PRIVACY_EMAIL).first().waitFor()],
    ['/terms', 'Terms of Service', () => mailLink(SITE.SUPPORT_EMAIL).first().waitFor()],
  ];

  test.each(['light', 'dark'])('every page passes in the %s theme', async (theme) => {
    await page.goto(stack.webUrl);
    await page.evaluate((value) => localStorage.setItem('theme', value), theme);
    const report: Record<string, string[]> = {};
    for (const [path, heading, loaded] of pages) {
      await open(path, heading);
      await loaded();
      const folder = process.env.SITE_SCREENSHOTS;
      if (folder) await page.screenshot({ path: `${folder}${path}-${theme}.png`, fullPage: true });
      const violations = await accessibilityViolations(page);
      if (violations.length > 0) report[path] = violations;
    }
    expect(report).toEqual({});
  });
});
