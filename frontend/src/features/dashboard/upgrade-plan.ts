import type { PlanView, SubscriptionView } from '@typing/contracts/web';
import { formatDay } from '../../shared/dates';
import { formatMoney } from '../../shared/billing/money';
import type { SubscriptionState } from '../../shared/billing/subscription-state';

/** What the dashboard's 'Upgrade Plan' card shows (spec "Profile/dashboard"), pure so it is unit-tested. */
export interface UpgradePlanView {
  readonly planName: string;
  /** "12 of 20 AI texts left today"; null without a plan. */
  readonly remaining: string | null;
  readonly remainingCount: number | null;
  readonly note: string;
  readonly plansButton: 'View More Plans' | 'View Plans';
  readonly details: { readonly subscription: SubscriptionView; readonly plan: PlanView | null } | null;
}

export const NO_PLAN = 'No plan';

export function upgradePlanView(state: SubscriptionState, plans: readonly PlanView[] | undefined): UpgradePlanView {
  if (state.kind !== 'active') {
    return {
      planName: NO_PLAN,
      remaining: null,
      remainingCount: null,
      note:
        state.kind === 'unknown'
          ? 'Your plan could not be loaded just now.'
          : 'Subscribe to a plan for a daily allowance of AI practice text.',
      plansButton: 'View Plans',
      details: null,
    };
  }
  const { subscription } = state;
  return {
    planName: subscription.planName,
    remaining: remainingText(subscription.remainingDailyLimit, subscription.dailyLimit),
    remainingCount: subscription.remainingDailyLimit,
    note: `Valid until ${formatDay(subscription.expiresAt)}. The allowance refills at midnight India time.`,
    plansButton: 'View More Plans',
    details: { subscription, plan: plans?.find((plan) => plan.id === subscription.planId) ?? null },
  };
}

export function remainingText(remaining: number, limit: number): string {
  return `${remaining} of ${limit} AI ${limit === 1 ? 'text' : 'texts'} left today`;
}

export function formatMonthlyPrice(price: number, currency: string): string {
  return `${formatMoney(price, currency, 0)}/month`;
}
