import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { KeepInTouchDays } from '@tradeloom/domain';
import { api, unwrap } from '@/lib/api';
import { type ContactListParams, contactKeys } from '@/lib/contacts/contact-keys';

export interface ListFilter {
  q?: string;
  commodity?: string[];
  location?: string[];
  role?: string[];
  min_strength?: number;
  overdue?: boolean;
}

/** The list's search and filters as the bulk route names the contacts it applies to (the domain's contactListFilterSchema). */
export function listFilterOf(params: ContactListParams): ListFilter {
  const q = params.q.trim();
  return {
    ...(q ? { q } : {}),
    ...(params.commodities.length ? { commodity: params.commodities } : {}),
    ...(params.locations.length ? { location: params.locations } : {}),
    ...(params.roles.length ? { role: params.roles } : {}),
    ...(params.min_strength ? { min_strength: params.min_strength } : {}),
    ...(params.overdue ? { overdue: true } : {}),
  };
}

/** POST /api/contacts/cadence: the cadence of every own contact the filter matches (demo contacts are never changed). */
export function setCadenceBulk(body: { filter: ListFilter; keep_in_touch_days: KeepInTouchDays | null }): Promise<{ updated: number }> {
  return unwrap(api.POST('/api/contacts/cadence', { body }));
}

export function useSetCadenceBulk() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setCadenceBulk,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: contactKeys.all }),
        queryClient.invalidateQueries({ queryKey: ['insights'] }),
      ]),
  });
}
