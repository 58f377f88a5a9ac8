/**
 * Reads an .xlsx upload as a stream, part by part, under limits (decision 019). The zip's central
 * directory is read from the uploaded bytes; each part needed (relationships, workbook, styles,
 * shared strings, the sheets in order until one has rows) is inflated in small slices, every
 * inflated byte counted as it comes out (never trusting the sizes the zip declares), and fed to a
 * streaming XML parser. The first limit crossed stops the reading with the user's message, so a
 * file that inflates to gigabytes costs no more than the limits allow.
 */
import { once } from 'node:events';
import path from 'node:path';
import zlib from 'node:zlib';
import { IMPORT_MAX_ROWS, IMPORT_MESSAGES, XLSX_LIMITS } from '@tradeloom/domain';
import { SaxesParser, type SaxesTagPlain } from 'saxes';
import { ApiError, badRequest } from '../../lib/errors.ts';

export type XlsxLimits = { -readonly [K in keyof typeof XLSX_LIMITS]: number } & { rows: number };

/** Rows beyond the import cap that may still be read: the header may sit below a preamble. */
const HEADER_ROWS = 30;
export const defaultXlsxLimits = (): XlsxLimits => ({ ...XLSX_LIMITS, rows: IMPORT_MAX_ROWS + HEADER_ROWS });

const unreadable = () => badRequest(IMPORT_MESSAGES.unreadableXlsx);
const tooLarge = (message: string) => new ApiError(422, 'UNPROCESSABLE_ENTITY', message);

interface ZipEntry {
  name: string;
  method: number;
  flags: number;
  compressedSize: number;
  localOffset: number;
}

const MAX_ZIP_ENTRIES = 20_000;

/** The zip's central directory (names, methods and where each part's bytes are). */
function zipDirectory(bytes: Buffer): Map<string, ZipEntry> {
  let end = -1;
  for (let i = bytes.length - 22; i >= Math.max(0, bytes.length - 22 - 0xffff); i--) {
    if (bytes.readUInt32LE(i) === 0x06054b50) {
      end = i;
      break;
    }
  }
  if (end < 0) throw unreadable();
  const count = bytes.readUInt16LE(end + 10);
  let at = bytes.readUInt32LE(end + 16);
  if (count > MAX_ZIP_ENTRIES || at === 0xffffffff) throw unreadable();
  const entries = new Map<string, ZipEntry>();
  for (let n = 0; n < count; n++) {
    if (at + 46 > bytes.length || bytes.readUInt32LE(at) !== 0x02014b50) throw unreadable();
    const flags = bytes.readUInt16LE(at + 8);
    const nameLength = bytes.readUInt16LE(at + 28);
    const next = at + 46 + nameLength + bytes.readUInt16LE(at + 30) + bytes.readUInt16LE(at + 32);
    if (next > bytes.length) throw unreadable();
    const name = bytes.subarray(at + 46, at + 46 + nameLength).toString(flags & 0x800 ? 'utf8' : 'latin1');
    entries.set(name.replace(/^\/+/, '').toLowerCase(), {
      name,
      method: bytes.readUInt16LE(at + 10),
      flags,
      compressedSize: bytes.readUInt32LE(at + 20),
      localOffset: bytes.readUInt32LE(at + 42),
    });
    at = next;
  }
  return entries;
}

/** A part's compressed bytes, from its local header. */
function compressedBytes(bytes: Buffer, e: ZipEntry): Buffer {
  const at = e.localOffset;
  if (e.flags & 0x1) throw unreadable(); // encrypted
  if (at + 30 > bytes.length || bytes.readUInt32LE(at) !== 0x04034b50) throw unreadable();
  const start = at + 30 + bytes.readUInt16LE(at + 26) + bytes.readUInt16LE(at + 28);
  if (start + e.compressedSize > bytes.length) throw unreadable();
  return bytes.subarray(start, start + e.compressedSize);
}

const SLICE = 16 * 1024;
const RATIO_GRACE = 2 * 1024 * 1024;

/**
 * Inflates one part, handing its text on as it comes, and stops at the first limit: more than
 * `maxBytes` out (counted as inflated), or past 2 MB more than `ratio` times the compressed bytes
 * consumed so far.
 */
