import type { PaymentConfirmation, PaymentOrderView } from '@typing/contracts/web';

/** Razorpay's checkout (spec §7, §8): its script loads from Razorpay only when a member buys, never with the page. */
export const RAZORPAY_SCRIPT_URL = 'https://checkout.razorpay.com/v1/checkout.js';
export const RAZORPAY_LOAD_FAILED = 'Failed to load Razorpay';

/** How a checkout ended: paid (with what the provider handed back), failed, or closed by the user. */
export type CheckoutOutcome =
  | { readonly kind: 'paid'; readonly confirmation: PaymentConfirmation }
  | { readonly kind: 'failed' }
  | { readonly kind: 'dismissed' };

interface RazorpayOptions {
  key: string;
  order_id: string;
  amount: number;
  currency: 'INR';
  name: string;
  description: string;
  handler: (response: PaymentConfirmation) => void;
  modal: { ondismiss: () => void };
}

interface RazorpayInstance {
  open(): void;
  on(event: 'payment.failed', listener: (response: unknown) => void): void;
}

type RazorpayConstructor = new (options: RazorpayOptions) => RazorpayInstance;

function razorpayGlobal(): RazorpayConstructor | undefined {
  return (window as unknown as { Razorpay?: RazorpayConstructor }).Razorpay;
}

let loading: Promise<void> | null = null;

/** Adds Razorpay's script once; a failed load may be tried again on the next click. */
export function loadRazorpayScript(): Promise<void> {
  if (razorpayGlobal()) return Promise.resolve();
  loading ??= new Promise<void>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = RAZORPAY_SCRIPT_URL;
    script.async = true;
    script.onload = () => (razorpayGlobal() ? resolve() : reject(new Error(RAZORPAY_LOAD_FAILED)));
    script.onerror = () => {
      script.remove();
      reject(new Error(RAZORPAY_LOAD_FAILED));
    };
    document.head.appendChild(script);
  }).catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}

export function openRazorpayCheckout(
  order: PaymentOrderView,
  { keyId, name, description }: { keyId: string; name: string; description: string },
): Promise<CheckoutOutcome> {
  const Razorpay = razorpayGlobal();
  if (!Razorpay) return Promise.reject(new Error(RAZORPAY_LOAD_FAILED));
  return new Promise((resolve) => {
    // Razorpay keeps its dialog open after a failure for a retry: closing it then is a failed payment, a success paid.
    let failedAttempt = false;
    const checkout = new Razorpay({
      key: keyId,
      order_id: order.id,
      amount: order.amount,
      currency: 'INR',
      name,
      description,
      handler: (confirmation) => resolve({ kind: 'paid', confirmation }),
      modal: { ondismiss: () => resolve(failedAttempt ? { kind: 'failed' } : { kind: 'dismissed' }) },
    });
    checkout.on('payment.failed', () => {
      failedAttempt = true;
    });
    checkout.open();
  });
}
