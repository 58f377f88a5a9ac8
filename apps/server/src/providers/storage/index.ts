import path from 'node:path';
import type { Config } from '../../config.ts';
import { createLocalStorage } from './local.ts';
import { createS3Storage } from './s3.ts';
import type { StorageProvider } from './types.ts';

export type { StorageProvider, StoredObject } from './types.ts';

/** S3-compatible object store when S3_BUCKET is set, otherwise files under DATA_DIR/uploads. */
export function createStorageProvider(config: Config): StorageProvider {
  if (config.s3) return createS3Storage(config.s3);
  return createLocalStorage(path.join(config.dataDir, 'uploads'));
}
