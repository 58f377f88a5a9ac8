import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addAdminByEmail } from '../src/modules/admin/admin.service.ts';
import { createTestRuntime, signUp, type TestRuntime } from './harness.ts';

let rt: TestRuntime;
beforeAll(async () => {
  rt = await createTestRuntime();
});
afterAll(async () => {
  await rt.dispose();
});

describe('system', () => {
  it('reports health with the database kind', async () => {
    const res = await rt.request('GET', '/healthz');
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ status: 'ok', db: true });
  });

  it('tells the client which sign-in providers are configured', async () => {
    const none = await (await rt.request('GET', '/api/config')).json();
    expect(none.authProviders).toEqual({ google: false, apple: false, linkedin: false });
    const withGoogle = await createTestRuntime({ GOOGLE_CLIENT_ID: 'id', GOOGLE_CLIENT_SECRET: 'secret' });
    try {
      const cfg = await (await withGoogle.request('GET', '/api/config')).json();
      expect(cfg.authProviders.google).toBe(true);
    } finally {
      await withGoogle.dispose();
    }
  });

  it('serves an OpenAPI document that lists the routes, and a docs page', async () => {
    const doc = await (await rt.request('GET', '/api/openapi.json')).json();
    expect(doc.openapi).toBe('3.1.0');
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(['/api/profile', '/api/admin/me', '/api/trial/setup']));
    const docs = await rt.request('GET', '/api/docs');
    expect(await docs.text()).toContain('/api/openapi.json');
  });
});

describe('the one error shape', () => {
  const malformedTargets = [
    '/api/password-reset/verify',
    '/api/auth/sign-in/email',
    '/api/auth/sign-up/email',
    '/api/auth/sign-in/magic-link',
  ];

  it.each(malformedTargets)('answers malformed JSON to %s with 400 and no stack trace', async (url) => {
    const res = await rt.request('POST', url, { body: '{"email": ', headers: { 'content-type': 'application/json' } });
    expect(res.status).toBe(400);
    const text = await res.text();
    expect(text).not.toMatch(/at .*\.(ts|js):\d+/);
    const body = JSON.parse(text);
    expect(body.error).toMatchObject({ code: expect.any(String), message: expect.any(String), requestId: expect.any(String) });
  });

  it('answers a body of the wrong shape with the zod issues in details', async () => {
    const res = await rt.request('POST', '/api/password-reset/verify', { json: { token: 42 } });
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(body.error.code).toBe('VALIDATION_ERROR');
    expect(body.error.details[0].path).toBe('token');
  });

  it('answers an unknown API path with 404 in the error shape', async () => {
    const res = await rt.request('GET', '/api/no-such-thing');
    expect(res.status).toBe(404);
    expect((await res.json()).error.code).toBe('NOT_FOUND');
  });

  it('answers protected routes without a session with 401', async () => {
    for (const url of ['/api/profile', '/api/admin/me']) {
      const res = await rt.request('GET', url);
      expect(res.status).toBe(401);
      expect((await res.json()).error.code).toBe('UNAUTHORIZED');
    }
  });

  it('ignores identity claims in headers: the user comes from the session only', async () => {
    const { user } = await signUp(rt);
    const res = await rt.request('GET', '/api/profile', { headers: { 'x-user-id': user.id } });
    expect(res.status).toBe(401);
  });
});

describe('admin flag', () => {
  it('is false for a new user and true once the admin command adds them', async () => {
    const { cookie, email } = await signUp(rt);
    expect(await (await rt.request('GET', '/api/admin/me', { cookie })).json()).toEqual({ isAdmin: false });
    expect((await addAdminByEmail(rt.deps.db, email.toUpperCase())).status).toBe('added');
    expect((await addAdminByEmail(rt.deps.db, email)).status).toBe('already_admin');
    expect(await (await rt.request('GET', '/api/admin/me', { cookie })).json()).toEqual({ isAdmin: true });
    expect((await addAdminByEmail(rt.deps.db, 'nobody@nowhere.example')).status).toBe('no_such_user');
  });
});
