import type { PlanView } from '@typing/contracts/web';
import { useEffect, useRef } from 'react';
import { useCheckExpiredMutation, useGetMySubscriptionQuery, useGetPlansQuery } from '../../shared/billing/billing.api';
import { subscriptionState, type SubscriptionState } from '../../shared/billing/subscription-state';

export interface ProfileBilling {
  /** The expiry check has answered (or failed): the subscription may be asked for. */
  readonly expiryChecked: boolean;
  /** The subscription has answered (a plan, none, or a failure). */
  readonly subscriptionSettled: boolean;
  readonly state: SubscriptionState;
  readonly plans: readonly PlanView[] | undefined;
}

/**
 * Spec §4 "Profile": on load, check for expired subscriptions (refetching when any were updated,
 * through the 'Subscription' tag), then load the subscription and the plans; the page asks for the
 * performance summary alongside them (it skips that query until `expiryChecked`). No plan (404) is
 * logged only (§8).
 */
export function useProfileBilling(): ProfileBilling {
  const [checkExpired, check] = useCheckExpiredMutation();
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    checkExpired()
      .unwrap()
      .catch((error: unknown) => console.error('Checking for expired subscriptions failed', error));
  }, [checkExpired]);

  const expiryChecked = !check.isUninitialized && !check.isLoading;
  const subscription = useGetMySubscriptionQuery(undefined, { skip: !expiryChecked, refetchOnMountOrArgChange: true });
  const plans = useGetPlansQuery(undefined, { skip: !expiryChecked });
  const state = subscriptionState(subscription);

  const failure = state.kind === 'unknown' ? state.error : undefined;
  useEffect(() => {
    if (state.kind === 'none') console.info('No current subscription');
    if (failure !== undefined) console.error('Loading the subscription failed', failure);
  }, [state.kind, failure]);

  return {
    expiryChecked,
    subscriptionSettled: expiryChecked && state.kind !== 'loading',
    state,
    plans: plans.data?.plans,
  };
}
