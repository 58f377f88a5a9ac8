import path from 'node:path';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { createDatabaseStorage } from './database.ts';
import { createLocalStorage } from './local.ts';
import type { StorageProvider } from './types.ts';

export type { StorageProvider, StoredObject } from './types.ts';

/**
 * S3-compatible object store when S3_BUCKET is set. Otherwise, on PostgreSQL (which several instances
 * may share) the files are kept in the database, so every instance reads them; on the embedded
 * database (one process only) they are files under DATA_DIR/uploads (decision 022). The AWS SDK is
 * loaded only when it is used: it costs a third of a second at every start.
 */
export async function createStorageProvider(config: Config, database: Pick<Database, 'kind' | 'db'>): Promise<StorageProvider> {
  if (config.s3) return (await import('./s3.ts')).createS3Storage(config.s3);
  if (database.kind === 'postgres') return createDatabaseStorage(database.db);
  return createLocalStorage(path.join(config.dataDir, 'uploads'));
}
