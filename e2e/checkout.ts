import type { Page } from 'playwright-core';

/**
 * antd's modals have finished zooming in: a click during the animation can miss its button (seen in
 * CI, two files at a time), and axe would read half-faded colours.
 */
export const modalSettled = (page: Page) =>
  page.waitForFunction(
    `!document.querySelector('.ant-modal[class*="-enter"], .ant-modal-mask[class*="-enter"], .ant-modal[class*="-appear"], .ant-modal-mask[class*="-appear"]')`,
  );

/** Pays `amount` (as its button says it, e.g. "₹1") in the sandbox's checkout once the dialog has settled. */
export async function payInCheckout(page: Page, amount: string): Promise<void> {
  const pay = page.getByRole('dialog', { name: 'Test checkout' }).getByRole('button', { name: `Pay ${amount}` });
  await pay.waitFor();
  await modalSettled(page);
  await pay.click();
}
