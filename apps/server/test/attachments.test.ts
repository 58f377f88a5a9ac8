import fs from 'node:fs';
import path from 'node:path';
import { type Attachment, attachmentTooLarge, attachmentTypeNotSupported, DEMO_CONTACT_READ_ONLY } from '@tradeloom/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_USER_ID } from '../src/modules/demo/demo.service.ts';
import { createTestRuntime, signUp, type TestRuntime } from './harness.ts';

let rt: TestRuntime;
beforeAll(async () => {
  rt = await createTestRuntime();
});
afterAll(async () => {
  await rt.dispose();
});

type Session = Awaited<ReturnType<typeof signUp>>;
type Record_ = Attachment;

const PDF = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(2000, 0x20), Buffer.from('\n%%EOF\n')]);
const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c489', 'hex');
/** The stored files of a user, in whichever store the runtime uses (disk on PGlite, the database on PostgreSQL). */
const filesOf = (userId: string): Promise<string[]> => rt.deps.storage.list(`${userId}/`);

function form(bytes: Buffer, name: string, type = 'application/octet-stream'): FormData {
  const fd = new FormData();
  fd.append('file', new File([new Uint8Array(bytes)], name, { type }));
  return fd;
}

async function newContact(s: Session, extra: Record<string, unknown> = {}): Promise<{ id: string; attachments: Record_[] }> {
  const res = await rt.request('POST', '/api/contacts', { cookie: s.cookie, json: { full_name: 'File Holder', ...extra } });
  expect(res.status).toBe(201);
  return res.json();
}

const upload = (s: Session, contactId: string, fd: FormData) =>
  rt.request('POST', `/api/contacts/${contactId}/attachments`, { cookie: s.cookie, body: fd });
const getContact = async (s: Session, id: string) => (await rt.request('GET', `/api/contacts/${id}`, { cookie: s.cookie })).json();

describe('uploading, downloading, renaming and deleting files', () => {
  let a: Session;
  let b: Session;
  let contactId: string;
  let record: Record_;
  beforeAll(async () => {
    a = await signUp(rt);
    b = await signUp(rt);
    contactId = (await newContact(a)).id;
  });

  it('stores a PDF under {userId}/{contactId}/ and records it on the contact', async () => {
    const res = await upload(a, contactId, form(PDF, 'Offer Q3.pdf', 'application/pdf'));
    expect(res.status).toBe(201);
    record = await res.json();
    expect(record).toMatchObject({ name: 'Offer Q3.pdf', size: PDF.length, type: 'application/pdf' });
    expect(record.id).toMatch(new RegExp(`^${a.user.id}/${contactId}/\\d+-[0-9a-f]+\\.pdf$`));
    expect((await getContact(a, contactId)).attachments).toEqual([record]);
    expect(await filesOf(a.user.id)).toHaveLength(1);
  });

  it('downloads it for the owner with its name and type', async () => {
    const res = await rt.request('GET', `/api/attachments/download?path=${encodeURIComponent(record.id)}`, { cookie: a.cookie });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toContain('attachment; filename="Offer Q3.pdf"');
    expect(Buffer.from(await res.arrayBuffer()).equals(PDF)).toBe(true);
  });

  it('gives another user 404 for the file and the contact, and takes no upload from them', async () => {
    const dl = await rt.request('GET', `/api/attachments/download?path=${encodeURIComponent(record.id)}`, { cookie: b.cookie });
    expect(dl.status).toBe(404);
    const up = await upload(b, contactId, form(PDF, 'intrusion.pdf'));
    expect(up.status).toBe(404);
    const rename = await rt.request('PATCH', `/api/contacts/${contactId}/attachments`, {
      cookie: b.cookie,
      json: { id: record.id, displayName: 'x' },
    });
    expect(rename.status).toBe(404);
    const del = await rt.request('DELETE', `/api/contacts/${contactId}/attachments?path=${encodeURIComponent(record.id)}`, {
      cookie: b.cookie,
    });
    expect(del.status).toBe(404);
    expect(await filesOf(b.user.id)).toHaveLength(0);
    expect((await getContact(a, contactId)).attachments).toHaveLength(1);
    expect((await rt.request('GET', `/api/attachments/download?path=${encodeURIComponent(record.id)}`)).status).toBe(401);
  });

  it('renames, and an empty name falls back to the original', async () => {
    const rename = (displayName: string) =>
      rt.request('PATCH', `/api/contacts/${contactId}/attachments`, { cookie: a.cookie, json: { id: record.id, displayName } });
    const res = await rename('  Signed offer  ');
    expect(res.status).toBe(200);
    expect((await res.json()).attachments[0]).toEqual({ ...record, displayName: 'Signed offer' });
    const dl = await rt.request('GET', `/api/attachments/download?path=${encodeURIComponent(record.id)}`, { cookie: a.cookie });
    expect(dl.headers.get('content-disposition')).toContain('filename="Signed offer"');
    const cleared = await (await rename('')).json();
    expect(cleared.attachments[0]).toEqual(record);
    expect('displayName' in cleared.attachments[0]).toBe(false);
  });

  it('deletes the record and the file', async () => {
    const res = await rt.request('DELETE', `/api/contacts/${contactId}/attachments?path=${encodeURIComponent(record.id)}`, {
      cookie: a.cookie,
    });
    expect(res.status).toBe(200);
    expect((await res.json()).attachments).toEqual([]);
    expect(await filesOf(a.user.id)).toHaveLength(0);
    const dl = await rt.request('GET', `/api/attachments/download?path=${encodeURIComponent(record.id)}`, { cookie: a.cookie });
    expect(dl.status).toBe(404);
  });
});

