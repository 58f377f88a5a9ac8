/**
 * Contact import, export, duplicates and merge through the HTTP API: each format, each bad input,
 * duplicates on import, the plan's limit, a failed batch that leaves nothing half-written and
 * continues on retry, and the export round trip.
 */
import fs from 'node:fs';
import path from 'node:path';
import {
  type Contact,
  type ContactImport,
  contactLimitReached,
  type DuplicateGroups,
  IMPORT_MESSAGES,
  IMPORT_PREVIEW_ROWS,
  type ImportReview,
  type ImportStart,
  type ImportUploadResponse,
} from '@tradeloom/domain';
import { and, eq, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, contactImports, contactInteractions, contacts, jobs, profiles } from '../src/db/schema/index.ts';
import { addAdminByEmail } from '../src/modules/admin/admin.service.ts';
import { createTestRuntime, signUp, type TestRuntime } from './harness.ts';

let rt: TestRuntime;
beforeAll(async () => {
  rt = await createTestRuntime();
});
afterAll(async () => {
  await rt.dispose();
});

type Session = Awaited<ReturnType<typeof signUp>>;
const FIXTURES = path.join(import.meta.dirname, 'fixtures', 'imports');
const fixture = (name: string) => fs.readFileSync(path.join(FIXTURES, name));

function form(bytes: Buffer | string, name: string, type = 'application/octet-stream'): FormData {
  const fd = new FormData();
  const data = typeof bytes === 'string' ? new TextEncoder().encode(bytes) : new Uint8Array(bytes);
  fd.append('file', new File([data], name, { type }));
  return fd;
}

const upload = (s: Session, bytes: Buffer | string, name: string) =>
  rt.request('POST', '/api/imports', { cookie: s.cookie, body: form(bytes, name) });

async function uploaded(s: Session, bytes: Buffer | string, name: string): Promise<ImportUploadResponse> {
  const res = await upload(s, bytes, name);
  if (res.status !== 201) throw new Error(`upload ${name}: ${res.status} ${await res.text()}`);
  return res.json();
}

async function review(s: Session, up: ImportUploadResponse, mapping = up.mapping): Promise<ImportReview> {
  const res = await rt.request('POST', `/api/imports/${up.import.id}/review`, { cookie: s.cookie, json: { mapping } });
  expect(res.status).toBe(200);
  return res.json();
}

/** Runs due jobs until the import leaves 'processing'. */
async function settle(s: Session, id: string): Promise<ContactImport> {
  for (let i = 0; i < 200; i++) {
    await rt.deps.jobs.runDueJobs();
    const res = await rt.request('GET', `/api/imports/${id}`, { cookie: s.cookie });
    const record = (await res.json()) as ContactImport;
    if (record.status !== 'processing') return record;
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error('import did not settle');
}

async function runImport(s: Session, bytes: Buffer | string, name: string, start: Partial<ImportStart> = {}) {
  const up = await uploaded(s, bytes, name);
  const res = await rt.request('POST', `/api/imports/${up.import.id}/start`, { cookie: s.cookie, json: { mapping: up.mapping, ...start } });
  if (res.status !== 202) throw new Error(`start ${name}: ${res.status} ${await res.text()}`);
  return { up, record: await settle(s, up.import.id) };
}

async function ownContacts(s: Session): Promise<Contact[]> {
  const res = await rt.request('GET', '/api/contacts?limit=500&sort=name', { cookie: s.cookie });
  const page = (await res.json()) as { items: Contact[] };
  return page.items.filter((c) => !c.is_demo);
}
const byName = (list: Contact[], name: string) => list.find((c) => c.full_name === name);

async function addContact(s: Session, body: Record<string, unknown>) {
  const res = await rt.request('POST', '/api/contacts', { cookie: s.cookie, json: body });
  expect(res.status).toBe(201);
  return (await res.json()) as Contact;
}

async function errorOf(res: Response) {
  return ((await res.json()) as { error: { code: string; message: string } }).error;
}

describe('reading each format', () => {
  let s: Session;
  beforeAll(async () => {
    s = await signUp(rt);
  });

  it('CSV: maps the columns, imports the rows and records the results, the audit event and a geocode job', async () => {
    const csv =
      'Full Name,Company,Email,Location,Commodities,Role\nMaria Lopez,Cargill,maria@cargill.example,"Geneva, Switzerland","Wheat; Corn",buyer\n';
    const { up, record } = await runImport(s, csv, 'book.csv');
    expect(up.format).toBe('csv');
    expect(up.mapping).toEqual(['full_name', 'company', 'client_email', 'location', 'commodities', 'role']);
    expect(record.status).toBe('completed');
    expect(record.results).toMatchObject({ total_rows: 1, processed_rows: 1, created: 1, updated: 0, error_count: 0 });
    expect(record.processed_at).not.toBeNull();
    const maria = byName(await ownContacts(s), 'Maria Lopez')!;
    expect(maria).toMatchObject({ company: 'Cargill', client_email: 'maria@cargill.example', commodities: 'Wheat, Corn', role: 'Buyer' });
    const events = await rt.deps.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.userId, s.user.id), eq(auditEvents.event, 'import_contacts')));
    expect(events).toHaveLength(1);
    expect(events[0]!.meta).toMatchObject({ import_id: up.import.id, created: 1 });
    const geocode = await rt.deps.db
      .select()
      .from(jobs)
      .where(and(eq(jobs.kind, 'geocode'), sql`${jobs.payload}->>'userId' = ${s.user.id}`));
    expect(geocode.length).toBeGreaterThan(0);
  });
});

