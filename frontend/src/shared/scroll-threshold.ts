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
  requestAnimationFrame(callback: () => void): number;
  cancelAnimationFrame(handle: number): void;
}

/** Calls `onChange(past)` as scrolling crosses `threshold` (from `assumed`); returns the unsubscribe function. */
// The first read waits a frame: reading `scrollY` forces a layout, lengthening the mount task (long on a phone).
export function watchScrollThreshold(
  source: ScrollSource,
  threshold: number,
  assumed: boolean,
  onChange: (past: boolean) => void,
): () => void {
  let past = assumed;
  const check = () => {
    const now = isScrolledPast(source.scrollY, threshold);
    if (now === past) return;
    past = now;
    onChange(now);
  };
  const firstReading = source.requestAnimationFrame(check);
  source.addEventListener('scroll', check, { passive: true });
  return () => {
    source.cancelAnimationFrame(firstReading);
    source.removeEventListener('scroll', check);
  };
}
