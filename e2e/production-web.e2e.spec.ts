/**
 * The front end as its image serves it: the production build behind nginx with the image's own
 * server block (infra/nginx/default.conf), in front of the real gateway and services, on the
 * origin the gateway trusts (the page is opened at that origin, `stack.webUrl`). The routing and caching the image promises, and the whole app
 * working in Chromium under the Content-Security-Policy: sign-in, a typing test saved, every page.
 */
import { pollUntil, type ProductionWeb, type TestStack } from '@typing/infra';
import { ErrorCode, Messages } from '@typing/contracts';
import fs from 'node:fs';
import type { Page, Request } from 'playwright-core';
import { testAccounts } from './accounts';
import { browserJourney } from './journey';
import { settledLayoutShifts, watchLayoutShifts } from './layout-shift';
import { expectSiteFiles, SITEMAP_PATHS } from './site-files';
import { issuedTextShown } from './typing-page';
import { webRoot } from './web-build';

// A stack of its own (its logs are read); the policy enforced and the page used before its code runs, as a visitor's browser does.
const journey = browserJourney({ own: true, enforceCsp: true, actBeforeAppStarts: true });
const { signedInUser, verifiedAccount } = testAccounts(journey, { ipPrefix: '192.0.2.' });
let stack: TestStack<true>;
let page: Page;
let web: ProductionWeb;
let dist: string;

beforeAll(() => {
  if (!journey.stack.web) throw new Error('this file checks the production build: run it without E2E_WEB=dev');
  web = journey.stack.web;
  dist = webRoot()!;
});
beforeEach(() => {
  ({ stack, page } = journey);
});

const get = (path: string) => fetch(`${web.url}${path}`, { headers: { 'accept-encoding': 'gzip' } });

test('deep routes get index.html or their own document, hashed assets are cached for a year, a missing one is a 404, /api reaches the gateway', async () => {
  const index = await (await get('/index.html')).text();
  expect(index).toContain('<div id="root"></div>');
  for (const [route, page] of [
    ['/', undefined],
    ['/dashboard', undefined],
    ['/about', 'AboutPage'],
    ['/lessons', 'LessonPage'],
    ['/reset-password/some-token', undefined],
    ['/no-such-page', undefined],
  ] as const) {
    const answer = await get(route);
    expect(answer.status).toBe(200);
    // A public page has its own document, the page drawn in it (its chunks loaded with it); the
    // others get index.html, empty.
    if (route === '/') expectPrerenderedDocument(await answer.text(), index, route);
    else if (page) expectPrerenderedDocument(await answer.text(), index, route, page);
    else expect(await answer.text()).toBe(index);
    // Never cached, so a release is picked up at the next navigation; and the page's policy.
    expect(answer.headers.get('cache-control')).toBe('no-cache');
    expect(answer.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
    expect(answer.headers.get('x-frame-options')).toBe('DENY');
    // A reset link's page sends no Referer: its URL holds the token.
    expect(answer.headers.get('referrer-policy')).toBe(
      route.startsWith('/reset-password/') ? 'no-referrer' : 'strict-origin-when-cross-origin',
    );
  }

  const script = /src="(\/assets\/[^"]+\.js)"/.exec(index)?.[1];
  expect(script).toBeDefined();
  const asset = await get(script!);
  expect(asset.status).toBe(200);
  expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  expect(asset.headers.get('content-type')).toBe('application/javascript');
  expect(asset.headers.get('content-encoding')).toBe('gzip');
  // The build's gzip -9 copy, sent as it is (not compressed again per answer), for caches to tell apart.
  expect(Number(asset.headers.get('content-length'))).toBe(fs.statSync(`${dist}${script!}.gz`).size);
  expect(asset.headers.get('vary')).toBe('Accept-Encoding');

  const missing = await get('/assets/index-00000000.js');
  expect(missing.status).toBe(404);
  expect(missing.headers.get('cache-control')).toBeNull();

  const health = await get('/api/health/live');
  expect(health.status).toBe(200);
  // nginx names the request; the gateway keeps that id for its logs and echoes it.
  expect(health.headers.get('x-request-id')).toMatch(/^[0-9a-f]{32}$/);
});

