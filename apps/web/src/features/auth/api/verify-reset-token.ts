import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiFetch } from '@/lib/api';

const verifyResponseSchema = z.object({ valid: z.boolean() });

/** POST /api/password-reset/verify: is this reset token still usable? */
export async function verifyResetToken(token: string): Promise<boolean> {
  const { valid } = await apiFetch('/api/password-reset/verify', {
    method: 'POST',
    body: { token },
    schema: verifyResponseSchema,
  });
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
