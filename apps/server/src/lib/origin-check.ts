/**
 * One origin check for every state-changing API request that Better Auth does not check itself: a
 * page on another site (even a same-site one) must not be able to POST a form or an upload with the
 * user's cookie. Requests without Origin and Referer (curl, server-to-server) carry no ambient
 * browser credentials worth forging and pass.
 */
import type { MiddlewareHandler } from 'hono';
import { ApiError } from './errors.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
/** Paths that authenticate their callers otherwise (signed webhooks) or belong to Better Auth. */
export const ORIGIN_CHECK_EXEMPT = [/^\/api\/auth\//, /^\/api\/billing\/webhook$/];

export function originNotTrusted(origin: string): string {
  return `Origin ${origin} is not trusted. Set BASE_URL or TRUSTED_ORIGINS to include it.`;
}

function requestOrigin(headers: Headers): string | null {
  const origin = headers.get('origin');
  if (origin) return origin;
  const referer = headers.get('referer');
  if (!referer) return null;
  try {
    return new URL(referer).origin;
  } catch {
    return 'null';
  }
}

export function checkOrigin(trusted: readonly string[]): MiddlewareHandler {
  const allowed = new Set(trusted);
  return async (c, next) => {
    if (!SAFE_METHODS.has(c.req.method) && !ORIGIN_CHECK_EXEMPT.some((p) => p.test(c.req.path))) {
      const origin = requestOrigin(c.req.raw.headers);
      if (origin !== null && !allowed.has(origin)) throw new ApiError(403, 'FORBIDDEN', originNotTrusted(origin));
    }
    await next();
  };
}
