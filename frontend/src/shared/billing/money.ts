/**
 * Amounts in paise as people read them: "₹2" for whole rupees (the plan cards, 'Pay ₹2'),
 * "₹1.03" otherwise (an upgrade after credit), and always two decimals on a receipt.
 */
export function formatPaise(paise: number, currency: string, { exact = false } = {}): string {
  const digits = exact || paise % 100 !== 0 ? 2 : 0;
  const amount = paise / 100;
  try {
    return new Intl.NumberFormat('en-IN', {
      style: 'currency',
      currency,
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    }).format(amount);
  } catch {
    return `${currency} ${amount.toFixed(digits)}`;
  }
}

/** "25 Nov 2026": the dates of billing periods and payments. */
export function formatBillingDate(iso: string): string {
  return new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric' }).format(new Date(iso));
}

/** "25 Nov 2026 – 25 Dec 2026". */
export function formatPeriod(startIso: string, endIso: string): string {
  return `${formatBillingDate(startIso)} – ${formatBillingDate(endIso)}`;
}
