/**
 * A whole number with its thousands grouped, as `toLocaleString('en')` writes it (`100000` →
 * `'100,000'`). Messages are built when their module loads, on every page: the first `Intl` call of
 * a page loads the locale's data, 14 ms on this machine, 57 ms at Lighthouse's 4× CPU.
 */
export function formatCount(count: number): string {
  if (!Number.isSafeInteger(count)) return String(count);
  return String(count).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}
