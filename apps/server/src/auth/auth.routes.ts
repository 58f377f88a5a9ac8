/**
 * /api/auth: Better Auth's own endpoints (sign-up, sign-in, sessions, magic links, two-factor). They
 * are not in the OpenAPI document; their errors get the product's error object beside Better Auth's.
 */
import { type AppDeps, createRouter } from '../lib/context.ts';
import { codeForStatus, errorBody } from '../lib/errors.ts';
import { originNotTrusted } from '../lib/origin-check.ts';
import { CLIENT_IP_HEADER } from './auth.ts';
import { sessionCookieKey } from './session-cache.ts';

/** Better Auth answers errors as { code, message }; add the product's error object beside them. */
async function withErrorShape(res: Response, requestId: string, origin: string | undefined): Promise<Response> {
  if (res.status < 400 || !res.headers.get('content-type')?.includes('application/json')) return res;
  const body = (await res.json().catch(() => ({}))) as { code?: string; message?: string };
  if (body.code === 'INVALID_ORIGIN' || body.message === 'Invalid origin') body.message = originNotTrusted(origin ?? 'null');
  const merged = { ...body, ...errorBody(body.code ?? codeForStatus(res.status), body.message ?? res.statusText, requestId) };
  const headers = new Headers(res.headers);
  headers.delete('content-length');
  // Better Auth's rate limiter says when to retry in its own header; the standard one is Retry-After.
  const retryAfter = headers.get('x-retry-after');
  if (res.status === 429 && retryAfter) headers.set('Retry-After', retryAfter);
  return new Response(JSON.stringify(merged), { status: res.status, headers });
}

/** Better Auth's endpoints; the client address it reads is our header only, never one the client sent. */
export function authRoutes(deps: AppDeps) {
  const { auth, sessions } = deps;
  return createRouter().on(['GET', 'POST'], '/*', async (c) => {
    const headers = new Headers(c.req.raw.headers);
    headers.delete(CLIENT_IP_HEADER);
    const ip = c.get('clientIp');
    if (ip) headers.set(CLIENT_IP_HEADER, ip);
    const req = new Request(c.req.raw, { headers });
    const res = await auth.handler(req);
    // Anything posted here may end or change the session it was sent with (sign-out, revocation,
    // a new password or e-mail): this instance forgets that user's cached sessions at once, without
    // waiting for the database's announcement that reaches every instance.
    if (c.req.method === 'POST') {
      const cached = sessions.get(sessionCookieKey(c.req.header('cookie')) ?? '');
      if (cached) sessions.dropUser(cached.user.id);
    }
    return withErrorShape(res, c.get('requestId'), c.req.header('origin'));
  });
}
