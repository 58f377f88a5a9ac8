import { GEOCODE_DELAY_MS } from '@tradeloom/domain';
import { toast } from 'sonner';
import { api, unwrap } from '@/lib/api';
import { CONTACT_MESSAGES } from '../utils/contact-messages';

/** POST /api/geocode/auto (spec auto-geocode-new-location): places contacts whose location has no city yet. */
export function triggerAutoGeocode() {
  return unwrap(api.POST('/api/geocode/auto'));
}

/**
 * Spec §4 'Geocoding': a saved location text with no matched city is geocoded 3 s later. A plain
 * timer, not tied to the dialog: it must fire after the dialog has closed.
 */
export function scheduleAutoGeocode() {
  setTimeout(() => {
    triggerAutoGeocode().catch(() => toast.error(CONTACT_MESSAGES.geocodeFailed));
  }, GEOCODE_DELAY_MS);
}
