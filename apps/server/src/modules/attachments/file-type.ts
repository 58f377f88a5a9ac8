/**
 * The real type of an uploaded file, from its bytes (magic numbers), never from the name or the
 * type the client claimed. Only the claimed name decides between look-alikes: csv or plain text,
 * and doc or xls when the OLE2 directory does not say.
 */
import { ATTACHMENT_TYPES } from '@tradeloom/domain';

const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

const startsWith = (buf: Buffer, bytes: number[], offset = 0) => bytes.every((b, i) => buf[offset + i] === b);
const extensionOf = (name: string) => name.toLowerCase().match(/\.([a-z0-9]+)$/)?.[1] ?? '';

/** Entry names of a zip file's central directory (an Office Open XML file is a zip). */
function zipEntryNames(buf: Buffer): string[] {
  // End of central directory: signature PK\x05\x06 within the last 64 KiB + 22 bytes.
  const min = Math.max(0, buf.length - 65_557);
  for (let eocd = buf.length - 22; eocd >= min; eocd--) {
    if (buf.readUInt32LE(eocd) !== 0x06054b50) continue;
    const entries = buf.readUInt16LE(eocd + 10);
    let at = buf.readUInt32LE(eocd + 16);
    const names: string[] = [];
    for (let i = 0; i < entries && at + 46 <= buf.length; i++) {
      if (buf.readUInt32LE(at) !== 0x02014b50) break;
      const nameLength = buf.readUInt16LE(at + 28);
      const extraLength = buf.readUInt16LE(at + 30);
      const commentLength = buf.readUInt16LE(at + 32);
      names.push(buf.toString('utf8', at + 46, at + 46 + nameLength));
      at += 46 + nameLength + extraLength + commentLength;
    }
    return names;
  }
  return [];
}

function officeZipType(buf: Buffer): string | null {
  const names = zipEntryNames(buf);
  if (!names.includes('[Content_Types].xml')) return null;
  if (names.some((n) => n.startsWith('word/'))) return DOCX;
  if (names.some((n) => n.startsWith('xl/'))) return XLSX;
  return null;
}

/** An OLE2 compound file (legacy Office): the directory names its main stream. */
function oleType(buf: Buffer, claimedExt: string): string {
  const utf16 = (s: string) => Buffer.from(s, 'utf16le');
  if (buf.includes(utf16('WordDocument'))) return 'application/msword';
  if (buf.includes(utf16('Workbook')) || buf.includes(utf16('Book'))) return 'application/vnd.ms-excel';
  return claimedExt === 'xls' ? 'application/vnd.ms-excel' : 'application/msword';
}

const utf8 = new TextDecoder('utf-8', { fatal: true });
function isText(buf: Buffer): boolean {
  if (buf.includes(0)) return false;
  try {
    utf8.decode(buf);
    return true;
  } catch {
    return false;
  }
}

/** The MIME type the bytes show; application/octet-stream when they show none we know. */
export function detectFileType(buf: Buffer, claimedName: string, claimedType = ''): string {
  const ext = extensionOf(claimedName);
  if (startsWith(buf, [0x25, 0x50, 0x44, 0x46, 0x2d])) return 'application/pdf'; // %PDF-
  if (startsWith(buf, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(buf, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(buf, [0x47, 0x49, 0x46, 0x38]) && (buf[4] === 0x37 || buf[4] === 0x39) && buf[5] === 0x61) return 'image/gif';
  if (startsWith(buf, [0x52, 0x49, 0x46, 0x46]) && startsWith(buf, [0x57, 0x45, 0x42, 0x50], 8)) return 'image/webp';
  if (startsWith(buf, [0x50, 0x4b, 0x03, 0x04])) return officeZipType(buf) ?? 'application/zip';
  if (startsWith(buf, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])) return oleType(buf, ext);
  if (startsWith(buf, [0x4d, 0x5a])) return 'application/x-msdownload'; // MZ: Windows executable
  if (startsWith(buf, [0x7f, 0x45, 0x4c, 0x46])) return 'application/x-executable'; // ELF
  if (isText(buf)) return ext === 'csv' || claimedType === 'text/csv' ? 'text/csv' : 'text/plain';
  return 'application/octet-stream';
}

export const isAllowedType = (type: string) => Object.hasOwn(ATTACHMENT_TYPES, type);
/** The file extension of an allowed type, for the storage path. */
export const extensionFor = (type: string) => ATTACHMENT_TYPES[type]?.[0] ?? 'bin';
