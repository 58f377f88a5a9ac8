import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api';
import { adminQueryDefaults } from './admin-query-defaults';

const usersKey = ['admin', 'users'] as const;

/** GET /api/admin/users?email=: users whose e-mail contains the term, newest first (spec §3: 50 rows). */
export const adminUserSearchQueryOptions = (email: string) =>
  queryOptions({
    ...adminQueryDefaults,
    queryKey: [...usersKey, 'search', email],
    queryFn: () => unwrap(api.GET('/api/admin/users', { params: { query: { email } } })),
    enabled: email.trim() !== '',
  });

/** GET /api/admin/users/{id}: a user's page. */
export const adminUserQueryOptions = (id: string) =>
  queryOptions({
    ...adminQueryDefaults,
    queryKey: [...usersKey, 'detail', id],
    queryFn: () => unwrap(api.GET('/api/admin/users/{id}', { params: { path: { id } } })),
  });

/** GET /api/admin/admins: the administrators, newest first. */
export const adminAdminsQueryOptions = () =>
  queryOptions({
    ...adminQueryDefaults,
    queryKey: ['admin', 'admins'],
    queryFn: () => unwrap(api.GET('/api/admin/admins')),
  });

export type AdminUserAction = 'sign-out' | 'disable' | 'enable' | 'resend-verification';

/** One account action of a user's page (recorded by the server in the admin action log). */
export function useAdminUserAction(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: AdminUserAction) => {
      const params = { params: { path: { id } } };
      switch (action) {
        case 'sign-out':
          return unwrap(api.POST('/api/admin/users/{id}/sign-out', params));
        case 'disable':
          return unwrap(api.POST('/api/admin/users/{id}/disable', params));
        case 'enable':
          return unwrap(api.POST('/api/admin/users/{id}/enable', params));
        case 'resend-verification':
          return unwrap(api.POST('/api/admin/users/{id}/resend-verification', params));
      }
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: usersKey }),
  });
}
