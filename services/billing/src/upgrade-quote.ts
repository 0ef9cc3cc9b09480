import { BILLING_LIMITS, type PlanView, type UpgradeQuote } from '@typing/contracts';
import { toPaise } from './plans';

const DAY_MS = 24 * 3600 * 1000;
export const PERIOD_MS = BILLING_LIMITS.subscriptionDays * DAY_MS;

/** Razorpay takes no payment under ₹1; an upgrade never charges less. */
const MIN_CHARGE_PAISE = 100;

export const isHigherPlan = (from: PlanView, to: PlanView) => to.price > from.price;

/** Whole days left are credited at the old price (a started day is not); the new plan runs a full period from payment. */
export function quoteUpgrade(
  current: { expiresAt: Date },
  from: PlanView,
  to: PlanView,
  now = new Date(),
): UpgradeQuote {
  const daysLeft = Math.max(0, Math.floor((current.expiresAt.getTime() - now.getTime()) / DAY_MS));
  const pricePaise = toPaise(to.price);
  const creditPaise = Math.round((toPaise(from.price) * daysLeft) / BILLING_LIMITS.subscriptionDays);
  return {
    fromPlanId: from.id,
    fromPlanName: from.name,
    toPlanId: to.id,
    toPlanName: to.name,
    currency: BILLING_LIMITS.currency,
    pricePaise,
    daysLeft,
    creditPaise,
    chargePaise: Math.max(MIN_CHARGE_PAISE, pricePaise - creditPaise),
    currentEndsAt: current.expiresAt.toISOString(),
    startsAt: now.toISOString(),
    expiresAt: new Date(now.getTime() + PERIOD_MS).toISOString(),
  };
}

/** Less than the plan's price (an upgrade whose quote went stale) buys the paid share of a period. */
export function paidPeriodMs(paidPaise: number, plan: PlanView): number {
  return Math.round(PERIOD_MS * Math.min(1, paidPaise / toPaise(plan.price)));
}
