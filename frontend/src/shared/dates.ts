/* Dates like "29 Nov 2026, 14:05" in local time, without Intl: a first Intl formatter costs 250–380 ms on a phone. */

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

const two = (n: number) => String(n).padStart(2, '0');

const asDate = (value: string | Date) => (typeof value === 'string' ? new Date(value) : value);

/** "29 Nov 2026", or "29 November 2026" with `month: 'long'`; an invalid date is answered as given. */
export function formatDay(value: string | Date, { month = 'short' }: { month?: 'short' | 'long' } = {}): string {
  const date = asDate(value);
  if (Number.isNaN(date.getTime())) return String(value);
  const name = MONTHS[date.getMonth()]!;
  return `${date.getDate()} ${month === 'long' ? name : name.slice(0, 3)} ${date.getFullYear()}`;
}

/** "29 Nov 2026, 14:05"; an invalid date is answered as given. */
export function formatDayTime(value: string | Date): string {
  const date = asDate(value);
  if (Number.isNaN(date.getTime())) return String(value);
  return `${formatDay(date)}, ${two(date.getHours())}:${two(date.getMinutes())}`;
}