async function streamPart(
  data: Buffer,
  method: number,
  maxBytes: number,
  overBytes: () => ApiError,
  ratio: number,
  onText: (text: string) => void,
): Promise<number> {
  const decoder = new TextDecoder('utf-8');
  if (method === 0) {
    if (data.length > maxBytes) throw overBytes();
    for (let i = 0; i < data.length; i += SLICE) onText(decoder.decode(data.subarray(i, i + SLICE), { stream: true }));
    onText(decoder.decode());
    return data.length;
  }
  if (method !== 8) throw unreadable();
  const inflate = zlib.createInflateRaw({ chunkSize: 64 * 1024 });
  const feed = (async () => {
    for (let i = 0; i < data.length && !inflate.destroyed; i += SLICE) {
      if (!inflate.write(data.subarray(i, i + SLICE))) await once(inflate, 'drain');
    }
    inflate.end();
  })();
  feed.catch(() => {});
  let out = 0;
  try {
    for await (const chunk of inflate as AsyncIterable<Buffer>) {
      out += chunk.length;
      if (out > maxBytes) throw overBytes();
      if (out > RATIO_GRACE && out > ratio * Math.max(1, inflate.bytesWritten)) throw tooLarge(IMPORT_MESSAGES.xlsxInflateRatio);
      onText(decoder.decode(chunk, { stream: true }));
    }
  } catch (err) {
    inflate.destroy();
    throw err instanceof ApiError ? err : unreadable();
  }
  onText(decoder.decode());
  return out;
}

/** A streaming XML parser whose tag names are without their namespace prefix. */
function xmlParser(handlers: {
  open?: (name: string, attrs: Record<string, string>) => void;
  close?: (name: string) => void;
  text?: (text: string) => void;
}): SaxesParser {
  const parser = new SaxesParser({ xmlns: false });
  const local = (name: string) => name.slice(name.indexOf(':') + 1);
  if (handlers.open) {
    const open = handlers.open;
    parser.on('opentag', (tag: SaxesTagPlain) => open(local(tag.name), tag.attributes as Record<string, string>));
  }
  if (handlers.close) {
    const close = handlers.close;
    parser.on('closetag', (tag) => close(local(tag.name)));
  }
  if (handlers.text) {
    parser.on('text', handlers.text);
    parser.on('cdata', handlers.text);
  }
  return parser;
}

/** OOXML escapes characters XML cannot hold as _xHHHH_. */
const unescapeOoxml = (v: string) =>
  v.includes('_x') ? v.replace(/_x([0-9a-fA-F]{4})_/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16))) : v;

const attr = (attrs: Record<string, string>, localName: string) => {
  for (const [k, v] of Object.entries(attrs)) if (k === localName || k.endsWith(`:${localName}`)) return v;
  return undefined;
};

/** Built-in number formats that show a date. */
const DATE_FORMAT_IDS = new Set([
  14, 15, 16, 17, 18, 19, 20, 21, 22, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 45, 46, 47, 50, 51, 52, 53, 54, 55, 56, 57, 58,
]);
const isDateFormatCode = (code: string) =>
  /[dmyhs]/i.test(
    code
      .replace(/"[^"]*"/g, '')
      .replace(/\\./g, '')
      .replace(/\[[^\]]*\]/g, ''),
  );

/** Column index (0-based) from a cell reference such as "BC12". */
function columnOf(ref: string | undefined): number | undefined {
  if (!ref) return undefined;
  let col = 0;
  let i = 0;
  for (; i < ref.length; i++) {
    const c = ref.charCodeAt(i) | 0x20;
    if (c < 0x61 || c > 0x7a) break;
    col = col * 26 + (c - 0x60);
    if (col > 1_000_000) return undefined;
  }
  return i === 0 ? undefined : col - 1;
}

function excelDate(serial: number, date1904: boolean): string | undefined {
  if (!Number.isFinite(serial) || serial < 0 || serial > 2_958_465) return undefined;
  const ms = Math.round((serial + (date1904 ? 1462 : 0) - 25569) * 86_400_000);
  return new Date(ms).toISOString().slice(0, 10);
}

export interface XlsxRows {
  matrix: string[][];
  /** The sheet's row number of each row of the matrix. */
  rowNumbers: number[];
}

