/**
 * What a user may store, and the housekeeping of files: attachments per contact, the storage quota of
 * the plan, the upload rate, unclaimed temporary uploads, and spool files left by a crash.
 */
import fs from 'node:fs';
import path from 'node:path';
import {
  ATTACHMENTS_PER_CONTACT_MAX,
  attachmentsPerContactExceeded,
  PLAN_STORAGE_BYTES,
  TEMP_UPLOAD_TTL_HOURS,
  UPLOAD_RATE_LIMIT,
} from '@tradeloom/domain';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bootstrap } from '../src/bootstrap.ts';
import { contacts, pendingUploads, profiles } from '../src/db/schema/index.ts';
import { createLogger } from '../src/lib/logger.ts';
import { uploadSpoolDir } from '../src/modules/attachments/multipart.ts';
import { sweepTempUploads } from '../src/modules/attachments/sweeps.ts';
import { countUpload } from '../src/modules/attachments/upload-limits.ts';
import { createTestRuntime, signUp, type TestRuntime } from './harness.ts';

let rt: TestRuntime;
beforeAll(async () => {
  rt = await createTestRuntime();
});
afterAll(async () => {
  await rt.dispose();
});

const TEXT = Buffer.from('Offer: 25,000 t Cu cathode, CIF Rotterdam\n');
function form(bytes: Buffer, name: string, type = 'text/plain'): FormData {
  const fd = new FormData();
  fd.append('file', new File([new Uint8Array(bytes)], name, { type }));
  return fd;
}
const uploadTemp = (cookie: string, fd = form(TEXT, 'offer.txt')) => rt.request('POST', '/api/attachments/temp', { cookie, body: fd });
/** Whether the store (disk on PGlite, the database on PostgreSQL) holds the file. */
const isStored = async (id: string) => (await rt.deps.storage.list(id)).includes(id);

async function errorOf(res: Response) {
  return ((await res.json()) as { error: { code: string; message: string } }).error;
}

describe('unclaimed temporary uploads', () => {
  it('are deleted, file and record, once they are older than the TTL; fresh ones stay', async () => {
    const { cookie, user } = await signUp(rt);
    const old = await (await uploadTemp(cookie)).json();
    const fresh = await (await uploadTemp(cookie)).json();
    expect(await isStored(old.id)).toBe(true);
    await rt.deps.db
      .update(pendingUploads)
      .set({ createdAt: new Date(Date.now() - (TEMP_UPLOAD_TTL_HOURS + 1) * 3600_000) })
      .where(eq(pendingUploads.id, old.id));

    expect(await sweepTempUploads(rt.deps.db, rt.deps.storage, rt.deps.logger)).toBe(1);
    expect(await isStored(old.id)).toBe(false);
    expect(await isStored(fresh.id)).toBe(true);
    const left = await rt.deps.db.select().from(pendingUploads).where(eq(pendingUploads.userId, user.id));
    expect(left.map((r) => r.id)).toEqual([fresh.id]);
    // A swept upload can no longer be claimed by a contact.
    const res = await rt.request('POST', '/api/contacts', { cookie, json: { full_name: 'Late', attachments: [old.id] } });
    expect(res.status).toBe(400);
  });
});

