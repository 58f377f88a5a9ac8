import fs from 'node:fs';
import path from 'node:path';
import { assertSafeKey, type StorageProvider } from './types.ts';

/** Files under DATA_DIR/uploads, one file per key. */
export function createLocalStorage(root: string): StorageProvider {
  const resolve = (key: string) => {
    assertSafeKey(key);
    return path.join(root, ...key.split('/'));
  };
  return {
    name: 'local',
    async putFile(key, localPath) {
      const target = resolve(key);
      await fs.promises.mkdir(path.dirname(target), { recursive: true });
      try {
        await fs.promises.rename(localPath, target);
      } catch (err) {
        // A spool file on another file system cannot be renamed; copy it instead.
        if ((err as NodeJS.ErrnoException).code !== 'EXDEV') throw err;
        await fs.promises.copyFile(localPath, target);
        await fs.promises.rm(localPath, { force: true });
      }
    },
    async get(key) {
      const file = resolve(key);
      try {
        const stat = await fs.promises.stat(file);
        if (!stat.isFile()) return null;
        return { body: fs.createReadStream(file), size: stat.size };
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw err;
      }
    },
    async delete(key) {
      await fs.promises.rm(resolve(key), { force: true });
    },
  };
}
