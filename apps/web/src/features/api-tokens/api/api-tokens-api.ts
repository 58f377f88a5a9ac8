import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApiTokenCreate } from '@tradeloom/domain';
import { api, unwrap } from '@/lib/api';

export const apiTokenKeys = { all: ['api-tokens'] as const, calls: ['api-tokens', 'calls'] as const };

/** The user's personal API tokens (never their secrets). */
export function useApiTokens() {
  return useQuery({ queryKey: apiTokenKeys.all, queryFn: () => unwrap(api.GET('/api/tokens')) });
}

/** Makes a token; the answer holds its secret, which the server shows this once. */
export function useCreateApiToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ApiTokenCreate) => unwrap(api.POST('/api/tokens', { body: input })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: apiTokenKeys.all }),
  });
}

export function useRevokeApiToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => unwrap(api.DELETE('/api/tokens/{id}', { params: { path: { id } } })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: apiTokenKeys.all }),
  });
}

/** The latest tool calls AI clients made on the user's data. */
export function useMcpCalls() {
  return useQuery({ queryKey: apiTokenKeys.calls, queryFn: () => unwrap(api.GET('/api/tokens/calls')) });
}
