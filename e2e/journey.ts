import { startTestStack, type AppName, type Env, type TestStack } from '@typing/infra';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchChromium } from './browser';

export interface Journey {
  readonly stack: TestStack<true>;
  readonly context: BrowserContext;
  readonly page: Page;
}

/**
 * The hooks every browser journey file needs: one stack (only `appNames` when given; `env` set for
 * the apps, as a deployer would) and one Chromium per file; a fresh context per test, so no
 * storage (theme, session) leaks between tests.
 */
export function browserJourney(options: { appNames?: readonly AppName[]; env?: Env } = {}): Journey {
  let stack: TestStack<true>;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    stack = await startTestStack({ apps: true, appNames: options.appNames, env: options.env });
    browser = await launchChromium();
  }, 240_000);

  afterAll(async () => {
    await browser?.close();
    await stack?.stop();
  }, 60_000);

  beforeEach(async () => {
    context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    page = await context.newPage();
  });
  afterEach(() => context.close());

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