describe('the usual exports', () => {
  let s: Session;
  beforeAll(async () => {
    s = await signUp(rt);
  });

  it("LinkedIn's Connections.csv: the notes before the header are skipped, names joined, the profile kept in the notes", async () => {
    const { up, record } = await runImport(s, fixture('linkedin-connections.csv'), 'Connections.csv');
    expect(up.source).toBe('linkedin');
    expect(up.headers.slice(0, 3)).toEqual(['First Name', 'Last Name', 'URL']);
    expect(up.mapping.slice(0, 7)).toEqual(['first_name', 'last_name', 'note_line', 'client_email', 'company', 'title', 'note_line']);
    expect(record.status).toBe('completed');
    expect(record.results!.created).toBe(up.total_rows);
    const list = await ownContacts(s);
    const withUrl = list.find((c) => c.notes?.includes('URL: https://www.linkedin.com/in/'));
    expect(withUrl).toBeDefined();
    expect(list.some((c) => c.full_name === 'José Álvarez')).toBe(true);
    expect(list.some((c) => c.company?.includes(','))).toBe(true);
  });

  it('Google Contacts CSV: a row with no name is reported by its row number, the rest import', async () => {
    const { up, record } = await runImport(s, fixture('google-contacts.csv'), 'contacts.csv');
    expect(up.source).toBe('google');
    expect(record.status).toBe('completed');
    expect(record.results!.error_count).toBe(1);
    expect(record.results!.errors[0]).toMatchObject({ reason: IMPORT_MESSAGES.missingName });
    expect(record.results!.errors[0]!.row).toBeGreaterThan(1);
    expect(record.results!.created).toBe(up.total_rows - 1);
  });

  it('Outlook CSV: a second e-mail is kept in the notes, not lost', async () => {
    const { up, record } = await runImport(s, fixture('outlook-contacts.csv'), 'outlook.csv');
    expect(up.source).toBe('outlook');
    expect(record.status).toBe('completed');
    const text = fixture('outlook-contacts.csv').toString('utf8');
    const imported = await ownContacts(s);
    const twoMails = imported.find((c) => c.client_email && c.notes && /E-mail 2 Address: \S+@/.test(c.notes));
    expect(twoMails, `one row of ${text.split('\n').length - 1} has two e-mails`).toBeDefined();
  });

  it('vCard 3.0 and 4.0: names, company, e-mail, phone, address, escaped text and folded lines', async () => {
    for (const file of ['contacts-v3.vcf', 'contacts-v4.vcf']) {
      const { up, record } = await runImport(s, fixture(file), file);
      expect(up.format).toBe('vcf');
      expect(record.status, file).toBe('completed');
      expect(record.results!.created + record.results!.skipped_duplicates).toBe(up.total_rows);
    }
    const list = await ownContacts(s);
    const withNote = list.find((c) => c.notes?.includes(',') && c.notes.includes('\n'));
    expect(withNote, 'an escaped comma and a line break read back').toBeDefined();
  });

  it('Excel (.xlsx): the first sheet, dates as dates', async () => {
    const wb = new ExcelJS.Workbook();
    const ws = wb.addWorksheet('Contacts');
    ws.addRow(['Name', 'Organisation', 'E-mail', 'City', 'Country', 'Products', 'Last contact']);
    ws.addRow([
      'Kofi Mensah',
      'Accra Cocoa Ltd',
      'kofi@accracocoa.example',
      'Accra',
      'Ghana',
      'Cocoa beans',
      new Date(Date.UTC(2025, 4, 17)),
    ]);
    ws.addRow(['Lena Petrova', 'Baltic Fertilisers', '', 'Riga', 'Latvia', 'Urea, DAP', '']);
    const bytes = Buffer.from(await wb.xlsx.writeBuffer());
    const { up, record } = await runImport(s, bytes, 'network.xlsx');
    expect(up.format).toBe('xlsx');
    expect(up.mapping).toEqual(['full_name', 'company', 'client_email', 'city', 'country', 'commodities', 'last_contacted_at']);
    expect(record.results).toMatchObject({ created: 2, error_count: 0 });
    const kofi = byName(await ownContacts(s), 'Kofi Mensah')!;
    expect(kofi).toMatchObject({ location: 'Accra, Ghana', last_contacted_at: '2025-05-17', commodities: 'Cocoa beans' });
  });

  it('a broken Excel file is refused with a clear message', async () => {
    const res = await upload(s, Buffer.from('PK\u0003\u0004 not really a zip'), 'broken.xlsx');
    expect(res.status).toBe(400);
    expect((await errorOf(res)).message).toBe(IMPORT_MESSAGES.unreadableXlsx);
  });

  it('Latin-1 and UTF-8 with a BOM both read correctly', async () => {
    const latin = await uploaded(s, fixture('latin1.csv'), 'latin1.csv');
    expect(latin.sample.flat().join(' ')).toContain('François Müller');
    const bom = await uploaded(s, fixture('bom-utf8.csv'), 'bom.csv');
    expect(bom.headers[0]).toBe('Full Name');
    expect(bom.mapping[0]).toBe('full_name');
    const semicolons = await uploaded(
      s,
      Buffer.from('Nom;Société;Email\nÉlise Martin;Sucre & Co;elise@sucre.example\n', 'latin1'),
      'fr.csv',
    );
    expect(semicolons.headers).toEqual(['Nom', 'Société', 'Email']);
    expect(semicolons.sample[0]).toEqual(['Élise Martin', 'Sucre & Co', 'elise@sucre.example']);
  });
});

