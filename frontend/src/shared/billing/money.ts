import { formatDay } from '../dates';

/** Rupees' sign: the one currency the contracts allow (others are written by their code). */
const RUPEE = '₹';

/** "1,23,456": India's grouping (thousands, then lakhs and crores by two digits), as `en-IN` writes it. */
function groupIndian(whole: string): string {
  if (whole.length <= 3) return whole;
  return `${whole.slice(0, -3).replace(/\B(?=(\d{2})+$)/g, ',')},${whole.slice(-3)}`;
}

/** Rupees as `en-IN` writes them, without Intl: a page's first Intl formatter loads locale data, slow on a phone. */
export function formatMoney(amount: number, currency: string, fractionDigits: number): string {
  const [whole, fraction] = Math.abs(amount).toFixed(fractionDigits).split('.');
  const sign = amount < 0 && Number(whole) + Number(fraction ?? 0) > 0 ? '-' : '';
  if (currency !== 'INR') return `${currency} ${sign}${whole}${fraction === undefined ? '' : `.${fraction}`}`;
  return `${sign}${RUPEE}${groupIndian(whole)}${fraction === undefined ? '' : `.${fraction}`}`;
}

/** "₹2" for whole rupees, "₹1.03" otherwise; `exact` always shows two decimals (receipts). */
export function formatPaise(paise: number, currency: string, { exact = false } = {}): string {
  return formatMoney(paise / 100, currency, exact || paise % 100 !== 0 ? 2 : 0);
}

export function formatPeriod(startIso: string, endIso: string): string {
  return `${formatDay(startIso)} – ${formatDay(endIso)}`;
}
