import type { ContactSort } from '@tradeloom/domain';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { ContactListParams } from '@/lib/contacts/contact-keys';
import { type FilterKind, readListParams, toggleValue, writeListParams } from '../utils/list-params';
import { useDebouncedValue } from './use-debounced-value';

export type { FilterKind } from '../utils/list-params';

/**
 * Search keystrokes settle this long before the server is asked (the request in flight is cancelled).
 * 60 ms (was 120): the server answers a search page in about 80 ms here, and the goal from the last key to
 * the updated list is 150 ms (issue 28, decision 037).
 */
export const CONTACT_SEARCH_DEBOUNCE_MS = 60;

/**
 * Search, the three multi-select filters and the order of the contacts screen, kept in the URL: a
 * reload or a shared link shows the same list, and Back undoes a filter. Typing replaces the history
 * entry instead of adding one per keystroke.
 */
export function useContactFilters() {
  const [searchParams, setSearchParams] = useSearchParams();
  const fromUrl = useMemo(() => readListParams(searchParams), [searchParams]);
  // A click shows at once: the router applies a new URL a beat later (navigation is asynchronous),
  // so the state the user chose leads until the URL has caught up.
  const [ahead, setAhead] = useState<ContactListParams | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new URL is exactly when the lead ends.
  useEffect(() => setAhead(null), [fromUrl]);
  const params = ahead ?? fromUrl;

  const [search, setSearch] = useState(params.q);
  const debouncedSearch = useDebouncedValue(search.trim(), CONTACT_SEARCH_DEBOUNCE_MS);

  // Back/forward (or a link) changed the URL: the box shows what the list shows. Checked on every new
  // URL, not only a new q: a Back right after a search was written can reach React together with that
  // write, so q looks unchanged while the box still holds the text Back undid.
  const lastWritten = useRef(fromUrl.q);
  useEffect(() => {
    if (fromUrl.q !== lastWritten.current) {
      lastWritten.current = fromUrl.q;
      setSearch(fromUrl.q);
    }
  }, [fromUrl]);

  const current = useRef(params);
  current.current = params;
  const update = useCallback(
    (change: Partial<ContactListParams>, replace = false) => {
      const next = { ...current.current, ...change };
      current.current = next;
      setAhead(next);
      setSearchParams((url) => writeListParams(next, url), { replace });
    },
    [setSearchParams],
  );

  // Only a newly settled search writes the URL. `update` changes with every URL (the router's setter
  // does), and running on that would write the old text over an entry Back has just restored.
  const settled = useRef(debouncedSearch);
  useEffect(() => {
    if (debouncedSearch === settled.current) return;
    settled.current = debouncedSearch;
    if (debouncedSearch === current.current.q) return;
    lastWritten.current = debouncedSearch;
    update({ q: debouncedSearch }, true);
  }, [debouncedSearch, update]);

  const toggle = useCallback((kind: FilterKind, value: string) => update({ [kind]: toggleValue(current.current[kind], value) }), [update]);
  const clearFilters = useCallback(
    () => update({ commodities: [], locations: [], roles: [], overdue: undefined, min_strength: undefined }),
    [update],
  );
  const setSort = useCallback((sort: ContactSort) => update({ sort }), [update]);
  const setOverdue = useCallback((overdue: boolean) => update({ overdue: overdue || undefined }), [update]);
  const setMinStrength = useCallback((min: number | undefined) => update({ min_strength: min || undefined }), [update]);

  const filterCount =
    params.commodities.length + params.locations.length + params.roles.length + (params.overdue ? 1 : 0) + (params.min_strength ? 1 : 0);
  return {
    search,
    setSearch,
    commodities: params.commodities,
    locations: params.locations,
    roles: params.roles,
    sort: params.sort,
    setSort,
    overdue: Boolean(params.overdue),
    setOverdue,
    minStrength: params.min_strength,
    setMinStrength,
    toggle,
    clearFilters,
    params,
    filterCount,
    isFiltered: params.q.length > 0 || filterCount > 0,
  };
}
