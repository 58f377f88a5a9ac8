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
    async list(prefix) {
      // Keys are paths under root: walk the deepest folder the prefix names, then filter.
      const slash = prefix.lastIndexOf('/');
      const folder = slash < 0 ? '' : prefix.slice(0, slash);
      if (folder) assertSafeKey(folder);
      const base = path.join(root, ...(folder ? folder.split('/') : []));
      let names: string[];
      try {
        names = (await fs.promises.readdir(base, { recursive: true })) as string[];
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === 'ENOENT') return [];
        throw err;
      }
      const keys: string[] = [];
      for (const name of names) {
        const key = [folder, ...name.split(path.sep)].filter(Boolean).join('/');
        if (key.startsWith(prefix) && (await fs.promises.stat(path.join(base, name))).isFile()) keys.push(key);
      }
      return keys.sort();
    },
  };
}
