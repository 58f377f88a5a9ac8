import { queryOptions, useQuery } from '@tanstack/react-query';
import { type ContactImport, IMPORT_POLL_MS } from '@tradeloom/domain';
import { api, unwrap } from '@/lib/api';
import { importKeys } from './import-keys';

/** GET /api/imports: the user's latest imports, newest first. */
export async function getImports(signal?: AbortSignal): Promise<ContactImport[]> {
  const { imports } = await unwrap(api.GET('/api/imports', { signal }));
  return imports;
}

/** Kept fresh while one of them is still running, so its progress moves in the list. */
export const importsQueryOptions = queryOptions({
  queryKey: importKeys.list(),
  queryFn: ({ signal }) => getImports(signal),
  staleTime: 0,
  refetchInterval: (query) => (query.state.data?.some((i) => i.status === 'processing') ? IMPORT_POLL_MS * 2 : false),
});

export function useImports() {
  return useQuery(importsQueryOptions);
}
