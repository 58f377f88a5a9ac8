import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { api, unwrap } from '@/lib/api';
import { contactKeys } from '@/lib/contacts/contact-keys';
import { CONTACT_MESSAGES } from '../utils/contact-messages';
import { toastContactError } from '../utils/mutation-toasts';

/** DELETE /api/contacts/:id: the contact and its files. */
export async function deleteContact(id: string): Promise<void> {
  await unwrap(api.DELETE('/api/contacts/{id}', { params: { path: { id } } }));
}

export function useDeleteContact() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteContact,
    onSuccess: () => {
      toast.success(CONTACT_MESSAGES.deleted);
      return queryClient.invalidateQueries({ queryKey: contactKeys.all });
    },
    onError: toastContactError,
  });
}
