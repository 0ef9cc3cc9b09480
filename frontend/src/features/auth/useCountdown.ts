import { useCallback, useEffect, useState } from 'react';
import { secondsLeft } from './countdown';

/** Seconds left until a deadline; `restart(seconds)` sets a new one. Re-renders only when the whole seconds change. */
export function useCountdown(initialDeadline: () => number): { seconds: number; restart: (seconds: number) => void } {
  const [deadline, setDeadline] = useState(initialDeadline);
  const [seconds, setSeconds] = useState(() => secondsLeft(deadline, Date.now()));

  useEffect(() => {
    const tick = () => setSeconds(secondsLeft(deadline, Date.now()));
    tick();
    const timer = window.setInterval(() => {
      tick();
      if (Date.now() >= deadline) window.clearInterval(timer);
    }, 250);
    return () => window.clearInterval(timer);
  }, [deadline]);

  const restart = useCallback((seconds: number) => setDeadline(Date.now() + seconds * 1000), []);
  return { seconds, restart };
}
