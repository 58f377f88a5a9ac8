import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ConversationImport, ConversationImportConfirm } from '@tradeloom/domain';
import { api, apiUrl, unwrap, uploadFile } from '@/lib/api';
import { contactKeys } from '@/lib/contacts/contact-keys';

export const conversationImportKeys = {
  all: ['conversation-imports'] as const,
  list: () => [...conversationImportKeys.all, 'list'] as const,
  detail: (id: string) => [...conversationImportKeys.all, 'detail', id] as const,
};

/** How often an import being read is asked about. */
export const CONVERSATION_IMPORT_POLL_MS = 1500;

/** POST /api/conversation-imports: the file is stored and read in the background (202). */
export function uploadConversationFile(
  file: File,
  onProgress?: (fraction: number) => void,
  signal?: AbortSignal,
): Promise<ConversationImport> {
  return uploadFile<ConversationImport>(apiUrl('/api/conversation-imports', 'post'), file, onProgress, signal);
}

/** One import; asked again while it is being read. */
export function useConversationImport(id: string | undefined) {
  return useQuery({
    queryKey: conversationImportKeys.detail(id ?? ''),
    queryFn: ({ signal }) => unwrap(api.GET('/api/conversation-imports/{id}', { params: { path: { id: id! } }, signal })),
    enabled: Boolean(id),
    staleTime: 0,
    refetchInterval: (query) => (query.state.data?.status === 'reading' ? CONVERSATION_IMPORT_POLL_MS : false),
  });
}

/** The user's recent conversation imports. */
export function useConversationImports() {
  return useQuery({
    queryKey: conversationImportKeys.list(),
    queryFn: ({ signal }) => unwrap(api.GET('/api/conversation-imports', { signal })).then((r) => r.imports),
  });
}

/** Writes the reviewed import; contacts and their last-contacted dates change, so they are read again. */
export function useConfirmConversationImport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: ConversationImportConfirm & { id: string }) =>
      unwrap(api.POST('/api/conversation-imports/{id}/confirm', { params: { path: { id } }, body })),
    onSuccess: (done) => {
      queryClient.setQueryData(conversationImportKeys.detail(done.id), done);
      void queryClient.invalidateQueries({ queryKey: contactKeys.all });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: conversationImportKeys.list() }),
  });
}

/** Drops an import that was not confirmed (its file is deleted on the server). */
export function cancelConversationImport(id: string): Promise<unknown> {
  return unwrap(api.DELETE('/api/conversation-imports/{id}', { params: { path: { id } } }));
}

/** POST /api/conversation-imports/from-url: the server fetches the calendar at its secret link, then reads it like an uploaded .ics (202). */
export function importCalendarLink(url: string): Promise<ConversationImport> {
  return unwrap(api.POST('/api/conversation-imports/from-url', { body: { url } }));
}