test('robots.txt and the sitemap are real files on the reader’s origin; every page the sitemap lists is the app', async () => {
  await expectSiteFiles(web.url, web.url);
  // Behind the Ingress, where TLS ends: the scheme the reader used.
  const host = new URL(web.url).host;
  await expectSiteFiles(web.url, `https://${host}`, { 'x-forwarded-proto': 'https' });
  for (const file of ['/robots.txt', '/sitemap.xml']) {
    expect((await get(file)).headers.get('cache-control')).toBe('no-cache');
  }
  for (const path of SITEMAP_PATHS) {
    const page = await get(path);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<div id="root"');
  }
});

test('with the gateway down, /api answers with the API’s own JSON 503', async () => {
  await stack.apps.stopApp('gateway');
  try {
    const answer = await get('/api/auth/me');
    expect(answer.status).toBe(503);
    expect(answer.headers.get('content-type')).toBe('application/json');
    expect(await answer.json()).toEqual({
      status: 503,
      code: ErrorCode.ServiceUnavailable,
      message: Messages.serviceUnavailable,
    });
  } finally {
    await stack.apps.startApp('gateway');
    await stack.waitForHealthy();
  }
});

/** Every refusal of the policy and every uncaught error in the page, from before its first script. */
async function watchPage(): Promise<() => Promise<string[]>> {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(`page error: ${error.message}`));
  await page.addInitScript(`addEventListener('securitypolicyviolation', (event) => {
    (window.__violations ??= []).push(event.violatedDirective + ' ' + (event.blockedURI || 'inline') + ' ' + event.sourceFile + ':' + event.lineNumber);
  });`);
  return async () => [...errors, ...((await page.evaluate('window.__violations ?? []')) as string[])];
}

test('in Chromium under the policy: signed in, a test typed and saved, every page shown, nothing refused', async () => {
  const problems = await watchPage();
  const seen: string[] = [];
  const check = async () => seen.push(...(await problems()));

  // A dark theme: the inline theme script of index.html runs (a refusal of it is recorded below).
  await page.goto(`${stack.webUrl}/`);
  await page.evaluate(`localStorage.setItem('theme', 'dark')`);
  await page.reload();
  await page.locator('body.dark-theme').waitFor({ state: 'attached' });
  await check();

  await signedInUser('Ines Duarte', 'nginx');
  const textArea = page.getByRole('textbox', { name: 'Typing test text' });
  await issuedTextShown(page);
  await textArea.click();
  const firstLine = (await page.locator('[data-line="0"]').textContent()) ?? '';
  await page.keyboard.type(firstLine.split(' ').slice(0, 6).join(' '), { delay: 30 });
  const saved = page.waitForResponse((response) => response.url().endsWith('/api/result/saveresult'));
  await page.keyboard.press('Enter');
  await page.getByRole('heading', { name: 'Test Completed!' }).waitFor();
  expect((await saved).status()).toBe(200);
  await check();

  await page.goto(`${stack.webUrl}/dashboard`);
  await page.getByRole('heading', { level: 2, name: 'Recent Sessions' }).waitFor();
  await check();

  for (const [path, heading] of [
    ['/about', 'Type faster, with practice made for you'],
    ['/privacy', 'Privacy Policy'],
    ['/terms', 'Terms of Service'],
    ['/contact', 'Contact Us'],
    ['/subscription', 'Choose Your Plan'],
  ] as const) {
    await page.goto(`${stack.webUrl}${path}`);
    await page.getByRole('heading', { level: 1, name: heading }).first().waitFor();
    await check();
  }
  expect(seen).toEqual([]);
});

/** The heading each public page is drawn with, at build time and in the browser. */
const PRERENDERED_PAGES = [
  ['/', 'Typing test'],
  ['/about', 'Type faster, with practice made for you'],
  ['/signin', 'Welcome back'],
  ['/signup', 'Create your account'],
  ['/privacy', 'Privacy Policy'],
  ['/contact', 'Contact Us'],
  ['/lessons', 'Lessons'],
  ['/subscription', 'Choose Your Plan'],
] as const;

