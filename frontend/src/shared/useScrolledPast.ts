import { useCallback, useSyncExternalStore } from 'react';
import { isScrolledPast, TOP_BAR_SCROLL_THRESHOLD, watchScrollThreshold } from './scroll-threshold';

/**
 * True once the window has scrolled past `threshold` px. The component re-renders only when the
 * answer flips, not on every scroll event (the listener is passive and reports crossings only).
 */
export function useScrolledPast(threshold: number = TOP_BAR_SCROLL_THRESHOLD): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => watchScrollThreshold(window, threshold, onChange),
    [threshold],
  );
  const getSnapshot = () => isScrolledPast(window.scrollY, threshold);
  return useSyncExternalStore(subscribe, getSnapshot, () => false);
}
