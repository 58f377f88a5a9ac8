import { ATTACHMENT_MAX_BYTES, ATTACHMENT_TYPES, attachmentTooLarge, attachmentTypeNotSupported } from '@tradeloom/domain';

const extensionOf = (name: string) => name.toLowerCase().match(/\.([a-z0-9]+)$/)?.[1] ?? '';
const KNOWN_EXTENSIONS = new Set(Object.values(ATTACHMENT_TYPES).flat());

/**
 * The spec's alert text when a file may not be uploaded, or null (spec §5). Browsers leave the type
 * empty for some files (csv on Windows, for one); then the extension decides. The server checks the
 * bytes again in any case.
 */
export function attachmentProblem(file: File): string | null {
  if (file.size > ATTACHMENT_MAX_BYTES) return attachmentTooLarge(file.name);
  const typeKnown = Object.hasOwn(ATTACHMENT_TYPES, file.type);
  const untyped = file.type === '' || file.type === 'application/octet-stream';
  if (!typeKnown && !(untyped && KNOWN_EXTENSIONS.has(extensionOf(file.name)))) {
    return attachmentTypeNotSupported(file.type || extensionOf(file.name) || 'unknown', file.name);
  }
  return null;
}

/** For the file input's `accept`: every allowed type and extension. */
export const ATTACHMENT_ACCEPT = [...Object.keys(ATTACHMENT_TYPES), ...[...KNOWN_EXTENSIONS].map((e) => `.${e}`)].join(',');

const UNITS = ['B', 'KB', 'MB', 'GB'];
export function formatFileSize(bytes: number): string {
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${unit === 0 ? value : value.toFixed(value < 10 ? 1 : 0)} ${UNITS[unit]}`;
}

export type AttachmentKind = 'image' | 'pdf' | 'sheet' | 'doc' | 'text';
export function attachmentKind(type: string): AttachmentKind {
  if (type.startsWith('image/')) return 'image';
  if (type === 'application/pdf') return 'pdf';
  if (type === 'text/csv' || type.includes('excel') || type.includes('spreadsheet')) return 'sheet';
  if (type.includes('word')) return 'doc';
  return 'text';
}
