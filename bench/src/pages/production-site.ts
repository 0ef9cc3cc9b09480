/**
 * The site as production serves it, for the page-load bench: the production build behind nginx with
 * the image's own server block (gzip, caching, the SPA fallback), in front of the real gateway and
 * every service (infra's test stack, on free ports), at the origin the gateway trusts. And a
 * Chromium that Lighthouse can drive, with a member signed in through the sign-in page on demand.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '@typing/e2e/browser';
import { waitForMail } from '@typing/e2e/mail-catcher';
import {
  buildFrontend,
  freePort,
  NODE_APP_NAMES,
  startProductionWeb,
  startTestStack,
  type ProductionWeb,
  type TestStack,
} from '@typing/infra';
import { chromium, type BrowserContext } from 'playwright-core';

export interface ProductionSite {
  /** The origin pages are opened at (nginx, on the port the gateway trusts). */
  readonly url: string;
  /** The production build's folder (to weigh its scripts). */
  readonly dist: string;
  /** Makes a verified account through the API and signs it in through the page, in `browser`. */
  signInMember(browser: BenchBrowser): Promise<void>;
  stop(): Promise<void>;
}

/** A production build of this tree, in a temporary folder that `remove` deletes. */
function freshBuild(): { dist: string; remove: () => void } {
  const started = Date.now();
  const dist = buildFrontend('typing-pages-dist-');
  console.log(`  production build in ${((Date.now() - started) / 1000).toFixed(1)} s → ${dist}`);
  return { dist, remove: () => fs.rmSync(dist, { recursive: true, force: true }) };
}

/**
 * Builds the front end (or serves `prebuilt`, a build made elsewhere, e.g. of an earlier commit, to
 * compare two builds under the same load), starts the stack and nginx.
 */
export async function startProductionSite(prebuilt?: string): Promise<ProductionSite> {
  const { dist, remove } = prebuilt ? { dist: path.resolve(prebuilt), remove: () => undefined } : freshBuild();
  if (prebuilt) console.log(`  serving the build in ${dist}`);
  let stack: TestStack<true> | undefined;
  let web: ProductionWeb | undefined;
  const stop = async () => {
    await web?.stop();
    await stack?.stop();
    remove();
  };
  try {
    stack = await startTestStack({ apps: true, appNames: NODE_APP_NAMES });
    web = await startProductionWeb({
      root: dist,
      gatewayUrl: stack.gatewayUrl,
      port: Number(new URL(stack.webUrl).port),
    });
  } catch (error) {
    await stop();
    throw error;
  }
  const { env, webUrl } = stack;
  return {
    url: webUrl,
    dist,
    signInMember: (browser) => signInMember(webUrl, env.MAIL_UI_URL, browser),
    stop,
  };
}

const PASSWORD = 'lantern-quarry-meadow-73';

/** Signs up and verifies through the API (the code from the mail catcher), then signs in through the page. */
async function signInMember(webUrl: string, mailUiUrl: string, browser: BenchBrowser): Promise<void> {
  const email = `pages-${Date.now().toString(36)}@bench.test`;
  // A sign-up code counts only in the browser (the `device` cookie the gateway sets) that asked for it.
  let device = '';
  const post = async (route: string, body: object) => {
    const answer = await fetch(`${webUrl}/api${route}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(device ? { cookie: device } : {}) },
      body: JSON.stringify(body),
    });
    if (!answer.ok) throw new Error(`POST /api${route} answered ${answer.status}: ${await answer.text()}`);
    const minted = answer.headers.getSetCookie().find((line) => line.startsWith('device='));
    if (minted) device = minted.slice(0, minted.indexOf(';'));
  };
  await post('/auth/signup', { name: 'Priya Nair', email, password: PASSWORD });
  const mail = await waitForMail(mailUiUrl, email, /verification code/i);
  const code = /\b(\d{6})\b/.exec(mail.text)?.[1];
  if (!code) throw new Error(`no 6-digit code in: ${mail.text}`);
  await post('/auth/verify', { email, otp: code });

  const page = await browser.context.newPage();
  await page.goto(`${webUrl}/signin`);
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await page.waitForURL((url) => url.pathname === '/');
  await page.close();
}

export interface BenchBrowser {
  /** The browser's default profile: what Lighthouse's tabs share (cookies, cache). */
  readonly context: BrowserContext;
  /** Its DevTools port, for Lighthouse. */
  readonly port: number;
  close(): Promise<void>;
}

/** Debian's Chromium with a fresh profile and a DevTools port that Lighthouse connects to. */
export async function launchBenchBrowser(): Promise<BenchBrowser> {
  const port = await freePort();
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'typing-pages-profile-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM_PATH,
    args: [...CHROMIUM_ARGS, `--remote-debugging-port=${port}`],
  });
  return {
    context,
    port,
    async close() {
      await context.close();
      fs.rmSync(profile, { recursive: true, force: true });
    },
  };
}
