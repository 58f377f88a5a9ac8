import { type Attachment, attachmentListResponseSchema } from '@tradeloom/domain';
import { apiFetch } from '@/lib/api';

/** DELETE /api/contacts/:id/attachments?path=: the record and its file. */
export async function deleteAttachment(contactId: string, path: string): Promise<Attachment[]> {
  const { attachments } = await apiFetch(
    `/api/contacts/${encodeURIComponent(contactId)}/attachments?${new URLSearchParams({ path }).toString()}`,
    { method: 'DELETE', schema: attachmentListResponseSchema },
  );
  return attachments;
}
