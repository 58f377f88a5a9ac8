import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api';

/** GET /api/profile/deletion: the signed-in user's deletion request, if any. */
export const deletionStatusQueryOptions = queryOptions({
  queryKey: ['profile', 'deletion'],
  queryFn: () => unwrap(api.GET('/api/profile/deletion')),
});

export function useDeletionStatus() {
  return useQuery(deletionStatusQueryOptions);
}

/** POST /api/profile/deletion: e-mails the verification link (again, when one is pending). */
export function useRequestDeletion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => unwrap(api.POST('/api/profile/deletion', { body: { confirm: true } })),
    onSuccess: (status) => queryClient.setQueryData(deletionStatusQueryOptions.queryKey, status),
  });
}

/** DELETE /api/profile/deletion: withdraws a request whose link was not followed yet. */
export function useWithdrawDeletion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => unwrap(api.DELETE('/api/profile/deletion')),
    onSuccess: (status) => queryClient.setQueryData(deletionStatusQueryOptions.queryKey, status),
  });
}

/** POST /api/account-deletion/confirm: the e-mailed verification link (no session needed). */
export function useConfirmDeletion() {
  return useMutation({ mutationFn: (token: string) => unwrap(api.POST('/api/account-deletion/confirm', { body: { token } })) });
}

/** POST /api/account-deletion/cancel: the e-mailed cancel link (no session needed). */
export function useCancelDeletion() {
  return useMutation({ mutationFn: (token: string) => unwrap(api.POST('/api/account-deletion/cancel', { body: { token } })) });
}
