/**
 * Plans, payments and AI practice over the whole stack (Vite → gateway → NATS → billing / ai-text
 * / auth → database), in Debian's Chromium, with the sandbox payment provider (no Razorpay keys in
 * tests): a signed-in user without a plan is refused AI text (404 toast), buys Pro through the
 * sandbox checkout, gets AI text on the home page and sees the allowance drop; a failed payment;
 * the refusal of a second plan (in the page and from the server); renewing the plan in force;
 * axe on /subscription.
 */
import type { Locator, Page, Route } from 'playwright-core';
import { testAccounts } from './accounts';
import { accessibilityViolations } from './axe';
import { modalSettled, payInCheckout } from './checkout';
import { browserJourney, type JourneyStack } from './journey';
import { hindiKeysFor } from './hindi-keys';
import { expectTheme, switchMemberTheme } from './theme';
import { issuedTextShown } from './typing-page';

const journey = browserJourney();
// Each test is its own visitor: the sign-up and sign-in limits count per client IP.
const { signedInUser } = testAccounts(journey, { ipPrefix: '203.0.113.' });
let stack: JourneyStack;
let page: Page;

beforeEach(() => {
  ({ stack, page } = journey);
});

const PRO_DAILY_LIMIT = 20; // .env.example PLAN_DAILY_LIMIT_PRO, which the test stack uses
const open = (path: string) => page.goto(`${stack.webUrl}${path}`);
const inPage = <T>(expression: string) => page.evaluate<T>(expression);
const toast = (text: string) => page.locator('.ant-message-notice').filter({ hasText: text });
const planCard = (name: string) => page.getByRole('region', { name, exact: true });
const planButton = (name: string) => planCard(name).getByRole('button');
const sampleStart = async () => (await page.locator('[data-line="0"]').textContent()) ?? '';

async function openPlans() {
  await open('/subscription');
  await page.getByRole('heading', { level: 1, name: 'Choose Your Plan' }).waitFor();
  // A signed-in user's button, or a guest's link to sign in.
  await planCard('Premium').locator('.tp-btn').waitFor();
}

/**
 * The button comes to read `label` and be enabled or not: a member's buttons stay disabled while
 * the page still asks which plan they hold, so the state is waited for, not read at once.
 */
async function expectButton(button: Locator, label: string, disabled: boolean) {
  await button
    .filter({ hasText: label })
    .and(page.locator(disabled ? ':disabled' : ':enabled'))
    .waitFor();
}

/** Holds a request until `release()` is called, so the page's in-between state can be seen. */
async function holdRequests(urlGlob: string) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(urlGlob, async (route: Route) => {
    await released;
    await route.continue();
  });
  return release;
}

