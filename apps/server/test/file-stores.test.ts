/**
 * The file stores behind attachments and imports: the database store (the shared default on
 * PostgreSQL, decision 022), tested here on both databases, and the S3 adapter against an
 * S3-compatible server (s3rver) started by the test on a free port.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storedFileChunks } from '../src/db/schema/index.ts';
import { createDatabaseStorage } from '../src/providers/storage/database.ts';
import { createS3Storage } from '../src/providers/storage/s3.ts';
import type { StorageProvider } from '../src/providers/storage/types.ts';
import { createTestRuntime, signUp, type TestRuntime } from './harness.ts';

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'tradeloom-stores-'));
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

/** Spools bytes to a local file and stores it, as the upload routes do. */
async function put(store: StorageProvider, key: string, bytes: Buffer, contentType = 'application/pdf'): Promise<string> {
  const spool = path.join(tmp, crypto.randomUUID());
  fs.writeFileSync(spool, bytes);
  await store.putFile(key, spool, { contentType, size: bytes.length });
  return spool;
}

async function read(store: StorageProvider, key: string): Promise<{ bytes: Buffer; size: number; pieces: number[] } | null> {
  const object = await store.get(key);
  if (!object) return null;
  const pieces: number[] = [];
  const chunks: Buffer[] = [];
  for await (const chunk of object.body) {
    pieces.push((chunk as Buffer).length);
    chunks.push(chunk as Buffer);
  }
  return { bytes: Buffer.concat(chunks), size: object.size, pieces };
}

/** What every store must do; `prefix` keeps runs apart in a store that outlives the test. */
function behavesLikeAStore(getStore: () => StorageProvider, prefix: string) {
  const bytes = crypto.randomBytes(5 * 1024 + 17);

  it('stores a file, consumes the local copy, and gives back the same bytes and size', async () => {
    const store = getStore();
    const spool = await put(store, `${prefix}/c1/offer.pdf`, bytes);
    expect(fs.existsSync(spool)).toBe(false);
    const got = await read(store, `${prefix}/c1/offer.pdf`);
    expect(got?.size).toBe(bytes.length);
    expect(got?.bytes.equals(bytes)).toBe(true);
  });

  it('answers null for a key it does not hold', async () => {
    expect(await getStore().get(`${prefix}/c1/none.pdf`)).toBeNull();
  });

  it('replaces a file stored again under the same key', async () => {
    const store = getStore();
    const other = Buffer.from('%PDF-1.4 second version');
    await put(store, `${prefix}/c1/offer.pdf`, other);
    expect((await read(store, `${prefix}/c1/offer.pdf`))?.bytes.equals(other)).toBe(true);
    await put(store, `${prefix}/c1/offer.pdf`, bytes);
  });

  it('lists the keys under a prefix', async () => {
    const store = getStore();
    await put(store, `${prefix}/c2/a.png`, Buffer.from('png'), 'image/png');
    expect(await store.list(`${prefix}/`)).toEqual([`${prefix}/c1/offer.pdf`, `${prefix}/c2/a.png`]);
    expect(await store.list(`${prefix}/c2/`)).toEqual([`${prefix}/c2/a.png`]);
    expect(await store.list(`${prefix}-other/`)).toEqual([]);
  });

  it('deletes a file; deleting a missing one is no error', async () => {
    const store = getStore();
    await store.delete(`${prefix}/c2/a.png`);
    expect(await store.get(`${prefix}/c2/a.png`)).toBeNull();
    await store.delete(`${prefix}/c2/a.png`);
    expect(await store.list(`${prefix}/`)).toEqual([`${prefix}/c1/offer.pdf`]);
  });

  it('refuses keys that could leave its root', async () => {
    const store = getStore();
    for (const key of ['../x', '/abs', 'a//b', 'a\\b', 'a/./b']) await expect(store.get(key)).rejects.toThrow('Invalid storage key');
  });
}

