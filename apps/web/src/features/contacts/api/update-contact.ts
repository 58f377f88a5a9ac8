import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Contact, ContactUpdate } from '@tradeloom/domain';
import { toast } from 'sonner';
import { api, unwrap } from '@/lib/api';
import { contactKeys } from '@/lib/contacts/contact-keys';
import { CONTACT_MESSAGES } from '../utils/contact-messages';
import { toastContactError } from '../utils/mutation-toasts';
import { refreshAfterGeocode } from './refresh-after-geocode';

/** PATCH /api/contacts/:id: fields left out keep their values; demo contacts answer 403. */
export function updateContact(id: string, input: ContactUpdate): Promise<Contact> {
  return unwrap(api.PATCH('/api/contacts/{id}', { params: { path: { id } }, body: input }));
}

export function useUpdateContact() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: ContactUpdate }) => updateContact(id, input),
    onSuccess: (saved, { input }) => {
      toast.success(CONTACT_MESSAGES.updated);
      refreshAfterGeocode(queryClient, saved);
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: contactKeys.all }),
        // A cadence or a last-contacted date changed adds or retires the contact's keep-in-touch reminder at once.
        (input.keep_in_touch_days !== undefined || input.last_contacted_at !== undefined) &&
          queryClient.invalidateQueries({ queryKey: ['insights'] }),
      ]);
    },
    onError: toastContactError,
  });
}
