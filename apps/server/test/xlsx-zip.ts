/**
 * Builds .xlsx files for tests without holding their inflated content: each part is deflated from
 * chunks as they are made, so a sheet that inflates to hundreds of megabytes is a few hundred KB
 * here. `declaredSize` lets a test write a zip whose headers lie about a part's size.
 */
import { once } from 'node:events';
import zlib from 'node:zlib';

export interface XlsxPart {
  name: string;
  /** The part's content, as chunks made on demand. */
  chunks: () => Iterable<string | Buffer>;
  declaredSize?: number;
}

interface Deflated {
  name: Buffer;
  data: Buffer;
  crc: number;
  size: number;
}

async function deflate(part: XlsxPart): Promise<Deflated> {
  const d = zlib.createDeflateRaw({ level: 6 });
  const out: Buffer[] = [];
  d.on('data', (c: Buffer) => out.push(c));
  let crc = 0;
  let size = 0;
  for (const chunk of part.chunks()) {
    const b = typeof chunk === 'string' ? Buffer.from(chunk) : chunk;
    crc = zlib.crc32(b, crc);
    size += b.length;
    if (!d.write(b)) await once(d, 'drain');
  }
  d.end();
  await once(d, 'end');
  return { name: Buffer.from(part.name), data: Buffer.concat(out), crc, size: part.declaredSize ?? size };
}

/** A zip of the parts (deflated), as an .xlsx reader expects it. */
export async function zipParts(parts: XlsxPart[]): Promise<Buffer> {
  const entries = await Promise.all(parts.map(deflate));
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const e of entries) {
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(0x800, 6);
    local.writeUInt16LE(8, 8);
    local.writeUInt16LE(0x21, 12);
    local.writeUInt32LE(e.crc >>> 0, 14);
    local.writeUInt32LE(e.data.length, 18);
    local.writeUInt32LE(e.size >>> 0, 22);
    local.writeUInt16LE(e.name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(0x800, 8);
    central.writeUInt16LE(8, 10);
    central.writeUInt16LE(0x21, 14);
    central.writeUInt32LE(e.crc >>> 0, 16);
    central.writeUInt32LE(e.data.length, 20);
    central.writeUInt32LE(e.size >>> 0, 24);
    central.writeUInt16LE(e.name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, e.name, e.data);
    centrals.push(central, e.name);
    offset += 30 + e.name.length + e.data.length;
  }
  const dir = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(dir.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, dir, end]);
}

const esc = (v: string) => v.replaceAll('&', '&amp;').replaceAll('<', '&lt;');
export const inlineRow = (cells: string[]) => `<row>${cells.map((c) => `<c t="inlineStr"><is><t>${esc(c)}</t></is></c>`).join('')}</row>`;

/**
 * A workbook of one sheet: `sheetData` yields the rows' XML; `sharedStrings` (optional) the
 * <si> elements of the shared-strings part.
 */
export function xlsxParts(sheetData: () => Iterable<string | Buffer>, sharedStrings?: () => Iterable<string | Buffer>): XlsxPart[] {
  const one = (text: string) => () => [text];
  const ns = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
  const rel = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
  const parts: XlsxPart[] = [
    {
      name: '[Content_Types].xml',
      chunks: one(
        '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="xml" ContentType="application/xml"/></Types>',
      ),
    },
    {
      name: '_rels/.rels',
      chunks: one(
        `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${rel}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
      ),
    },
    {
      name: 'xl/workbook.xml',
      chunks: one(
        `<?xml version="1.0" encoding="UTF-8"?><workbook xmlns="${ns}" xmlns:r="${rel}"><sheets><sheet name="Contacts" sheetId="1" r:id="rId1"/></sheets></workbook>`,
      ),
    },
    {
      name: 'xl/_rels/workbook.xml.rels',
      chunks: one(
        `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${rel}/worksheet" Target="worksheets/sheet1.xml"/>${
          sharedStrings ? `<Relationship Id="rId2" Type="${rel}/sharedStrings" Target="sharedStrings.xml"/>` : ''
        }</Relationships>`,
      ),
    },
    {
      name: 'xl/worksheets/sheet1.xml',
      chunks: function* () {
        yield `<?xml version="1.0" encoding="UTF-8"?><worksheet xmlns="${ns}"><sheetData>`;
        yield* sheetData();
        yield '</sheetData></worksheet>';
      },
    },
  ];
  if (sharedStrings)
    parts.push({
      name: 'xl/sharedStrings.xml',
      chunks: function* () {
        yield `<?xml version="1.0" encoding="UTF-8"?><sst xmlns="${ns}">`;
        yield* sharedStrings();
        yield '</sst>';
      },
    });
  return parts;
}
