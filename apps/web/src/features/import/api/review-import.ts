import { useMutation } from '@tanstack/react-query';
import type { ImportReview, ImportTarget } from '@tradeloom/domain';
import { api, unwrap } from '@/lib/api';

/** POST /api/imports/:id/review: the mapping applied to the whole file; nothing is written. */
export function reviewImport(id: string, mapping: ImportTarget[]): Promise<ImportReview> {
  return unwrap(api.POST('/api/imports/{id}/review', { params: { path: { id } }, body: { mapping } }));
}

export function useReviewImport() {
  return useMutation({ mutationFn: ({ id, mapping }: { id: string; mapping: ImportTarget[] }) => reviewImport(id, mapping) });
}
