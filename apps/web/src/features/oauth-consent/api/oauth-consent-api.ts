import { useMutation, useQuery } from '@tanstack/react-query';
import type { OAuthDecision } from '@tradeloom/domain';
import { api, unwrap } from '@/lib/api';

/** The authorization request an AI client is waiting on (the first signed-in user to open it owns it). */
export function useOAuthRequest(id: string) {
  return useQuery({
    queryKey: ['oauth-request', id],
    queryFn: () => unwrap(api.GET('/api/oauth-clients/requests/{id}', { params: { path: { id } } })),
    enabled: id.length > 0,
    retry: false,
    // An answered request is gone: never read it again behind the user's back.
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
  });
}

/** Allow or deny; the answer is where the browser goes next (back to the client). */
export function useAnswerOAuthRequest(id: string) {
  return useMutation({
    mutationFn: (decision: OAuthDecision) =>
      unwrap(api.POST('/api/oauth-clients/requests/{id}', { params: { path: { id } }, body: decision })),
  });
}
