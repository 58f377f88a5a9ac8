import { apiFetch } from '@/lib/api';

/** DELETE /api/attachments/temp?path=: an upload of the add dialog that no contact claimed. */
export async function deleteTempAttachment(path: string): Promise<void> {
  await apiFetch(`/api/attachments/temp?${new URLSearchParams({ path }).toString()}`, { method: 'DELETE' });
}
