import path from 'node:path';
import type { Config } from '../../config.ts';
import { createLocalStorage } from './local.ts';
import type { StorageProvider } from './types.ts';

export type { StorageProvider, StoredObject } from './types.ts';

/**
 * S3-compatible object store when S3_BUCKET is set, otherwise files under DATA_DIR/uploads. The AWS
 * SDK is loaded only when it is used: it costs a third of a second at every start.
 */
export async function createStorageProvider(config: Config): Promise<StorageProvider> {
  if (config.s3) return (await import('./s3.ts')).createS3Storage(config.s3);
  return createLocalStorage(path.join(config.dataDir, 'uploads'));
}
