import { describe, expect, it } from '@jest/globals';
import { formatMoney, formatPaise, formatPeriod } from './money';

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

describe('formatMoney', () => {
  const intl = (amount: number, digits: number) =>
    new Intl.NumberFormat('en-IN', {
      style: 'currency',
      currency: 'INR',
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    }).format(amount);

  it('writes rupees as Intl does for en-IN, grouping by thousands, then lakhs and crores', () => {
    const amounts = [
      0, 1, 2.5, 9.99, 12, 123, 999.995, 1000, 1234.5, 12345, 123456, 1234567, 12345678.9, 123456789, -5, -1234.56,
    ];
    for (const amount of amounts)
      for (const digits of [0, 2]) expect(formatMoney(amount, 'INR', digits)).toBe(intl(amount, digits));
  });

  it('writes any other currency by its code', () => {
    expect(formatMoney(1234.5, 'USD', 2)).toBe('USD 1234.50');
  });
});

describe('billing dates', () => {
  it('reads day, short month and year, and a period as two of them', () => {
    expect(formatPeriod('2026-11-25T09:00:00.000Z', '2026-12-25T09:00:00.000Z')).toBe('25 Nov 2026 – 25 Dec 2026');
  });
});
