import { pollUntil } from '@typing/infra';
import type { Page } from 'playwright-core';
import { waitForMail } from './mail-catcher';

export interface NewMember {
  readonly name: string;
  readonly email: string;
  readonly password: string;
}

/** Where the screens are served and where their mail is caught. */
export interface ScreensSite {
  readonly webUrl: string;
  readonly mailUiUrl: string;
}

/**
 * Signs a new member up and in through the screens, in `page`, as a person does: they arrive on a
 * long page (the terms, opened by its address) and read it to its end, tap Sign Up in the top bar,
 * fill the sign-up form (its generated avatar drawn), enter the code from the mail on the
 * verification screen, then sign in. Ends on `/`, signed in, with whatever this left in the tab (its
 * session storage: the session, where the pages were scrolled to).
 */
export async function signUpThroughScreens(page: Page, site: ScreensSite, member: NewMember): Promise<void> {
  const { name, email, password } = member;
  await page.goto(`${site.webUrl}/terms`);
  // Generous: the dev server compiles the app's modules on their first load, slow on a shared machine.
  await page.locator('footer').waitFor({ timeout: 90_000 });
  // Swipe by swipe to the end, over the page's text. Read from here, not by a page function: the
  // production build's CSP refuses eval.
  await page.mouse.move(200, 400);
  await pollUntil(
    async () => {
      await page.mouse.wheel(0, 800);
      if (!(await page.evaluate<boolean>('window.scrollY + innerHeight >= document.documentElement.scrollHeight - 2')))
        throw new Error('not at the end yet');
    },
    { what: 'the terms read to their end', timeoutMs: 30_000, intervalMs: 200 },
  );
  await page.getByRole('banner').getByRole('link', { name: 'Sign Up', exact: true }).click();
  await page.waitForURL((url) => url.pathname === '/signup');
  await page.locator('img[alt="Your avatar"]').waitFor();
  await page.getByLabel('Full name').fill(name);
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Confirm password').fill(password);
  await page.getByRole('button', { name: 'Sign Up', exact: true }).click();
  await page.waitForURL((url) => url.pathname === '/otp-verification');

  const mail = await waitForMail(site.mailUiUrl, email, /verification code/i);
  const code = /\b(\d{6})\b/.exec(mail.text)?.[1];
  if (!code) throw new Error(`no 6-digit code in: ${mail.text}`);
  await page.getByLabel('Digit 1 of 6').click();
  await page.keyboard.type(code);
  await page.getByRole('button', { name: 'Verify OTP' }).click();
  await page.waitForURL((url) => url.pathname === '/signin');

  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await page.waitForURL((url) => url.pathname === '/');
  // The member's menu in the top bar (on a phone its button shows only the avatar).
  await page.getByRole('banner').locator('.user-menu__trigger').waitFor();
}