describe('bad input', () => {
  let s: Session;
  beforeAll(async () => {
    s = await signUp(rt);
  });

  it('an empty file, a header without rows and a wrong type get clear messages and write nothing', async () => {
    let res = await upload(s, '', 'empty.csv');
    expect(res.status).toBe(400);
    expect((await errorOf(res)).message).toBe(IMPORT_MESSAGES.empty);
    res = await upload(s, 'Full Name,Company\n', 'header.csv');
    expect(res.status).toBe(400);
    expect((await errorOf(res)).message).toBe(IMPORT_MESSAGES.noRows);
    res = await upload(s, '%PDF-1.7\n\u0000\u0000binary', 'contacts.pdf');
    expect(res.status).toBe(415);
    expect((await errorOf(res)).message).toBe(IMPORT_MESSAGES.wrongType);
    res = await upload(s, Buffer.from([0x25, 0x50, 0x00, 0x01, 0x02, 0x00]), 'renamed.csv');
    expect(res.status).toBe(415);
    const rows = await rt.deps.db.select().from(contactImports).where(eq(contactImports.userId, s.user.id));
    expect(rows).toHaveLength(0);
  });

  it('rows without a name are listed with their row numbers and reasons; the others import', async () => {
    const { record } = await runImport(s, fixture('no-names.csv'), 'no-names.csv');
    expect(record.status).toBe('completed');
    expect(record.results!.created).toBe(1);
    expect(record.results!.errors).toEqual([
      { row: expect.any(Number), reason: IMPORT_MESSAGES.missingName },
      { row: expect.any(Number), reason: IMPORT_MESSAGES.missingName },
    ]);
    const [first, second] = record.results!.errors.map((e) => e.row);
    expect(first).toBeGreaterThanOrEqual(2);
    expect(second).toBeGreaterThan(first!);
  });

  it('an invalid e-mail or a too-long company is a row error saying why', async () => {
    const csv = `Full Name,Email,Company\nGood Row,good@x.example,\nBad Mail,not-an-email,\nLong Co,,${'x'.repeat(201)}\n`;
    const { record } = await runImport(s, csv, 'mixed.csv');
    expect(record.results!.created).toBe(1);
    expect(record.results!.errors).toEqual([
      { row: 3, reason: expect.stringMatching(/^E-mail/) },
      { row: 4, reason: 'Company is longer than 200 characters' },
    ]);
  });

  it('a mapping without a name column is refused before anything starts', async () => {
    const up = await uploaded(s, 'Full Name,Company\nA,B\n', 'x.csv');
    const res = await rt.request('POST', `/api/imports/${up.import.id}/start`, {
      cookie: s.cookie,
      json: { mapping: ['ignore', 'company'] },
    });
    expect(res.status).toBe(400);
    expect((await errorOf(res)).message).toBe(IMPORT_MESSAGES.noNameColumn);
    expect((await (await rt.request('GET', `/api/imports/${up.import.id}`, { cookie: s.cookie })).json()).status).toBe('pending');
  });

  it('a file of 100,000 rows is read and reviewed; one over the row limit is refused', async () => {
    const lines = ['Full Name,Company,Email,Location,Commodities'];
    for (let i = 0; i < 100_000; i++) lines.push(`Trader ${i},Company ${i % 5000},t${i}@firm${i % 5000}.example,Rotterdam,Urea`);
    const up = await uploaded(s, lines.join('\n'), 'big.csv');
    expect(up.total_rows).toBe(100_000);
    const r = await review(s, up);
    expect(r).toMatchObject({ total_rows: 100_000, ready_rows: 100_000, error_count: 0 });
    await rt.request('DELETE', `/api/imports/${up.import.id}`, { cookie: s.cookie });
    const tooMany = `Full Name\n${'x\n'.repeat(200_001)}`;
    const res = await upload(s, tooMany, 'huge.csv');
    expect(res.status).toBe(400);
    expect((await errorOf(res)).message).toBe(IMPORT_MESSAGES.tooManyRows);
  }, 120_000);

  it('a started import cannot be started twice, and a pending one can be cancelled', async () => {
    const up = await uploaded(s, 'Full Name\nOnce Only\n', 'once.csv');
    const start = () => rt.request('POST', `/api/imports/${up.import.id}/start`, { cookie: s.cookie, json: { mapping: up.mapping } });
    expect((await start()).status).toBe(202);
    expect((await start()).status).toBe(409);
    await settle(s, up.import.id);
    const other = await uploaded(s, 'Full Name\nNever\n', 'never.csv');
    expect((await rt.request('DELETE', `/api/imports/${other.import.id}`, { cookie: s.cookie })).status).toBe(204);
    expect((await rt.request('GET', `/api/imports/${other.import.id}`, { cookie: s.cookie })).status).toBe(404);
    expect((await ownContacts(s)).some((c) => c.full_name === 'Never')).toBe(false);
  });
});

