import type { Attachment } from '@tradeloom/domain';
import { apiUrl, uploadFile } from '@/lib/api';

/** POST /api/contacts/:id/attachments: stored and appended to the contact at once. */
export function uploadContactAttachment(contactId: string, file: File, onProgress?: (fraction: number) => void, signal?: AbortSignal) {
  const url = apiUrl('/api/contacts/{id}/attachments', 'post', { path: { id: contactId } });
  return uploadFile<Attachment>(url, file, onProgress, signal);
}

/** POST /api/attachments/temp: for the add dialog; the create body names the record. */
export function uploadTempAttachment(file: File, onProgress?: (fraction: number) => void, signal?: AbortSignal) {
  return uploadFile<Attachment>(apiUrl('/api/attachments/temp', 'post'), file, onProgress, signal);
}
