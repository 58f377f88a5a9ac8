import { type Attachment, attachmentListResponseSchema } from '@tradeloom/domain';
import { apiFetch } from '@/lib/api';

/** PATCH /api/contacts/:id/attachments: an empty name restores the original (spec §4 'Attachment row'). */
export async function renameAttachment(contactId: string, id: string, displayName: string): Promise<Attachment[]> {
  const { attachments } = await apiFetch(`/api/contacts/${encodeURIComponent(contactId)}/attachments`, {
    method: 'PATCH',
    body: { id, displayName },
    schema: attachmentListResponseSchema,
  });
  return attachments;
}
