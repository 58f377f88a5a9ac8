import { describe, expect, it } from 'vitest';
import { detectFileType, isAllowedType } from './file-type.ts';

/** A stored (uncompressed) zip with the given entry names, enough for a central-directory reader. */
function zip(names: string[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const name of names) {
    const n = Buffer.from(name);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(n.length, 26);
    locals.push(local, n);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(n.length, 28);
    central.writeUInt32LE(offset, 42);
    centrals.push(central, n);
    offset += 30 + n.length;
  }
  const cd = Buffer.concat(centrals);
  const eocd = Buffer.alloc(22);
  eocd.writeUInt32LE(0x06054b50, 0);
  eocd.writeUInt16LE(names.length, 8);
  eocd.writeUInt16LE(names.length, 10);
  eocd.writeUInt32LE(cd.length, 12);
  eocd.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, cd, eocd]);
}

const ole = (stream: string) =>
  Buffer.concat([Buffer.from('d0cf11e0a1b11ae1', 'hex'), Buffer.alloc(504), Buffer.from(stream, 'utf16le'), Buffer.alloc(64)]);

describe('detectFileType', () => {
  it.each([
    ['pdf', Buffer.from('%PDF-1.4\n...'), 'x.txt', 'application/pdf'],
    ['png', Buffer.from('89504e470d0a1a0a0000', 'hex'), 'x.jpg', 'image/png'],
    ['jpeg', Buffer.from('ffd8ffe000104a464946', 'hex'), 'x.png', 'image/jpeg'],
    ['gif', Buffer.from('GIF89a\x01\x00'), 'x', 'image/gif'],
    ['webp', Buffer.concat([Buffer.from('RIFF'), Buffer.alloc(4), Buffer.from('WEBPVP8 ')]), 'x', 'image/webp'],
    [
      'docx',
      zip(['[Content_Types].xml', '_rels/.rels', 'word/document.xml']),
      'x.docx',
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    ],
    [
      'xlsx',
      zip(['[Content_Types].xml', 'xl/workbook.xml']),
      'x.xlsx',
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    ],
    ['doc', ole('WordDocument'), 'x.doc', 'application/msword'],
    ['xls', ole('Workbook'), 'x.doc', 'application/vnd.ms-excel'],
    ['csv by name', Buffer.from('a,b\n1,2\n'), 'prices.csv', 'text/csv'],
    ['text', Buffer.from('Notes from the call — 50kt wheat'), 'notes.txt', 'text/plain'],
  ])('recognises %s from its bytes', (_label, bytes, name, type) => {
    expect(detectFileType(bytes, name)).toBe(type);
    expect(isAllowedType(type)).toBe(true);
  });

  it.each([
    [
      'a Windows executable named .pdf',
      Buffer.concat([Buffer.from('MZ'), Buffer.alloc(100, 0x90)]),
      'invoice.pdf',
      'application/x-msdownload',
    ],
    ['an ELF binary', Buffer.from('7f454c46020101', 'hex'), 'report.docx', 'application/x-executable'],
    ['a plain zip named .xlsx', zip(['data.bin']), 'sheet.xlsx', 'application/zip'],
    ['text with NUL bytes', Buffer.from('abc\0def'), 'x.txt', 'application/octet-stream'],
    ['invalid UTF-8', Buffer.from([0x61, 0xff, 0xfe, 0x62]), 'x.csv', 'application/octet-stream'],
  ])('does not take %s', (_label, bytes, name, type) => {
    expect(detectFileType(bytes, name, 'application/pdf')).toBe(type);
    expect(isAllowedType(type)).toBe(false);
  });
});
