/**
 * The import reader's warm child process (decision 038, second pass): not started while the routes
 * are created (it is 60-75 MB beside the server and its load competed with the start), but on the
 * signed-in user's first request to /api/imports, once; never by an anonymous request, never in tests.
 */
import { Hono } from 'hono';
import { afterAll, describe, expect, it } from 'vitest';
import type { AppDeps, AppEnv } from '../src/lib/context.ts';
import type { SessionUser } from '../src/lib/session-user.ts';
import { importReader } from '../src/modules/imports/import-reader.ts';
import { importRoutes } from '../src/modules/imports/imports.routes.ts';

/** The imports routes behind a stand-in session: `user` is who the next request is signed in as. */
function appFor(env: string) {
  const session: { user: SessionUser | null } = { user: null };
  const app = new Hono<AppEnv>();
  app.use('*', async (c, next) => {
    c.set('user', session.user);
    await next();
  });
  // Only the configuration is read when the routes are created; the requests below reach no handler.
  app.route('/api/imports', importRoutes({ config: { env } } as unknown as AppDeps));
  return { app, session };
}

const someone = { id: 'user-warm-1', email: 'warm@example.com' } as unknown as SessionUser;

afterAll(async () => {
  await importReader().close();
});

describe('the import reader starts on first use', () => {
  it('in tests, never by itself', async () => {
    const { app, session } = appFor('test');
    session.user = someone;
    await app.request('/api/imports/none/of-these');
    expect(importReader().size).toBe(0);
  });

  it('elsewhere, not while the routes are created nor for an anonymous request, but on a signed-in request, once', async () => {
    const { app, session } = appFor('development');
    expect(importReader().size).toBe(0);
    await app.request('/api/imports/none/of-these');
    expect(importReader().size).toBe(0);
    session.user = someone;
    await app.request('/api/imports/none/of-these');
    expect(importReader().size).toBe(1);
    await app.request('/api/imports/none/of-these');
    expect(importReader().size).toBe(1);
  });
});
