import type { PlanView } from '@typing/contracts/web';
import { useEffect, useRef } from 'react';
import { useCheckExpiredMutation, useGetMySubscriptionQuery, useGetPlansQuery } from '../../shared/billing/billing.api';
import { subscriptionState, type SubscriptionState } from '../../shared/billing/subscription-state';

export interface ProfileBilling {
  /** The expiry check has answered (or failed): the subscription may be asked for. */
  readonly expiryChecked: boolean;
  readonly subscriptionSettled: boolean;
  readonly state: SubscriptionState;
  readonly plans: readonly PlanView[] | undefined;
}

/** Spec §4 "Profile": check for expired subscriptions first, then load the subscription and plans. */
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
