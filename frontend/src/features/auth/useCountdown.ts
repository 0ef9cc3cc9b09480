import { useCallback, useEffect, useState } from 'react';
import { secondsLeft } from './countdown';

/**
 * Seconds left of a countdown of `total` seconds that starts on mount; `restart()` starts it again
 * (spec §4: resending restarts the 300-second countdown). Ticks a few times a second but re-renders
 * only when the whole seconds change.
 */
export function useCountdown(total: number): { seconds: number; restart: () => void } {
  const [deadline, setDeadline] = useState(() => Date.now() + total * 1000);
  const [seconds, setSeconds] = useState(total);

  useEffect(() => {
    const tick = () => setSeconds(secondsLeft(deadline, Date.now()));
    tick();
    const timer = window.setInterval(() => {
      tick();
      if (Date.now() >= deadline) window.clearInterval(timer);
    }, 250);
    return () => window.clearInterval(timer);
  }, [deadline]);

  const restart = useCallback(() => setDeadline(Date.now() + total * 1000), [total]);
  return { seconds, restart };
}
