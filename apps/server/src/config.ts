/** The one place the environment is read. Parsed with zod at boot; a bad value stops the start. */
import path from 'node:path';
import { z } from 'zod';

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
  S3_REGION: z.string().default('us-east-1'),
  S3_ACCESS_KEY_ID: optional,
  S3_SECRET_ACCESS_KEY: optional,
  /** How often the background job runner looks for due jobs; 0 turns polling off (tests drive it by hand). */
  JOBS_POLL_MS: z.coerce.number().int().min(0).default(500),
});

export type Config = ReturnType<typeof loadConfig>;

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
          region: e.S3_REGION,
          credentials:
            e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY
              ? { accessKeyId: e.S3_ACCESS_KEY_ID, secretAccessKey: e.S3_SECRET_ACCESS_KEY }
              : undefined,
        }
      : undefined,
    jobsPollMs: e.JOBS_POLL_MS,
  };
}
