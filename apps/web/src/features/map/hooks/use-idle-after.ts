import { useEffect, useState } from 'react';

/**
 * True once `ready` has been true and the browser has then had an idle moment: for work the first
 * view does not need (on a two-core machine a request answered meanwhile competes with the map's
 * first drawing, on the server and in the browser alike).
 */
export function useIdleAfter(ready: boolean, timeoutMs = 1500): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    if (!ready || idle) return;
    if (typeof window.requestIdleCallback === 'function') {
      const handle = window.requestIdleCallback(() => setIdle(true), { timeout: timeoutMs });
      return () => window.cancelIdleCallback(handle);
    }
    const timer = setTimeout(() => setIdle(true), 300);
    return () => clearTimeout(timer);
  }, [ready, idle, timeoutMs]);
  return idle;
}
