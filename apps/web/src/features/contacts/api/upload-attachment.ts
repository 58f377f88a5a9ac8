import { type Attachment, attachmentSchema } from '@tradeloom/domain';
import { ApiError } from '@/lib/api';

/**
 * Sends one file as multipart field `file`. XMLHttpRequest rather than fetch: only it reports
 * upload progress. Failures become the same ApiError the JSON helper throws.
 */
function uploadFile(url: string, file: File, onProgress?: (fraction: number) => void, signal?: AbortSignal): Promise<Attachment> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    xhr.withCredentials = true;
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress?.(event.loaded / event.total);
    };
    xhr.onload = () => {
      let payload: unknown;
      try {
        payload = JSON.parse(xhr.responseText);
      } catch {
        payload = undefined;
      }
      if (xhr.status >= 200 && xhr.status < 300) {
        const parsed = attachmentSchema.safeParse(payload);
        if (parsed.success) resolve(parsed.data);
        else reject(new ApiError(xhr.status, 'BAD_RESPONSE', 'Unexpected response from the server'));
        return;
      }
      const error = (payload as { error?: Record<string, unknown> } | undefined)?.error;
      reject(
        new ApiError(
          xhr.status,
          typeof error?.code === 'string' ? error.code : `HTTP_${xhr.status}`,
          typeof error?.message === 'string' ? error.message : xhr.statusText || 'Request failed',
          error?.details,
          typeof error?.requestId === 'string' ? error.requestId : undefined,
        ),
      );
    };
    xhr.onerror = () => reject(new TypeError('Network request failed'));
    xhr.onabort = () => reject(new DOMException('Upload cancelled', 'AbortError'));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    const body = new FormData();
    body.append('file', file, file.name);
    xhr.send(body);
  });
}

/** POST /api/contacts/:id/attachments: stored and appended to the contact at once. */
export function uploadContactAttachment(contactId: string, file: File, onProgress?: (fraction: number) => void, signal?: AbortSignal) {
  return uploadFile(`/api/contacts/${encodeURIComponent(contactId)}/attachments`, file, onProgress, signal);
}

/** POST /api/attachments/temp: for the add dialog; the create body names the record. */
export function uploadTempAttachment(file: File, onProgress?: (fraction: number) => void, signal?: AbortSignal) {
  return uploadFile('/api/attachments/temp', file, onProgress, signal);
}
