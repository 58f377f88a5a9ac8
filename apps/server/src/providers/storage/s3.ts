import fs from 'node:fs';
import type { Readable } from 'node:stream';
import { DeleteObjectCommand, GetObjectCommand, NoSuchKey, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { assertSafeKey, type StorageProvider } from './types.ts';

export interface S3StorageOptions {
  bucket: string;
  region: string;
  /** Any S3-compatible service (MinIO, R2, ...); path-style addressing is used with an endpoint. */
  endpoint?: string;
  credentials?: { accessKeyId: string; secretAccessKey: string };
}

export function createS3Storage(opts: S3StorageOptions): StorageProvider {
  const client = new S3Client({
    region: opts.region,
    ...(opts.endpoint ? { endpoint: opts.endpoint, forcePathStyle: true } : {}),
    ...(opts.credentials ? { credentials: opts.credentials } : {}),
  });
  const Bucket = opts.bucket;
  return {
    name: 's3',
    async putFile(key, localPath, { contentType, size }) {
      assertSafeKey(key);
      try {
        await client.send(
          new PutObjectCommand({ Bucket, Key: key, Body: fs.createReadStream(localPath), ContentLength: size, ContentType: contentType }),
        );
      } finally {
        await fs.promises.rm(localPath, { force: true });
      }
    },
    async get(key) {
      assertSafeKey(key);
      try {
        const out = await client.send(new GetObjectCommand({ Bucket, Key: key }));
        if (!out.Body) return null;
        return { body: out.Body as Readable, size: out.ContentLength ?? 0 };
      } catch (err) {
        if (err instanceof NoSuchKey || (err as { name?: string }).name === 'NoSuchKey') return null;
        throw err;
      }
    },
    async delete(key) {
      assertSafeKey(key);
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
    },
  };
}