test('no plan → the 404 toast on AI Practice → Pro through the sandbox checkout → AI text on the home page → the allowance drops', async () => {
  await signedInUser('Kiran Das', 'buyer');

  // Without a plan, AI Practice is refused with the spec's 404 toast and the text stays.
  await issuedTextShown(page);
  const before = await sampleStart();
  await page.getByRole('button', { name: 'AI Practice' }).click();
  await toast('No active subscription found. Please subscribe to a plan first').waitFor();
  expect(await sampleStart()).toBe(before);

  // The three plans the server serves, Pro highlighted.
  await openPlans();
  for (const [name, price] of [
    ['Basic', '₹1'],
    ['Pro', '₹2'],
    ['Premium', '₹3'],
  ] as const) {
    expect(await planCard(name).innerText()).toContain(price);
    await expectButton(planButton(name), 'Subscribe', false);
  }
  expect(await planCard('Pro').innerText()).toContain('Most popular');
  for (const feature of ['Unlimited Tests', 'Advanced Analytics', 'Priority Support', 'Download Reports']) {
    await planCard('Pro').getByText(feature, { exact: true }).waitFor();
  }

  // While the order is created: 'Loading..' on Pro, every button disabled.
  const release = await holdRequests('**/api/razorpay/createorder');
  await planButton('Pro').click();
  await expectButton(planButton('Pro'), 'Loading..', true);
  expect(await planButton('Basic').isDisabled()).toBe(true);
  expect(await planButton('Premium').isDisabled()).toBe(true);
  release();

  // The sandbox's in-app checkout; paying signs on the server, then verify and createsubscription.
  const dialog = page.getByRole('dialog', { name: 'Test checkout' });
  await dialog.waitFor();
  expect(await dialog.innerText()).toContain('Pro plan');
  await payInCheckout(page, '₹2');
  await toast('Subscribed successfully').waitFor();
  await dialog.waitFor({ state: 'hidden' });
  await expectButton(planButton('Pro'), 'Subscribed', true);
  await expectButton(planButton('Basic'), 'Subscribe', false);
  await page
    .getByTestId('current-plan')
    .filter({ hasText: `${PRO_DAILY_LIMIT} of ${PRO_DAILY_LIMIT}` })
    .waitFor();

  // A lower plan while Pro is active: refused in the page, no order made.
  let orders = 0;
  page.on('request', (request) => {
    if (request.url().endsWith('/api/razorpay/createorder')) orders += 1;
  });
  await planButton('Basic').click();
  await toast('You have already subscribed to one plan.').waitFor();
  expect(orders).toBe(0);

  // AI text on the home page, after a test with one mistyped key: the request names that key, the
  // sample changes, the test is reset (results gone, word 1, full time), the allowance drops by one.
  await open('/');
  const text = page.getByRole('textbox', { name: 'Typing test text' });
  await text.waitFor();
  await issuedTextShown(page);
  await text.focus();
  const sample = await sampleStart();
  const expected = sample[0]!;
  await page.keyboard.type(`${expected === 'x' ? 'z' : 'x'}${sample.slice(1, 8)}`, { delay: 30 });
  await page.keyboard.press('Enter');
  const completed = page.getByRole('heading', { name: 'Test Completed!' });
  await completed.waitFor();
  const answer = page.waitForResponse((r) => r.url().endsWith('/api/text/gettext'));
  await page.getByRole('button', { name: 'AI Practice' }).click();
  const response = await answer;
  expect(response.status()).toBe(200);
  expect(response.request().postDataJSON()).toEqual({ misTypes: [expected] });
  await toast(`${PRO_DAILY_LIMIT - 1} AI texts left today`).waitFor();
  await page.waitForFunction(`document.querySelector('[data-line="0"]')?.textContent !== ${JSON.stringify(sample)}`);
  await completed.waitFor({ state: 'hidden' });
  expect(await page.getByTestId('word-progress').innerText()).toMatch(/^word 1 \/ \d+$/);
  expect(await page.getByRole('timer').innerText()).toBe('60');
  // Who wrote the text is said in plain words (no model is configured here: the built-in generator).
  const keyName = expected === ' ' ? 'space' : expected;
  expect(await page.getByTestId('practice-source').innerText()).toBe(
    `Written by our built-in practice generator, aimed at your weak keys: ${keyName}.`,
  );

  // The dashboard's 'Upgrade Plan' card and its details.
  await open('/dashboard');
  const card = page.getByRole('region', { name: 'Upgrade Plan' });
  await card.getByTestId('plan-name').filter({ hasText: 'Pro' }).waitFor();
  expect(await card.getByTestId('plan-remaining').innerText()).toBe(
    `${PRO_DAILY_LIMIT - 1} of ${PRO_DAILY_LIMIT} AI texts left today`,
  );
  expect(await card.getByRole('link', { name: 'View More Plans' }).getAttribute('href')).toBe('/subscription');
  await card.getByRole('button', { name: 'View Plan Details' }).click();
  const details = page.getByRole('dialog', { name: 'Pro plan' });
  await details.getByText('Priority Support', { exact: true }).waitFor();
  await modalSettled(page);
  expect(await accessibilityViolations(page)).toEqual([]);
  await details.getByRole('button', { name: 'Close', exact: true }).first().click();
  await details.waitFor({ state: 'hidden' });

  // The card and its details pass axe in the dark theme too.
  await switchMemberTheme(page, 'dark');
  await card.getByRole('button', { name: 'View Plan Details' }).click();
  await details.getByText('Priority Support', { exact: true }).waitFor();
  await modalSettled(page);
  expect(await accessibilityViolations(page)).toEqual([]);
});

