import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { apiFetch } from '@/lib/api';
import { CONTACT_MESSAGES } from '../utils/contact-messages';
import { toastContactError } from '../utils/mutation-toasts';
import { contactKeys } from './contact-keys';

/** DELETE /api/contacts/:id: the contact and its files. */
export async function deleteContact(id: string): Promise<void> {
  await apiFetch(`/api/contacts/${encodeURIComponent(id)}`, { method: 'DELETE' });
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
