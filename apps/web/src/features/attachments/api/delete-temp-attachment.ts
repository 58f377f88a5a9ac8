import { api, unwrap } from '@/lib/api';

/** DELETE /api/attachments/temp?path=: an upload of the add dialog that no contact claimed. */
export async function deleteTempAttachment(path: string): Promise<void> {
  await unwrap(api.DELETE('/api/attachments/temp', { params: { query: { path } } }));
}
