/** The site as production serves it: the build behind nginx with the image's own server block, before the real stack. */
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
  /** On the port the gateway trusts. */
  readonly url: string;
  readonly dist: string;
  signUpMember(browser: BenchBrowser): Promise<MemberTab>;
  stop(): Promise<void>;
}

function freshBuild(): { dist: string; remove: () => void } {
  const started = Date.now();
  const dist = buildFrontend('typing-pages-dist-');
  console.log(`  production build in ${((Date.now() - started) / 1000).toFixed(1)} s → ${dist}`);
  return { dist, remove: () => fs.rmSync(dist, { recursive: true, force: true }) };
}

/** `prebuilt`, a build of another commit, compares two builds under the same load. */
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

/** Lighthouse's mobile screen. */
const PHONE = { width: 412, height: 823 } as const;

async function signUpMember(webUrl: string, mailUiUrl: string, browser: BenchBrowser): Promise<MemberTab> {
  const page = await browser.context.newPage();
  await page.setViewportSize(PHONE);
  const email = `pages-${Date.now().toString(36)}@bench.test`;
  await signUpThroughScreens(page, { webUrl, mailUiUrl }, { name: 'Priya Nair', email, password: PASSWORD });
  return { lighthousePage: await browser.sameTab(page.url()) };
}

/** Its session storage holds the sign-in, so the tab stays open. */
export interface MemberTab {
  readonly lighthousePage: LighthousePage;
}

export interface BenchBrowser {
  /** The default profile, which Lighthouse's tabs share. */
  readonly context: BrowserContext;
  readonly port: number;
  sameTab(url: string): Promise<LighthousePage>;
  close(): Promise<void>;
}

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
