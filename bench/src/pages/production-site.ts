/**
 * The site as production serves it, for the page-load bench: the production build behind nginx with
 * the image's own server block (gzip, caching, the SPA fallback), in front of the real gateway and
 * every service (infra's test stack, on free ports), at the origin the gateway trusts. And a
 * Chromium that Lighthouse can drive, with a member signed up and in through the screens on demand.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '@typing/e2e/browser';
import { signUpThroughScreens } from '@typing/e2e/member-screens';
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
import puppeteer, { type Page as LighthousePage } from 'puppeteer-core';

export interface ProductionSite {
  /** The origin pages are opened at (nginx, on the port the gateway trusts). */
  readonly url: string;
  /** The production build's folder (to weigh its scripts). */
  readonly dist: string;
  /** Signs a new member up and in through the screens, in a tab of `browser` that stays open. */
  signUpMember(browser: BenchBrowser): Promise<MemberTab>;
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
    signUpMember: (browser) => signUpMember(webUrl, env.MAIL_UI_URL, browser),
    stop,
  };
}

const PASSWORD = 'lantern-quarry-meadow-73';

/** Lighthouse's mobile screen (a Moto G Power): what the member's tab is sized to while signing up. */
const PHONE = { width: 412, height: 823 } as const;

/** Signs a new member up and in through the screens in a phone-sized tab, which stays open and signed in. */
async function signUpMember(webUrl: string, mailUiUrl: string, browser: BenchBrowser): Promise<MemberTab> {
  const page = await browser.context.newPage();
  await page.setViewportSize(PHONE);
  const email = `pages-${Date.now().toString(36)}@bench.test`;
  await signUpThroughScreens(page, { webUrl, mailUiUrl }, { name: 'Priya Nair', email, password: PASSWORD });
  return { lighthousePage: await browser.sameTab(page.url()) };
}

/** The signed-in member's tab, as Lighthouse drives it (its session storage holds the sign-in). */
export interface MemberTab {
  readonly lighthousePage: LighthousePage;
}

export interface BenchBrowser {
  /** The browser's default profile: what Lighthouse's tabs share (cookies, cache). */
  readonly context: BrowserContext;
  /** Its DevTools port, for Lighthouse. */
  readonly port: number;
  /** The tab now at `url` (opened through `context`), as Lighthouse drives a tab (puppeteer). */
  sameTab(url: string): Promise<LighthousePage>;
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
  const driver = await puppeteer.connect({ browserURL: `http://127.0.0.1:${port}`, defaultViewport: null });
  return {
    context,
    port,
    async sameTab(url) {
      const tab = (await driver.pages()).find((candidate) => candidate.url() === url);
      if (!tab) throw new Error(`no tab at ${url}`);
      return tab;
    },
    async close() {
      await driver.disconnect();
      await context.close();
      fs.rmSync(profile, { recursive: true, force: true });
    },
  };
}
