import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Contact, ContactInput } from '@tradeloom/domain';
import { toast } from 'sonner';
import { api, unwrap } from '@/lib/api';
import { contactKeys } from '@/lib/contacts/contact-keys';
import { CONTACT_MESSAGES } from '../utils/contact-messages';
import { isContactLimit, toastContactError } from '../utils/mutation-toasts';
import { refreshAfterGeocode } from './refresh-after-geocode';

/** POST /api/contacts: temporary uploads named in `attachments` become the new contact's files. */
export function createContact(input: ContactInput): Promise<Contact> {
  return unwrap(api.POST('/api/contacts', { body: input }));
}

export function useCreateContact() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createContact,
    onSuccess: (saved) => {
      toast.success(CONTACT_MESSAGES.added);
      refreshAfterGeocode(queryClient, saved);
      return queryClient.invalidateQueries({ queryKey: contactKeys.all });
    },
    // The plan's limit is said in the form, next to the way to upgrade.
    onError: (error) => {
      if (!isContactLimit(error)) toastContactError(error);
    },
  });
}