describe('the database store', () => {
  let rt: TestRuntime;
  let store: StorageProvider;
  const CHUNK = 1024;
  beforeAll(async () => {
    rt = await createTestRuntime();
    store = createDatabaseStorage(rt.deps.db, CHUNK);
  });
  afterAll(async () => {
    await rt.dispose();
  });

  behavesLikeAStore(() => store, 'db-user');

  it('keeps a file in chunks and streams it back one chunk at a time', async () => {
    const bytes = crypto.randomBytes(10 * CHUNK + 1);
    await put(store, 'db-user/c3/big.pdf', bytes);
    const rows = await rt.deps.db
      .select({ seq: storedFileChunks.seq, size: sql<number>`length(${storedFileChunks.data})::int` })
      .from(storedFileChunks)
      .where(eq(storedFileChunks.key, 'db-user/c3/big.pdf'))
      .orderBy(storedFileChunks.seq);
    expect(rows.map((r) => r.seq)).toEqual([...Array(11).keys()]);
    expect(rows.every((r) => r.size <= CHUNK)).toBe(true);
    const got = await read(store, 'db-user/c3/big.pdf');
    expect(got?.bytes.equals(bytes)).toBe(true);
    // Never more than one chunk handed over at a time: the whole file is never held at once.
    expect(got?.pieces.length).toBe(11);
    expect(Math.max(...(got?.pieces ?? []))).toBeLessThanOrEqual(CHUNK);
  });

  it('removes the chunks with the file', async () => {
    await store.delete('db-user/c3/big.pdf');
    const left = await rt.deps.db.select().from(storedFileChunks).where(eq(storedFileChunks.key, 'db-user/c3/big.pdf'));
    expect(left).toEqual([]);
  });

  it('stores an empty file', async () => {
    await put(store, 'db-user/c4/empty.txt', Buffer.alloc(0), 'text/plain');
    const got = await read(store, 'db-user/c4/empty.txt');
    expect(got).toMatchObject({ size: 0 });
    expect(got?.bytes.length).toBe(0);
  });
});

describe('the S3 adapter against an S3-compatible server', () => {
  const BUCKET = 'tradeloom-test';
  let server: S3rver;
  let endpoint: string;
  let store: StorageProvider;
  const s3Env = () => ({
    S3_BUCKET: BUCKET,
    S3_ENDPOINT: endpoint,
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
    S3_FORCE_PATH_STYLE: 'true',
  });
  beforeAll(async () => {
    server = new S3rver({
      address: '127.0.0.1',
      port: 0,
      silent: true,
      directory: fs.mkdtempSync(path.join(tmp, 's3-')),
      configureBuckets: [{ name: BUCKET, configs: [] }],
    });
    const address = (await server.run()) as AddressInfo;
    endpoint = `http://127.0.0.1:${address.port}`;
    store = createS3Storage({
      bucket: BUCKET,
      region: 'us-east-1',
      endpoint,
      forcePathStyle: true,
      credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    });
  });
  afterAll(async () => {
    await server?.close();
  });

  behavesLikeAStore(() => store, 's3-user');

  it('streams a file of several megabytes back', async () => {
    const bytes = crypto.randomBytes(3 * 1024 * 1024 + 5);
    await put(store, 's3-user/c5/scan.pdf', bytes);
    const got = await read(store, 's3-user/c5/scan.pdf');
    expect(got?.size).toBe(bytes.length);
    expect(got?.bytes.equals(bytes)).toBe(true);
    expect(got?.pieces.length).toBeGreaterThan(1);
    await store.delete('s3-user/c5/scan.pdf');
  });

  it('serves an attachment uploaded and downloaded through the app configured for S3', async () => {
    const rt = await createTestRuntime(s3Env());
    try {
      expect(rt.deps.storage.name).toBe('s3');
      const s = await signUp(rt);
      const contact = await (await rt.request('POST', '/api/contacts', { cookie: s.cookie, json: { full_name: 'S3 Holder' } })).json();
      const pdf = Buffer.concat([Buffer.from('%PDF-1.7\n'), crypto.randomBytes(64 * 1024)]);
      const fd = new FormData();
      fd.append('file', new File([new Uint8Array(pdf)], 'Contract.pdf', { type: 'application/pdf' }));
      const up = await rt.request('POST', `/api/contacts/${contact.id}/attachments`, { cookie: s.cookie, body: fd });
      expect(up.status).toBe(201);
      const record = (await up.json()) as { id: string };
      expect(await store.list(`${s.user.id}/`)).toEqual([record.id]);
      expect(fs.existsSync(path.join(rt.dataDir, 'uploads'))).toBe(false);
      const dl = await rt.request('GET', `/api/attachments/download?path=${encodeURIComponent(record.id)}`, { cookie: s.cookie });
      expect(dl.status).toBe(200);
      expect(dl.headers.get('content-type')).toBe('application/pdf');
      expect(Buffer.from(await dl.arrayBuffer()).equals(pdf)).toBe(true);
      const del = await rt.request('DELETE', `/api/contacts/${contact.id}/attachments?path=${encodeURIComponent(record.id)}`, {
        cookie: s.cookie,
      });
      expect(del.status).toBe(200);
      expect(await store.list(`${s.user.id}/`)).toEqual([]);
    } finally {
      await rt.dispose();
    }
  });
});
