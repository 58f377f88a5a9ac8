/** The one place the environment is read. Parsed with zod at boot; a bad value stops the start. */
import path from 'node:path';
import { EMAIL_PATTERN, SUPPORT_EMAIL } from '@tradeloom/domain';
import { z } from 'zod';
import { parseTrustedProxies } from './lib/client-ip.ts';

const optional = z
  .string()
  .trim()
  .transform((v) => (v === '' ? undefined : v))
  .optional();

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  BASE_URL: optional,
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: optional,
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  BETTER_AUTH_SECRET: optional,
  SMTP_URL: optional,
  MAIL_FROM: z.string().default('Tradeloom <no-reply@tradeloom.app>'),
  /** Where the public contact form's messages go; also shown to visitors when sending fails. */
  SUPPORT_EMAIL: optional.refine((v) => v === undefined || EMAIL_PATTERN.test(v), 'must be an e-mail address'),
  GOOGLE_CLIENT_ID: optional,
  GOOGLE_CLIENT_SECRET: optional,
  APPLE_CLIENT_ID: optional,
  APPLE_CLIENT_SECRET: optional,
  LINKEDIN_CLIENT_ID: optional,
  LINKEDIN_CLIENT_SECRET: optional,
  CAPTCHA_PROVIDER: z
    .enum(['turnstile', 'hcaptcha', ''])
    .optional()
    .transform((v) => v || undefined),
  CAPTCHA_SECRET: optional,
  CAPTCHA_SITE_KEY: optional,
  AUTH_RATE_LIMIT_WINDOW_SECONDS: z.coerce.number().int().positive().default(60),
  AUTH_RATE_LIMIT_MAX: z.coerce.number().int().positive().default(5),
  WEB_DIST_DIR: optional,
  SKIP_CITY_IMPORT: z
    .enum(['0', '1', 'true', 'false', ''])
    .optional()
    .transform((v) => v === '1' || v === 'true'),
  S3_BUCKET: optional,
  S3_ENDPOINT: optional,
  /** Path-style addressing (http://host/bucket/key): on by default with S3_ENDPOINT (MinIO and the like), off for AWS. */
  S3_FORCE_PATH_STYLE: z.enum(['0', '1', 'true', 'false', '']).optional(),
  S3_REGION: z.string().default('us-east-1'),
  S3_ACCESS_KEY_ID: optional,
  S3_SECRET_ACCESS_KEY: optional,
  /** Connected mailboxes may be on loopback or private networks (SSRF guard, decision 039); default: allowed outside production. */
  MAILBOX_ALLOW_PRIVATE_HOSTS: z.enum(['0', '1', 'true', 'false', '']).optional(),
  /** How long fetching a calendar from its link may take, redirects and body included (decision 040). */
  CALENDAR_URL_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(20_000),
  /** How often the background job runner looks for due jobs; 0 turns polling off (tests drive it by hand). */
  JOBS_POLL_MS: z.coerce.number().int().min(0).default(500),
  /** How long session reads and contact-list answers stay cached in the process (0: off); decision 007. */
  CACHE_TTL_SECONDS: z.coerce.number().int().min(0).max(3600).default(60),
  /** An OpenAI-compatible model for the assistant (OpenAI, Ollama, vLLM...); without it the built-in assistant answers. */
  AI_BASE_URL: optional.refine((v) => v === undefined || /^https?:\/\//.test(v), 'must be an http(s) URL'),
  AI_API_KEY: optional,
  AI_MODEL: optional,
  /** How long the model may take for one answer before the built-in assistant answers instead. */
  AI_TIMEOUT_SECONDS: z.coerce.number().positive().max(300).default(30),
  /** Tool calls of the MCP endpoint one token (or AI client) may make per minute (decision 035). */
  MCP_CALLS_PER_MINUTE: z.coerce.number().int().positive().max(10_000).default(60),
  /** An XYZ raster tile server for the map ('https://tile.example.com/{z}/{x}/{y}.png'); without it the bundled offline basemap. */
  MAP_TILE_URL: optional.refine(
    (v) => v === undefined || /^https?:\/\/.*\{z\}.*\{x\}.*\{y\}/.test(v),
    'must be an http(s) URL with {z}, {x} and {y}',
  ),
  MAP_TILE_ATTRIBUTION: z.string().default('&copy; OpenStreetMap contributors'),
  /** Proxies whose X-Forwarded-For is believed: addresses, CIDR ranges, 'loopback', 'private'. */
  TRUSTED_PROXIES: optional,
  /** Origins allowed besides BASE_URL (comma-separated), e.g. a second domain of the same app. */
  TRUSTED_ORIGINS: optional,
  /** Extra hosts for the Content-Security-Policy (the map's tile server joins img-src by itself). */
  CSP_IMG_SRC: optional,
  CSP_CONNECT_SRC: optional,
  /** Stripe (payments): without a secret key the local test-mode checkout is used (decision 014). */
  STRIPE_SECRET_KEY: optional,
  STRIPE_WEBHOOK_SECRET: optional,
  STRIPE_PRICE_STARTER: optional,
  STRIPE_PRICE_PRO: optional,
  STRIPE_PRICE_POWER_TRADER: optional,
  STRIPE_PRICE_CREDITS_100: optional,
  STRIPE_PRICE_CREDITS_250: optional,
  /** Another Stripe API origin (a local fake in tests, a proxy); the official one by default. */
  STRIPE_API_BASE: optional.refine(
    (v) => v === undefined || /^https?:\/\/[^/]+\/?$/.test(v),
    'must be an origin like https://api.stripe.com',
  ),
});

