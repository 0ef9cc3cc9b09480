import { pollUntil } from '@typing/infra';
import type { Page } from 'playwright-core';

// React marks each element it renders or hydrates with a `__reactFiber…` key; the build's HTML has none.
const APP_COMMITTED = `(() => {
  const root = document.getElementById('root');
  const first = root?.firstElementChild;
  return !root || (!!first && Object.keys(first).some((key) => key.startsWith('__reactFiber')));
})()`;

/** A click on prerendered HTML before the app renders is lost; polled from Node because the CSP refuses waitForFunction. */
async function appStarted(page: Page): Promise<void> {
  await pollUntil(
    async () => {
      if (!(await page.evaluate(APP_COMMITTED))) throw new Error('the page is not rendered by the app yet');
    },
    { what: `the app on ${page.url()}`, timeoutMs: 30_000, intervalMs: 50 },
  );
}

/** Every full load of `page` (goto, reload) then waits for the app, so a journey acts on a live page. */
export function waitForAppOnLoad(page: Page): void {
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (...args) => {
    const response = await goto(...args);
    await appStarted(page);
    return response;
  };
  page.reload = async (...args) => {
    const response = await reload(...args);
    await appStarted(page);
    return response;
  };
}
