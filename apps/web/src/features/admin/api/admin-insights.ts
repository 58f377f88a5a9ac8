import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { FlaggedInsightList } from '@tradeloom/domain';
import { api, unwrap } from '@/lib/api';
import { adminQueryDefaults } from './admin-query-defaults';

const flagsKey = ['admin', 'insight-flags'] as const;

/** GET /api/admin/insights/flags: users' flags and 'not helpful' ratings, the 100 newest (spec §7). */
export const adminInsightFlagsQueryOptions = () =>
  queryOptions({
    ...adminQueryDefaults,
    queryKey: flagsKey,
    queryFn: () => unwrap(api.GET('/api/admin/insights/flags')),
  });

/** POST /api/admin/insights/flags/{id}/processed: idempotent; the row comes back processed. */
export function useMarkFlagProcessed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => unwrap(api.POST('/api/admin/insights/flags/{id}/processed', { params: { path: { id } } })),
    onSuccess: (row) =>
      queryClient.setQueryData(flagsKey, (data: FlaggedInsightList | undefined) =>
        data ? { flags: data.flags.map((f) => (f.feedback_id === row.feedback_id ? row : f)) } : data,
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: flagsKey }),
  });
}
