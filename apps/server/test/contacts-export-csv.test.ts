/**
 * The CSV export as a spreadsheet reads it (issue 21): coordinates are numbers, a phone keeps its
 * leading '+' as text, and only a cell that would run as a formula is neutralised. The file still
 * imports back as the same contacts.
 */
import type { Contact, ImportUploadResponse } from '@tradeloom/domain';
import Papa from 'papaparse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestRuntime, signUp, type TestRuntime } from './harness.ts';

let rt: TestRuntime;
type Session = Awaited<ReturnType<typeof signUp>>;
let owner: Session;

const kochi = {
  full_name: 'Anil Menon',
  company: 'Malabar Spices Pvt Ltd',
  phone: '+91 98470 12345',
  location: 'Kochi, India',
  latitude: 9.9312,
  longitude: 76.2673,
  notes: '- ships pepper monthly\n- prefers WhatsApp',
};
const sydney = {
  full_name: 'Grace Tan',
  company: '@Southern Grain',
  phone: '+61291234567',
  location: 'Sydney, Australia',
  latitude: -33.8688,
  longitude: 151.2093,
  title: '=HYPERLINK("http://attacker.example","x")',
};
const local = { full_name: 'Hans Vogel', phone: '040 1234567', source_of_introduction: '+Plus Trading fair' };

beforeAll(async () => {
  rt = await createTestRuntime();
  owner = await signUp(rt);
  for (const body of [kochi, sydney, local]) {
    const res = await rt.request('POST', '/api/contacts', { cookie: owner.cookie, json: body });
    expect(res.status).toBe(201);
  }
});
afterAll(async () => {
  await rt.dispose();
});

async function exportText(): Promise<string> {
  const res = await rt.request('GET', '/api/contacts/export?format=csv', { cookie: owner.cookie });
  expect(res.status).toBe(200);
  return (await res.text()).replace(/^\uFEFF/, '');
}

/** The raw line of a contact and its cells as a CSV reader sees them, by header. */
async function exported(name: string) {
  const text = await exportText();
  const lines = text.split('\r\n');
  const parsed = Papa.parse<string[]>(text.trim(), { delimiter: ',' }).data;
  const headers = parsed[0]!;
  const row = parsed.find((r) => r[0] === name)!;
  return { line: lines.find((l) => l.startsWith(`${name},`))!, cell: (h: string) => row[headers.indexOf(h)]! };
}

describe('the CSV export in a spreadsheet', () => {
  it('writes coordinates as plain numbers, negative ones too (no quotes, no apostrophe)', async () => {
    const { line, cell } = await exported('Grace Tan');
    expect(line).toContain(',-33.8688,151.2093,');
    expect(cell('Latitude')).toBe('-33.8688');
    expect((await exported('Anil Menon')).line).toContain(',9.9312,76.2673,');
  });

  it('keeps a phone text with its leading + or 0, behind a tab, never an apostrophe a spreadsheet would show', async () => {
    const anil = await exported('Anil Menon');
    // A leading '+' would be read as a formula (#ERROR!, #NAME?) or a number that loses it; the tab makes it text.
    expect(anil.cell('Phone')).toBe('\t+91 98470 12345');
    expect(anil.line).toContain('"\t+91 98470 12345"');
    expect((await exported('Grace Tan')).cell('Phone')).toBe('\t+61291234567');
    expect((await exported('Hans Vogel')).cell('Phone')).toBe('\t040 1234567');
    expect(await exportText()).not.toMatch(/'\+(91|61)/);
  });

  it('neutralises only the cells that would run as a formula', async () => {
    const grace = await exported('Grace Tan');
    expect(grace.cell('Title')).toBe('\'=HYPERLINK("http://attacker.example","x")');
    expect(grace.cell('Company')).toBe("'@Southern Grain");
    expect((await exported('Hans Vogel')).cell('Source of Introduction')).toBe("'+Plus Trading fair");
    expect((await exported('Anil Menon')).cell('Notes')).toBe("'- ships pepper monthly\n- prefers WhatsApp");
    expect((await exported('Anil Menon')).cell('Company')).toBe('Malabar Spices Pvt Ltd');
  });

  it('imports back as the same contacts', async () => {
    const text = await exportText();
    const other = await signUp(rt);
    const fd = new FormData();
    fd.append('file', new File([new TextEncoder().encode(text)], 'export.csv'));
    const up = (await (await rt.request('POST', '/api/imports', { cookie: other.cookie, body: fd })).json()) as ImportUploadResponse;
    const start = await rt.request('POST', `/api/imports/${up.import.id}/start`, { cookie: other.cookie, json: { mapping: up.mapping } });
    expect(start.status).toBe(202);
    let record: { status: string; results: unknown } = { status: 'processing', results: null };
    for (let i = 0; i < 100 && record.status === 'processing'; i++) {
      await rt.deps.jobs.runDueJobs();
      record = await (await rt.request('GET', `/api/imports/${up.import.id}`, { cookie: other.cookie })).json();
    }
    expect(record.results).toMatchObject({ created: 3, error_count: 0 });
    const page = (await (await rt.request('GET', '/api/contacts?limit=500&sort=name', { cookie: other.cookie })).json()) as {
      items: Contact[];
    };
    const mine = page.items.filter((c) => !c.is_demo);
    const fields = ['full_name', 'company', 'title', 'phone', 'latitude', 'longitude', 'notes', 'source_of_introduction'] as const;
    const pick = (c: Contact | Record<string, unknown>) =>
      Object.fromEntries(fields.map((f) => [f, (c as Record<string, unknown>)[f] ?? null]));
    expect(mine.map(pick).sort((a, b) => String(a.full_name).localeCompare(String(b.full_name)))).toEqual(
      [kochi, sydney, local].map(pick).sort((a, b) => String(a.full_name).localeCompare(String(b.full_name))),
    );
  });
});