function parseOrigins(value: string | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)
    .map((s) => {
      let url: URL;
      try {
        url = new URL(s);
      } catch {
        throw new Error(`TRUSTED_ORIGINS: "${s}" is not an origin like https://app.example.com`);
      }
      if (url.origin === 'null' || url.pathname !== '/' || url.search) {
        throw new Error(`TRUSTED_ORIGINS: "${s}" is not an origin like https://app.example.com`);
      }
      return url.origin;
    });
}

/**
 * BASE_URL, TRUSTED_ORIGINS and, off production, the same port under the other loopback names
 * (localhost, 127.0.0.1, [::1]) and the Vite dev server: opening http://127.0.0.1:3000 while
 * BASE_URL says localhost is the same app on one machine.
 */
export function trustedOriginsFor(baseUrl: string, extra: string[], isProduction: boolean): string[] {
  const origins = new Set([new URL(baseUrl).origin, ...extra]);
  if (!isProduction) {
    for (const o of [...origins]) {
      const url = new URL(o);
      if (['localhost', '127.0.0.1', '[::1]'].includes(url.hostname)) {
        for (const host of ['localhost', '127.0.0.1', '[::1]']) origins.add(`${url.protocol}//${host}${url.port ? `:${url.port}` : ''}`);
      }
    }
    origins.add('http://localhost:5173');
  }
  return [...origins];
}

/** The tile server's origin for img-src ('{s}' subdomains as a wildcard). */
function tileOrigin(url: string | undefined): string[] {
  if (!url) return [];
  const m = url.match(/^(https?:\/\/[^/]+)/);
  return m ? [m[1]!.replace('{s}', '*')] : [];
}

export type Config = ReturnType<typeof loadConfig>;

/**
 * Where the database is, and nothing else: for the admin:add and admin:remove commands, which open the
 * database but sign no session, so they need no BETTER_AUTH_SECRET (loadConfig demands it with DATABASE_URL).
 */
