import type { SubscriptionView } from '@typing/contracts/web';

/**
 * What the pages make of `GET /api/subscription/mysubscription` (spec §4, §8): an answer is the
 * current plan; a 404 is "no plan", silently (logged only); anything else is "not known", which
 * the pages also show as no plan but log as a failure. Pure, so it is unit-tested.
 */
export type SubscriptionState =
  | { readonly kind: 'loading' }
  | { readonly kind: 'active'; readonly subscription: SubscriptionView }
  | { readonly kind: 'none' }
  | { readonly kind: 'unknown'; readonly error: unknown };

/** A 404 from mysubscription: the user has no current plan. */
export function isNoPlanError(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { status?: unknown }).status === 404;
}

export function subscriptionState(query: {
  data?: SubscriptionView;
  error?: unknown;
  isLoading?: boolean;
  isUninitialized?: boolean;
}): SubscriptionState {
  if (query.error !== undefined) {
    return isNoPlanError(query.error) ? { kind: 'none' } : { kind: 'unknown', error: query.error };
  }
  if (query.data) return { kind: 'active', subscription: query.data };
  return query.isLoading || query.isUninitialized ? { kind: 'loading' } : { kind: 'none' };
}

/** The current plan's id, or null (no plan, not loaded, failed). */
export function currentPlanId(state: SubscriptionState): number | null {
  return state.kind === 'active' ? state.subscription.planId : null;
}
