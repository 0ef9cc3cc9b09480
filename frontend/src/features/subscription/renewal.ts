/** What the plans page says about renewing: a renewal adds a full period after the time already paid. */
import { BILLING_LIMITS } from '@typing/contracts/web';
import { formatDay } from '../../shared/dates';

export interface RenewalFacts {
  readonly expiresAt: string;
  readonly paidUntil: string;
  readonly renewable: boolean;
}

export interface RenewalNote {
  /** A renewal is already paid and waits for the current period to end. */
  readonly queued: boolean;
  readonly text: string;
  readonly offer: boolean;
}

const DAY_MS = 24 * 3600 * 1000;

export function renewalNote(sub: RenewalFacts, formatDate: (iso: string) => string = formatDay): RenewalNote {
  const queued = Date.parse(sub.paidUntil) > Date.parse(sub.expiresAt);
  const days = BILLING_LIMITS.subscriptionDays;
  if (queued) {
    return {
      queued,
      offer: false,
      text: `Renewed: paid until ${formatDate(sub.paidUntil)}. The renewal starts when this period ends, so no day is paid twice.`,
    };
  }
  if (!sub.renewable) return { queued, offer: false, text: '' };
  const until = new Date(Date.parse(sub.paidUntil) + days * DAY_MS).toISOString();
  return {
    queued,
    offer: true,
    text: `Renewing adds ${days} days after ${formatDate(sub.paidUntil)}, until ${formatDate(until)}: it starts when this period ends, so no day is paid twice.`,
  };
}
