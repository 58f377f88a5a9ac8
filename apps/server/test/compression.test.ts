import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chooseEncoding } from '../src/lib/compress.ts';
import { createTestRuntime, signUp, type TestRuntime } from './harness.ts';

// A built web app in miniature, with the .br/.gz copies the Vite build writes beside each file.
const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'tradeloom-dist-'));
const files: Record<string, string> = {
  'index.html': `<!doctype html><html><head><script type="module" src="/assets/app-abc123.js"></script></head><body>${'<p>Tradeloom</p>'.repeat(100)}</body></html>`,
  'assets/app-abc123.js': `export const a = ${JSON.stringify('x'.repeat(4000))};`,
  'assets/app-abc123.css': `body{color:#123}${'.a{margin:0}'.repeat(300)}`,
};
for (const [name, text] of Object.entries(files)) {
  const file = path.join(dist, name);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, text);
  fs.writeFileSync(`${file}.br`, zlib.brotliCompressSync(text));
  fs.writeFileSync(`${file}.gz`, zlib.gzipSync(text));
}

let rt: TestRuntime;
beforeAll(async () => {
  rt = await createTestRuntime({ WEB_DIST_DIR: dist });
});
afterAll(async () => {
  await rt.dispose();
  fs.rmSync(dist, { recursive: true, force: true });
});

const decode = (enc: string | null, buf: Buffer) =>
  enc === 'br' ? zlib.brotliDecompressSync(buf).toString() : enc === 'gzip' ? zlib.gunzipSync(buf).toString() : buf.toString();

describe('compression', () => {
  it.each([
    ['/assets/app-abc123.js', 'assets/app-abc123.js', 'public, max-age=31536000, immutable'],
    ['/assets/app-abc123.css', 'assets/app-abc123.css', 'public, max-age=31536000, immutable'],
    ['/', 'index.html', 'no-cache'],
    ['/contacts', 'index.html', 'no-cache'],
  ])('serves %s as brotli, or gzip, by negotiation, with the right cache policy', async (url, name, cache) => {
    for (const [accept, expected] of [
      ['gzip, deflate, br, zstd', 'br'],
      ['gzip', 'gzip'],
    ] as const) {
      const res = await rt.request('GET', url, { headers: { 'accept-encoding': accept } });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-encoding')).toBe(expected);
      expect(res.headers.get('vary')?.toLowerCase()).toContain('accept-encoding');
      expect(res.headers.get('cache-control')).toBe(cache);
      expect(decode(expected, Buffer.from(await res.arrayBuffer()))).toBe(files[name]);
    }
    const plain = await rt.request('GET', url);
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe(files[name]);
  });

  it('compresses a JSON list over 1 KB and leaves small answers alone', async () => {
    const { cookie } = await signUp(rt);
    const res = await rt.request('GET', '/api/contacts?limit=50', { cookie, headers: { 'accept-encoding': 'br, gzip' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-encoding')).toBe('br');
    const raw = Buffer.from(await res.arrayBuffer());
    expect(Number(res.headers.get('content-length'))).toBe(raw.length);
    const body = JSON.parse(decode('br', raw));
    expect(body.items.length).toBe(50);
    expect(raw.length).toBeLessThan(JSON.stringify(body).length / 3);

    const small = await rt.request('GET', '/healthz', { headers: { 'accept-encoding': 'br, gzip' } });
    expect(small.headers.get('content-encoding')).toBeNull();
    expect((await small.json()).status).toBe('ok');
  });

  it('reads Accept-Encoding q-values', () => {
    expect(chooseEncoding('gzip;q=1, br;q=0.5')).toBe('gzip');
    expect(chooseEncoding('br;q=0, gzip;q=0')).toBeNull();
    expect(chooseEncoding('identity')).toBeNull();
    expect(chooseEncoding('*')).toBe('br');
    expect(chooseEncoding(undefined)).toBeNull();
  });
});