export function loadDatabaseConfig(env: NodeJS.ProcessEnv = process.env): { dataDir: string; databaseUrl: string | undefined } {
  const parsed = envSchema.pick({ DATA_DIR: true, DATABASE_URL: true }).safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`).join('\n');
    throw new Error(`Invalid environment:\n${lines}`);
  }
  return { dataDir: path.resolve(parsed.data.DATA_DIR), databaseUrl: parsed.data.DATABASE_URL };
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env) {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`).join('\n');
    throw new Error(`Invalid environment:\n${lines}`);
  }
  const e = parsed.data;
  const isProduction = e.NODE_ENV === 'production';
  const baseUrl = (e.BASE_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, '');
  const dataDir = path.resolve(e.DATA_DIR);
  if (isProduction && !e.BETTER_AUTH_SECRET && baseUrl.startsWith('https://')) {
    throw new Error('BETTER_AUTH_SECRET must be set in production behind a public https BASE_URL');
  }
  if (e.DATABASE_URL && !e.BETTER_AUTH_SECRET) {
    throw new Error(
      'BETTER_AUTH_SECRET must be set when DATABASE_URL is: every instance on the shared database must sign sessions with the same secret (for example `openssl rand -base64 32`).',
    );
  }
  const trustedProxies = parseTrustedProxies(e.TRUSTED_PROXIES);
  const extraOrigins = parseOrigins(e.TRUSTED_ORIGINS);
  const list = (v: string | undefined) => (v ?? '').split(/[\s,]+/).filter(Boolean);
  const pair = (id?: string, secret?: string) => (id && secret ? { clientId: id, clientSecret: secret } : undefined);
  return {
    env: e.NODE_ENV,
    isProduction,
    port: e.PORT,
    host: e.HOST,
    baseUrl,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    logLevel: e.LOG_LEVEL,
    // The embedded default keeps sessions valid across restarts of one data dir; production sets its own.
    authSecret: e.BETTER_AUTH_SECRET,
    mail: { smtpUrl: e.SMTP_URL, from: e.MAIL_FROM },
    supportEmail: e.SUPPORT_EMAIL ?? SUPPORT_EMAIL,
    oauth: {
      google: pair(e.GOOGLE_CLIENT_ID, e.GOOGLE_CLIENT_SECRET),
      apple: pair(e.APPLE_CLIENT_ID, e.APPLE_CLIENT_SECRET),
      linkedin: pair(e.LINKEDIN_CLIENT_ID, e.LINKEDIN_CLIENT_SECRET),
    },
    captcha:
      e.CAPTCHA_PROVIDER && e.CAPTCHA_SECRET
        ? { provider: e.CAPTCHA_PROVIDER, secret: e.CAPTCHA_SECRET, siteKey: e.CAPTCHA_SITE_KEY ?? null }
        : undefined,
    authRateLimit: { window: e.AUTH_RATE_LIMIT_WINDOW_SECONDS, max: e.AUTH_RATE_LIMIT_MAX },
    webDistDir: path.resolve(e.WEB_DIST_DIR ?? path.join(import.meta.dirname, '../../web/dist')),
    skipCityImport: e.SKIP_CITY_IMPORT,
    s3: e.S3_BUCKET
      ? {
          bucket: e.S3_BUCKET,
          endpoint: e.S3_ENDPOINT,
          forcePathStyle: e.S3_FORCE_PATH_STYLE ? e.S3_FORCE_PATH_STYLE === '1' || e.S3_FORCE_PATH_STYLE === 'true' : !!e.S3_ENDPOINT,
          region: e.S3_REGION,
          credentials:
            e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY
              ? { accessKeyId: e.S3_ACCESS_KEY_ID, secretAccessKey: e.S3_SECRET_ACCESS_KEY }
              : undefined,
        }
      : undefined,
    ai: e.AI_BASE_URL && e.AI_MODEL ? { baseUrl: e.AI_BASE_URL, apiKey: e.AI_API_KEY, model: e.AI_MODEL } : undefined,
    aiTimeoutMs: e.AI_TIMEOUT_SECONDS * 1000,
    mcpCallsPerMinute: e.MCP_CALLS_PER_MINUTE,
    mapTiles: e.MAP_TILE_URL ? { url: e.MAP_TILE_URL, attribution: e.MAP_TILE_ATTRIBUTION } : undefined,
    jobsPollMs: e.JOBS_POLL_MS,
    mailboxAllowPrivateHosts: e.MAILBOX_ALLOW_PRIVATE_HOSTS
      ? e.MAILBOX_ALLOW_PRIVATE_HOSTS === '1' || e.MAILBOX_ALLOW_PRIVATE_HOSTS === 'true'
      : !isProduction,
    calendarUrlTimeoutMs: e.CALENDAR_URL_TIMEOUT_MS,
    cacheTtlMs: e.CACHE_TTL_SECONDS * 1000,
    trustedProxies,
    trustedOrigins: trustedOriginsFor(baseUrl, extraOrigins, isProduction),
    stripe: e.STRIPE_SECRET_KEY
      ? {
          secretKey: e.STRIPE_SECRET_KEY,
          webhookSecret: e.STRIPE_WEBHOOK_SECRET,
          apiBase: e.STRIPE_API_BASE,
          prices: {
            starter: e.STRIPE_PRICE_STARTER,
            pro: e.STRIPE_PRICE_PRO,
            power_trader: e.STRIPE_PRICE_POWER_TRADER,
            credits_100: e.STRIPE_PRICE_CREDITS_100,
            credits_250: e.STRIPE_PRICE_CREDITS_250,
          },
        }
      : undefined,
    csp: { imgSrc: [...list(e.CSP_IMG_SRC), ...tileOrigin(e.MAP_TILE_URL)], connectSrc: list(e.CSP_CONNECT_SRC) },
  };
}
