import { apiUrl } from '@/lib/api';

/** GET /api/attachments/download: `inline` opens the file in the browser, `attachment` saves it. */
export function attachmentUrl(path: string, disposition: 'inline' | 'attachment' = 'attachment'): string {
  return apiUrl('/api/attachments/download', 'get', { query: { path, disposition } });
}