describe('a failed batch', () => {
  it('leaves whole batches only, says how far it got, and a retry finishes the rest', async () => {
    const s = await signUp(rt);
    await rt.deps.db.update(profiles).set({ plan: 'power_trader' }).where(eq(profiles.id, s.user.id));
    const lines = ['Full Name,Company'];
    for (let i = 1; i <= 4500; i++) lines.push(`Row ${i},Batch Co`);
    // The 3,000th row fails inside the second batch (rows 2,001-4,000), like a database error would.
    await rt.deps.db.execute(sql`create or replace function test_import_boom() returns trigger language plpgsql as $$
      begin if new.full_name = 'Row 3000' then raise exception 'boom'; end if; return new; end $$`);
    await rt.deps.db.execute(
      sql`create trigger test_import_boom before insert on contacts for each row execute function test_import_boom()`,
    );
    try {
      const { record } = await runImport(s, lines.join('\n'), 'batches.csv');
      expect(record.status).toBe('failed');
      expect(record.results).toMatchObject({ processed_rows: 2000, created: 2000 });
      expect(record.results!.failure).toContain('2,000 rows were imported');
      const [n] = await rt.deps.db.select({ n: sql<number>`count(*)::int` }).from(contacts).where(eq(contacts.userId, s.user.id));
      expect(n!.n).toBe(2000);
      await rt.deps.db.execute(sql`drop trigger test_import_boom on contacts`);
      const res = await rt.request('POST', `/api/imports/${record.id}/retry`, { cookie: s.cookie });
      expect(res.status).toBe(202);
      const done = await settle(s, record.id);
      expect(done.status).toBe('completed');
      expect(done.results).toMatchObject({ processed_rows: 4500, created: 4500, failure: null });
      const [m] = await rt.deps.db.select({ n: sql<number>`count(*)::int` }).from(contacts).where(eq(contacts.userId, s.user.id));
      expect(m!.n).toBe(4500);
      expect((await rt.request('POST', `/api/imports/${record.id}/retry`, { cookie: s.cookie })).status).toBe(409);
    } finally {
      await rt.deps.db.execute(sql`drop trigger if exists test_import_boom on contacts`);
    }
  }, 60_000);
});

describe('updates across batches', () => {
  it('a later row updates a contact written by an earlier batch (batches overlap on PostgreSQL)', async () => {
    const s = await signUp(rt);
    await rt.deps.db.update(profiles).set({ plan: 'power_trader' }).where(eq(profiles.id, s.user.id));
    const lines = ['Full Name,Company,Phone,Commodities'];
    for (let i = 1; i <= 4100; i++) lines.push(`Row ${i},Batch Co,,Urea`);
    lines.push('Row 1,Batch Co,+44 20 7946 0000,DAP');
    lines.push('Row 2050,Batch Co,+44 20 7946 0001,');
    const { record } = await runImport(s, lines.join('\n'), 'updates.csv', { on_duplicate: 'update' });
    expect(record.status).toBe('completed');
    expect(record.results).toMatchObject({ created: 4100, updated: 2, processed_rows: 4102 });
    const rows = await rt.deps.db
      .select({ name: contacts.fullName, phone: contacts.phone, commodities: contacts.commodities })
      .from(contacts)
      .where(and(eq(contacts.userId, s.user.id), sql`${contacts.fullName} in ('Row 1', 'Row 2050')`))
      .orderBy(contacts.fullName);
    expect(rows).toEqual([
      { name: 'Row 1', phone: '+44 20 7946 0000', commodities: 'Urea, DAP' },
      { name: 'Row 2050', phone: '+44 20 7946 0001', commodities: 'Urea' },
    ]);
  }, 60_000);
});

