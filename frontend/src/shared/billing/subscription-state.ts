import type { SubscriptionView } from '@typing/contracts/web';

/** The pages' reading of mysubscription (spec §4, §8): a 404 is "no plan", silently; other failures are logged. */
export type SubscriptionState =
  | { readonly kind: 'loading' }
  | { readonly kind: 'active'; readonly subscription: SubscriptionView }
  | { readonly kind: 'none' }
  | { readonly kind: 'unknown'; readonly error: unknown };

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

export function currentPlanId(state: SubscriptionState): number | null {
  return state.kind === 'active' ? state.subscription.planId : null;
}
