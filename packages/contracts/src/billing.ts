/**
 * Plans, orders, subscriptions and AI practice text (issue 6), as plain shapes for the browser
 * (exported from `web.ts`); the decorated classes in `dto/billing.dto.ts` and `dto/ai-text.dto.ts`
 * validate the same JSON at the gateway and in the services.
 */

export const BILLING_LIMITS = {
  currency: 'INR',
  /** A paid plan lasts this many days from fulfilment. */
  subscriptionDays: 30,
  /** The daily AI allowance resets at midnight in this zone (UTC+05:30, no daylight saving). */
  timeZone: 'Asia/Kolkata',
  /** Longest id a client may send for an order or a payment (Razorpay's are ~20 characters). */
  idMax: 64,
} as const;

export const AI_TEXT_LIMITS = {
  minWords: 250,
  maxWords: 300,
  /** Most keys one request may name (the spec sends the top 5, or the wrong-key list). */
  misTypesMax: 500,
  /** How long the gateway waits for a text: above the service's model deadline plus the fallback. */
  gatewayWaitMs: 30_000,
} as const;

export type PaymentProviderName = 'razorpay' | 'sandbox';

/** One plan as the subscription page shows it (spec §9); prices in rupees. */
export interface PlanView {
  id: number;
  name: string;
  price: number;
  currency: 'INR';
  features: string[];
  highlight: boolean;
  /** AI practice texts a day (server config). */
  dailyLimit: number;
}

/** GET /api/subscription/plans: the catalogue and which checkout the browser must open. */
export interface PlansResponse {
  provider: PaymentProviderName;
  /** Razorpay's public key id for its checkout script; absent with the sandbox. */
  keyId?: string;
  currency: 'INR';
  plans: PlanView[];
}

/** POST /api/razorpay/createorder answer: amount in paise. */
export interface PaymentOrderView {
  id: string;
  amount: number;
  currency: 'INR';
  planId: number;
  provider: PaymentProviderName;
  keyId?: string;
}

/** What Razorpay's checkout hands its `handler` (and what the sandbox checkout answers on success). */
export interface PaymentConfirmation {
  razorpay_order_id: string;
  razorpay_payment_id: string;
  razorpay_signature: string;
}

/** POST /api/razorpay/sandbox-checkout answer. */
export type SandboxCheckoutResult =
  | ({ outcome: 'success' } & PaymentConfirmation)
  | { outcome: 'failure'; error: { code: string; description: string; reason: string } };

export interface VerifyPaymentResult {
  success: true;
  message: string;
  orderId: string;
  paymentId: string;
  subscription: SubscriptionView;
}

/** GET /api/subscription/mysubscription (spec §3: planId, remainingDailyLimit) and createsubscription's answer. */
export interface SubscriptionView {
  planId: number;
  planName: string;
  remainingDailyLimit: number;
  dailyLimit: number;
  startsAt: string;
  expiresAt: string;
  /** When today's allowance is full again: the next midnight in India (UTC+05:30). */
  resetsAt: string;
  orderId: string;
}

export interface CheckExpiredResult {
  updatedCount: number;
}

/** POST /api/text/gettext answer: `message` is the new sample text (spec §7). */
export interface GeneratedTextView {
  message: string;
  source: 'openai' | 'builtin';
  weakKeys: string[];
  remainingDailyLimit: number;
}
