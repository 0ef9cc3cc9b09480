/** Rupees' sign: the one currency the contracts allow (others are written by their code). */
const RUPEE = '₹';

/** "1,23,456": India's grouping (thousands, then lakhs and crores by two digits), as `en-IN` writes it. */
function groupIndian(whole: string): string {
  if (whole.length <= 3) return whole;
  return `${whole.slice(0, -3).replace(/\B(?=(\d{2})+$)/g, ',')},${whole.slice(-3)}`;
}

/**
 * An amount as `Intl.NumberFormat('en-IN', { style: 'currency' })` writes rupees ("₹1,200", "₹1.03"),
 * without Intl: a page's first Intl formatter loads the locale's data, tens of milliseconds on a
 * phone inside the render that shows the first price (docs/decisions/front-end/start-up.md).
 */
export function formatMoney(amount: number, currency: string, fractionDigits: number): string {
  const [whole, fraction] = Math.abs(amount).toFixed(fractionDigits).split('.');
  const sign = amount < 0 && Number(whole) + Number(fraction ?? 0) > 0 ? '-' : '';
  if (currency !== 'INR') return `${currency} ${sign}${whole}${fraction === undefined ? '' : `.${fraction}`}`;
  return `${sign}${RUPEE}${groupIndian(whole)}${fraction === undefined ? '' : `.${fraction}`}`;
}

/**
 * Amounts in paise as people read them: "₹2" for whole rupees (the plan cards, 'Pay ₹2'),
 * "₹1.03" otherwise (an upgrade after credit), and always two decimals on a receipt.
 */
export function formatPaise(paise: number, currency: string, { exact = false } = {}): string {
  return formatMoney(paise / 100, currency, exact || paise % 100 !== 0 ? 2 : 0);
}

/** "25 Nov 2026": the dates of billing periods and payments. */
export function formatBillingDate(iso: string): string {
  return new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric' }).format(new Date(iso));
}

/** "25 Nov 2026 – 25 Dec 2026". */
export function formatPeriod(startIso: string, endIso: string): string {
  return `${formatBillingDate(startIso)} – ${formatBillingDate(endIso)}`;
}
