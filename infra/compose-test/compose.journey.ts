/** The compose stack as a person meets it, through the front end's published port; run by run.sh. */
import type { Browser, Page } from 'playwright-core';
import { launchChromium } from '../../e2e/browser';
import { issuedTextShown } from '../../e2e/typing-page';
import { pollUntil } from '@typing/infra';
import { mailText } from './mailpit';

const webUrl = process.env.COMPOSE_WEB_URL ?? 'http://localhost:5173';
const mailUiUrl = process.env.COMPOSE_MAIL_UI_URL ?? 'http://127.0.0.1:11080';

let browser: Browser;
let page: Page;
beforeAll(async () => {
  browser = await launchChromium();
  page = await (await browser.newContext({ viewport: { width: 1280, height: 800 } })).newPage();
});
afterAll(() => browser?.close());

const email = `compose-${Date.now().toString(36)}@e2e.test`;
const password = 'harbor-lantern-quartz-31';
const waitForPath = (path: string) => page.waitForURL((url) => url.pathname === path);
const userMenuButton = () => page.getByRole('banner').getByRole('button', { name: /View dashboard/ });

test('sign up with the mailed code, then sign in', async () => {
  await page.goto(`${webUrl}/signup`);
  await page.getByLabel('Full name').fill('Kavya Menon');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Confirm password').fill(password);
  await page.getByRole('button', { name: 'Sign Up', exact: true }).click();
  await waitForPath('/otp-verification');

  const code = /\b(\d{6})\b/.exec(await mailText(mailUiUrl, email, /verification code/i))?.[1];
  expect(code).toMatch(/^\d{6}$/);
  await page.getByLabel('Digit 1 of 6').click();
  await page.keyboard.type(code!);
  await page.getByRole('button', { name: 'Verify OTP' }).click();
  await waitForPath('/signin');

  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await waitForPath('/');
  expect(await userMenuButton().innerText()).toMatch(/^Kavya\s+View dashboard$/);
});

test('a completed test is saved and shows on the dashboard', async () => {
  await issuedTextShown(page);
  const textArea = page.getByRole('textbox', { name: 'Typing test text' });
  await textArea.click();
  const words = ((await page.locator('[data-line="0"]').textContent()) ?? '').split(' ').slice(0, 6).join(' ');
  const saved = page.waitForResponse((r) => r.url().endsWith('/api/result/saveresult') && r.status() === 200);
  await page.keyboard.type(words, { delay: 40 });
  await page.keyboard.press('Enter');
  await page.getByRole('heading', { name: 'Test Completed!' }).waitFor();
  const wpm = await page.getByRole('group', { name: 'Speed (WPM)' }).locator('.result-tile-value').innerText();
  await saved;

  await page.goto(`${webUrl}/dashboard`);
  const rows = page.getByTestId('sessions-table').locator('tbody tr');
  await rows.first().waitFor();
  expect(await rows.count()).toBe(1);
  expect(await rows.first().locator('td').nth(1).innerText()).toBe(wpm);
});

test('a profile image is uploaded to the object store and served back', async () => {
  // A 64×64 PNG drawn by the browser itself, so the test needs no fixture file.
  const dataUrl = await page.evaluate<string>(`(() => {
    const canvas = Object.assign(document.createElement('canvas'), { width: 64, height: 64 });
    const context = canvas.getContext('2d');
    context.fillStyle = '#c82878';
    context.fillRect(0, 0, 64, 64);
    return canvas.toDataURL('image/png');
  })()`);
  await userMenuButton().click();
  await page
    .getByRole('banner')
    .locator('input[type="file"]')
    .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: Buffer.from(dataUrl.split(',')[1]!, 'base64') });
  // Polled from here: the production CSP (no 'unsafe-eval') refuses waitForFunction's string predicates.
  const avatar = userMenuButton().locator('img');
  let src: string | null = null;
  await pollUntil(
    async () => {
      src = await avatar.getAttribute('src');
      if (!src?.startsWith('/api/auth/profile-image/')) throw new Error(`the avatar's src is ${src}`);
      // Served back from MinIO through the gateway: the browser decoded a real image.
      const decoded = await avatar.evaluate((img) => {
        const image = img as unknown as { complete: boolean; naturalWidth: number };
        return image.complete && image.naturalWidth > 0;
      });
      if (!decoded) throw new Error('the avatar is not decoded yet');
    },
    { what: 'the uploaded avatar in the top bar', timeoutMs: 30_000, intervalMs: 200 },
  );
  const served = await page.request.get(`${webUrl}${src}`);
  expect(served.status()).toBe(200);
  expect(served.headers()['content-type']).toMatch(/^image\//);
});
