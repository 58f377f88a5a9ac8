/**
 * Text PostgreSQL cannot store: NUL (U+0000) and lone UTF-16 surrogates (not valid UTF-8). Every
 * request is checked at the edge (path, query, JSON and form bodies) so that no route, ours or Better
 * Auth's, gets as far as the database with them and answers 500. The message says what to fix.
 */
import type { MiddlewareHandler } from 'hono';
import { ApiError } from './errors.ts';
import { mediaTypeOf } from './media-types.ts';

export const UNSAFE_TEXT_MESSAGE = 'Text must not contain NUL characters or invalid Unicode.';

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export function isUnsafeText(value: string): boolean {
  return value.includes('\u0000') || LONE_SURROGATE.test(value);
}

/** Text PostgreSQL can store (for logs of a failed request, whose input may be what broke it). */
export function storable(text: string): string {
  return text.replaceAll('\u0000', '').replace(new RegExp(LONE_SURROGATE.source, 'g'), '\uFFFD');
}

/** True when any string or key inside a parsed JSON value is unsafe. */
export function hasUnsafeText(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return isUnsafeText(value);
  if (depth > 64 || value === null || typeof value !== 'object') return false;
  if (Array.isArray(value)) return value.some((v) => hasUnsafeText(v, depth + 1));
  return Object.entries(value).some(([k, v]) => isUnsafeText(k) || hasUnsafeText(v, depth + 1));
}

function unsafeUrl(url: string): boolean {
  const q = url.indexOf('?');
  const path = q === -1 ? url : url.slice(0, q);
  const parts = [path, ...(q === -1 ? [] : url.slice(q + 1).split(/[&=]/))];
  for (const part of parts) {
    let decoded: string;
    try {
      decoded = decodeURIComponent(part.replace(/\+/g, ' '));
    } catch {
      return true; // a percent-escape that is not UTF-8
    }
    if (isUnsafeText(decoded)) return true;
  }
  return false;
}

const badInput = () => new ApiError(400, 'BAD_REQUEST', UNSAFE_TEXT_MESSAGE);

/**
 * Every body a route can read is checked, whatever its Content-Type says: Hono's c.req.json() and
 * Better Auth read any application/*+json as JSON (and c.req.json() reads any type at all), so the
 * check does not trust the header. The text itself must be storable, and so must every string of it
 * when it parses as JSON (escapes such as \u0000 decode to what the text did not show) or as a form.
 * Multipart uploads stream to disk under their own checks (attachments/multipart.ts) and are not read
 * here; nor are bodies outside /api and /functions, where no route reads one.
 */
export function rejectUnsafeText(): MiddlewareHandler {
  return async (c, next) => {
    const raw = c.req.raw;
    const pathAndQuery = raw.url.slice(raw.url.indexOf('/', raw.url.indexOf('//') + 2));
    if (unsafeUrl(pathAndQuery)) throw badInput();
    const type = mediaTypeOf(raw.headers.get('content-type'));
    if (raw.body && type !== 'multipart/form-data' && /^\/(api|functions)\//.test(c.req.path)) {
      const text = await raw.clone().text();
      if (isUnsafeText(text)) throw badInput();
      if (text.includes('\\u')) {
        let parsed: unknown;
        try {
          parsed = JSON.parse(text);
        } catch {
          parsed = undefined; // not JSON (or malformed: the route answers 400 'Malformed JSON')
        }
        if (hasUnsafeText(parsed)) throw badInput();
      }
      if (type === 'application/x-www-form-urlencoded' && unsafeUrl(`?${text}`)) throw badInput();
    }
    await next();
  };
}
