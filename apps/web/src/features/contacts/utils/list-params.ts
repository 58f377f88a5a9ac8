/**
 * The contacts list's state in the URL (?q=&commodity=&location=&role=&overdue=&min_strength=&sort=), so a reload or a
 * shared link shows the same list. Pure: parsing and writing only.
 */
import { CONTACT_FILTER_MAX_VALUES, CONTACT_SORTS, type ContactSort } from '@tradeloom/domain';
import type { ContactListParams } from '@/lib/contacts/contact-keys';

export type FilterKind = 'commodities' | 'locations' | 'roles';
export const FILTER_PARAM: Record<FilterKind, string> = { commodities: 'commodity', locations: 'location', roles: 'role' };

const isSort = (v: string | null): v is ContactSort => (CONTACT_SORTS as readonly string[]).includes(v ?? '');

function values(search: URLSearchParams, key: string): string[] {
  const seen = new Set<string>();
  for (const v of search.getAll(key)) {
    const t = v.trim();
    if (t) seen.add(t);
  }
  return [...seen].slice(0, CONTACT_FILTER_MAX_VALUES);
}

/** A minimum strength from the URL: a whole number 1-100 (0 filters nothing). */
function minStrength(raw: string | null): number | undefined {
  const n = Number(raw);
  return raw && Number.isInteger(n) && n > 0 && n <= 100 ? n : undefined;
}

export function readListParams(search: URLSearchParams): ContactListParams {
  const sort = search.get('sort');
  const min = minStrength(search.get('min_strength'));
  return {
    q: (search.get('q') ?? '').trim(),
    commodities: values(search, FILTER_PARAM.commodities),
    locations: values(search, FILTER_PARAM.locations),
    roles: values(search, FILTER_PARAM.roles),
    sort: isSort(sort) ? sort : 'newest',
    ...(search.get('overdue') === 'true' ? { overdue: true } : {}),
    ...(min !== undefined ? { min_strength: min } : {}),
  };
}

/** The URL query for a list state; defaults are left out, and other parameters are kept. */
export function writeListParams(params: ContactListParams, base = new URLSearchParams()): URLSearchParams {
  const next = new URLSearchParams(base);
  for (const key of ['q', 'sort', 'overdue', 'min_strength', ...Object.values(FILTER_PARAM)]) next.delete(key);
  if (params.q.trim()) next.set('q', params.q.trim());
  for (const kind of Object.keys(FILTER_PARAM) as FilterKind[]) {
    for (const v of params[kind]) next.append(FILTER_PARAM[kind], v);
  }
  if (params.overdue) next.set('overdue', 'true');
  if (params.min_strength) next.set('min_strength', String(params.min_strength));
  if (params.sort !== 'newest') next.set('sort', params.sort);
  return next;
}

export function toggleValue(list: readonly string[], value: string): string[] {
  return list.includes(value) ? list.filter((v) => v !== value) : [...list, value];
}
