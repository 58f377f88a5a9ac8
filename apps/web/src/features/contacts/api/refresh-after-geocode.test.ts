import type { Contact } from '@tradeloom/domain';
import { GEOCODE_DELAY_MS } from '@tradeloom/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { contactKeys } from '@/lib/contacts/contact-keys';
import { refreshAfterGeocode } from './refresh-after-geocode';

const saved = { location: 'Kochi', latitude: null, longitude: null } as Contact;

describe('refreshAfterGeocode', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('fetches the contacts again once the geocode job has run', () => {
    const queryClient = { invalidateQueries: vi.fn(async () => {}) };
    refreshAfterGeocode(queryClient, saved);
    vi.advanceTimersByTime(GEOCODE_DELAY_MS);
    expect(queryClient.invalidateQueries).not.toHaveBeenCalled();
    vi.advanceTimersByTime(2000);
    expect(queryClient.invalidateQueries).toHaveBeenCalledWith({ queryKey: contactKeys.all });
  });

  it('waits for nothing when the contact is placed or has no location', () => {
    const queryClient = { invalidateQueries: vi.fn(async () => {}) };
    refreshAfterGeocode(queryClient, { ...saved, latitude: 9.9, longitude: 76.3 });
    refreshAfterGeocode(queryClient, { ...saved, location: null });
    vi.advanceTimersByTime(60_000);
    expect(queryClient.invalidateQueries).not.toHaveBeenCalled();
  });
});
