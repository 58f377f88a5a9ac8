import { useEffect, useRef } from 'react';
import { api, unwrap } from '@/lib/api';

/** POST /api/map/open: the consume_map audit event and the trial's map counter, once per opening. */
export function recordMapOpened() {
  return unwrap(api.POST('/api/map/open'));
}

/**
 * Records the opening once per mount of the map page, not per filter change or re-render (a ref, so
 * React's development double effects do not count it twice). A failure changes nothing for the user.
 */
export function useRecordMapOpened() {
  const done = useRef(false);
  useEffect(() => {
    if (done.current) return;
    done.current = true;
    recordMapOpened().catch(() => undefined);
  }, []);
}
