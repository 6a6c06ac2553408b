// Asking again while something is under way (a webhook delivery being
// sent): every interval, as long as when says so and the page is shown.
import { useEffect } from 'react';

/** usePolling calls refresh every interval milliseconds while when is true. */
export function usePolling(when: boolean, refresh: () => void, interval = 2000) {
  useEffect(() => {
    if (!when) return;
    const id = window.setInterval(() => {
      if (document.visibilityState === 'visible') refresh();
    }, interval);
    return () => window.clearInterval(id);
  }, [when, refresh, interval]);
}
