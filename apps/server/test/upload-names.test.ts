/**
 * Issue 22, fault 8: file names in other scripts must come back as they were sent (UTF-8, in NFC),
 * for attachments and imports alike, and the download's Content-Disposition must give them back.
 * Browsers send the name as UTF-8 bytes in `filename="…"`; some clients send `filename*=UTF-8''…`.
 */
import type { Attachment, ContactImport, ImportUploadResponse } from '@tradeloom/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { disposition } from '../src/lib/disposition.ts';
import { importReader } from '../src/modules/imports/import-reader.ts';
import { createTestRuntime, signUp, type TestRuntime } from './harness.ts';

let rt: TestRuntime;
let s: Awaited<ReturnType<typeof signUp>>;
let contactId: string;
beforeAll(async () => {
  rt = await createTestRuntime();
  s = await signUp(rt);
  const res = await rt.request('POST', '/api/contacts', { cookie: s.cookie, json: { full_name: 'File Holder' } });
  contactId = (await res.json()).id;
  await importReader().warm();
});
afterAll(async () => {
  await rt?.dispose();
});

const NAMES = [
  ['Cyrillic', 'Контракт.txt'],
  ['Chinese', '合同 草案.txt'],
  ['Arabic', 'عقد التوريد.txt'],
  ['accented, decomposed (sent as e + combining acute)', 'Cafe\u0301 Müller offre.txt'],
  ['emoji and quotes', "O'Brien \u{1F4C4} (final).txt"],
] as const;

/** A multipart body written by hand, with the file name's parameter as given. */
function multipart(param: string, content: string): { body: Uint8Array<ArrayBuffer>; type: string } {
  const boundary = 'tl-names-boundary';
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; ${param}\r\nContent-Type: text/plain\r\n\r\n`;
  return {
    body: Uint8Array.from(Buffer.concat([Buffer.from(head, 'utf8'), Buffer.from(content), Buffer.from(`\r\n--${boundary}--\r\n`)])),
    type: `multipart/form-data; boundary=${boundary}`,
  };
}

const post = (url: string, form: { body: Uint8Array<ArrayBuffer>; type: string }) =>
  rt.request('POST', url, { cookie: s.cookie, body: form.body, headers: { 'content-type': form.type } });

/** The name a Content-Disposition gives back (its filename* when there is one). */
function nameIn(header: string): string {
  const star = header.match(/filename\*=UTF-8''([^;\s]+)/i);
  if (star) return decodeURIComponent(star[1]!);
  return header.match(/filename="([^"]*)"/)![1]!;
}

describe('file names in other scripts', () => {
  for (const [script, name] of NAMES) {
    const expected = name.normalize('NFC');

    it(`an attachment keeps a ${script} name, and its download gives it back`, async () => {
      // As a browser sends it: the name's UTF-8 bytes in the quoted parameter.
      const res = await post(`/api/contacts/${contactId}/attachments`, multipart(`filename="${name}"`, 'Terms of the contract.\n'));
      expect(res.status).toBe(201);
      const record = (await res.json()) as Attachment;
      expect(record.name).toBe(expected);
      const download = await rt.request('GET', `/api/attachments/download?path=${encodeURIComponent(record.id)}`, { cookie: s.cookie });
      expect(download.status).toBe(200);
      const header = download.headers.get('content-disposition')!;
      expect(nameIn(header)).toBe(expected);
      // The fallback name is plain ASCII, and quoted safely.
      expect(header).toMatch(/^attachment; filename="[\x20-\x21\x23-\x5b\x5d-\x7e]*"; filename\*=UTF-8''[A-Za-z0-9!#$&+\-.^_`|~%]+$/);
    });

    it(`an import keeps a ${script} name`, async () => {
      const csvName = name.replace(/\.txt$/, '.csv');
      const res = await post('/api/imports', multipart(`filename="${csvName}"`, 'Full Name,Company\nKofi Mensah,Accra Cocoa Ltd\n'));
      expect(res.status).toBe(201);
      const up = (await res.json()) as ImportUploadResponse;
      expect(up.import.file_name).toBe(csvName.normalize('NFC'));
      const list = (await (await rt.request('GET', '/api/imports', { cookie: s.cookie })).json()) as { imports: ContactImport[] };
      expect(list.imports.map((i) => i.file_name)).toContain(csvName.normalize('NFC'));
    });
  }

  it("takes the RFC 5987 form filename*=UTF-8''… too", async () => {
    const name = 'Контракт.txt';
    const res = await post(
      `/api/contacts/${contactId}/attachments`,
      multipart(`filename="Kontrakt.txt"; filename*=UTF-8''${encodeURIComponent(name)}`, 'Terms.\n'),
    );
    expect(res.status).toBe(201);
    expect(((await res.json()) as Attachment).name).toBe(name);
  });

  it('the Content-Disposition of every name decodes back to it', () => {
    for (const [, name] of NAMES) {
      const nfc = name.normalize('NFC');
      const header = disposition('inline', nfc);
      expect(nameIn(header)).toBe(nfc);
      // RFC 5987 attr-chars only: ' ( ) * would end or confuse the parameter.
      expect(header.split("UTF-8''")[1]).toMatch(/^[A-Za-z0-9!#$&+\-.^_`|~%]+$/);
    }
  });
});