const clean = (v: string) => v.replaceAll('\u0000', '').trim();

/** The first sheet with a filled row, as rows of text; a 4xx ApiError at the first limit crossed. */
export async function readXlsxRows(bytes: Buffer, limits: XlsxLimits = defaultXlsxLimits()): Promise<XlsxRows> {
  const zip = zipDirectory(bytes);
  const partText = async (name: string, maxBytes: number, overBytes: () => ApiError, parser: SaxesParser) => {
    const entry = zip.get(name.toLowerCase());
    if (!entry) return false;
    try {
      await streamPart(compressedBytes(bytes, entry), entry.method, maxBytes, overBytes, limits.inflateRatio, (t) => parser.write(t));
      parser.close();
    } catch (err) {
      throw err instanceof ApiError ? err : unreadable();
    }
    return true;
  };
  const smallPart = () => tooLarge(IMPORT_MESSAGES.xlsxTooLarge);

  // The relationships: the package's to the workbook, then the workbook's to its parts.
  const relationships = async (name: string) => {
    const rels: { id: string; type: string; target: string }[] = [];
    const parser = xmlParser({
      open: (tag, a) => {
        if (tag === 'Relationship' && a.Id && a.Target) rels.push({ id: a.Id, type: a.Type ?? '', target: a.Target });
      },
    });
    await partText(name, limits.partBytes, smallPart, parser);
    return rels;
  };
  const resolve = (from: string, target: string) =>
    target.startsWith('/') ? target.slice(1) : path.posix.normalize(path.posix.join(path.posix.dirname(from), target));

  const root = await relationships('_rels/.rels');
  const office = root.find((r) => r.type.endsWith('/officeDocument'));
  const workbookPath = office ? resolve('', office.target) : 'xl/workbook.xml';
  const relsPath = path.posix.join(path.posix.dirname(workbookPath), '_rels', `${path.posix.basename(workbookPath)}.rels`);

  const sheetIds: string[] = [];
  let date1904 = false;
  const workbook = xmlParser({
    open: (tag, a) => {
      if (tag === 'workbookPr') date1904 = a.date1904 === '1' || a.date1904 === 'true';
      if (tag === 'sheet') {
        const id = attr(a, 'id');
        if (id) sheetIds.push(id);
      }
    },
  });
  if (!(await partText(workbookPath, limits.partBytes, smallPart, workbook))) throw unreadable();
  const rels = await relationships(relsPath);
  const byId = new Map(rels.map((r) => [r.id, r]));
  const partOf = (type: string) => rels.find((r) => r.type.endsWith(type));

  // Styles: which cell formats show dates.
  const dateStyles: boolean[] = [];
  const stylesRel = partOf('/styles');
  if (stylesRel) {
    const custom = new Map<number, string>();
    let inCellXfs = false;
    const styles = xmlParser({
      open: (tag, a) => {
        if (tag === 'numFmt') custom.set(Number(a.numFmtId), a.formatCode ?? '');
        else if (tag === 'cellXfs') inCellXfs = true;
        else if (tag === 'xf' && inCellXfs) {
          const id = Number(a.numFmtId ?? 0);
          const code = custom.get(id);
          dateStyles.push(code !== undefined ? isDateFormatCode(code) : DATE_FORMAT_IDS.has(id));
        }
      },
      close: (tag) => {
        if (tag === 'cellXfs') inCellXfs = false;
      },
    });
    await partText(resolve(workbookPath, stylesRel.target), limits.partBytes, smallPart, styles);
  }

  // Shared strings, bounded in bytes, entries and characters.
  const strings: string[] = [];
  let textChars = 0;
  const stringsRel = partOf('/sharedStrings');
  if (stringsRel) {
    let inSi = false;
    let inT = false;
    let phonetic = 0;
    let current = '';
    const over = () => tooLarge(IMPORT_MESSAGES.xlsxSharedStringsTooLarge);
    const parser = xmlParser({
      open: (tag) => {
        if (tag === 'si') {
          inSi = true;
          current = '';
        } else if (tag === 'rPh') phonetic++;
        else if (tag === 't' && inSi && phonetic === 0) inT = true;
      },
      close: (tag) => {
        if (tag === 't') inT = false;
        else if (tag === 'rPh') phonetic--;
        else if (tag === 'si') {
          inSi = false;
          if (strings.length >= limits.sharedStrings) throw over();
          strings.push(unescapeOoxml(current));
        }
      },
      text: (t) => {
        if (!inT) return;
        current += t;
        textChars += t.length;
        if (textChars > limits.textChars) throw tooLarge(IMPORT_MESSAGES.tooMuchText);
      },
    });
    await partText(resolve(workbookPath, stringsRel.target), limits.sharedStringsBytes, over, parser);
  }
  // Text the cells repeat from the table counts again: the table they become holds it as many times.
  textChars = 0;

  const matrix: string[][] = [];
  const rowNumbers: number[] = [];
  let sheetBudget = limits.sheetBytes;
  let cells = 0;
  for (const id of sheetIds) {
    const rel = byId.get(id);
    if (!rel) continue;
    let row: string[] | undefined;
    let rowNo = 0;
    let lastRow = 0;
    let col = 0;
    let lastCol = -1;
    let type = '';
    let style = 0;
    let value = '';
    let inValue = false;
    let inInline = false;
    let inT = false;
    let phonetic = 0;
    const parser = xmlParser({
      open: (tag, a) => {
        switch (tag) {
          case 'row':
            rowNo = Number(a.r) || lastRow + 1;
            row = [];
            lastCol = -1;
            break;
          case 'c':
            col = columnOf(a.r) ?? lastCol + 1;
            type = a.t ?? 'n';
            style = Number(a.s ?? 0);
            value = '';
            break;
          case 'v':
            inValue = true;
            break;
          case 'is':
            inInline = true;
            break;
          case 'rPh':
            phonetic++;
            break;
          case 't':
            if (inInline && phonetic === 0) inT = true;
            break;
        }
      },
      close: (tag) => {
        switch (tag) {
          case 'v':
            inValue = false;
            break;
          case 't':
            inT = false;
            break;
          case 'rPh':
            phonetic--;
            break;
          case 'is':
            inInline = false;
            break;
          case 'c': {
            lastCol = col;
            if (!row) break;
            let text: string;
            if (type === 's') text = strings[Number(value)] ?? '';
            else if (type === 'inlineStr' || type === 'str' || type === 'e') text = unescapeOoxml(value);
            else if (type === 'b') text = value === '1' ? 'TRUE' : value === '0' ? 'FALSE' : value;
            else if (type === 'd') text = value.slice(0, 10);
            else {
              const n = Number(value);
              text = value === '' || !Number.isFinite(n) ? value : ((dateStyles[style] ? excelDate(n, date1904) : undefined) ?? String(n));
            }
            text = clean(text);
            if (text === '') break;
            if (col >= limits.columns) throw tooLarge(IMPORT_MESSAGES.tooManyColumns);
            if (++cells > limits.cells) throw tooLarge(IMPORT_MESSAGES.tooManyCells);
            textChars += text.length;
            if (textChars > limits.textChars) throw tooLarge(IMPORT_MESSAGES.tooMuchText);
            row[col] = text;
            break;
          }
          case 'row':
            lastRow = rowNo;
            if (row && row.length > 0) {
              if (matrix.length >= limits.rows) throw badRequest(IMPORT_MESSAGES.tooManyRows);
              matrix.push(Array.from(row, (c) => c ?? ''));
              rowNumbers.push(rowNo);
            }
            row = undefined;
            break;
        }
      },
      text: (t) => {
        if (inValue || inT) {
          value += t;
          if (value.length > limits.textChars) throw tooLarge(IMPORT_MESSAGES.tooMuchText);
        }
      },
    });
    const sheetPath = resolve(workbookPath, rel.target);
    const entry = zip.get(sheetPath.toLowerCase());
    if (!entry) continue;
    try {
      sheetBudget -= await streamPart(
        compressedBytes(bytes, entry),
        entry.method,
        sheetBudget,
        () => tooLarge(IMPORT_MESSAGES.xlsxTooLarge),
        limits.inflateRatio,
        (t) => parser.write(t),
      );
      parser.close();
    } catch (err) {
      throw err instanceof ApiError ? err : unreadable();
    }
    if (matrix.length > 0) break;
  }
  return { matrix, rowNumbers };
}
