import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type Contact, type ContactUpdate, contactSchema } from '@tradeloom/domain';
import { toast } from 'sonner';
import { apiFetch } from '@/lib/api';
import { CONTACT_MESSAGES } from '../utils/contact-messages';
import { toastContactError } from '../utils/mutation-toasts';
import { contactKeys } from './contact-keys';

/** PATCH /api/contacts/:id: fields left out keep their values; demo contacts answer 403. */
export function updateContact(id: string, input: ContactUpdate): Promise<Contact> {
  return apiFetch(`/api/contacts/${encodeURIComponent(id)}`, { method: 'PATCH', body: input, schema: contactSchema });
}

export function useUpdateContact() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: ContactUpdate }) => updateContact(id, input),
    onSuccess: () => {
      toast.success(CONTACT_MESSAGES.updated);
      return queryClient.invalidateQueries({ queryKey: contactKeys.all });
    },
    onError: toastContactError,
  });
}
