/**
 * The subscription page's rules (spec §4 "Subscription page", §5 "Subscription", §8), pure so they
 * are unit-tested: what each plan's button says and whether it can be pressed, whether a choice is
 * refused, and which message a failed step shows.
 */
import { formatMoney } from '../../shared/billing/money';
import { screenErrorMessage } from '../../shared/errors';

export const SUBSCRIPTION_TEXTS = {
  subscribe: 'Subscribe',
  /** Ours: a plan higher than the one in force. */
  upgrade: 'Upgrade',
  /** Spec §4: the chosen plan's button while its order is created (two dots, as the spec writes it). */
  loading: 'Loading..',
  subscribed: 'Subscribed',
  /** Ours: a guest's button leads to sign-in (creating an order needs an account). */
  signIn: 'Sign in to subscribe',
  success: 'Subscribed successfully',
  /** Ours: paying the plan in force again adds a period after the time paid. */
  renewed: 'Plan renewed',
  verificationFailed: 'Payment verification failed',
  alreadySubscribed: 'You have already subscribed to one plan.',
  orderFailed: 'An error occurred',
} as const;

/** Where a purchase is: nothing happening, the order being created, the checkout open, confirming. */
export type CheckoutPhase = 'idle' | 'ordering' | 'paying' | 'confirming';

export interface CheckoutProgress {
  readonly phase: CheckoutPhase;
  /** The plan being bought (null when idle). */
  readonly planId: number | null;
}

export const IDLE: CheckoutProgress = { phase: 'idle', planId: null };

export interface PlanButtonState {
  readonly label: string;
  readonly disabled: boolean;
  /** The chosen plan's button shows antd's spinner too. */
  readonly loading: boolean;
}

/** What the rules need of a plan: which one, and its price (a higher price is a higher plan). */
export interface PlanRef {
  readonly id: number;
  readonly price: number;
}

export interface PlanButtonContext {
  /** The plan in force, or null. */
  readonly current: PlanRef | null;
  readonly progress: CheckoutProgress;
  readonly signedIn: boolean;
  /** The current subscription has not answered yet: nothing can be chosen until it is known. */
  readonly checking?: boolean;
}

export function planButtonState(
  plan: PlanRef,
  { current, progress, signedIn, checking = false }: PlanButtonContext,
): PlanButtonState {
  if (!signedIn) return { label: SUBSCRIPTION_TEXTS.signIn, disabled: false, loading: false };
  if (current?.id === plan.id) return { label: SUBSCRIPTION_TEXTS.subscribed, disabled: true, loading: false };
  const busy = progress.phase !== 'idle';
  // 'Loading..' while the order is created (spec), and again while the paid order is confirmed.
  const mine = busy && progress.planId === plan.id && progress.phase !== 'paying';
  const idleLabel = isUpgrade(current, plan) ? SUBSCRIPTION_TEXTS.upgrade : SUBSCRIPTION_TEXTS.subscribe;
  return {
    label: mine ? SUBSCRIPTION_TEXTS.loading : idleLabel,
    // Spec §5: every button is disabled while an order is being created (and, ours, until the purchase ends).
    disabled: busy || checking,
    loading: mine,
  };
}

/** A plan priced above the one in force is an upgrade (the server prices it). */
export function isUpgrade(current: PlanRef | null, chosen: PlanRef): boolean {
  return current !== null && chosen.price > current.price;
}

/**
 * Spec §5: with a subscription to a different plan, choosing a plan is refused, except (a
 * deliberate change) a higher one, which is an upgrade.
 */
export function isRefusedChoice(current: PlanRef | null, chosen: PlanRef): boolean {
  return current !== null && current.id !== chosen.id && !isUpgrade(current, chosen);
}

/** How the page reports a failed order: the refusal toast for 409, else the alert (spec §8). */
export type OrderFailure =
  { readonly kind: 'toast'; readonly text: string } | { readonly kind: 'alert'; readonly text: string };

export function orderFailure(error: unknown): OrderFailure {
  const status = typeof error === 'object' && error !== null ? (error as { status?: unknown }).status : undefined;
  // A 429 reads by its code, as on every screen: how long to wait.
  if (status === 429) return { kind: 'toast', text: screenErrorMessage('orderCreation', error) };
  return status === 409
    ? { kind: 'toast', text: SUBSCRIPTION_TEXTS.alreadySubscribed }
    : { kind: 'alert', text: SUBSCRIPTION_TEXTS.orderFailed };
}

/**
 * After payment: verify or createsubscription failing. A 409 from createsubscription is the
 * refusal (another plan became active meanwhile); anything else is 'Payment verification failed'.
 */
export function confirmationFailure(error: unknown): string {
  const status = typeof error === 'object' && error !== null ? (error as { status?: unknown }).status : undefined;
  if (status === 429) return screenErrorMessage('paymentVerification', error);
  return status === 409 ? SUBSCRIPTION_TEXTS.alreadySubscribed : SUBSCRIPTION_TEXTS.verificationFailed;
}

/** "₹2" and "/month" (spec §9: prices in rupees per month). */
export function formatPrice(price: number, currency: string): string {
  return formatMoney(price, currency, 0);
}
