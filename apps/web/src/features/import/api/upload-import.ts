import type { ImportUploadResponse } from '@tradeloom/domain';
import { apiUrl, uploadFile } from '@/lib/api';

/** POST /api/imports: the file is read and kept; the answer holds its columns, first rows and a suggested mapping. */
export function uploadImport(file: File, onProgress?: (fraction: number) => void, signal?: AbortSignal): Promise<ImportUploadResponse> {
  return uploadFile<ImportUploadResponse>(apiUrl('/api/imports', 'post'), file, onProgress, signal);
}
