import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api';
import { contactKeys } from '@/lib/contacts/contact-keys';

export const captureSourceKeys = { all: ['capture-sources'] as const };

/** GET /api/capture/sources: where captured interactions came from, with what each captured. */
export function useCaptureSources() {
  return useQuery({ queryKey: captureSourceKeys.all, queryFn: ({ signal }) => unwrap(api.GET('/api/capture/sources', { signal })) });
}

/**
 * DELETE /api/capture/sources/:id: the source and every interaction it captured. Contacts (their
 * last-contacted dates and strength), insights and the mailboxes (a mailbox goes with its source) are
 * read again.
 */
export function useDeleteCaptureSource() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => unwrap(api.DELETE('/api/capture/sources/{id}', { params: { path: { id } } })),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: captureSourceKeys.all }),
        queryClient.invalidateQueries({ queryKey: contactKeys.all }),
        queryClient.invalidateQueries({ queryKey: ['insights'] }),
        queryClient.invalidateQueries({ queryKey: ['mailboxes'] }),
      ]),
  });
}