test("a failed sandbox payment says 'Payment verification failed' and leaves the user without a plan", async () => {
  await signedInUser('Ravi Menon', 'failed');
  await openPlans();
  await planButton('Basic').click();
  const dialog = page.getByRole('dialog', { name: 'Test checkout' });
  await dialog.getByRole('button', { name: 'Fail payment' }).click();
  await toast('Payment verification failed').waitFor();
  await dialog.waitFor({ state: 'hidden' });
  for (const name of ['Basic', 'Pro', 'Premium']) await expectButton(planButton(name), 'Subscribe', false);

  // Closing the checkout is not a failure: no toast, the buttons come back.
  await planButton('Premium').click();
  await dialog.waitFor();
  // Clicked while the dialog still zoomed in, the click could miss its Close button.
  await modalSettled(page);
  await dialog.getByRole('button', { name: 'Close' }).click();
  await dialog.waitFor({ state: 'hidden' });
  await expectButton(planButton('Premium'), 'Subscribe', false);

  const mine = await page.evaluate(async () => (await fetch('/api/subscription/mysubscription')).status);
  expect(mine).toBe(404);
});

test("the server's refusal of a second plan is the same toast (the page did not know of the first)", async () => {
  await signedInUser('Leela Nair', 'second');
  await openPlans();
  await planButton('Pro').click();
  await payInCheckout(page, '₹2');
  await toast('Subscribed successfully').waitFor();

  // A page that missed the subscription (answered 404) offers every plan; a lower plan's order is refused with 409.
  await page.route('**/api/subscription/mysubscription', (route) =>
    route.fulfill({ status: 404, contentType: 'application/json', body: '{"message":"No active subscription found"}' }),
  );
  await openPlans();
  await expectButton(planButton('Basic'), 'Subscribe', false);
  const refused = page.waitForResponse((r) => r.url().endsWith('/api/razorpay/createorder'));
  await planButton('Basic').click();
  expect((await refused).status()).toBe(409);
  await toast('You have already subscribed to one plan.').waitFor();
  await expectButton(planButton('Basic'), 'Subscribe', false);
});

