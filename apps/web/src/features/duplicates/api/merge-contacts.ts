import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Contact } from '@tradeloom/domain';
import { api, unwrap } from '@/lib/api';
import { contactKeys } from '@/lib/contacts/contact-keys';

/** POST /api/contacts/merge: the duplicates are folded into the primary (fields, notes, files, history) and deleted. */
export function mergeContacts(primaryId: string, duplicateIds: string[]): Promise<Contact> {
  return unwrap(api.POST('/api/contacts/merge', { body: { primary_id: primaryId, duplicate_ids: duplicateIds } }));
}

export function useMergeContacts() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ primaryId, duplicateIds }: { primaryId: string; duplicateIds: string[] }) => mergeContacts(primaryId, duplicateIds),
    // The list, count, facets, details and the duplicate groups all change.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: contactKeys.all }),
  });
}
