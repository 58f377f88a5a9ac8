import type { Attachment } from '@tradeloom/domain';
import { api, unwrap } from '@/lib/api';

/** PATCH /api/contacts/:id/attachments: an empty name restores the original (spec §4 'Attachment row'). */
export async function renameAttachment(contactId: string, id: string, displayName: string): Promise<Attachment[]> {
  const { attachments } = await unwrap(
    api.PATCH('/api/contacts/{id}/attachments', { params: { path: { id: contactId } }, body: { id, displayName } }),
  );
  return attachments;
}
