/** As `toLocaleString('en')` writes it, without `Intl`, whose first call loads the locale data on every page. */
export function formatCount(count: number): string {
  if (!Number.isSafeInteger(count)) return String(count);
  return String(count).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}