describe('what the server refuses', () => {
  it('refuses an .exe renamed to .pdf by its bytes, with 415 and the spec text', async () => {
    const s = await signUp(rt);
    const { id } = await newContact(s);
    const exe = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(1022, 0x90)]);
    const res = await upload(s, id, form(exe, 'invoice.pdf', 'application/pdf'));
    expect(res.status).toBe(415);
    expect((await res.json()).error.message).toBe(attachmentTypeNotSupported('application/x-msdownload', 'invoice.pdf'));
    expect(await filesOf(s.user.id)).toHaveLength(0);
    expect((await getContact(s, id)).attachments).toEqual([]);
  });

  it('refuses an 11 MB file with 413 and stores nothing', async () => {
    const s = await signUp(rt);
    const { id } = await newContact(s);
    const big = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(11 * 1024 * 1024, 0x41)]);
    const res = await upload(s, id, form(big, 'big scan.pdf', 'application/pdf'));
    expect(res.status).toBe(413);
    expect((await res.json()).error.message).toBe(attachmentTooLarge('big scan.pdf'));
    expect(await filesOf(s.user.id)).toHaveLength(0);
    expect((await getContact(s, id)).attachments).toEqual([]);
    const spool = path.join(rt.dataDir, 'tmp', 'uploads');
    expect(fs.existsSync(spool) ? fs.readdirSync(spool) : []).toEqual([]);
  });

  it('takes a file of exactly 10 MB', async () => {
    const s = await signUp(rt);
    const { id } = await newContact(s);
    const exact = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(10 * 1024 * 1024 - 9, 0x41)]);
    const res = await upload(s, id, form(exact, 'exact.pdf'));
    expect(res.status).toBe(201);
    expect((await res.json()).size).toBe(10 * 1024 * 1024);
  });

  it('answers a request without a file with 400', async () => {
    const s = await signUp(rt);
    const { id } = await newContact(s);
    const fd = new FormData();
    fd.append('other', 'value');
    expect((await upload(s, id, fd)).status).toBe(400);
    // A JSON body is not an upload: refused for its type (415) before any of it is read.
    const json = await rt.request('POST', `/api/contacts/${id}/attachments`, { cookie: s.cookie, json: { file: 'x' } });
    expect(json.status).toBe(415);
  });

  it('keeps demo contacts read-only', async () => {
    const s = await signUp(rt);
    const page = await (await rt.request('GET', '/api/contacts?limit=1', { cookie: s.cookie })).json();
    const demo = page.items[0];
    expect(demo.user_id).toBe(DEMO_USER_ID);
    const res = await upload(s, demo.id, form(PDF, 'x.pdf'));
    expect(res.status).toBe(403);
    expect((await res.json()).error.message).toBe(DEMO_CONTACT_READ_ONLY);
    expect(await filesOf(s.user.id)).toHaveLength(0);
  });
});

describe('uploads made before the contact exists', () => {
  it("become the new contact's files when the create body names them", async () => {
    const s = await signUp(rt);
    const temp = async (bytes: Buffer, name: string) => {
      const res = await rt.request('POST', '/api/attachments/temp', { cookie: s.cookie, body: form(bytes, name) });
      expect(res.status).toBe(201);
      return (await res.json()) as Record_;
    };
    const pdf = await temp(PDF, 'kyc.pdf');
    const png = await temp(PNG, 'logo.png');
    expect(pdf.id.startsWith(`${s.user.id}/temp/`)).toBe(true);
    expect(png.type).toBe('image/png');

    const created = await newContact(s, { attachments: [{ ...pdf, displayName: 'KYC pack' }, png.id] });
    expect(created.attachments).toEqual([{ ...pdf, displayName: 'KYC pack' }, png]);
    const dl = await rt.request('GET', `/api/attachments/download?path=${encodeURIComponent(png.id)}`, { cookie: s.cookie });
    expect(dl.status).toBe(200);
    expect(dl.headers.get('content-type')).toBe('image/png');

    // Claimed once: a second contact cannot take the same upload.
    const again = await rt.request('POST', '/api/contacts', { cookie: s.cookie, json: { full_name: 'Copycat', attachments: [png.id] } });
    expect(again.status).toBe(400);

    // Another user cannot claim or read them.
    const other = await signUp(rt);
    const steal = await rt.request('POST', '/api/contacts', { cookie: other.cookie, json: { full_name: 'Thief', attachments: [pdf.id] } });
    expect(steal.status).toBe(400);
    expect((await rt.request('GET', `/api/attachments/download?path=${encodeURIComponent(pdf.id)}`, { cookie: other.cookie })).status).toBe(
      404,
    );

    // Deleting the contact deletes its files.
    expect(await filesOf(s.user.id)).toHaveLength(2);
    expect((await rt.request('DELETE', `/api/contacts/${created.id}`, { cookie: s.cookie })).status).toBe(204);
    expect(await filesOf(s.user.id)).toHaveLength(0);
  });

  it('can be deleted before saving', async () => {
    const s = await signUp(rt);
    const res = await rt.request('POST', '/api/attachments/temp', {
      cookie: s.cookie,
      body: form(Buffer.from('name,volume\nwheat,50000\n'), 'tonnage.csv'),
    });
    const rec = (await res.json()) as Record_;
    expect(rec.type).toBe('text/csv');
    const del = await rt.request('DELETE', `/api/attachments/temp?path=${encodeURIComponent(rec.id)}`, { cookie: s.cookie });
    expect(del.status).toBe(204);
    expect(await filesOf(s.user.id)).toHaveLength(0);
  });
});