// Counts the children of #root taken away: React taking the build's HTML over keeps them all,
// drawing the page anew (`createRoot`) replaces them.
const COUNT_REPLACED = `window.__replaced = 0;
new MutationObserver((records) => {
  for (const record of records) if (record.target.id === 'root') window.__replaced += record.removedNodes.length;
}).observe(document, { childList: true, subtree: true });`;

/** Opens a page and waits until React owns its root and the page is drawn and idle. */
async function openPublicPage(path: string, heading: string): Promise<number> {
  await page.goto(`${stack.webUrl}${path}`, { waitUntil: 'networkidle' });
  // Polled from here: page.waitForFunction evaluates its predicate in the page, which the CSP's
  // script-src (no 'unsafe-eval') refuses whenever the first check is not already true.
  await pollUntil(
    async () => {
      const owned = await page.evaluate(
        `Object.keys(document.getElementById('root')).some((key) => key.startsWith('__react'))`,
      );
      if (!owned) throw new Error('not taken over yet');
    },
    { what: 'React owning the root', timeoutMs: 60_000 },
  );
  await page.getByRole('heading', { level: 1, name: heading }).first().waitFor({ state: 'attached' });
  await page.evaluate('new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 100)))');
  return (await page.evaluate('window.__replaced')) as number;
}

test('the public pages come drawn; a visitor’s are taken over as they are (light; dark, Spanish and a test of their own), a member’s drawn anew, with no error', async () => {
  const problems = await watchPage();
  const consoleErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(`${page.url()}: ${message.text()}`);
  });
  await page.addInitScript(COUNT_REPLACED);

  // A returning visitor: dark, Spanish, Dvorak and a word test of their own (`/` starts it after).
  const returning = {
    theme: 'dark',
    'practice-language': 'es',
    'keyboard-layout': 'dvorak',
    'typing-options': JSON.stringify({ mode: 'words', wordCount: 50, punctuation: true, numbers: false }),
  };
  for (const stored of [{}, returning] as Record<string, string>[]) {
    await page.goto(`${stack.webUrl}/test`);
    await page.evaluate((items) => {
      localStorage.clear();
      for (const [key, value] of Object.entries(items)) localStorage.setItem(key, value);
    }, stored);
    for (const [path, heading] of PRERENDERED_PAGES) {
      expect([path, stored, await openPublicPage(path, heading)]).toEqual([path, stored, 0]);
    }
    // `/`'s own test once taken over; the reader's theme, from the first paint (the body class) and
    // in the switch.
    await openPublicPage('/', 'Typing test');
    // Taken over: the text gets the focus in the task that draws the reader's own test and switch.
    await page.getByRole('textbox', { name: 'Typing test text' }).and(page.locator(':focus')).waitFor();
    await expect(page.getByTestId('word-progress').textContent()).resolves.toMatch(
      'typing-options' in stored ? /\/ 50$/ : /\/ \d{3}$/,
    );
    const dark = 'theme' in stored;
    expect(await page.locator('body.dark-theme').count()).toBe(dark ? 1 : 0);
    await expect(page.getByRole('switch', { name: 'Dark theme' }).getAttribute('aria-checked')).resolves.toBe(
      String(dark),
    );
  }

  await signedInUser('Noor Haddad', 'prerender');
  for (const [path, heading] of [PRERENDERED_PAGES[1], PRERENDERED_PAGES[4]]) {
    await openPublicPage(path, heading);
    // Drawn anew in a transition: the build's HTML goes in its first commit, which the member's menu follows.
    await page.getByRole('button', { name: /Noor/ }).first().waitFor();
    expect(await page.evaluate<number>('window.__replaced')).toBeGreaterThan(0);
  }
  expect([...(await problems()), ...consoleErrors]).toEqual([]);
});

