/**
 * Upgrades and receipts over the whole stack in Debian's Chromium, sandbox provider:
 * a Basic member sees the upgrade to Premium priced by the server (the days left credited) before
 * any order is made, pays it, and the plan changes; the billing page lists both payments; a
 * payment's receipt shows seller, ids, period, credit, total and the GST note, prints only itself,
 * and passes axe in both themes; an unknown payment id is 'Payment not found.'.
 */
import type { Page } from 'playwright-core';
import { testAccounts } from './accounts';
import { accessibilityViolations } from './axe';
import { modalSettled, payInCheckout } from './checkout';
import { browserJourney, type JourneyStack } from './journey';
import { switchTheme } from './theme';

const journey = browserJourney();
const { signedInUser } = testAccounts(journey, { ipPrefix: '192.0.2.', firstHost: 101 });
let stack: JourneyStack;
let page: Page;

beforeEach(() => {
  ({ stack, page } = journey);
});

const open = (path: string) => page.goto(`${stack.webUrl}${path}`);
const toast = (text: string) => page.locator('.ant-message-notice').filter({ hasText: text });
const planButton = (name: string) => page.getByRole('region', { name, exact: true }).getByRole('button');
/** BILLING_SCREENSHOTS=<folder> keeps pictures of the pages (for a look by eye). */
async function screenshot(name: string) {
  const folder = process.env.BILLING_SCREENSHOTS;
  if (folder) await page.screenshot({ path: `${folder}/${name}.png`, fullPage: true });
}

async function openPlans() {
  await open('/subscription');
  await page.getByRole('heading', { level: 1, name: 'Choose Your Plan' }).waitFor();
  await planButton('Premium').waitFor();
}