describe('duplicates on import', () => {
  let s: Session;
  let existing: Contact;
  beforeAll(async () => {
    s = await signUp(rt);
    existing = await addContact(s, {
      full_name: 'Ana Duarte',
      company: 'Duarte Grains',
      client_email: 'ana@duarte.example',
      phone: '+55 11 1111',
    });
  });

  const file = [
    'Full Name,Company,Email,Phone,Commodities',
    'Ana Duarte,Duarte Grains Ltda,ana@duarte.example,+55 11 2222,Soybeans',
    'Rui Costa,Costa Sugar,rui@costa.example,,Sugar',
    'Rui Costa,Costa Sugar,,,Ethanol',
  ].join('\n');

  it('the review lists the duplicate of the book and the one inside the file', async () => {
    const up = await uploaded(s, file, 'dups.csv');
    const r = await review(s, up);
    expect(r.duplicate_count).toBe(2);
    expect(r.duplicates[0]).toMatchObject({ row: 2, reason: 'same_email', in_file: false, existing: { id: existing.id } });
    expect(r.duplicates[1]).toMatchObject({ row: 4, reason: 'same_name_company', in_file: true, existing: { id: null } });
    await rt.request('DELETE', `/api/imports/${up.import.id}`, { cookie: s.cookie });
  });

  it('skip leaves the existing contact as it was', async () => {
    const { record } = await runImport(s, file, 'dups.csv', { on_duplicate: 'skip' });
    expect(record.results).toMatchObject({ created: 1, skipped_duplicates: 2, updated: 0 });
    const list = await ownContacts(s);
    expect(list.filter((c) => c.full_name === 'Ana Duarte')).toHaveLength(1);
    expect(byName(list, 'Ana Duarte')!.phone).toBe('+55 11 1111');
  });

  it('update fills the existing contact; a per-row decision overrides the default', async () => {
    const { record } = await runImport(s, file.replace('Rui Costa,Costa Sugar,rui', 'Rui Costa,Costa Sugar,rui'), 'dups.csv', {
      on_duplicate: 'update',
      decisions: { '2': 'update', '3': 'skip' },
    });
    // Row 3 duplicates the Rui of the earlier import (skipped); row 4 updates him.
    expect(record.results).toMatchObject({ created: 0, updated: 2, skipped_duplicates: 1 });
    const list = await ownContacts(s);
    const ana = list.filter((c) => c.full_name === 'Ana Duarte');
    expect(ana).toHaveLength(1);
    expect(ana[0]).toMatchObject({ id: existing.id, phone: '+55 11 2222', commodities: 'Soybeans' });
    expect(byName(list, 'Rui Costa')!.commodities).toBe('Sugar, Ethanol');
  });

  it('keep both creates another contact', async () => {
    const { record } = await runImport(s, 'Full Name,Email\nAna Duarte,ana@duarte.example\n', 'again.csv', { on_duplicate: 'keep' });
    expect(record.results).toMatchObject({ created: 1, skipped_duplicates: 0 });
    expect((await ownContacts(s)).filter((c) => c.full_name === 'Ana Duarte')).toHaveLength(2);
  });
});

describe("the plan's contact limit", () => {
  it('Starter: an import fills up to 50 and says how many were left out; the 51st manual add is refused', async () => {
    const s = await signUp(rt);
    await rt.deps.db.update(profiles).set({ plan: 'starter' }).where(eq(profiles.id, s.user.id));
    await rt.deps.db.insert(contacts).values(Array.from({ length: 47 }, (_, i) => ({ userId: s.user.id, fullName: `Seed ${i}` })));
    const up = await uploaded(s, 'Full Name\nA One\nB Two\nC Three\nD Four\nE Five\n', 'five.csv');
    const r = await review(s, up);
    expect(r.limit).toMatchObject({ plan: 'Starter Plan', max: 50, current: 47, remaining: 3 });
    await rt.request('DELETE', `/api/imports/${up.import.id}`, { cookie: s.cookie });
    const { record } = await runImport(s, 'Full Name\nA One\nB Two\nC Three\nD Four\nE Five\n', 'five.csv');
    expect(record.results).toMatchObject({ created: 3, skipped_limit: 2 });
    expect(record.results!.limit_note).toBe('2 contacts were not imported: your Starter Plan includes up to 50 contacts.');
    const res = await rt.request('POST', '/api/contacts', { cookie: s.cookie, json: { full_name: 'Fifty One' } });
    expect(res.status).toBe(403);
    expect(await errorOf(res)).toMatchObject({ code: 'CONTACT_LIMIT', message: contactLimitReached('Starter Plan', 50) });
    const [n] = await rt.deps.db.select({ n: sql<number>`count(*)::int` }).from(contacts).where(eq(contacts.userId, s.user.id));
    expect(n!.n).toBe(50);
  });

  it('concurrent adds at the limit never pass it', async () => {
    const s = await signUp(rt);
    await rt.deps.db.update(profiles).set({ plan: 'starter' }).where(eq(profiles.id, s.user.id));
    await rt.deps.db.insert(contacts).values(Array.from({ length: 45 }, (_, i) => ({ userId: s.user.id, fullName: `Seed ${i}` })));
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) => rt.request('POST', '/api/contacts', { cookie: s.cookie, json: { full_name: `Racer ${i}` } })),
    );
    expect(answers.filter((r) => r.status === 201)).toHaveLength(5);
    expect(answers.filter((r) => r.status === 403)).toHaveLength(7);
  });
});

