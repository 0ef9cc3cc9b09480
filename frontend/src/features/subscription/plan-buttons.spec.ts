import { describe, expect, it } from '@jest/globals';
import {
  confirmationFailure,
  formatPrice,
  IDLE,
  isRefusedChoice,
  isUpgrade,
  orderFailure,
  planButtonState,
  SUBSCRIPTION_TEXTS,
  type CheckoutProgress,
} from './plan-buttons';

/** The spec's plans: Basic ₹1, Pro ₹2, Premium ₹3. */
const plan = (id: number) => ({ id, price: id });
const state = (planId: number, currentPlanId: number | null, progress: CheckoutProgress = IDLE, signedIn = true) =>
  planButtonState(plan(planId), { current: currentPlanId === null ? null : plan(currentPlanId), progress, signedIn });

describe('plan buttons (spec §4 "Subscription page", §5)', () => {
  it('offers every plan when there is none and nothing is happening', () => {
    for (const id of [1, 2, 3]) {
      expect(state(id, null)).toEqual({ label: 'Subscribe', disabled: false, loading: false });
    }
  });

  it("reads 'Loading..' on the chosen plan while its order is created, and disables every button", () => {
    const ordering: CheckoutProgress = { phase: 'ordering', planId: 2 };
    expect(state(2, null, ordering)).toEqual({ label: 'Loading..', disabled: true, loading: true });
    expect(state(1, null, ordering)).toEqual({ label: 'Subscribe', disabled: true, loading: false });
    expect(state(3, null, ordering)).toEqual({ label: 'Subscribe', disabled: true, loading: false });
  });

  it('keeps every button disabled while the checkout is open, and loading again while the payment is confirmed', () => {
    expect(state(2, null, { phase: 'paying', planId: 2 })).toEqual({
      label: 'Subscribe',
      disabled: true,
      loading: false,
    });
    expect(state(2, null, { phase: 'confirming', planId: 2 })).toEqual({
      label: 'Loading..',
      disabled: true,
      loading: true,
    });
  });

  it("reads 'Subscribed', disabled, on the current plan; a higher plan is an 'Upgrade', a lower one is refused", () => {
    expect(state(2, 2)).toEqual({ label: 'Subscribed', disabled: true, loading: false });
    expect(state(3, 2)).toEqual({ label: 'Upgrade', disabled: false, loading: false });
    expect(state(1, 2)).toEqual({ label: 'Subscribe', disabled: false, loading: false });
    expect(state(3, 2, { phase: 'ordering', planId: 3 })).toEqual({
      label: 'Loading..',
      disabled: true,
      loading: true,
    });
    expect(isRefusedChoice(plan(2), plan(1))).toBe(true);
    expect(isRefusedChoice(plan(2), plan(3))).toBe(false);
    expect(isUpgrade(plan(2), plan(3))).toBe(true);
    expect(isUpgrade(plan(2), plan(2))).toBe(false);
    expect(isUpgrade(null, plan(3))).toBe(false);
    expect(isRefusedChoice(plan(2), plan(2))).toBe(false);
    expect(isRefusedChoice(null, plan(1))).toBe(false);
  });

  it('waits for the current subscription before anything can be chosen', () => {
    expect(planButtonState(plan(1), { current: null, progress: IDLE, signedIn: true, checking: true })).toEqual({
      label: 'Subscribe',
      disabled: true,
      loading: false,
    });
  });

  it('sends a guest to sign in', () => {
    expect(state(1, null, IDLE, false)).toEqual({ label: 'Sign in to subscribe', disabled: false, loading: false });
  });
});

describe('failures (spec §8)', () => {
  it("toasts the refusal for a 409 order and alerts 'An error occurred' for anything else", () => {
    expect(orderFailure({ status: 409, data: { message: 'x' } })).toEqual({
      kind: 'toast',
      text: 'You have already subscribed to one plan.',
    });
    for (const error of [{ status: 400 }, { status: 500 }, { status: 'FETCH_ERROR' }, new Error('x'), undefined]) {
      expect(orderFailure(error)).toEqual({ kind: 'alert', text: 'An error occurred' });
    }
  });

  it("says 'Payment verification failed' when confirming fails, except the refusal on 409", () => {
    expect(confirmationFailure({ status: 400 })).toBe(SUBSCRIPTION_TEXTS.verificationFailed);
    expect(confirmationFailure({ status: 'FETCH_ERROR' })).toBe('Payment verification failed');
    expect(confirmationFailure({ status: 409 })).toBe('You have already subscribed to one plan.');
  });

  it('a rate limit (429) says how long to wait, at either step', () => {
    const limited = {
      status: 429,
      data: { status: 429, code: 'TOO_MANY_REQUESTS', message: 'x' },
      retryAfterSeconds: 9,
    };
    expect(orderFailure(limited)).toEqual({ kind: 'toast', text: 'Too many requests, try again in 9 s' });
    expect(confirmationFailure(limited)).toBe('Too many requests, try again in 9 s');
  });

  it('shows prices in rupees without decimals', () => {
    expect(formatPrice(2, 'INR')).toBe('₹2');
    expect(formatPrice(3, 'XXX-not-a-currency')).toBe('XXX-not-a-currency 3');
  });
});
