import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { GENERATED_TYPES_FILE, generateApiTypes, readGeneratedTypes } from '../tools/api-contract.ts';

const WEB_SRC = path.resolve(import.meta.dirname, '../../web/src');

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return sourceFiles(full);
    return /\.(ts|tsx)$/.test(e.name) ? [full] : [];
  });
}

describe('the web API contract', () => {
  it('is generated from the current route table (run `npm run api:generate` when this fails)', async () => {
    const fresh = await generateApiTypes();
    expect(readGeneratedTypes(), `${GENERATED_TYPES_FILE} is stale: run npm run api:generate`).toBe(fresh);
  });

  it('carries the routes and fields the web app relies on', async () => {
    const text = await generateApiTypes();
    expect(text).toContain('"/api/contacts/{id}": {');
    expect(text).toMatch(/full_name: string;/);
  });

  it('is the only way the web app names an /api URL: as the typed first argument of api.METHOD() or apiUrl()', () => {
    const offenders: string[] = [];
    for (const file of sourceFiles(WEB_SRC)) {
      // The client itself, its generated types, and tests (which may assert the URLs a call used).
      if (/\.gen\.ts$|\.test\.tsx?$/.test(file) || file.includes(`${path.sep}lib${path.sep}api${path.sep}`)) continue;
      const code = fs.readFileSync(file, 'utf8').replace(/\/\*[\s\S]*?\*\/|^\s*\/\/.*$/gm, '');
      for (const m of code.matchAll(/(['"`])\/api\b/g)) {
        const before = code.slice(Math.max(0, m.index - 20), m.index);
        const typed = /(api\.(GET|POST|PUT|PATCH|DELETE)|apiUrl)\(\s*$/.test(before) && m[1] !== '`';
        if (!typed) offenders.push(`${path.relative(WEB_SRC, file)}: …${code.slice(m.index - 20, m.index + 30).replace(/\s+/g, ' ')}…`);
      }
    }
    expect(offenders).toEqual([]);
  });
});
