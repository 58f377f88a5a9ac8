/**
 * Whether the contact picked on the map still belongs to what the map shows after the search or the
 * filters change. The map's answer names up to MAP_POPUP_CONTACTS contacts per city, so a contact
 * missing from it is not always filtered out; what is not known to match leaves the side panel.
 */
import type { MapResponse } from '@tradeloom/domain';

export interface MapFilterParams {
  q: string;
  commodities: string[];
  locations: string[];
  roles: string[];
}

export interface MapSelection {
  id: string;
  cityKey: string;
  /** The search and filters of the last answer that named the contact. */
  seenWith: MapFilterParams;
}

const words = (q: string) => q.toLowerCase().split(/\s+/).filter(Boolean);
const lowered = (list: string[]) => new Set(list.map((v) => v.trim().toLowerCase()));

/** Every contact `before` let through, `next` lets through too: fewer search words, each filter off or wider. */
export function widens(next: MapFilterParams, before: MapFilterParams): boolean {
  const beforeWords = new Set(words(before.q));
  if (!words(next.q).every((w) => beforeWords.has(w))) return false;
  return (['commodities', 'locations', 'roles'] as const).every((k) => {
    if (next[k].length === 0) return true;
    if (before[k].length === 0) return false;
    const wider = lowered(next[k]);
    return [...lowered(before[k])].every((v) => wider.has(v));
  });
}

/** The selection for a new (current, not placeholder) answer: kept, updated, or null when it must leave. */
export function reconcileSelection(selection: MapSelection, data: MapResponse, params: MapFilterParams): MapSelection | null {
  const listedIn = data.cities.find((c) => c.contacts.some((p) => p.id === selection.id));
  if (listedIn) {
    const same = listedIn.key === selection.cityKey && selection.seenWith === params;
    return same ? selection : { id: selection.id, cityKey: listedIn.key, seenWith: params };
  }
  const city = data.cities.find((c) => c.key === selection.cityKey);
  // The city lists all its contacts, or is gone: the contact is filtered out.
  if (!city || city.count <= city.contacts.length) return null;
  return widens(params, selection.seenWith) ? selection : null;
}
