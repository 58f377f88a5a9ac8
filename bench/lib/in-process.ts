/**
 * The API in this process on a given database, with one signed-up trader: what the in-process parts
 * (import, chat, imap, relationships) start from.
 */
import { eq } from 'drizzle-orm';
import { bootstrap, type Runtime } from '../../apps/server/src/bootstrap.ts';
import { loadConfig } from '../../apps/server/src/config.ts';
import type { Database } from '../../apps/server/src/db/client.ts';
import { profiles } from '../../apps/server/src/db/schema/index.ts';
import { createLogger } from '../../apps/server/src/lib/logger.ts';
import { tempDir } from './server.ts';

export const BASE = 'http://localhost:3000';

export interface InProcess {
  rt: Runtime;
  userId: string;
  cookie: string;
  /** A request as the trader: `json` is sent as JSON, `body` as is (a form). */
  request(method: string, url: string, opts?: { json?: unknown; body?: BodyInit }): Promise<Response>;
}

/**
 * Boots the app on `database` (jobs run by hand unless `env` sets JOBS_POLL_MS) and signs a trader up;
 * `powerTrader` lifts the contact limit. The caller closes `rt`.
 */
export async function startInProcess(
  database: Database,
  opts: { name: string; env?: Record<string, string>; powerTrader?: boolean },
): Promise<InProcess> {
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: tempDir(opts.name),
    BASE_URL: BASE,
    LOG_LEVEL: 'silent',
    SKIP_CITY_IMPORT: '1',
    JOBS_POLL_MS: '0',
    AUTH_RATE_LIMIT_MAX: '1000',
    BETTER_AUTH_SECRET: 'bench-secret-0123456789-0123456789',
    ...opts.env,
  });
  const rt = await bootstrap(config, { database, logger: createLogger('silent') });
  const signUp = await rt.app.request('/api/auth/sign-up/email', {
    method: 'POST',
    headers: { origin: BASE, 'content-type': 'application/json' },
    body: JSON.stringify({
      email: `${opts.name}.${Date.now()}@example.com`,
      password: 'cargo-route-42-bench',
      name: 'Bench Trader',
      termsAccepted: true,
    }),
  });
  if (!signUp.ok) {
    await rt.close();
    throw new Error(`bench sign-up failed: ${signUp.status} ${await signUp.text()}`);
  }
  const cookie = signUp.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  const { user } = (await signUp.json()) as { user: { id: string } };
  if (opts.powerTrader) await rt.deps.db.update(profiles).set({ plan: 'power_trader' }).where(eq(profiles.id, user.id));
  return {
    rt,
    userId: user.id,
    cookie,
    request: async (method, url, o = {}) =>
      rt.app.request(url, {
        method,
        headers: { origin: BASE, cookie, ...(o.json !== undefined ? { 'content-type': 'application/json' } : {}) },
        body: o.json !== undefined ? JSON.stringify(o.json) : o.body,
      }),
  };
}