describe('attachments per contact', () => {
  it(`stops at ${ATTACHMENTS_PER_CONTACT_MAX}, with a clear message, by upload and by claiming temporary uploads`, async () => {
    const { cookie } = await signUp(rt);
    const contact = await (await rt.request('POST', '/api/contacts', { cookie, json: { full_name: 'Full Drawer' } })).json();
    const records = Array.from({ length: ATTACHMENTS_PER_CONTACT_MAX }, (_, i) => ({
      id: `x/${contact.id}/${i}.txt`,
      name: `${i}.txt`,
      size: 1,
      type: 'text/plain',
      uploadedAt: new Date().toISOString(),
    }));
    await rt.deps.db
      .update(contacts)
      .set({ attachments: sql`${JSON.stringify(records)}::jsonb` })
      .where(eq(contacts.id, contact.id));

    const res = await rt.request('POST', `/api/contacts/${contact.id}/attachments`, { cookie, body: form(TEXT, 'one-more.txt') });
    expect(res.status).toBe(409);
    expect((await errorOf(res)).message).toBe(attachmentsPerContactExceeded());

    const temp = await (await uploadTemp(cookie)).json();
    const patch = await rt.request('PATCH', `/api/contacts/${contact.id}`, { cookie, json: { attachments: [temp.id] } });
    expect(patch.status).toBe(409);
    // Nothing half-applied: the upload is still unclaimed and the contact unchanged.
    expect(await rt.deps.db.select().from(pendingUploads).where(eq(pendingUploads.id, temp.id))).toHaveLength(1);
    const [row] = await rt.deps.db.select().from(contacts).where(eq(contacts.id, contact.id));
    expect(row!.attachments).toHaveLength(ATTACHMENTS_PER_CONTACT_MAX);
  });
});

describe('storage quota', () => {
  it("refuses a file that does not fit the plan's quota, saying which plan and how much", async () => {
    const { cookie, user } = await signUp(rt);
    await rt.deps.db.update(profiles).set({ plan: 'free' }).where(eq(profiles.id, user.id));
    await rt.deps.db.insert(pendingUploads).values({
      id: `${user.id}/temp/big.pdf`,
      userId: user.id,
      name: 'big.pdf',
      size: PLAN_STORAGE_BYTES.free - 10,
      type: 'application/pdf',
    });
    const res = await uploadTemp(cookie);
    expect(res.status).toBe(413);
    const error = await errorOf(res);
    expect(error.code).toBe('STORAGE_QUOTA_EXCEEDED');
    expect(error.message).toBe(
      'Storage limit reached: your Free Trial includes 100 MB of files. Delete some files or upgrade to add more.',
    );
    // The spool file was removed and nothing was stored.
    expect(fs.readdirSync(uploadSpoolDir(rt.dataDir))).toEqual([]);
    expect(await rt.deps.db.select().from(pendingUploads).where(eq(pendingUploads.userId, user.id))).toHaveLength(1);
  });
});

describe('upload rate', () => {
  it('answers 429 with Retry-After past the limit, per user and across instances (kept in the database)', async () => {
    const a = await signUp(rt);
    const b = await signUp(rt);
    for (let i = 0; i < UPLOAD_RATE_LIMIT.max; i++) await countUpload(rt.deps.db, a.user.id);
    const res = await uploadTemp(a.cookie);
    expect(res.status).toBe(429);
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await errorOf(res)).code).toBe('TOO_MANY_REQUESTS');
    expect((await uploadTemp(b.cookie)).status).toBe(201);
    // A new window starts over.
    await expect(countUpload(rt.deps.db, a.user.id, Date.now() + UPLOAD_RATE_LIMIT.windowSeconds * 1000 + 1)).resolves.toBeUndefined();
  });
});

describe('file names', () => {
  it('refuses a NUL in an uploaded file name with 400, storing nothing', async () => {
    const { cookie, user } = await signUp(rt);
    const res = await uploadTemp(cookie, form(TEXT, 'off\u0000er.txt'));
    expect(res.status).toBe(400);
    expect(await rt.deps.db.select().from(pendingUploads).where(eq(pendingUploads.userId, user.id))).toHaveLength(0);
  });
});

describe('partial uploads from a crash', () => {
  it('are removed from the spool folder at start', async () => {
    const spool = uploadSpoolDir(rt.dataDir);
    fs.mkdirSync(spool, { recursive: true });
    fs.writeFileSync(path.join(spool, 'upload-left-by-a-crash'), 'half a file');
    const again = await bootstrap(rt.deps.config, { database: rt.deps.database, logger: createLogger('silent') });
    expect(fs.readdirSync(spool)).toEqual([]);
    // The second runtime shares the first one's database; stop only its own parts.
    await again.deps.jobs.stop();
  });
});
