import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { copySeedImage } from '../src/db/seed-image.ts';

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'tradeloom-seed-'));
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

function fakeImage(): string {
  const dir = path.join(root, `image-${Math.random().toString(36).slice(2)}`);
  fs.mkdirSync(path.join(dir, 'base'), { recursive: true });
  fs.writeFileSync(path.join(dir, 'PG_VERSION'), '17');
  fs.writeFileSync(path.join(dir, 'base', 'table'), 'rows');
  return dir;
}

describe('the build-time database image', () => {
  it('becomes a new data directory', async () => {
    const target = path.join(root, 'new', 'pgdata');
    expect(await copySeedImage(target, fakeImage())).toBe(true);
    expect(fs.readFileSync(path.join(target, 'base', 'table'), 'utf8')).toBe('rows');
    expect(fs.existsSync(`${target}.partial`)).toBe(false);
  });

  it('never touches a data directory that has data', async () => {
    const target = path.join(root, 'used', 'pgdata');
    fs.mkdirSync(target, { recursive: true });
    fs.writeFileSync(path.join(target, 'PG_VERSION'), 'mine');
    expect(await copySeedImage(target, fakeImage())).toBe(false);
    expect(fs.readFileSync(path.join(target, 'PG_VERSION'), 'utf8')).toBe('mine');
  });

  it('is skipped when the build has no image (running from the sources)', async () => {
    expect(await copySeedImage(path.join(root, 'none', 'pgdata'), path.join(root, 'missing'))).toBe(false);
  });
});
