import { queryOptions } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api';
import { isSessionExpired } from './admin-activity';

/** GET /api/admin/imports: every user's imports, newest first (spec §7: 100 rows). */
export const adminImportsQueryOptions = () =>
  queryOptions({
    queryKey: ['admin', 'imports'],
    queryFn: () => unwrap(api.GET('/api/admin/imports')),
    // Spec §9 'Admin': query retry 1, no refetch on window focus. A session the server signed out
    // (SESSION_EXPIRED) is not asked again.
    retry: (failures, error) => failures < 1 && !isSessionExpired(error),
    refetchOnWindowFocus: false,
  });
