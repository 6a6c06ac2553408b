// Time left before a deadline (a quote's expiry), counted down each second.
import { useEffect, useState } from 'react';

/** secondsLeft is the whole seconds from now (ms since the epoch) until deadline, rounded up; 0 once it has passed or when it cannot be read. */
export function secondsLeft(deadline: string, now: number): number {
  const end = Date.parse(deadline);
  if (Number.isNaN(end) || end <= now) return 0;
  return Math.ceil((end - now) / 1000);
}

/** formatCountdown shows seconds as minutes and seconds ("1:05", "0:09"). */
export function formatCountdown(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
}

/**
 * useSecondsLeft is secondsLeft(deadline), kept current: the component
 * renders again at each whole second until the deadline, then stops.
 */
export function useSecondsLeft(deadline: string, clock: () => number = Date.now): number {
  const [left, setLeft] = useState(() => secondsLeft(deadline, clock()));
  useEffect(() => {
    let timer = 0;
    const tick = () => {
      const now = clock();
      const l = secondsLeft(deadline, now);
      setLeft(l);
      if (l === 0) return;
      // Wake just after the next whole second before the deadline.
      const end = Date.parse(deadline);
      timer = window.setTimeout(tick, ((end - now) % 1000 || 1000) + 5);
    };
    tick();
    return () => window.clearTimeout(timer);
  }, [deadline, clock]);
  return left;
}
