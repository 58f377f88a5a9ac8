import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type Contact, type ContactInput, contactSchema } from '@tradeloom/domain';
import { toast } from 'sonner';
import { apiFetch } from '@/lib/api';
import { CONTACT_MESSAGES } from '../utils/contact-messages';
import { toastContactError } from '../utils/mutation-toasts';
import { contactKeys } from './contact-keys';

/** POST /api/contacts: temporary uploads named in `attachments` become the new contact's files. */
export function createContact(input: ContactInput): Promise<Contact> {
  return apiFetch('/api/contacts', { method: 'POST', body: input, schema: contactSchema });
}

export function useCreateContact() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createContact,
    onSuccess: () => {
      toast.success(CONTACT_MESSAGES.added);
      return queryClient.invalidateQueries({ queryKey: contactKeys.all });
    },
    onError: toastContactError,
  });
}
