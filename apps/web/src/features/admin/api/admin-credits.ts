import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreditAdjustmentInput } from '@tradeloom/domain';
import { api, unwrap } from '@/lib/api';
import { adminQueryDefaults } from './admin-query-defaults';

const adjustmentsKey = ['admin', 'credit-adjustments'] as const;

/** GET /api/admin/credits/adjustments: the 50 newest adjustments with their users (spec §7). */
export const adminCreditAdjustmentsQueryOptions = () =>
  queryOptions({
    ...adminQueryDefaults,
    queryKey: adjustmentsKey,
    queryFn: () => unwrap(api.GET('/api/admin/credits/adjustments')),
  });

/** POST /api/admin/credits/adjustments: the same idempotency key twice applies once. */
export function useAdjustCredits() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreditAdjustmentInput) => unwrap(api.POST('/api/admin/credits/adjustments', { body })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adjustmentsKey }),
  });
}
