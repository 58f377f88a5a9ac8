import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Mailbox, mailboxConnectSchema } from '@tradeloom/domain';
import type { z } from 'zod';
import { api, unwrap } from '@/lib/api';
import { contactKeys } from '@/lib/contacts/contact-keys';

export const mailboxKeys = { all: ['mailboxes'] as const };

/** How often the list is read again while a mailbox is syncing. */
export const MAILBOX_POLL_MS = 2000;

/** A mailbox captured more (or less) since the list was last read. */
function captureMoved(before: Mailbox[] | undefined, after: Mailbox[]): boolean {
  if (!before) return false;
  const was = new Map(before.map((m) => [m.id, m.captured.interactions]));
  return after.some((m) => m.captured.interactions !== (was.get(m.id) ?? 0));
}

/**
 * The connected mailboxes; read again every few seconds while one of them syncs (or is about to).
 * When a read shows more captured, what rests on it is read again: the contacts (last-contacted
 * dates, strength, overdue cadences), the insights (cadence reminders retired) and the captured data.
 */
export function useMailboxes() {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: mailboxKeys.all,
    queryFn: async () => {
      const before = queryClient.getQueryData<Mailbox[]>(mailboxKeys.all);
      const list = await unwrap(api.GET('/api/mailboxes'));
      if (captureMoved(before, list)) {
        void Promise.all([
          queryClient.invalidateQueries({ queryKey: contactKeys.all }),
          queryClient.invalidateQueries({ queryKey: ['insights'] }),
          queryClient.invalidateQueries({ queryKey: ['capture-sources'] }),
        ]);
      }
      return list;
    },
    refetchInterval: (query) =>
      query.state.data?.some((m) => m.status === 'syncing' || (m.status === 'idle' && !m.last_synced_at)) ? MAILBOX_POLL_MS : false,
  });
}

export function useConnectMailbox() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: z.output<typeof mailboxConnectSchema>) => unwrap(api.POST('/api/mailboxes', { body: input })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: mailboxKeys.all }),
  });
}

export function useUpdateMailbox() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: { id: string; capture_subjects?: boolean; password?: string }) =>
      unwrap(api.PATCH('/api/mailboxes/{id}', { params: { path: { id } }, body })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: mailboxKeys.all }),
  });
}

export function useSyncMailbox() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => unwrap(api.POST('/api/mailboxes/{id}/sync', { params: { path: { id } } })),
    onSuccess: (mailbox) =>
      queryClient.setQueryData<Mailbox[]>(mailboxKeys.all, (list) =>
        list?.map((m) => (m.id === mailbox.id ? { ...mailbox, status: 'syncing' as const } : m)),
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: mailboxKeys.all }),
  });
}

/** Disconnects; deleting what it captured changes contacts' last-contacted dates, so contacts are read again. */
export function useDisconnectMailbox() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, keepCaptured }: { id: string; keepCaptured: boolean }) =>
      unwrap(
        api.DELETE('/api/mailboxes/{id}', {
          params: { path: { id }, query: { keep_captured: keepCaptured ? 'true' : 'false' } },
        }),
      ),
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: mailboxKeys.all });
      await queryClient.invalidateQueries({ queryKey: contactKeys.all });
    },
  });
}
