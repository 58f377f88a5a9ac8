import type { Readable } from 'node:stream';

/** An object in the store: its bytes as a stream and its size. */
export interface StoredObject {
  body: Readable;
  size: number;
}

/**
 * Where attachment files live. Keys are storage paths ({userId}/{contactId or temp}/{file}); callers
 * check ownership before they call, the provider only refuses keys that could leave its root.
 */
export interface StorageProvider {
  readonly name: 'local' | 'database' | 's3';
  /** Stores the file at localPath under key; the local file is consumed (moved or deleted). */
  putFile(key: string, localPath: string, opts: { contentType: string; size: number }): Promise<void>;
  /** The object, or null when there is none. */
  get(key: string): Promise<StoredObject | null>;
  /** Removes the object; a missing object is not an error. */
  delete(key: string): Promise<void>;
  /** The keys that start with prefix (e.g. '{userId}/'), sorted; for housekeeping and tests. */
  list(prefix: string): Promise<string[]>;
}

/** Storage keys are built by the server; anything else (.., absolute, backslashes) is refused. */
export function assertSafeKey(key: string): void {
  const parts = key.split('/');
  if (!key || key.startsWith('/') || key.includes('\\') || key.includes('\0') || parts.some((p) => p === '' || p === '.' || p === '..')) {
    throw new Error(`Invalid storage key: ${JSON.stringify(key)}`);
  }
}
