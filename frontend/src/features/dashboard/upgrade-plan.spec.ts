import { describe, expect, it } from '@jest/globals';
import type { PlanView, SubscriptionView } from '@typing/contracts/web';
import { formatMonthlyPrice, NO_PLAN, remainingText, upgradePlanView } from './upgrade-plan';

const PLANS: PlanView[] = [
  {
    id: 1,
    name: 'Basic',
    price: 1,
    currency: 'INR',
    features: ['10 Tests per month'],
    highlight: false,
    dailyLimit: 5,
  },
  { id: 2, name: 'Pro', price: 2, currency: 'INR', features: ['Unlimited Tests'], highlight: true, dailyLimit: 20 },
];

const PRO: SubscriptionView = {
  planId: 2,
  planName: 'Pro',
  remainingDailyLimit: 18,
  dailyLimit: 20,
  startsAt: '2026-11-22T00:00:00.000Z',
  expiresAt: '2026-12-22T00:00:00.000Z',
  resetsAt: '2026-11-22T18:30:00.000Z',
  orderId: 'order_sbx_1',
  paidUntil: '2026-12-22T00:00:00.000Z',
  renewable: true,
};

describe("the dashboard's 'Upgrade Plan' card", () => {
  it("shows the plan, what is left today, its details and 'View More Plans'", () => {
    const view = upgradePlanView({ kind: 'active', subscription: PRO }, PLANS);
    expect(view.planName).toBe('Pro');
    expect(view.remaining).toBe('18 of 20 AI texts left today');
    expect(view.remainingCount).toBe(18);
    expect(view.plansButton).toBe('View More Plans');
    expect(view.details).toEqual({ subscription: PRO, plan: PLANS[1] });
    // The plans not loaded (yet): details still show the subscription.
    expect(upgradePlanView({ kind: 'active', subscription: PRO }, undefined).details?.plan).toBeNull();
  });

  it("shows 'No plan' and 'View Plans' without a subscription, or when it could not be loaded", () => {
    for (const state of [
      { kind: 'none' } as const,
      { kind: 'unknown', error: {} } as const,
      { kind: 'loading' } as const,
    ]) {
      const view = upgradePlanView(state, PLANS);
      expect(view.planName).toBe(NO_PLAN);
      expect(view.remaining).toBeNull();
      expect(view.details).toBeNull();
      expect(view.plansButton).toBe('View Plans');
    }
    expect(upgradePlanView({ kind: 'unknown', error: {} }, PLANS).note).toMatch(/could not be loaded/);
  });

  it('words counts, prices and days', () => {
    expect(remainingText(1, 1)).toBe('1 of 1 AI text left today');
    expect(remainingText(0, 5)).toBe('0 of 5 AI texts left today');
    expect(formatMonthlyPrice(2, 'INR')).toBe('₹2/month');
  });
});
