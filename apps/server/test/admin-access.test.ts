/**
 * Issue 25 item 1: every admin endpoint checks the admins table on the server. This walks every path
 * under /api/admin in the OpenAPI document (so a route added later is covered without touching this
 * file) and expects 403 for a signed-in user who is not an administrator, 401 without a session;
 * /api/admin/me, the flag itself, is open to every signed-in user.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addAdminByEmail } from '../src/modules/admin/admin.service.ts';
import { createTestRuntime, signUp, type TestRuntime } from './harness.ts';

const OPEN_TO_EVERY_USER = new Set(['/api/admin/me']);
const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

let rt: TestRuntime;
let normal: Awaited<ReturnType<typeof signUp>>;
let admin: Awaited<ReturnType<typeof signUp>>;
let targets: { method: string; path: string }[];

beforeAll(async () => {
  rt = await createTestRuntime();
  normal = await signUp(rt);
  admin = await signUp(rt);
  await addAdminByEmail(rt.deps.db, admin.email);
  const doc = (await (await rt.request('GET', '/api/openapi.json')).json()) as { paths: Record<string, Record<string, unknown>> };
  targets = Object.entries(doc.paths)
    .filter(([path]) => path.startsWith('/api/admin/') && !OPEN_TO_EVERY_USER.has(path))
    .flatMap(([path, ops]) => METHODS.filter((m) => m in ops).map((method) => ({ method: method.toUpperCase(), path })));
});
afterAll(async () => {
  await rt?.dispose();
});

/** A path with its parameters filled in (any value: the check comes before the lookup). */
const concrete = (path: string, value: string) => path.replace(/\{\w+\}/g, value);

async function call(method: string, path: string, cookie?: string) {
  const withBody = method !== 'GET' && method !== 'DELETE';
  return rt.request(method, path, { cookie, ...(withBody ? { json: {} } : {}) });
}

describe('every admin endpoint is for administrators only', () => {
  it('finds the admin routes in the OpenAPI document', () => {
    const paths = targets.map((t) => t.path);
    expect(paths).toContain('/api/admin/imports');
    expect(paths).toContain('/api/admin/operations');
  });

  it('answers 403 to a signed-in user who is not an administrator, on every admin path and method', async () => {
    const answers: string[] = [];
    for (const t of targets) {
      for (const value of ['1', '00000000-0000-4000-8000-000000000000']) {
        const res = await call(t.method, concrete(t.path, value), normal.cookie);
        const body = (await res.json().catch(() => null)) as { error?: { code?: string } } | null;
        answers.push(`${t.method} ${t.path} (${value}) -> ${res.status} ${body?.error?.code ?? ''}`.trim());
        if (!t.path.includes('{')) break;
      }
    }
    expect(answers.filter((a) => !/-> 403 FORBIDDEN$/.test(a))).toEqual([]);
    expect(answers.length).toBeGreaterThanOrEqual(targets.length);
  });

  it('answers 401 without a session', async () => {
    for (const t of targets) {
      const res = await call(t.method, concrete(t.path, '1'));
      expect(res.status, `${t.method} ${t.path}`).toBe(401);
    }
  });

  it('tells every signed-in user whether they are an administrator', async () => {
    const mine = await rt.request('GET', '/api/admin/me', { cookie: normal.cookie });
    expect(mine.status).toBe(200);
    expect(await mine.json()).toEqual({ isAdmin: false });
    const theirs = await rt.request('GET', '/api/admin/me', { cookie: admin.cookie });
    expect(await theirs.json()).toEqual({ isAdmin: true });
  });

  it('lets an administrator through the check (the same paths answer an administrator)', async () => {
    for (const t of targets.filter((t) => t.method === 'GET' && !t.path.includes('{'))) {
      const res = await rt.request('GET', t.path, { cookie: admin.cookie });
      // 200, or 400 for a read that needs a query: never refused, never a server error.
      expect([200, 400], `GET ${t.path}`).toContain(res.status);
    }
  });
});