test('Try Again keeping an AI text: the paid text is repeated, survives a reload in its tab, and goes with Tab', async () => {
  await signedInUser('Meera Iyer', 'repeat');
  await openPlans();
  await planButton('Basic').click();
  await payInCheckout(page, '₹1');
  await toast('Subscribed successfully').waitFor();

  // One unit of the allowance spent on a practice text.
  let aiRequests = 0;
  page.on('request', (request) => {
    if (request.url().endsWith('/api/text/gettext')) aiRequests += 1;
  });
  await open('/');
  await issuedTextShown(page);
  const builtIn = await sampleStart();
  await page.getByRole('button', { name: 'AI Practice' }).click();
  await page.waitForFunction(`document.querySelector('[data-line="0"]')?.textContent !== ${JSON.stringify(builtIn)}`);
  const aiText = await sampleStart();
  const source = await page.getByTestId('practice-source').innerText();
  expect(aiRequests).toBe(1);

  // Finish a test over it, then Try Again: the same text, from the start, with its source.
  const text = page.getByRole('textbox', { name: 'Typing test text' });
  await text.focus();
  await page.keyboard.type(aiText.slice(0, 10), { delay: 20 });
  await page.keyboard.press('Enter');
  const completed = page.getByRole('heading', { name: 'Test Completed!' });
  await completed.waitFor();
  await page.getByRole('button', { name: 'Try Again' }).click();
  await completed.waitFor({ state: 'hidden' });
  expect(await sampleStart()).toBe(aiText);
  expect(await page.locator('.ch-ok, .ch-bad').count()).toBe(0);
  expect(await page.getByTestId('practice-source').innerText()).toBe(source);

  // The user menu opened and closed (Esc gives focus back to its button): typed keys are judged.
  const menu = page.getByRole('button', { name: /View dashboard/ });
  await menu.click();
  await page.getByRole('link', { name: 'Dashboard' }).waitFor();
  await page.keyboard.press('Escape');
  await page.getByRole('link', { name: 'Dashboard' }).waitFor({ state: 'hidden' });
  expect(await page.evaluate(`document.activeElement?.getAttribute('aria-expanded')`)).toBe('false');
  // A reload during the test keeps the text for this tab.
  await page.keyboard.type(aiText.slice(0, 5));
  expect(await page.locator('.ch-ok').count()).toBe(5);
  await page.reload();
  await text.waitFor();
  expect(await sampleStart()).toBe(aiText);
  expect(await page.getByTestId('practice-source').innerText()).toBe(source);

  // Tab is the spec's restart: a new built-in text, and the AI one is gone (after a reload too).
  await text.focus();
  await page.keyboard.press('Tab');
  await page.waitForFunction(`document.querySelector('[data-line="0"]')?.textContent !== ${JSON.stringify(aiText)}`);
  await page.getByTestId('practice-source').waitFor({ state: 'detached' });
  await page.reload();
  await text.waitFor();
  expect(await sampleStart()).not.toBe(aiText);
  expect(await page.getByTestId('practice-source').count()).toBe(0);
  // No further text was asked for: the member spent one unit.
  expect(aiRequests).toBe(1);
});

test('a Hindi typist’s AI Practice asks for Hindi on their layout and gives a Devanagari text', async () => {
  await signedInUser('Kavya Rao', 'hindi-ai');
  await openPlans();
  await planButton('Basic').click();
  await payInCheckout(page, '₹1');
  await toast('Subscribed successfully').waitFor();

  await open('/');
  await issuedTextShown(page);
  await page.getByLabel('Language').selectOption('hi');
  await page.getByLabel('Hindi layout').selectOption('remington-gail');
  const before = await sampleStart();
  const [request] = await Promise.all([
    page.waitForRequest((r) => r.url().endsWith('/api/text/gettext')),
    page.getByRole('button', { name: 'AI Practice' }).click(),
  ]);
  // No Hindi test typed yet: no keys named, the server picks sentences for the layout.
  expect(request.postDataJSON()).toEqual({ misTypes: [], language: 'hi', layout: 'remington-gail' });
  await page.waitForFunction(`document.querySelector('[data-line="0"]')?.textContent !== ${JSON.stringify(before)}`);
  const aiText = await sampleStart();
  expect(aiText).toMatch(/^[\u0900-\u097F]/);
  await page.getByTestId('practice-source').waitFor();

  // Typed the way this typist types Hindi: its first word's keys on Remington GAIL, each judged right.
  const firstWord = aiText.split(' ')[0]!;
  const typeFirstWord = async () => {
    await page.getByRole('textbox', { name: 'Typing test text' }).focus();
    for (const key of hindiKeysFor(firstWord, 'remington-gail', 'typewriter')) await page.keyboard.press(key);
    await page.waitForFunction(
      `document.querySelectorAll('.ch-bad').length === 0 && document.querySelectorAll('.ch-ok').length > 0`,
    );
  };
  await typeFirstWord();
  // Kept for the tab: after a reload the same text, still a Hindi test on the layout.
  await page.reload();
  await page.getByTestId('practice-source').waitFor();
  expect(await sampleStart()).toBe(aiText);
  await typeFirstWord();
});

