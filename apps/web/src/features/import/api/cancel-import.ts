import { api, unwrap } from '@/lib/api';

/** DELETE /api/imports/:id: an import that was uploaded but not started is dropped with its file. */
export async function cancelImport(id: string): Promise<void> {
  await unwrap(api.DELETE('/api/imports/{id}', { params: { path: { id } } }));
}
