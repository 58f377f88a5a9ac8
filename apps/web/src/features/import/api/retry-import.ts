import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ContactImport } from '@tradeloom/domain';
import { api, unwrap } from '@/lib/api';
import { importKeys } from './import-keys';

/** POST /api/imports/:id/retry: a failed import continues after the rows that landed. */
export function retryImport(id: string): Promise<ContactImport> {
  return unwrap(api.POST('/api/imports/{id}/retry', { params: { path: { id } } }));
}

export function useRetryImport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: retryImport,
    onSuccess: (record) => {
      queryClient.setQueryData(importKeys.detail(record.id), record);
      return queryClient.invalidateQueries({ queryKey: importKeys.list() });
    },
  });
}
