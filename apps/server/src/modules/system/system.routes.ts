import { createRoute, z } from '@hono/zod-openapi';
import { appConfigSchema } from '@tradeloom/domain';
import { ping } from '../../db/client.ts';
import { type AppDeps, createRouter } from '../../lib/context.ts';
import { jsonContent } from '../../lib/openapi.ts';

const HealthSchema = z.object({ status: z.enum(['ok', 'degraded']), database: z.enum(['pglite', 'postgres']), db: z.boolean() });

/** The configuration the web app reads before anyone signs in (/api/config). */
export function configRoutes(deps: AppDeps) {
  const publicConfig = appConfigSchema.parse({
    authProviders: {
      google: Boolean(deps.config.oauth.google),
      apple: Boolean(deps.config.oauth.apple),
      linkedin: Boolean(deps.config.oauth.linkedin),
    },
    captcha: { provider: deps.config.captcha?.provider ?? null, siteKey: deps.config.captcha?.siteKey ?? null },
    supportEmail: deps.config.supportEmail,
  });

  return createRouter().openapi(
    createRoute({
      method: 'get',
      path: '/',
      tags: ['System'],
      summary: 'Public client configuration: which sign-in providers and captcha this server has, and the support e-mail address',
      responses: { 200: jsonContent(appConfigSchema, 'Client configuration') },
    }),
    (c) => c.json(publicConfig, 200),
  );
}

/** Liveness and the database's reachability (/healthz), for load balancers and the process supervisor. */
export function healthRoutes(deps: AppDeps) {
  return createRouter().openapi(
    createRoute({
      method: 'get',
      path: '/',
      tags: ['System'],
      summary: 'Liveness and database check',
      responses: { 200: jsonContent(HealthSchema, 'Healthy'), 503: jsonContent(HealthSchema, 'Database unreachable') },
    }),
    async (c) => {
      const ok = await ping(deps.db);
      return c.json({ status: ok ? 'ok' : 'degraded', database: deps.database.kind, db: ok } as const, ok ? 200 : 503);
    },
  );
}