test('a member opening a page the build drew for visitors, in a new tab, sees nothing move when it is drawn anew', async () => {
  await signedInUser('Omar Haddad', 'member-shifts');
  const shifts: Record<string, number> = {};
  // Not `/` (a test of the member's own) nor the guest-only pages (a member is sent on).
  for (const [path, heading] of PRERENDERED_PAGES.filter(([path]) => !['/', '/signin', '/signup'].includes(path))) {
    const tab = await page.context().newPage();
    await tab.setViewportSize({ width: 412, height: 823 }); // Lighthouse's phone screen
    await watchLayoutShifts(tab);
    // A new tab asks the server who is signed in: held until the app has drawn the page without knowing.
    let answer!: () => void;
    const held = new Promise<void>((resolve) => (answer = resolve));
    await tab.route('**/api/auth/me', async (route) => {
      await held;
      await route.continue();
    });
    await tab.goto(`${stack.webUrl}${path}`);
    await tab.getByRole('heading', { level: 1, name: heading }).first().waitFor();
    // The app has drawn the page: the build's Sign In gives way to the account slot of a tab still asking.
    await tab.getByRole('link', { name: 'Sign In', exact: true }).waitFor({ state: 'detached' });
    answer();
    await tab.getByRole('button', { name: /Omar/ }).first().waitFor();
    shifts[path] = (await settledLayoutShifts(tab)).total;
    await tab.close();
  }
  expect(Object.keys(shifts).length).toBe(5);
  expect(Object.entries(shifts).filter(([, total]) => total > 0.02)).toEqual([]);
});

