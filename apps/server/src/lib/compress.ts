/**
 * Compresses dynamic text answers (JSON, the SPA's HTML, the docs page) over about 1 KB with brotli or
 * gzip, whichever the client prefers. Hono's own middleware has no brotli on Node 20 (no 'br' in
 * CompressionStream), so this uses node:zlib. Built assets are compressed at build time instead and
 * served by serveStatic's `precompressed` negotiation; anything already encoded or streamed (file
 * downloads) passes through untouched.
 */
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { MiddlewareHandler } from 'hono';

const THRESHOLD = 1024;
const COMPRESSIBLE = /^(application\/(json|javascript|problem\+json)|text\/)/i;
const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** The client's preferred encoding among br and gzip (q-values honoured; `identity` alone means none). */
export function chooseEncoding(acceptEncoding: string | undefined): 'br' | 'gzip' | null {
  if (!acceptEncoding) return null;
  let best: { enc: 'br' | 'gzip'; q: number } | null = null;
  const wildcard = { q: 0 };
  for (const part of acceptEncoding.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const q = qParam ? Number(qParam.slice(2)) : 1;
    if (!Number.isFinite(q)) continue;
    if (name === '*') wildcard.q = q;
    if ((name === 'br' || name === 'gzip') && q > 0 && (!best || q > best.q || (q === best.q && name === 'br'))) best = { enc: name, q };
  }
  if (!best && wildcard.q > 0) return 'br';
  return best?.enc ?? null;
}

export function compressResponses(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const res = c.res;
    if (c.req.method === 'HEAD' || !res.body || res.status === 204 || res.status === 206) return;
    const type = res.headers.get('Content-Type') ?? '';
    // Server-sent events are written as they happen (and a live stream never ends): never buffered here.
    if (res.headers.has('Content-Encoding') || !COMPRESSIBLE.test(type) || /^text\/event-stream/i.test(type)) return;
    if (/no-transform/i.test(res.headers.get('Cache-Control') ?? '')) return;
    const length = res.headers.get('Content-Length');
    if (length !== null && Number(length) < THRESHOLD) return;
    const vary = res.headers.get('Vary');
    if (!vary?.toLowerCase().includes('accept-encoding')) c.header('Vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
    const encoding = chooseEncoding(c.req.header('Accept-Encoding'));
    if (!encoding) return;
    const raw = Buffer.from(await res.arrayBuffer());
    if (raw.length < THRESHOLD) {
      c.res = new Response(raw, res);
      return;
    }
    // Quality 5 / level 6: most of the saving for a fraction of the CPU of the maximum levels.
    const body =
      encoding === 'br'
        ? await brotli(raw, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: raw.length } })
        : await gzip(raw, { level: 6 });
    // Hono copies the old answer's headers onto a new one; set ours after the swap.
    c.res = new Response(body, { status: res.status, statusText: res.statusText, headers: res.headers });
    c.res.headers.set('Content-Encoding', encoding);
    c.res.headers.set('Content-Length', String(body.length));
    const etag = c.res.headers.get('ETag');
    if (etag && !etag.startsWith('W/')) c.res.headers.set('ETag', `W/${etag}`);
  };
}
