import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { InteractionInput } from '@tradeloom/domain';
import { api, unwrap } from '@/lib/api';
import { contactKeys } from '@/lib/contacts/contact-keys';

const interactionsKey = (contactId: string) => [...contactKeys.detail(contactId), 'interactions'] as const;

/** GET /api/contacts/:id/interactions: the contact's relationship history, newest first. */
export function useInteractions(contactId: string, enabled = true) {
  return useQuery({
    queryKey: interactionsKey(contactId),
    queryFn: ({ signal }) => unwrap(api.GET('/api/contacts/{id}/interactions', { params: { path: { id: contactId } }, signal })),
    enabled,
  });
}

/** Logs an interaction; the contact (its last-contacted date), the lists and the insights are read again. */
export function useLogInteraction(contactId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: InteractionInput) =>
      unwrap(api.POST('/api/contacts/{id}/interactions', { params: { path: { id: contactId } }, body: input })),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: contactKeys.all }),
        queryClient.invalidateQueries({ queryKey: ['insights'] }),
      ]),
  });
}
