import fs from 'node:fs';
import { Readable } from 'node:stream';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { storedFileChunks, storedFiles } from '../../db/schema/index.ts';
import { assertSafeKey, type StorageProvider } from './types.ts';

/** Bytes per chunk row: one chunk is all a write or a read holds at a time. */
export const FILE_CHUNK_BYTES = 512 * 1024;

/**
 * Files in the database itself (decision 022): the default store when several instances share one
 * PostgreSQL and no S3 bucket is configured, so that every instance reads what any of them stored.
 * A write streams the spooled file into chunk rows inside one transaction (no reader ever sees half
 * a file); a read pulls one chunk per query as the consumer asks for it.
 */
export function createDatabaseStorage(db: Db, chunkBytes = FILE_CHUNK_BYTES): StorageProvider {
  return {
    name: 'database',
    async putFile(key, localPath, { contentType }) {
      assertSafeKey(key);
      try {
        await db.transaction(async (tx) => {
          // Like a file system rename: a second write under one key replaces the first.
          await tx.delete(storedFiles).where(eq(storedFiles.key, key));
          await tx.insert(storedFiles).values({ key, contentType, size: 0, chunks: 0 });
          let seq = 0;
          let size = 0;
          for await (const chunk of fs.createReadStream(localPath, { highWaterMark: chunkBytes })) {
            const data = chunk as Buffer;
            await tx.insert(storedFileChunks).values({ key, seq, data });
            seq += 1;
            size += data.length;
          }
          await tx.update(storedFiles).set({ size, chunks: seq }).where(eq(storedFiles.key, key));
        });
      } finally {
        await fs.promises.rm(localPath, { force: true });
      }
    },
    async get(key) {
      assertSafeKey(key);
      const [file] = await db
        .select({ size: storedFiles.size, chunks: storedFiles.chunks })
        .from(storedFiles)
        .where(eq(storedFiles.key, key))
        .limit(1);
      if (!file) return null;
      async function* chunks() {
        for (let seq = 0; seq < file!.chunks; seq++) {
          const [row] = await db
            .select({ data: storedFileChunks.data })
            .from(storedFileChunks)
            .where(and(eq(storedFileChunks.key, key), eq(storedFileChunks.seq, seq)))
            .limit(1);
          // Deleted while it was being read: the stream ends in an error, never in a short file.
          if (!row) throw new Error(`Stored file ${key} was removed while it was read`);
          const data = row.data;
          yield Buffer.isBuffer(data) ? data : Buffer.from(data.buffer, data.byteOffset, data.byteLength);
        }
      }
      return { body: Readable.from(chunks(), { objectMode: false, highWaterMark: 1 }), size: file.size };
    },
    async delete(key) {
      assertSafeKey(key);
      // The chunks go with their file (ON DELETE CASCADE).
      await db.delete(storedFiles).where(eq(storedFiles.key, key));
    },
    async list(prefix) {
      const rows = await db
        .select({ key: storedFiles.key })
        .from(storedFiles)
        .where(sql`starts_with(${storedFiles.key}, ${prefix})`)
        .orderBy(storedFiles.key);
      return rows.map((r) => r.key);
    },
  };
}
