/**
 * Files reachable from every instance (issue 22, fault 5): two instances on one PostgreSQL, each with
 * its own data directory as on separate machines. What one stores, the other downloads, imports and
 * deletes.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { ContactImport, ImportUploadResponse } from '@tradeloom/domain';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { BASE, createSecondInstance, createTestRuntime, type SecondInstance, SHARED_SECRET, signUp, type TestRuntime } from './harness.ts';

const PDF = Buffer.from('%PDF-1.4\n% a contract shared by two instances\n%%EOF\n');

function form(bytes: Buffer | string, name: string, type = 'application/octet-stream'): FormData {
  const fd = new FormData();
  fd.append('file', new File([typeof bytes === 'string' ? new TextEncoder().encode(bytes) : new Uint8Array(bytes)], name, { type }));
  return fd;
}

describe.runIf(inject('dbDriver') === 'postgres')('files shared by two instances on one PostgreSQL', () => {
  let a: TestRuntime;
  let b: SecondInstance;
  const onB = (method: string, url: string, cookie: string, opts: { json?: unknown } = {}) =>
    Promise.resolve(
      b.app.request(url, {
        method,
        headers: { origin: BASE, cookie, ...(opts.json === undefined ? {} : { 'content-type': 'application/json' }) },
        body: opts.json === undefined ? undefined : JSON.stringify(opts.json),
      }),
    );
  beforeAll(async () => {
    a = await createTestRuntime({ BETTER_AUTH_SECRET: SHARED_SECRET });
    b = await createSecondInstance(a);
  });
  afterEach(() => {
    vi.useRealTimers();
  });
  afterAll(async () => {
    await b?.dispose();
    await a?.dispose();
  });

  it('uses the database store on both, and keeps no file on either disk', () => {
    expect(a.deps.storage.name as string).toBe('database');
    expect(b.deps.storage.name as string).toBe('database');
  });

  it('downloads and deletes on B an attachment uploaded on A', async () => {
    const s = await signUp(a);
    const contact = await (await a.request('POST', '/api/contacts', { cookie: s.cookie, json: { full_name: 'Shared File' } })).json();
    const up = await a.request('POST', `/api/contacts/${contact.id}/attachments`, {
      cookie: s.cookie,
      body: form(PDF, 'Offer.pdf', 'application/pdf'),
    });
    expect(up.status).toBe(201);
    const record = (await up.json()) as { id: string };

    const dl = await onB('GET', `/api/attachments/download?path=${encodeURIComponent(record.id)}`, s.cookie);
    expect(dl.status).toBe(200);
    expect(Buffer.from(await dl.arrayBuffer()).equals(PDF)).toBe(true);

    const del = await onB('DELETE', `/api/contacts/${contact.id}/attachments?path=${encodeURIComponent(record.id)}`, s.cookie);
    expect(del.status).toBe(200);
    expect((await a.request('GET', `/api/attachments/download?path=${encodeURIComponent(record.id)}`, { cookie: s.cookie })).status).toBe(
      404,
    );
    expect(await a.deps.storage.get(record.id)).toBeNull();
    // Neither instance wrote the file to its own disk.
    for (const dir of [a.dataDir, b.dataDir]) expect(fs.existsSync(path.join(dir, 'uploads'))).toBe(false);
  });

  it('reviews, runs and finishes on B an import uploaded on A', async () => {
    const s = await signUp(a);
    const csv = 'Name,Company,Email\nAda Okafor,Lagos Grain,ada@example.com\nLin Wei,Shanghai Metals,lin@example.com\n';
    const res = await a.request('POST', '/api/imports', { cookie: s.cookie, body: form(csv, 'traders.csv') });
    expect(res.status).toBe(201);
    const up = (await res.json()) as ImportUploadResponse;

    // Both instances run in this one process: move the clock past the parsed-table cache, so that B
    // reads the file from the store as a separate machine would.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 60 * 60_000);
    const review = await onB('POST', `/api/imports/${up.import.id}/review`, s.cookie, { json: { mapping: up.mapping } });
    expect(review.status).toBe(200);
    const start = await onB('POST', `/api/imports/${up.import.id}/start`, s.cookie, { json: { mapping: up.mapping } });
    expect(start.status).toBe(202);
    let record: ContactImport | undefined;
    for (let i = 0; i < 200; i++) {
      await b.deps.jobs.runDueJobs();
      record = (await (await onB('GET', `/api/imports/${up.import.id}`, s.cookie)).json()) as ContactImport;
      if (record.status !== 'processing') break;
      await new Promise((r) => setTimeout(r, 20));
    }
    expect(record?.results?.failure ?? null).toBeNull();
    expect(record?.status).toBe('completed');
    expect(record?.results, JSON.stringify(record?.results)).toMatchObject({ created: 2, error_count: 0 });
    const page = (await (await onB('GET', '/api/contacts?limit=500&sort=name', s.cookie)).json()) as {
      items: { full_name: string; is_demo?: boolean }[];
    };
    expect(page.items.filter((c) => !c.is_demo).map((c) => c.full_name)).toEqual(['Ada Okafor', 'Lin Wei']);
  });
});
