import { queryOptions } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api';
import { adminQueryDefaults } from './admin-query-defaults';

/** GET /api/admin/audit: 50 recent subscription audit rows, or up to 100 of the users an e-mail part matches. */
export const adminSubscriptionAuditQueryOptions = (email: string) =>
  queryOptions({
    ...adminQueryDefaults,
    queryKey: ['admin', 'audit', 'subscriptions', email],
    queryFn: () => unwrap(api.GET('/api/admin/audit', { params: { query: email ? { email } : {} } })),
  });

/** GET /api/admin/audit/actions: the admin action log, newest first, searchable by e-mail. */
export const adminActionLogQueryOptions = (email: string) =>
  queryOptions({
    ...adminQueryDefaults,
    queryKey: ['admin', 'audit', 'actions', email],
    queryFn: () => unwrap(api.GET('/api/admin/audit/actions', { params: { query: email ? { email } : {} } })),
  });
