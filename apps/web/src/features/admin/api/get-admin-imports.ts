import { queryOptions } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api';
import { adminQueryDefaults } from './admin-query-defaults';

/** GET /api/admin/imports: every user's imports, newest first (spec §7: 100 rows). */
export const adminImportsQueryOptions = () =>
  queryOptions({
    ...adminQueryDefaults,
    queryKey: ['admin', 'imports'],
    queryFn: () => unwrap(api.GET('/api/admin/imports')),
  });
