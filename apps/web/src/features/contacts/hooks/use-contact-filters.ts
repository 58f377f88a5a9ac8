import { useCallback, useMemo, useState } from 'react';
import type { ContactListParams } from '../api/contact-keys';
import { useDebouncedValue } from './use-debounced-value';

/** Search keystrokes settle this long before the server is asked. */
export const CONTACT_SEARCH_DEBOUNCE_MS = 250;

export type FilterKind = 'commodities' | 'locations';

/** Search text and the two multi-select filters of the contacts screen. */
export function useContactFilters() {
  const [search, setSearch] = useState('');
  const [commodities, setCommodities] = useState<string[]>([]);
  const [locations, setLocations] = useState<string[]>([]);
  const debouncedSearch = useDebouncedValue(search.trim(), CONTACT_SEARCH_DEBOUNCE_MS);

  const toggle = useCallback((kind: FilterKind, value: string) => {
    const set = kind === 'commodities' ? setCommodities : setLocations;
    set((list) => (list.includes(value) ? list.filter((v) => v !== value) : [...list, value]));
  }, []);

  const clearFilters = useCallback(() => {
    setCommodities([]);
    setLocations([]);
  }, []);

  const params: ContactListParams = useMemo(
    () => ({ q: debouncedSearch, commodities, locations }),
    [debouncedSearch, commodities, locations],
  );

  return {
    search,
    setSearch,
    commodities,
    locations,
    toggle,
    clearFilters,
    params,
    filterCount: commodities.length + locations.length,
    isFiltered: debouncedSearch.length > 0 || commodities.length + locations.length > 0,
  };
}
