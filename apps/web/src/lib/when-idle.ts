/**
 * Runs `task` once the browser is idle (requestIdleCallback, at the latest after `timeoutMs`; a timer
 * where there is none). For work the first view does not wait for: fetching the code of the dialogs
 * and panels a user is likely to open next, after the first cards are painted. Returns a cancel.
 */
export function whenIdle(task: () => void, timeoutMs = 2000): () => void {
  if (typeof window === 'undefined') return () => {};
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(() => task(), { timeout: timeoutMs });
    return () => window.cancelIdleCallback(handle);
  }
  const timer = window.setTimeout(task, Math.min(timeoutMs, 500));
  return () => window.clearTimeout(timer);
}
