/**
 * Import columns mapped by their values (issue 21): a trader's sheet heads its columns 'Type',
 * 'Category', 'Origin', 'Reach' and 'Line'; the upload suggests Role, Commodities, Location, E-mail
 * and Phone from what the columns hold, and the import with that suggestion fills those fields.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Contact, ContactImport, ImportUploadResponse } from '@tradeloom/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestRuntime, signUp, type TestRuntime } from './harness.ts';

let rt: TestRuntime;
beforeAll(async () => {
  rt = await createTestRuntime();
});
afterAll(async () => {
  await rt.dispose();
});

type Session = Awaited<ReturnType<typeof signUp>>;
const sheet = fs.readFileSync(path.join(import.meta.dirname, 'fixtures', 'imports', 'trader-sheet.csv'));

async function upload(s: Session, bytes: Buffer | string, name: string): Promise<ImportUploadResponse> {
  const fd = new FormData();
  fd.append('file', new File([typeof bytes === 'string' ? new TextEncoder().encode(bytes) : new Uint8Array(bytes)], name));
  const res = await rt.request('POST', '/api/imports', { cookie: s.cookie, body: fd });
  expect(res.status).toBe(201);
  return res.json();
}

describe('columns mapped by their values', () => {
  it("suggests Role, Commodities, Location, E-mail and Phone for 'Type', 'Category', 'Origin', 'Reach' and 'Line'", async () => {
    const s = await signUp(rt);
    const up = await upload(s, sheet, 'trader-sheet.csv');
    const suggested = Object.fromEntries(up.headers.map((h, i) => [h, up.mapping[i]]));
    expect(suggested).toEqual({
      Name: 'full_name',
      Firm: 'company',
      Type: 'role',
      Category: 'commodities',
      Origin: 'location',
      Products: 'commodities',
      Reach: 'client_email',
      Line: 'phone',
      Segment: 'ignore',
    });
    // The same suggestion when the pending import is taken up again.
    const again = await (await rt.request('GET', `/api/imports/${up.import.id}/columns`, { cookie: s.cookie })).json();
    expect(again.mapping).toEqual(up.mapping);

    const start = await rt.request('POST', `/api/imports/${up.import.id}/start`, { cookie: s.cookie, json: { mapping: up.mapping } });
    expect(start.status).toBe(202);
    let record = (await start.json()) as ContactImport;
    for (let i = 0; i < 200 && record.status === 'processing'; i++) {
      await rt.deps.jobs.runDueJobs();
      record = await (await rt.request('GET', `/api/imports/${up.import.id}`, { cookie: s.cookie })).json();
    }
    expect(record.results).toMatchObject({ created: 12, error_count: 0 });
    const page = (await (await rt.request('GET', '/api/contacts?limit=500&sort=name', { cookie: s.cookie })).json()) as {
      items: Contact[];
    };
    const byName = (n: string) => page.items.find((c) => c.full_name === n)!;
    expect(byName('Anil Menon')).toMatchObject({
      role: 'Supplier',
      commodities: 'Pepper, Cardamom, Black pepper',
      location: 'India',
      client_email: 'anil@malabarspices.example',
      phone: '+91 98470 12345',
    });
    expect(byName('Rafael Souza')).toMatchObject({ role: 'Mill', location: 'Brazil', phone: '+55 11 91234 5678' });
    expect(byName('Priya Nair')).toMatchObject({ role: 'End user', location: 'Kochi', commodities: 'HRC, Hot rolled coil' });
    expect(byName('Tom Baker')).toMatchObject({ role: 'Consultant', phone: null });
  });

  it('a clear header keeps its column; a column of the same kind is not mapped over it', async () => {
    const s = await signUp(rt);
    const csv = [
      'Name,Role,Type,Email,Reach',
      'Anna Berg,Buyer,Supplier,anna@berg.example,anna.private@mail.example',
      'Jon Lund,Supplier,Broker,jon@lund.example,jon.private@mail.example',
    ].join('\n');
    const up = await upload(s, csv, 'two-roles.csv');
    expect(up.mapping).toEqual(['full_name', 'role', 'ignore', 'client_email', 'ignore']);
  });
});