describe('export and the round trip', () => {
  let a: Session;
  const full = {
    full_name: 'Chen Wei',
    client_name: 'Wei',
    company: 'Pacific Metals, Pte. Ltd.',
    title: 'Head of Trading',
    role: 'Trader',
    client_email: 'chen.wei@pacmetals.example',
    phone: '+65 6123 4567',
    location: 'Singapore',
    latitude: 1.29,
    longitude: 103.85,
    commodities: 'Copper cathodes, Zinc; "SHG"',
    source_of_introduction: 'LME Week 2024; dinner',
    notes: 'Met at LME Week.\nPrefers WhatsApp, not e-mail; =SUM(1) is not a formula.',
    last_contacted_at: '2025-02-03',
  };
  const plain = { full_name: '=Formula Fan', company: '+Plus Trading', phone: '-5' };
  beforeAll(async () => {
    a = await signUp(rt);
    const c = await addContact(a, full);
    await addContact(a, plain);
    await rt.request('POST', `/api/contacts/${c.id}/interactions`, {
      cookie: a.cookie,
      json: { kind: 'meeting', date: '2025-02-03', text: 'Dinner in Singapore' },
    });
  });

  const FIELDS = [
    'full_name',
    'client_name',
    'company',
    'title',
    'role',
    'client_email',
    'phone',
    'location',
    'latitude',
    'longitude',
    'commodities',
    'source_of_introduction',
    'notes',
    'last_contacted_at',
  ] as const;
  const pick = (c: Contact) => Object.fromEntries(FIELDS.map((f) => [f, c[f]]));

  for (const format of ['csv', 'vcf', 'json'] as const) {
    it(`${format}: an export imported by another user gives back the same contacts, no field lost`, async () => {
      const res = await rt.request('GET', `/api/contacts/export?format=${format}`, { cookie: a.cookie });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-disposition')).toContain(`.${format}`);
      const body = Buffer.from(await res.arrayBuffer());
      const b = await signUp(rt);
      const { record } = await runImport(b, body, `export.${format}`);
      expect(record.results).toMatchObject({ created: 2, error_count: 0 });
      const mine = (await ownContacts(a)).map(pick).sort((x, y) => String(x.full_name).localeCompare(String(y.full_name)));
      const theirs = (await ownContacts(b)).map(pick).sort((x, y) => String(x.full_name).localeCompare(String(y.full_name)));
      expect(theirs).toEqual(mine);
      if (format === 'json') {
        const chen = byName(await ownContacts(b), 'Chen Wei')!;
        const history = await (await rt.request('GET', `/api/contacts/${chen.id}/interactions`, { cookie: b.cookie })).json();
        expect(history).toEqual([expect.objectContaining({ kind: 'meeting', date: '2025-02-03', text: 'Dinner in Singapore' })]);
      }
    });
  }

  it('the CSV is safe in a spreadsheet: formula-like cells are quoted', async () => {
    const bytes = new Uint8Array(await (await rt.request('GET', '/api/contacts/export?format=csv', { cookie: a.cookie })).arrayBuffer());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder().decode(bytes);
    expect(text).toContain("'=Formula Fan");
    expect(text).not.toMatch(/(^|,)=Formula/m);
  });

  it('exports only what the search and filters match, and only the own contacts', async () => {
    const res = await rt.request('GET', '/api/contacts/export?format=json&q=chen', { cookie: a.cookie });
    const data = (await res.json()) as { contacts: { full_name: string }[] };
    expect(data.contacts.map((c) => c.full_name)).toEqual(['Chen Wei']);
    const other = await signUp(rt);
    const none = await (await rt.request('GET', '/api/contacts/export?format=json', { cookie: other.cookie })).json();
    expect(none.contacts).toEqual([]);
    expect((await rt.request('GET', '/api/contacts/export?format=xml', { cookie: a.cookie })).status).toBe(400);
    expect((await rt.request('GET', '/api/contacts/export?format=csv')).status).toBe(401);
  });
});

