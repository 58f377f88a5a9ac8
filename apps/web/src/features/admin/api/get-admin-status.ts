import { queryOptions, useQuery } from '@tanstack/react-query';
import { ADMIN_FLAG_CACHE_MS } from '@tradeloom/domain';
import { api, unwrap } from '@/lib/api';

/** GET /api/admin/me (spec is_admin). Any failure means "not an admin" (spec §6). */
export async function getAdminStatus(): Promise<boolean> {
  try {
    const body = await unwrap(api.GET('/api/admin/me'));
    return body.isAdmin === true;
  } catch {
    return false;
  }
}

export const adminStatusQueryOptions = (userId: string | undefined) =>
  queryOptions({
    queryKey: ['admin', 'me', userId],
    queryFn: getAdminStatus,
    staleTime: ADMIN_FLAG_CACHE_MS,
    gcTime: ADMIN_FLAG_CACHE_MS,
    // Errors mean not an admin (getAdminStatus answers false): nothing to retry. The flag is kept 5 minutes,
    // and not asked again when the window regains focus.
    retry: false,
    refetchOnWindowFocus: false,
    enabled: Boolean(userId),
  });

export function useIsAdmin(userId: string | undefined) {
  const query = useQuery(adminStatusQueryOptions(userId));
  return { isAdmin: query.data === true, isLoading: query.isPending && Boolean(userId) };
}