test("the upgrade is shown before paying, then works; a payment's receipt", async () => {
  await signedInUser('Asha Rao', 'upgrade');
  await openPlans();
  await planButton('Basic').click();
  const checkout = page.getByRole('dialog', { name: 'Test checkout' });
  await payInCheckout(page, '₹1');
  await toast('Subscribed successfully').waitFor();
  await checkout.waitFor({ state: 'hidden' });
  // Gone before the upgrade, whose own toast says the same: at load this one was still fading out then.
  await toast('Subscribed successfully').waitFor({ state: 'detached' });

  // A higher plan reads 'Upgrade'; pressing it shows the server's price before any order exists.
  let orders = 0;
  page.on('request', (request) => {
    if (request.url().endsWith('/api/razorpay/createorder')) orders += 1;
  });
  await planButton('Premium').filter({ hasText: 'Upgrade' }).waitFor();
  await planButton('Premium').click();
  const upgrade = page.getByRole('dialog', { name: 'Upgrade to Premium' });
  const quote = upgrade.getByTestId('upgrade-quote');
  await quote.waitFor();
  const text = await quote.innerText();
  expect(text).toContain('Premium plan, 30 days');
  expect(text).toContain('₹3');
  expect(text).toContain('Credit for 29 days left of Basic');
  expect(text).toContain('−₹0.97');
  expect(text).toMatch(/To pay now\s+₹2\.03/);
  expect(text).toContain('Your Basic plan ends when you pay and its 29 unused days are credited against the new price');
  expect(orders).toBe(0);
  await modalSettled(page);
  await screenshot('upgrade-dialog-light');
  expect(await accessibilityViolations(page)).toEqual([]);

  // Paying it: the checkout charges exactly the price shown, and Premium is the plan in force.
  await upgrade.getByRole('button', { name: 'Pay ₹2.03' }).click();
  await checkout.waitFor();
  expect(await checkout.innerText()).toContain('Upgrade to the Premium plan');
  expect(orders).toBe(1);
  await payInCheckout(page, '₹2.03');
  await toast('Subscribed successfully').waitFor();
  await planButton('Premium').filter({ hasText: 'Subscribed' }).waitFor();
  expect(await planButton('Premium').isDisabled()).toBe(true);
  await page.getByTestId('current-plan').filter({ hasText: 'Premium' }).waitFor();
  // A lower plan is still refused in the page.
  await planButton('Basic').click();
  await toast('You have already subscribed to one plan.').waitFor();
  expect(orders).toBe(1);

  // The billing page, from the user menu: both payments, newest first.
  await page.locator('.user-menu__trigger').click();
  await page.getByRole('link', { name: 'Billing', exact: true }).click();
  await page.getByRole('heading', { level: 1, name: 'Billing' }).waitFor();
  const rows = page.getByTestId('payments-table').locator('tbody tr.ant-table-row');
  await rows.nth(1).waitFor();
  expect(await rows.count()).toBe(2);
  const [premiumRow, basicRow] = [await rows.nth(0).innerText(), await rows.nth(1).innerText()];
  expect(premiumRow).toContain('Premium (upgrade from Basic)');
  expect(premiumRow).toContain('₹2.03 INR');
  expect(premiumRow).toMatch(/pay_sbx\w+/);
  expect(premiumRow).toContain('Paid');
  expect(basicRow).toContain('₹1.00 INR');
  await screenshot('billing-light');
  expect(await accessibilityViolations(page)).toEqual([]);

  // The Premium payment's receipt.
  const paymentId = premiumRow.match(/pay_sbx\w+/)![0];
  await rows
    .nth(0)
    .getByRole('link', { name: /Receipt for Premium/ })
    .click();
  await page.getByRole('heading', { level: 1, name: 'Payment receipt' }).waitFor();
  expect(page.url()).toBe(`${stack.webUrl}/billing/receipts/${paymentId}`);
  const receipt = page.locator('.receipt');
  const body = await receipt.innerText();
  for (const part of [
    'Typing Practice',
    'Asha Rao',
    paymentId,
    'Order ID',
    'Premium plan,',
    'Credit for 29 unused days of Basic',
    '−₹0.97',
    'Prices include Goods and Services Tax (GST) at the rate in force',
  ]) {
    expect(body).toContain(part);
  }
  expect(await page.getByTestId('receipt-total').innerText()).toBe('₹2.03 INR');

  // Printing: the button calls the browser's print, and the print style leaves only the receipt.
  await page.evaluate('window.printed = 0; window.print = () => { window.printed += 1; }');
  await page.getByRole('button', { name: 'Print receipt' }).click();
  expect(await page.evaluate<number>('window.printed')).toBe(1);
  await page.emulateMedia({ media: 'print' });
  const visibility = (selector: string) =>
    page.evaluate<string>(`getComputedStyle(document.querySelector(${JSON.stringify(selector)})).visibility`);
  expect(await visibility('.receipt-title')).toBe('visible');
  expect(await visibility('.receipt-actions')).toBe('hidden');
  expect(await visibility('.user-menu__trigger')).toBe('hidden');
  await screenshot('receipt-print');
  await page.emulateMedia({ media: 'screen' });

  for (const theme of ['light', 'dark'] as const) {
    await switchTheme(page, theme);
    await page.getByRole('heading', { level: 1, name: 'Payment receipt' }).waitFor();
    await screenshot(`receipt-${theme}`);
    expect(await accessibilityViolations(page)).toEqual([]);
  }
});

test("an unknown payment id (another member's answers the same 404) is 'Payment not found.'; no payments, none listed", async () => {
  await signedInUser('Dev Patel', 'no-payments');
  await open('/billing');
  await page.getByText('No payments yet.').waitFor();
  await open('/billing/receipts/pay_sbxnotmine0001');
  await page.getByText('Payment not found.').waitFor();
  expect(await page.locator('.receipt').count()).toBe(0);
  await switchTheme(page, 'dark');
  await page.getByText('Payment not found.').waitFor();
  expect(await accessibilityViolations(page)).toEqual([]);
});