describe('find duplicates and merge', () => {
  let s: Session;
  let ids: { one: string; two: string; three: string; other: string };
  beforeAll(async () => {
    s = await signUp(rt);
    const one = await addContact(s, {
      full_name: 'John Smith',
      company: 'Atlas Steel Ltd',
      client_email: 'john@atlas.example',
      commodities: 'HRC',
      notes: 'Met in Dubai',
    });
    const two = await addContact(s, {
      full_name: 'J. Smith',
      company: 'Atlas Steel',
      phone: '+971 4 000',
      commodities: 'hrc, Rebar',
      location: 'Dubai',
      latitude: 25.2,
      longitude: 55.27,
      last_contacted_at: '2025-01-05',
    });
    const three = await addContact(s, {
      full_name: 'Jon Smith',
      company: 'ATLAS STEEL LIMITED',
      client_email: 'john@atlas.example',
      notes: 'Second notes',
    });
    const other = await addContact(s, { full_name: 'Maria Silva', company: 'Atlas Steel' });
    ids = { one: one.id, two: two.id, three: three.id, other: other.id };
    await rt.request('POST', `/api/contacts/${two.id}/interactions`, {
      cookie: s.cookie,
      json: { kind: 'call', date: '2025-01-05', text: 'Rebar offer' },
    });
    await rt.deps.db
      .update(contacts)
      .set({
        attachments: [
          {
            id: `${s.user.id}/${two.id}/offer.pdf`,
            name: 'offer.pdf',
            size: 10,
            type: 'application/pdf',
            uploadedAt: new Date().toISOString(),
          },
        ],
      })
      .where(eq(contacts.id, two.id));
  });

  it('groups the likely duplicates across the book and leaves other people out', async () => {
    const res = await rt.request('GET', '/api/contacts/duplicates', { cookie: s.cookie });
    const data = (await res.json()) as DuplicateGroups;
    expect(data.total_groups).toBe(1);
    expect(data.groups[0]!.members.map((m) => m.id).sort()).toEqual([ids.one, ids.two, ids.three].sort());
    expect(data.groups[0]!.reason).toBe('same_email');
  });

  it('checks a contact about to be added', async () => {
    const res = await rt.request('POST', '/api/contacts/duplicates/check', {
      cookie: s.cookie,
      json: { full_name: 'Maria  Silva', company: 'Atlas Steel LLC' },
    });
    const data = await res.json();
    expect(data.matches).toEqual([
      expect.objectContaining({ reason: 'same_name_company', contact: expect.objectContaining({ id: ids.other }) }),
    ]);
  });

  it('merges the group into one contact without losing a field, note, commodity, file or interaction', async () => {
    const res = await rt.request('POST', '/api/contacts/merge', {
      cookie: s.cookie,
      json: { primary_id: ids.one, duplicate_ids: [ids.two, ids.three] },
    });
    expect(res.status).toBe(200);
    const merged = (await res.json()) as Contact;
    expect(merged).toMatchObject({
      id: ids.one,
      full_name: 'John Smith',
      client_email: 'john@atlas.example',
      phone: '+971 4 000',
      location: 'Dubai',
      latitude: 25.2,
      commodities: 'HRC, Rebar',
      last_contacted_at: '2025-01-05',
    });
    expect(merged.notes).toContain('Met in Dubai');
    expect(merged.notes).toContain('Second notes');
    expect(merged.notes).toContain('Merged from J. Smith');
    expect(merged.attachments.map((x) => x.name)).toEqual(['offer.pdf']);
    const history = await (await rt.request('GET', `/api/contacts/${ids.one}/interactions`, { cookie: s.cookie })).json();
    expect(history).toEqual([expect.objectContaining({ text: 'Rebar offer' })]);
    for (const gone of [ids.two, ids.three])
      expect((await rt.request('GET', `/api/contacts/${gone}`, { cookie: s.cookie })).status).toBe(404);
    const left = await rt.deps.db.select().from(contactInteractions).where(eq(contactInteractions.contactId, ids.one));
    expect(left).toHaveLength(1);
    const again = (await (await rt.request('GET', '/api/contacts/duplicates', { cookie: s.cookie })).json()) as DuplicateGroups;
    expect(again.total_groups).toBe(0);
  });

  it("refuses another user's contacts (404) and bad requests (400), changing nothing", async () => {
    const intruder = await signUp(rt);
    const mine = await addContact(intruder, { full_name: 'John Smith' });
    let res = await rt.request('POST', '/api/contacts/merge', {
      cookie: intruder.cookie,
      json: { primary_id: mine.id, duplicate_ids: [ids.one] },
    });
    expect(res.status).toBe(404);
    expect((await rt.request('GET', `/api/contacts/${ids.one}`, { cookie: s.cookie })).status).toBe(200);
    res = await rt.request('POST', '/api/contacts/merge', { cookie: s.cookie, json: { primary_id: ids.one, duplicate_ids: [ids.one] } });
    expect(res.status).toBe(400);
    const dups = (await (await rt.request('GET', '/api/contacts/duplicates', { cookie: intruder.cookie })).json()) as DuplicateGroups;
    expect(dups.total_groups).toBe(0);
  });
});

