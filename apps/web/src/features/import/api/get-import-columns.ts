import { useMutation } from '@tanstack/react-query';
import type { ImportUploadResponse } from '@tradeloom/domain';
import { api, unwrap } from '@/lib/api';

/**
 * GET /api/imports/:id/columns: a pending import taken up again answers what its upload answered
 * (columns, first rows, suggested mapping); 409 once started, 410 when its file is gone.
 */
export function getImportColumns(id: string, signal?: AbortSignal): Promise<ImportUploadResponse> {
  return unwrap(api.GET('/api/imports/{id}/columns', { params: { path: { id } }, signal }));
}

export function useImportColumns() {
  return useMutation({ mutationFn: (id: string) => getImportColumns(id) });
}
