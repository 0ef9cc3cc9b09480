import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import type { PaymentOrderView } from '@typing/contracts/web';
import { loadRazorpayScript, openRazorpayCheckout, RAZORPAY_SCRIPT_URL } from './razorpay-checkout';

/*
 * Razorpay's checkout as the page drives it, against a fake `window.Razorpay` and a fake
 * `document` (unit tests run in Node): the options it opens with and how each ending is read.
 */

interface FakeOptions {
  key: string;
  order_id: string;
  amount: number;
  currency: string;
  handler: (response: unknown) => void;
  modal: { ondismiss: () => void };
}

let opened: { options: FakeOptions; listeners: Map<string, (r: unknown) => void> }[] = [];

class FakeRazorpay {
  private readonly listeners = new Map<string, (r: unknown) => void>();
  constructor(options: FakeOptions) {
    opened.push({ options, listeners: this.listeners });
  }
  on(event: string, listener: (r: unknown) => void) {
    this.listeners.set(event, listener);
  }
  open() {}
}

const globals = globalThis as unknown as { window?: unknown; document?: unknown };
const ORDER: PaymentOrderView = { id: 'order_1', amount: 200, currency: 'INR', planId: 2, provider: 'razorpay' };
const open = () =>
  openRazorpayCheckout(ORDER, { keyId: 'rzp_test_key', name: 'Typing Practice', description: 'Pro plan' });

beforeEach(() => {
  opened = [];
  globals.window = {};
});
afterEach(() => {
  delete globals.window;
  delete globals.document;
});

describe("Razorpay's checkout", () => {
  it('opens with the public key, the order id, the amount in paise and INR; the handler means paid', async () => {
    (globals.window as { Razorpay?: unknown }).Razorpay = FakeRazorpay;
    const outcome = open();
    const [{ options }] = opened;
    expect(options).toMatchObject({ key: 'rzp_test_key', order_id: 'order_1', amount: 200, currency: 'INR' });
    const confirmation = { razorpay_order_id: 'order_1', razorpay_payment_id: 'pay_1', razorpay_signature: 'ab' };
    options.handler(confirmation);
    await expect(outcome).resolves.toEqual({ kind: 'paid', confirmation });
  });

  it('reads closing the dialog as a cancel, or as a failure after a failed attempt', async () => {
    (globals.window as { Razorpay?: unknown }).Razorpay = FakeRazorpay;
    const cancelled = open();
    opened[0].options.modal.ondismiss();
    await expect(cancelled).resolves.toEqual({ kind: 'dismissed' });

    const failed = open();
    opened[1].listeners.get('payment.failed')?.({ error: { code: 'BAD_REQUEST_ERROR' } });
    opened[1].options.modal.ondismiss();
    await expect(failed).resolves.toEqual({ kind: 'failed' });
  });

  it('loads the script from Razorpay only when asked, and can try again after a failed load', async () => {
    const scripts: { src?: string; onload?: () => void; onerror?: () => void; remove: () => void }[] = [];
    globals.document = {
      createElement: () => {
        const script = { remove: () => undefined } as (typeof scripts)[number];
        scripts.push(script);
        return script;
      },
      head: { appendChild: () => undefined },
    };
    const first = loadRazorpayScript();
    expect(scripts).toHaveLength(1);
    expect(scripts[0].src).toBe(RAZORPAY_SCRIPT_URL);
    scripts[0].onerror?.();
    await expect(first).rejects.toThrow('Failed to load Razorpay');

    const second = loadRazorpayScript();
    expect(scripts).toHaveLength(2);
    (globals.window as { Razorpay?: unknown }).Razorpay = FakeRazorpay;
    scripts[1].onload?.();
    await expect(second).resolves.toBeUndefined();
    // Loaded: no further script.
    await loadRazorpayScript();
    expect(scripts).toHaveLength(2);
  });
});
