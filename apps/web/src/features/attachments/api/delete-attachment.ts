import type { Attachment } from '@tradeloom/domain';
import { api, unwrap } from '@/lib/api';

/** DELETE /api/contacts/:id/attachments?path=: the record and its file. */
export async function deleteAttachment(contactId: string, path: string): Promise<Attachment[]> {
  const { attachments } = await unwrap(
    api.DELETE('/api/contacts/{id}/attachments', { params: { path: { id: contactId }, query: { path } } }),
  );
  return attachments;
}
