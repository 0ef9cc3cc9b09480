import { useEffect, useState } from 'react';
import { TOP_BAR_SCROLL_THRESHOLD, watchScrollThreshold } from './scroll-threshold';

/**
 * True once the window has scrolled past `threshold` px, false until the first frame has read it (as the build
 * prerenders it). The component re-renders only when the answer flips, not on every scroll event.
 */
export function useScrolledPast(threshold: number = TOP_BAR_SCROLL_THRESHOLD): boolean {
  const [past, setPast] = useState(false);
  useEffect(() => watchScrollThreshold(window, threshold, false, setPast), [threshold]);
  return past;
}
