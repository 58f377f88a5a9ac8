import { queryOptions, useQuery } from '@tanstack/react-query';
import { type ContactImport, IMPORT_POLL_MS } from '@tradeloom/domain';
import { api, unwrap } from '@/lib/api';
import { importKeys } from './import-keys';

/** GET /api/imports/:id: status, and the results so far (they grow after every batch). */
export function getImport(id: string, signal?: AbortSignal): Promise<ContactImport> {
  return unwrap(api.GET('/api/imports/{id}', { params: { path: { id } }, signal }));
}

/** Asked again every IMPORT_POLL_MS while the import is processing; still once it has ended. */
export const importQueryOptions = (id: string) =>
  queryOptions({
    queryKey: importKeys.detail(id),
    queryFn: ({ signal }) => getImport(id, signal),
    staleTime: 0,
    refetchInterval: (query) => (query.state.data?.status === 'processing' ? IMPORT_POLL_MS : false),
  });

export function useImport(id: string | undefined) {
  return useQuery({ ...importQueryOptions(id ?? ''), enabled: Boolean(id) });
}
