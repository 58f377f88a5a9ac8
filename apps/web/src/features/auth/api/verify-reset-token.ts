import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api';

/** POST /api/password-reset/verify: is this reset token still usable? */
export async function verifyResetToken(token: string): Promise<boolean> {
  const { valid } = await unwrap(api.POST('/api/password-reset/verify', { body: { token } }));
  return valid;
}

export function useVerifyResetToken(token: string | null) {
  return useQuery(
    queryOptions({
      queryKey: ['password-reset', 'verify', token],
      queryFn: () => verifyResetToken(token ?? ''),
      enabled: Boolean(token),
      retry: false,
      staleTime: Number.POSITIVE_INFINITY,
      gcTime: 0,
    }),
  );
}
