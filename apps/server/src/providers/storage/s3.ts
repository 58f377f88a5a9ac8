import fs from 'node:fs';
import type { Readable } from 'node:stream';
import { DeleteObjectCommand, GetObjectCommand, ListObjectsV2Command, NoSuchKey, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { assertSafeKey, type StorageProvider } from './types.ts';

export interface S3StorageOptions {
  bucket: string;
  region: string;
  /** Any S3-compatible service (MinIO, R2, ...). */
  endpoint?: string;
  /** Path-style addressing (endpoint/bucket/key) instead of bucket.endpoint/key; most S3-compatible servers want it. */
  forcePathStyle?: boolean;
  credentials?: { accessKeyId: string; secretAccessKey: string };
}

export function createS3Storage(opts: S3StorageOptions): StorageProvider {
  const client = new S3Client({
    region: opts.region,
    // Other S3-compatible servers: the SDK's default aws-chunked uploads with trailing checksums are
    // not understood by all of them (s3rver stores the chunk framing as the file's bytes); plain
    // uploads with Content-Length are.
    ...(opts.endpoint
      ? { endpoint: opts.endpoint, requestChecksumCalculation: 'WHEN_REQUIRED', responseChecksumValidation: 'WHEN_REQUIRED' }
      : {}),
    forcePathStyle: opts.forcePathStyle ?? !!opts.endpoint,
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
    async list(prefix) {
      const keys: string[] = [];
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(new ListObjectsV2Command({ Bucket, Prefix: prefix, ContinuationToken }));
        for (const o of page.Contents ?? []) if (o.Key) keys.push(o.Key);
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
      return keys.sort();
    },
  };
}
