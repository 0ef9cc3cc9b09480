/** The subscription page's rules (spec §4, §5, §8), pure so they are unit-tested. */
import { formatMoney } from '../../shared/billing/money';
import { screenErrorMessage } from '../../shared/errors';

export const SUBSCRIPTION_TEXTS = {
  subscribe: 'Subscribe',
  upgrade: 'Upgrade',
  /** Two dots, as the spec writes it. */
  loading: 'Loading..',
  subscribed: 'Subscribed',
  /** Creating an order needs an account. */
  signIn: 'Sign in to subscribe',
  success: 'Subscribed successfully',
  renewed: 'Plan renewed',
  verificationFailed: 'Payment verification failed',
  alreadySubscribed: 'You have already subscribed to one plan.',
  orderFailed: 'An error occurred',
} as const;

type CheckoutPhase = 'idle' | 'ordering' | 'paying' | 'confirming';

export interface CheckoutProgress {
  readonly phase: CheckoutPhase;
  readonly planId: number | null;
}

export const IDLE: CheckoutProgress = { phase: 'idle', planId: null };

export interface PlanButtonState {
  readonly label: string;
  readonly disabled: boolean;
  readonly loading: boolean;
}

/** A higher price is a higher plan. */
export interface PlanRef {
  readonly id: number;
  readonly price: number;
}

export interface PlanButtonContext {
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
    // Spec §5: every button is disabled until the purchase ends.
    disabled: busy || checking,
    loading: mine,
  };
}

export function isUpgrade(current: PlanRef | null, chosen: PlanRef): boolean {
  return current !== null && chosen.price > current.price;
}

/** Spec §5: with a subscription to another plan, only a higher plan (an upgrade) may be chosen. */
export function isRefusedChoice(current: PlanRef | null, chosen: PlanRef): boolean {
  return current !== null && current.id !== chosen.id && !isUpgrade(current, chosen);
}

/** Spec §8: the refusal toast for 409, else the alert. */
export type OrderFailure =
  { readonly kind: 'toast'; readonly text: string } | { readonly kind: 'alert'; readonly text: string };

export function orderFailure(error: unknown): OrderFailure {
  const status = typeof error === 'object' && error !== null ? (error as { status?: unknown }).status : undefined;
  if (status === 429) return { kind: 'toast', text: screenErrorMessage('orderCreation', error) };
  return status === 409
    ? { kind: 'toast', text: SUBSCRIPTION_TEXTS.alreadySubscribed }
    : { kind: 'alert', text: SUBSCRIPTION_TEXTS.orderFailed };
}

/** A 409 from createsubscription is the refusal (another plan became active meanwhile). */
export function confirmationFailure(error: unknown): string {
  const status = typeof error === 'object' && error !== null ? (error as { status?: unknown }).status : undefined;
  if (status === 429) return screenErrorMessage('paymentVerification', error);
  return status === 409 ? SUBSCRIPTION_TEXTS.alreadySubscribed : SUBSCRIPTION_TEXTS.verificationFailed;
}

export function formatPrice(price: number, currency: string): string {
  return formatMoney(price, currency, 0);
}
