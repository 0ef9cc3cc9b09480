/** The pages a pager lists, antd's way: the first, the last, two either side of the current one, gaps as `null`. */
export function pagerItems(current: number, pageCount: number): (number | null)[] {
  if (pageCount <= 7) return Array.from({ length: pageCount }, (_, i) => i + 1);
  const from = Math.max(2, Math.min(current - 2, pageCount - 5));
  const to = Math.min(pageCount - 1, Math.max(current + 2, 6));
  const middle = Array.from({ length: to - from + 1 }, (_, i) => from + i);
  return [1, ...(from > 2 ? [null] : []), ...middle, ...(to < pageCount - 1 ? [null] : []), pageCount];
}
