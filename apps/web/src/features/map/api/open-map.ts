import { useEffect, useRef, useState } from 'react';
import { api, isApiError, unwrap } from '@/lib/api';

/** POST /api/map/open: the consume_map audit event and the trial's map counter, once per opening. */
export function recordMapOpened() {
  return unwrap(api.POST('/api/map/open'));
}

/**
 * Records the opening once per mount of the map page, not per filter change or re-render (a ref, so
 * React's development double effects do not count it twice). Answers whether the trial's map openings
 * are used up (the server refused this one); any other failure changes nothing for the user.
 */
export function useRecordMapOpened(): { limitReached: boolean } {
  const done = useRef(false);
  const [limitReached, setLimitReached] = useState(false);
  useEffect(() => {
    if (done.current) return;
    done.current = true;
    recordMapOpened().catch((error: unknown) => {
      if (isApiError(error) && error.code === 'DEMO_LIMIT_REACHED') setLimitReached(true);
    });
  }, []);
  return { limitReached };
}
