import { useEffect, useState } from 'react';
import { TOP_BAR_SCROLL_THRESHOLD, watchScrollThreshold } from './scroll-threshold';

/** Whether the window is past `threshold` px (false until the first frame reads it); re-renders only when it flips. */
export function useScrolledPast(threshold: number = TOP_BAR_SCROLL_THRESHOLD): boolean {
  const [past, setPast] = useState(false);
  useEffect(() => watchScrollThreshold(window, threshold, false, setPast), [threshold]);
  return past;
}
