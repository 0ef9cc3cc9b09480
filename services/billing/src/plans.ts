import { BILLING_LIMITS, type PlanView } from '@typing/contracts';
import type { BillingConfig } from './billing.config';

interface PlanEntry extends Omit<PlanView, 'dailyLimit' | 'currency'> {
  limitKey: 'PLAN_DAILY_LIMIT_BASIC' | 'PLAN_DAILY_LIMIT_PRO' | 'PLAN_DAILY_LIMIT_PREMIUM';
}

/** The spec's plans (§9): prices in rupees a month, decided here and nowhere else. */
const CATALOGUE: readonly PlanEntry[] = [
  {
    id: 1,
    name: 'Basic',
    price: 1,
    features: ['10 Tests per month', 'Basic Analytics', 'Community'],
    highlight: false,
    limitKey: 'PLAN_DAILY_LIMIT_BASIC',
  },
  {
    id: 2,
    name: 'Pro',
    price: 2,
    features: ['Unlimited Tests', 'Advanced Analytics', 'Priority Support', 'Download Reports'],
    highlight: true,
    limitKey: 'PLAN_DAILY_LIMIT_PRO',
  },
  {
    id: 3,
    name: 'Premium',
    price: 3,
    features: ['All Pro Features', '1-on-1 Mentorship', 'Early Access to Features', 'Custom Test Builder'],
    highlight: false,
    limitKey: 'PLAN_DAILY_LIMIT_PREMIUM',
  },
];

/** The catalogue with each plan's daily AI allowance from config. */
export class Plans {
  readonly all: PlanView[];

  constructor(config: Pick<BillingConfig, PlanEntry['limitKey']>) {
    this.all = CATALOGUE.map(({ limitKey, ...plan }) => ({
      ...plan,
      features: [...plan.features],
      currency: BILLING_LIMITS.currency,
      dailyLimit: config[limitKey],
    }));
  }

  byId(id: number): PlanView | undefined {
    return this.all.find((p) => p.id === id);
  }

  /** The plan a price in rupees buys (each price is unique), optionally required to be `planId`. */
  byPrice(rupees: number, planId?: number): PlanView | undefined {
    const plan = this.all.find((p) => p.price === rupees);
    return plan && (planId === undefined || plan.id === planId) ? plan : undefined;
  }

  dailyLimit(planId: number): number {
    return this.byId(planId)?.dailyLimit ?? 0;
  }
}

/** Paise per rupee: orders are created and stored in the currency's smallest unit. */
export const toPaise = (rupees: number) => Math.round(rupees * 100);
