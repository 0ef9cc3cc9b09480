import { describe, expect, it } from '@jest/globals';
import { formatBillingDate, formatPaise, formatPeriod } from './money';

describe('formatPaise', () => {
  it('shows whole rupees without decimals and anything else with two', () => {
    expect(formatPaise(200, 'INR')).toBe('₹2');
    expect(formatPaise(103, 'INR')).toBe('₹1.03');
    expect(formatPaise(97, 'INR')).toBe('₹0.97');
    expect(formatPaise(200, 'INR', { exact: true })).toBe('₹2.00');
  });

  it('falls back to the code for a currency Intl does not know', () => {
    expect(formatPaise(150, 'XXX-not-a-currency')).toBe('XXX-not-a-currency 1.50');
  });
});

describe('billing dates', () => {
  it('reads day, short month and year, and a period as two of them', () => {
    expect(formatBillingDate('2026-11-25T09:00:00.000Z')).toBe('25 Nov 2026');
    expect(formatPeriod('2026-11-25T09:00:00.000Z', '2026-12-25T09:00:00.000Z')).toBe('25 Nov 2026 – 25 Dec 2026');
  });
});
