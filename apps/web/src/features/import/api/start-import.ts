import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ContactImport, DuplicateAction, ImportTarget } from '@tradeloom/domain';
import { api, unwrap } from '@/lib/api';
import { importKeys } from './import-keys';

export interface StartImportInput {
  id: string;
  mapping: ImportTarget[];
  onDuplicate: DuplicateAction;
  /** Row number (as the review lists it) -> the action for that row, over `onDuplicate`. */
  decisions: Record<string, DuplicateAction>;
}

/** POST /api/imports/:id/start: the import runs in the background from here (status processing). */
export function startImport({ id, mapping, onDuplicate, decisions }: StartImportInput): Promise<ContactImport> {
  return unwrap(api.POST('/api/imports/{id}/start', { params: { path: { id } }, body: { mapping, on_duplicate: onDuplicate, decisions } }));
}

export function useStartImport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: startImport,
    onSuccess: (record) => {
      queryClient.setQueryData(importKeys.detail(record.id), record);
      return queryClient.invalidateQueries({ queryKey: importKeys.list() });
    },
  });
}
