import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api';
import { adminQueryDefaults } from './admin-query-defaults';

/** How often the Operations page asks again while open. */
export const ADMIN_OPERATIONS_REFRESH_MS = 30_000;

/** GET /api/admin/operations: the job queue, the last day's errors, the instances seen in the last minute. */
export const adminOperationsQueryOptions = () =>
  queryOptions({
    ...adminQueryDefaults,
    queryKey: ['admin', 'operations'],
    queryFn: () => unwrap(api.GET('/api/admin/operations')),
    refetchInterval: ADMIN_OPERATIONS_REFRESH_MS,
  });

/** POST /api/admin/operations/jobs/{id}/retry: queues a failed job again. */
export function useRetryJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => unwrap(api.POST('/api/admin/operations/jobs/{id}/retry', { params: { path: { id } } })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['admin', 'operations'] }),
  });
}
