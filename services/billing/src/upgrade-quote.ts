import { BILLING_LIMITS, type PlanView, type UpgradeQuote } from '@typing/contracts';
import { toPaise } from './plans';

export const DAY_MS = 24 * 3600 * 1000;
export const PERIOD_MS = BILLING_LIMITS.subscriptionDays * DAY_MS;

/** Razorpay takes no payment under ₹1; an upgrade never charges less. */
export const MIN_CHARGE_PAISE = 100;

/** Whether `to` is a plan one may move up to from `from` (a higher price buys more). */
export const isHigherPlan = (from: PlanView, to: PlanView) => to.price > from.price;

/**
 * Moving up from the plan in force: the whole days left of it are credited at its price
 * (price × days / period days; a started day is not), the new plan costs its price less that credit
 * and runs a full period from payment, and the current plan ends then. Pure: the quote, the order
 * and the test all use this.
 */
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

/**
 * How long a payment that is not applied as a fresh upgrade lasts: a full period for the plan's
 * price, and the paid share of one for less (an upgrade paid after its quote went stale: its
 * credit was for days another payment has already used, so it buys time at the plan's price).
 */
export function paidPeriodMs(paidPaise: number, plan: PlanView): number {
  return Math.round(PERIOD_MS * Math.min(1, paidPaise / toPaise(plan.price)));
}
