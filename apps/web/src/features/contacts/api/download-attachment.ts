/** GET /api/attachments/download: `inline` opens the file in the browser, `attachment` saves it. */
export function attachmentUrl(path: string, disposition: 'inline' | 'attachment' = 'attachment'): string {
  return `/api/attachments/download?${new URLSearchParams({ path, disposition }).toString()}`;
}
