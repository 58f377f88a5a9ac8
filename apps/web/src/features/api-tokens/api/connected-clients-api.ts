import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api';

export const connectedClientKeys = { all: ['oauth-clients'] as const };

/** The AI clients the user connected with OAuth (decision 036). */
export function useConnectedClients() {
  return useQuery({ queryKey: connectedClientKeys.all, queryFn: () => unwrap(api.GET('/api/oauth-clients')) });
}

export function useRevokeConnectedClient() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => unwrap(api.DELETE('/api/oauth-clients/{id}', { params: { path: { id } } })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: connectedClientKeys.all }),
  });
}