describe('imports of one user are theirs alone', () => {
  it('another user cannot read, review, start, retry or cancel an import (404), nor list it', async () => {
    const a = await signUp(rt);
    const b = await signUp(rt);
    const up = await uploaded(a, 'Full Name\nSecret Person\n', 'secret.csv');
    const id = up.import.id;
    for (const [method, url, json] of [
      ['GET', `/api/imports/${id}`, undefined],
      ['POST', `/api/imports/${id}/review`, { mapping: up.mapping }],
      ['POST', `/api/imports/${id}/start`, { mapping: up.mapping }],
      ['POST', `/api/imports/${id}/retry`, undefined],
      ['DELETE', `/api/imports/${id}`, undefined],
    ] as const) {
      const res = await rt.request(method, url, { cookie: b.cookie, json });
      expect(res.status, `${method} ${url}`).toBe(404);
    }
    expect((await (await rt.request('GET', '/api/imports', { cookie: b.cookie })).json()).imports).toEqual([]);
    expect((await (await rt.request('GET', '/api/imports', { cookie: a.cookie })).json()).imports.map((i: ContactImport) => i.id)).toEqual([
      id,
    ]);
    expect((await rt.request('GET', '/api/imports')).status).toBe(401);
    expect((await rt.request('GET', `/api/imports/not-a-uuid`, { cookie: a.cookie })).status).toBe(404);
    const [row] = await rt.deps.db.select().from(contactImports).where(eq(contactImports.id, id));
    expect(row!.status).toBe('pending');
  });
});

describe('the admin list of imports', () => {
  it("shows every user's imports with their e-mail to admins, newest first, and 403 to anyone else", async () => {
    const a = await signUp(rt);
    const admin = await signUp(rt);
    const first = await uploaded(a, 'Full Name\nFor The Admin\n', 'admin-sees.csv');
    const second = await uploaded(admin, 'Full Name\nMine Too\n', 'mine.csv');
    let res = await rt.request('GET', '/api/admin/imports', { cookie: a.cookie });
    expect(res.status).toBe(403);
    expect((await errorOf(res)).code).toBe('FORBIDDEN');
    await addAdminByEmail(rt.deps.db, admin.email);
    res = await rt.request('GET', '/api/admin/imports', { cookie: admin.cookie });
    expect(res.status).toBe(200);
    const list = (await res.json()).imports as { id: string; user_email: string; file_name: string }[];
    const ids = list.map((i) => i.id);
    expect(ids.indexOf(second.import.id)).toBeLessThan(ids.indexOf(first.import.id));
    expect(list.find((i) => i.id === first.import.id)).toMatchObject({ user_email: a.email, file_name: 'admin-sees.csv' });
    expect(list.length).toBeLessThanOrEqual(100);
    expect((await rt.request('GET', '/api/admin/imports')).status).toBe(401);
  });
});

describe('the columns of a pending import, taken up again', () => {
  it('answers what the upload answered while pending; 404 to another user or for an unknown id; 409 once started', async () => {
    const s = await signUp(rt);
    const csv = ['Full Name,Company,Email', ...Array.from({ length: 8 }, (_, i) => `Person ${i},Co ${i},p${i}@example.com`)].join('\n');
    const up = await uploaded(s, csv, 'later.csv');
    const url = `/api/imports/${up.import.id}/columns`;
    let res = await rt.request('GET', url, { cookie: s.cookie });
    expect(res.status).toBe(200);
    const columns = (await res.json()) as ImportUploadResponse;
    expect(columns).toEqual(up);
    expect(columns.sample).toHaveLength(IMPORT_PREVIEW_ROWS);
    expect(columns.total_rows).toBe(8);

    const other = await signUp(rt);
    res = await rt.request('GET', url, { cookie: other.cookie });
    expect(res.status).toBe(404);
    expect((await errorOf(res)).message).toBe(IMPORT_MESSAGES.notFound);
    expect((await rt.request('GET', '/api/imports/00000000-0000-4000-8000-000000000000/columns', { cookie: s.cookie })).status).toBe(404);
    expect((await rt.request('GET', url)).status).toBe(401);

    const { up: started } = await runImport(s, 'Full Name\nStarted Person\n', 'started.csv');
    res = await rt.request('GET', `/api/imports/${started.import.id}/columns`, { cookie: s.cookie });
    expect(res.status).toBe(409);
    expect((await errorOf(res)).message).toBe(IMPORT_MESSAGES.notPending);
  });
});
