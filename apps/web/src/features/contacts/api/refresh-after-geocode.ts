import type { QueryClient } from '@tanstack/react-query';
import { type Contact, contactIsOnMap, GEOCODE_DELAY_MS } from '@tradeloom/domain';
import { contactKeys } from '@/lib/contacts/contact-keys';

/** Time for the geocode job to run after it is due (polled every 500 ms) and answer. */
const SETTLE_MS = 2000;

/**
 * A contact saved with a location but no place is geocoded by the server after GEOCODE_DELAY_MS:
 * its card and details are fetched again then, so they show the place (or stay honestly unplaced)
 * without a reload.
 */
export function refreshAfterGeocode(queryClient: Pick<QueryClient, 'invalidateQueries'>, saved: Contact): void {
  if (!saved.location?.trim() || contactIsOnMap(saved)) return;
  setTimeout(() => void queryClient.invalidateQueries({ queryKey: contactKeys.all }), GEOCODE_DELAY_MS + SETTLE_MS);
}
