import { startTestStack, type AppName, type Env, type TestStack } from '@typing/infra';
import { readPublishedStack } from '@typing/infra/jest';
import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { waitForAppOnLoad } from './app-started';
import { launchChromium } from './browser';
import { finishTrace, type LogMarks, markAppLogs, startTrace } from './failure-artifacts';
import { webRoot } from './web-build';

/** What a journey on the shared stack can reach: its addresses and its connection settings. */
export type JourneyStack = Pick<TestStack<true>, 'env' | 'webUrl' | 'gatewayUrl'>;

export interface Journey<Stack extends JourneyStack = JourneyStack> {
  readonly stack: Stack;
  readonly context: BrowserContext;
  readonly page: Page;
}

/** A stack of the file's own: for a file that sets the apps' env, runs a subset, or kills parts. */
export interface OwnStackOptions {
  readonly own: true;
  /** Only these apps (default: all). */
  readonly appNames?: readonly AppName[];
  /** Set for the apps, as a deployer would. */
  readonly env?: Env;
  /** Keep the page's Content-Security-Policy (nginx's); other journeys bypass it to poll the page freely. */
  readonly enforceCsp?: true;
  /** `page.goto` answers at its load event, before the app has started: for checks of the prerendered document. */
  readonly actBeforeAppStarts?: true;
}

/**
 * A browser context as the journeys use them: the CSP bypassed (waitForFunction polls by eval, which it
 * refuses; production-web checks the policy) and each page's loads waiting for the app (`waitForAppOnLoad`).
 */
export async function newJourneyContext(
  browser: Browser,
  options: BrowserContextOptions = {},
  { enforceCsp = false, waitForApp = true } = {},
): Promise<BrowserContext> {
  const context = await browser.newContext({ ...options, bypassCSP: !enforceCsp });
  if (waitForApp) context.on('page', waitForAppOnLoad);
  return context;
}

/**
 * The hooks every browser journey file needs: one Chromium per file and a fresh context per test,
 * so no storage (theme, session) leaks between tests. Every test is traced, and a failed one leaves
 * its trace and a screenshot in e2e/artifacts/failures (failure-artifacts.ts).
 *
 * Without options the file uses the stack the e2e project's globalSetup started once for every
 * file (servers, apps, the front end's build behind nginx); files on it keep to their own visitors'
 * IPs and accounts (`testAccounts`). With `own: true` the file gets a stack of its own, stopped after it.
 */
export function browserJourney(): Journey;
export function browserJourney(options: OwnStackOptions): Journey<TestStack<true>>;
export function browserJourney(options?: OwnStackOptions): Journey<JourneyStack> {
  let stack: JourneyStack;
  let stackDir: string;
  let logMarks: LogMarks;
  let own: TestStack<true> | undefined;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    if (options) {
      own = await startTestStack({ apps: true, appNames: options.appNames, env: options.env, webRoot: webRoot() });
      stack = own;
      stackDir = own.dir;
    } else {
      const { env, dir } = readPublishedStack();
      stackDir = dir;
      stack = { env, webUrl: env.APP_ORIGIN, gatewayUrl: env.GATEWAY_URL };
    }
    browser = await launchChromium();
  }, 240_000);

  afterAll(async () => {
    await browser?.close();
    await own?.stop();
  }, 60_000);

  beforeEach(async () => {
    context = await newJourneyContext(
      browser,
      { viewport: { width: 1280, height: 800 } },
      { enforceCsp: options?.enforceCsp, waitForApp: !options?.actBeforeAppStarts },
    );
    page = await context.newPage();
    await startTrace(context);
    logMarks = markAppLogs(stackDir);
  });
  afterEach(async () => {
    // None when the file's beforeAll failed: there was no browser to open one in.
    if (!context) return;
    try {
      await finishTrace(context, page, logMarks);
    } finally {
      await context.close();
    }
  });

  return {
    get stack() {
      return stack;
    },
    get context() {
      return context;
    },
    get page() {
      return page;
    },
  };
}