test("the token of a password-reset link is written to no log: not nginx's, not the gateway's", async () => {
  const token = 'Zk3v9Q_fL2mXc8rT1aYb7wNd0eHs4uJp6oKi5gBq-xE';
  expect((await get(`/reset-password/${token}`)).status).toBe(200);
  // A refused (weak) new password: a 400 the gateway logs as a warning with its path.
  const refused = await fetch(`${web.url}/api/auth/reset-password/${token}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: stack.webUrl },
    body: JSON.stringify({ newPassword: 'short' }),
  });
  expect(refused.status).toBe(400);
  const gatewayLog = `${stack.dir}/logs/gateway.log`;
  await pollUntilLogged(gatewayLog, /reset-password\/\[redacted\]/);
  await pollUntilLogged(web.accessLog, /POST \/api\/auth\/reset-password\/\[redacted\]/);
  const accessLog = fs.readFileSync(web.accessLog, 'utf8');
  expect(accessLog).toMatch(/GET \/reset-password\/\[redacted\]/);
  for (const log of [accessLog, fs.readFileSync(gatewayLog, 'utf8')]) expect(log).not.toContain(token);
});

/**
 * A public page's document: `index.html`'s head and stylesheets, its title, the page drawn inside
 * `#root` (marked with its path), and in place of the module script and preloads the loader that
 * asks for them after the first paint, `page`'s chunk among them.
 */
function expectPrerenderedDocument(text: string, index: string, route: string, page?: string): void {
  expect(text).toMatch(
    new RegExp(
      `<div id="root" data-prerendered="${route}" data-drawn-on="\\d{4}-\\d{2}-\\d{2}"><div class="app-shell">`,
    ),
  );
  expect(text).toContain('<h1');
  expect(text).not.toContain('<link rel="modulepreload"');
  const modules =
    /<script type="module" crossorigin src="\/assets\/after-paint-[^"]+" data-modules="([^"]+)"><\/script>/.exec(text);
  expect(modules).not.toBeNull();
  const entry = /<script type="module" crossorigin src="([^"]+)">/.exec(index)![1];
  expect(modules![1].split(' ')[0]).toBe(entry);
  if (page) expect(modules![1]).toContain(`/assets/${page}-`);
  for (const stylesheet of index.match(/<link rel="stylesheet"[^>]+>/g)!) expect(text).toContain(stylesheet);
}

/** Logs are written asynchronously: waits (bounded) until `file` has a line matching `pattern`. */
async function pollUntilLogged(file: string, pattern: RegExp): Promise<void> {
  const deadline = Date.now() + 10_000;
  while (!(fs.existsSync(file) && pattern.test(fs.readFileSync(file, 'utf8')))) {
    if (Date.now() > deadline) throw new Error(`${file} has no line matching ${pattern}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * Holds the app's main module (a page the build drew asks for it after its first paint) until
 * `release()`; `stop()` releases it and stops holding.
 */
async function holdMainModule(): Promise<{ release(): void; stop(): Promise<void> }> {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  const mainModule = /\/assets\/index-[^/]+\.js$/;
  await page.route(mainModule, async (route) => {
    await held;
    await route.continue();
  });
  return {
    release,
    async stop() {
      release();
      await page.unroute(mainModule);
    },
  };
}

test('keys typed on `/` before its code has come are typed into the test once it has (none lost)', async () => {
  await page.goto(`${stack.webUrl}/test`);
  await page.evaluate(() => localStorage.clear()); // a first visit: the build's test is kept
  const { release, stop } = await holdMainModule();
  try {
    await page.goto(`${stack.webUrl}/`, { waitUntil: 'domcontentloaded' });
    const chars = await page.locator('[data-line] .ch').allTextContents();
    const word = chars.slice(0, 3).join('');
    expect(word).toMatch(/^\S{3}$/);
    await page.keyboard.type(word);
    expect(await page.locator('.ch-ok').count()).toBe(0); // nothing runs yet: the keys are kept
    release();
    await page.locator('.ch-ok').nth(2).waitFor();
    expect(await page.locator('.ch-ok').count()).toBe(3);
    await page.keyboard.type(chars[3]!);
    await page.locator('.ch-ok').nth(3).waitFor();
    expect(await page.locator('.ch-ok, .ch-bad').count()).toBe(4);
  } finally {
    await stop();
  }
});

test('a form the build drew cannot be sent before its code has come (the browser would put every field, the password too, in the address); then it signs in', async () => {
  const addresses: string[] = [];
  const noteAddress = (request: Request) => void addresses.push(request.url());
  page.on('request', noteAddress);
  const account = await verifiedAccount('Lena Vogel', 'before-code');
  for (const [path, field, button] of [
    ['/contact', 'Name', 'Send Message'],
    ['/signin', 'Email', 'Sign In'],
  ] as const) {
    const { release, stop } = await holdMainModule();
    try {
      await page.goto(`${stack.webUrl}${path}`, { waitUntil: 'domcontentloaded' });
      const input = page.getByLabel(field, { exact: true });
      const send = page.getByRole('button', { name: button, exact: true });
      expect(await input.isDisabled()).toBe(true);
      expect(await send.isDisabled()).toBe(true);
      release();
      // Playwright's fill and click wait for the fields to be enabled.
      if (path === '/signin') {
        await input.fill(account.email);
        await page.getByLabel('Password', { exact: true }).fill(account.password);
        await send.click();
        await page.waitForURL((url) => url.pathname === '/');
      } else {
        // A trial click does nothing but wait until the element can be clicked.
        await input.click({ trial: true });
        await send.click({ trial: true });
        expect(await send.isDisabled()).toBe(false);
      }
    } finally {
      await stop();
    }
  }
  page.off('request', noteAddress);
  expect(addresses.filter((address) => new URL(address).search.includes('password'))).toEqual([]);
});

test('the build’s text of / is a first visit’s: the next visit starts with a random one', async () => {
  await page.goto(`${stack.webUrl}/test`);
  await page.evaluate(() => localStorage.clear());
  const shownText = async () => (await page.locator('[data-line]').allTextContents()).join(' ');
  const seen = () => page.evaluate(() => localStorage.getItem('first-test-seen'));

  await openPublicPage('/', 'Typing test');
  const built = await shownText();
  expect(built.length).toBeGreaterThan(20);
  // Taken over (however long that takes here), the first visit keeps the build's words and says so.
  await pollUntil(
    async () => {
      if ((await seen()) !== '1') throw new Error('not recorded yet');
    },
    { what: 'the first visit recorded as seen', timeoutMs: 15_000 },
  );
  expect(await shownText()).toBe(built);

  // A later visit starts on the build's words (its HTML) and gets a random test of its own once taken
  // over. English tests open with one of the nine built-in paragraphs, so one visit in nine draws the
  // build's first lines again by chance: up to six visits (all six alike: 1 in 500,000), until one differs.
  const later: string[] = [];
  for (let visit = 0; visit < 6 && !later.some((text) => text !== built); visit += 1) {
    await openPublicPage('/', 'Typing test');
    await pollUntil(
      async () => {
        if ((await shownText()) === built) throw new Error('still the build’s words');
      },
      { what: 'a text of its own', timeoutMs: 10_000 },
    ).catch(() => undefined);
    later.push(await shownText());
  }
  expect(later.some((text) => text !== built && text.length > 20)).toBe(true);
});
