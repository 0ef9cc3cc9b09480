import { describe, expect, it } from '@jest/globals';
import type { SubscriptionView } from '@typing/contracts/web';
import { currentPlanId, isNoPlanError, subscriptionState } from './subscription-state';

const PRO: SubscriptionView = {
  planId: 2,
  planName: 'Pro',
  remainingDailyLimit: 19,
  dailyLimit: 20,
  startsAt: '2026-11-22T00:00:00.000Z',
  expiresAt: '2026-12-22T00:00:00.000Z',
  resetsAt: '2026-11-22T18:30:00.000Z',
  orderId: 'order_sbx_1',
  paidUntil: '2026-12-22T00:00:00.000Z',
  renewable: true,
};

describe('the current subscription (spec §4, §8 "No current subscription")', () => {
  it('is the answer when there is one', () => {
    const state = subscriptionState({ data: PRO });
    expect(state).toEqual({ kind: 'active', subscription: PRO });
    expect(currentPlanId(state)).toBe(2);
  });

  it('is "no plan" on a 404, even with an older answer cached', () => {
    expect(isNoPlanError({ status: 404, data: { message: 'No active subscription found' } })).toBe(true);
    expect(subscriptionState({ error: { status: 404 }, data: PRO })).toEqual({ kind: 'none' });
    expect(currentPlanId({ kind: 'none' })).toBeNull();
  });

  it('is "unknown" on other failures, and loading before the first answer or while skipped', () => {
    const error = { status: 'FETCH_ERROR', error: 'down' };
    expect(subscriptionState({ error })).toEqual({ kind: 'unknown', error });
    expect(isNoPlanError(error)).toBe(false);
    expect(subscriptionState({ isLoading: true })).toEqual({ kind: 'loading' });
    expect(subscriptionState({ isUninitialized: true })).toEqual({ kind: 'loading' });
    expect(currentPlanId({ kind: 'loading' })).toBeNull();
  });
});
