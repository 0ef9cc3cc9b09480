/** Watches a scroll threshold passively, calling back only when the answer flips. */

/** Spec §9: the top bar changes style once the page has scrolled past 20 px. */
export const TOP_BAR_SCROLL_THRESHOLD = 20;

/** Past means strictly beyond: at exactly 20 px the bar still has its resting style. */
export function isScrolledPast(scrollY: number, threshold: number = TOP_BAR_SCROLL_THRESHOLD): boolean {
  return scrollY > threshold;
}

export interface ScrollSource {
  readonly scrollY: number;
  addEventListener(type: 'scroll', listener: () => void, options: AddEventListenerOptions): void;
  removeEventListener(type: 'scroll', listener: () => void): void;
}

/** Calls `onChange(past)` whenever the scroll position crosses `threshold`; returns the unsubscribe function. */
export function watchScrollThreshold(
  source: ScrollSource,
  threshold: number,
  onChange: (past: boolean) => void,
): () => void {
  let past = isScrolledPast(source.scrollY, threshold);
  const onScroll = () => {
    const now = isScrolledPast(source.scrollY, threshold);
    if (now === past) return;
    past = now;
    onChange(now);
  };
  source.addEventListener('scroll', onScroll, { passive: true });
  return () => source.removeEventListener('scroll', onScroll);
}