test('renewing the plan in force: the page says the new period starts when the paid time ends, and then that it is paid', async () => {
  await signedInUser('Ravi Menon', 'renewer');
  await openPlans();
  await planButton('Basic').click();
  await payInCheckout(page, '₹1');
  await toast('Subscribed successfully').waitFor();

  // The server's answer, whose dates the page writes.
  const mine = () =>
    inPage<{ expiresAt: string; paidUntil: string }>(`fetch('/api/subscription/mysubscription').then((r) => r.json())`);
  // A day as the page writes it ("29 Dec 2026"), in the browser's time zone.
  const shown = (iso: string) =>
    inPage<string>(
      `(() => { const d = new Date(${JSON.stringify(iso)}); return d.getDate() + ' ' + ` +
        `'Jan Feb Mar Apr May Jun Jul Aug Sep Oct Nov Dec'.split(' ')[d.getMonth()] + ' ' + d.getFullYear(); })()`,
    );
  const first = await mine();
  const plus30 = (iso: string) => new Date(Date.parse(iso) + 30 * 24 * 3600 * 1000).toISOString();
  const note = page.getByTestId('renewal-note');
  await note
    .filter({
      hasText: `Renewing adds 30 days after ${await shown(first.expiresAt)}, until ${await shown(plus30(first.expiresAt))}`,
    })
    .waitFor();
  const renew = page.getByRole('button', { name: 'Renew Basic for ₹1' });
  await renew.waitFor();
  await expectButton(planButton('Basic'), 'Subscribed', true);
  // axe in both themes, switched as a member does it (the member's theme follows them, not local storage).
  expect(await accessibilityViolations(page)).toEqual([]);
  await page.getByRole('switch', { name: 'Dark theme' }).click();
  await page.locator('body.dark-theme').waitFor({ state: 'attached' });
  expect(await accessibilityViolations(page)).toEqual([]);

  // Renew through the same checkout: the plan in force keeps its end; the paid time runs 30 days past it.
  await renew.click();
  const dialog = page.getByRole('dialog', { name: 'Test checkout' });
  expect(await dialog.innerText()).toContain('Basic plan');
  await payInCheckout(page, '₹1');
  await toast('Plan renewed').waitFor();
  const after = await mine();
  expect(after.expiresAt).toBe(first.expiresAt);
  expect(after.paidUntil).toBe(plus30(first.expiresAt));
  await note.filter({ hasText: `Renewed: paid until ${await shown(after.paidUntil)}.` }).waitFor();
  await page
    .getByTestId('current-plan')
    .filter({ hasText: `Basic plan until ${await shown(first.expiresAt)}` })
    .waitFor();
  expect(await renew.count()).toBe(0);
  // Judged at rest: the pointer left on the closed dialog's Pay button would hover the receipts link.
  await page.mouse.move(0, 0);
  expect(await accessibilityViolations(page)).toEqual([]);
});

describe('accessibility (axe-core, WCAG 2 A and AA, contrast included)', () => {
  test.each(['light', 'dark'] as const)('/subscription and its checkout pass in the %s theme', async (theme) => {
    // A guest first: the plans with 'Sign in to subscribe'.
    await open('/');
    await inPage(`localStorage.setItem('theme', '${theme}')`);
    await openPlans();
    if (theme === 'dark') await page.locator('body.dark-theme').waitFor({ state: 'attached' });
    const signIn = planCard('Pro').getByRole('link', { name: 'Sign in to subscribe' });
    expect(await signIn.getAttribute('href')).toBe('/signin');
    expect(await accessibilityViolations(page)).toEqual([]);

    // Signed in, with the sandbox checkout open.
    await signedInUser('Axe Tester', `axe-${theme}`);
    await openPlans();
    await switchMemberTheme(page, theme);
    await planButton('Pro').click();
    await page.getByRole('dialog', { name: 'Test checkout' }).getByRole('button', { name: 'Pay ₹2' }).waitFor();
    await modalSettled(page);
    await expectTheme(page, theme);
    expect(await accessibilityViolations(page)).toEqual([]);
  });
});
