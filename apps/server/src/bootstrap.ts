import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { createApp } from './app.ts';
import { createAuth } from './auth/auth.ts';
import { createSessionCache } from './auth/session-cache.ts';
import type { Config } from './config.ts';
import { startChangeFeed } from './db/change-feed.ts';
import { type Database, openDatabase } from './db/client.ts';
import { seedCommodities } from './db/seed.ts';
import { createInstanceHeartbeat } from './jobs/instance-heartbeat.ts';
import { createJobRunner } from './jobs/runner.ts';
import type { AppDeps } from './lib/context.ts';
import { createLogger, type Logger } from './lib/logger.ts';
import { createResponseCache } from './lib/response-cache.ts';
import { refuseSignInWhileDisabled } from './modules/admin/admin-users.service.ts';
import type { AssistantService } from './modules/assistant/chat.service.ts';
import { createNetworkCache } from './modules/assistant/network-cache.ts';
import { uploadSpoolDir } from './modules/attachments/multipart.ts';
import { clearUploadSpool, sweepTempUploads } from './modules/attachments/sweeps.ts';
import { endDueSubscriptions } from './modules/billing/billing.service.ts';
import { runConversationImportJob } from './modules/conversations/conversation-imports.service.ts';
import { grantDueMonthlyCredits } from './modules/credits/credits.service.ts';
import { DEMO_USER_ID, ensureDemoAccount } from './modules/demo/demo.service.ts';
import { geocodeContacts } from './modules/geocode/geocode.service.ts';
import { runImportJob } from './modules/imports/imports.service.ts';
import { enqueueDueAutoScans, runAutoScanJob } from './modules/insights/auto-scan.service.ts';
import { refuseSignInWhileDeactivated } from './modules/lifecycle/deletion-requests.service.ts';
import { runLifecycleJob, runLifecycleRound } from './modules/lifecycle/lifecycle.jobs.ts';
import { importCities } from './modules/locations/city-import.ts';
import { mailboxSecretBox } from './modules/mailboxes/mailbox-secret.ts';
import { enqueueDueMailboxSyncs, syncMailbox } from './modules/mailboxes/mailbox-sync.ts';
import type { MailboxService } from './modules/mailboxes/mailboxes.service.ts';
import { touchLastActivity } from './modules/profile/profile.service.ts';
import { enqueueDueRelationshipJobs, runNetworkSummary, runRelationshipRefresh } from './modules/relationships/relationships.jobs.ts';
import { ensureTrialAccount } from './modules/trial/trial.service.ts';
import { createChatModel } from './providers/ai/index.ts';
import { createMailProvider } from './providers/mail/index.ts';
import { createPaymentsProvider } from './providers/payments/index.ts';
import { createStorageProvider } from './providers/storage/index.ts';

/** Without BETTER_AUTH_SECRET, a random secret is made once and kept in the data dir. */
function resolveAuthSecret(config: Config): string {
  if (config.authSecret) return config.authSecret;
  const file = path.join(config.dataDir, 'auth-secret');
  if (fs.existsSync(file)) return fs.readFileSync(file, 'utf8').trim();
  fs.mkdirSync(config.dataDir, { recursive: true });
  const secret = crypto.randomBytes(32).toString('base64url');
  fs.writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

/** How often due auto-scans are looked for. */
const AUTO_SCAN_SWEEP_MS = 10 * 60 * 1000;

/** How often due monthly plan credits are looked for. */
const MONTHLY_CREDITS_SWEEP_MS = 10 * 60 * 1000;

/** How often the data lifecycle looks for due warnings and deletions (decision 025). */
const LIFECYCLE_SWEEP_MS = 30 * 60 * 1000;

/** How often connected mailboxes not synced lately are looked for (decision 039). */
const MAILBOX_SWEEP_MS = 10 * 60 * 1000;

/** How often the daily relationship refresh and the weekly network summary are looked for (decision 041). */
const RELATIONSHIP_SWEEP_MS = 30 * 60 * 1000;

/** How often unclaimed temporary uploads are looked for (they are deleted after 24 h). */
const TEMP_UPLOAD_SWEEP_MS = 60 * 60 * 1000;

export interface Runtime {
  deps: AppDeps;
  app: ReturnType<typeof createApp>;
  close(): Promise<void>;
}

/** Wires config -> database (migrated, seeded) -> providers -> auth -> app. */
export async function bootstrap(config: Config, opts: { database?: Database; logger?: Logger } = {}): Promise<Runtime> {
  const logger = opts.logger ?? createLogger(config.logLevel);
  const database = opts.database ?? (await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir }));
  database.pool?.on('error', (err) => logger.warn({ err }, 'idle database connection lost; the pool reconnects'));
  const started = performance.now();
  await database.migrate();
  const seeded = await seedCommodities(database.db);
  // First start only (the table is empty): about 135k cities, a few seconds.
  const citiesAdded = config.skipCityImport ? 0 : await importCities(database.db);
  const demoContactsAdded = await ensureDemoAccount(database.db);
  logger.info(
    { database: database.kind, ms: Math.round(performance.now() - started), commoditiesAdded: seeded, citiesAdded, demoContactsAdded },
    'database ready',
  );

  const db = database.db;
  const [mail, storage] = await Promise.all([createMailProvider(config, db, logger), createStorageProvider(config, database)]);
  const authSecret = resolveAuthSecret(config);
  const auth = createAuth({
    config,
    db,
    mail,
    logger,
    secret: authSecret,
    accounts: {
      userCreated: (user) => ensureTrialAccount(db, user),
      isDemoAccount: (userId) => userId === DEMO_USER_ID,
      refuseSignIn: async (userId) => {
        await refuseSignInWhileDeactivated(db, userId);
        await refuseSignInWhileDisabled(db, userId);
      },
      sessionStarted: (userId) => touchLastActivity(db, userId),
    },
  });
  // The database's change feed: in-process caches are trusted only while it is heard (decision 007;
  // CACHE_TTL_SECONDS=0 turns them off), and live profile streams listen to it (decision 015).
  const feed = await startChangeFeed(database, logger);
  const sessions = createSessionCache({ ttlMs: config.cacheTtlMs, feed });
  const answers = createResponseCache({ ttlMs: config.cacheTtlMs, feed, sharedOwner: DEMO_USER_ID });
  const spooled = clearUploadSpool(uploadSpoolDir(config.dataDir));
  if (spooled) logger.info({ files: spooled }, 'removed partial uploads left by an earlier run');
  const sweep = () =>
    sweepTempUploads(db, storage, logger).catch((err: unknown) => logger.warn({ err }, 'sweeping unclaimed uploads failed'));
  const sweeper = config.jobsPollMs > 0 ? setInterval(sweep, TEMP_UPLOAD_SWEEP_MS) : undefined;
  sweeper?.unref();
  if (sweeper) void sweep();
  // Due auto-scans, looked for every few minutes by every instance; each period is queued once (its claim row).
  const autoScans = () => enqueueDueAutoScans(db).catch((err: unknown) => logger.warn({ err }, 'looking for due auto-scans failed'));
  const autoScanTimer = config.jobsPollMs > 0 ? setInterval(autoScans, AUTO_SCAN_SWEEP_MS) : undefined;
  autoScanTimer?.unref();
  // Monthly plan credits, looked for by every instance; each period is granted once (its credit_grants claim row).
  // Subscriptions cancelled at period end (local payments) end first, so an ended plan earns nothing.
  const monthlyCredits = () =>
    endDueSubscriptions(db)
      .then(() => grantDueMonthlyCredits(db))
      .catch((err: unknown) => logger.warn({ err }, 'granting monthly plan credits failed'));
  const monthlyCreditsTimer = config.jobsPollMs > 0 ? setInterval(monthlyCredits, MONTHLY_CREDITS_SWEEP_MS) : undefined;
  monthlyCreditsTimer?.unref();
  // The data lifecycle (spec §9): inactivity warnings and deletions, requested deletions that are due;
  // every instance looks, the claims make each step happen once (decision 025).
  const lifecycle = () => runLifecycleRound({ db }).catch((err: unknown) => logger.warn({ err }, 'data lifecycle round failed'));
  const lifecycleTimer = config.jobsPollMs > 0 ? setInterval(lifecycle, LIFECYCLE_SWEEP_MS) : undefined;
  lifecycleTimer?.unref();
  // Connected mailboxes (decision 039): passwords sealed with a key from the server secret; the
  // ones not synced for a while are queued by every instance (a queued or running sync is not doubled).
  const mailboxes: MailboxService = { db, secrets: mailboxSecretBox(authSecret), allowPrivateHosts: config.mailboxAllowPrivateHosts };
  const mailboxSweep = () =>
    enqueueDueMailboxSyncs(db).catch((err: unknown) => logger.warn({ err }, 'looking for due mailbox syncs failed'));
  const mailboxTimer = config.jobsPollMs > 0 ? setInterval(mailboxSweep, MAILBOX_SWEEP_MS) : undefined;
  mailboxTimer?.unref();
  // Relationship strength decays and cadences fall due (decision 041): a refresh per user per day and a
  // summary e-mail per ISO week, claimed in relationship_runs so every instance may look.
  const relationshipSweep = () =>
    enqueueDueRelationshipJobs(db).catch((err: unknown) => logger.warn({ err }, 'looking for due relationship jobs failed'));
  const relationshipTimer = config.jobsPollMs > 0 ? setInterval(relationshipSweep, RELATIONSHIP_SWEEP_MS) : undefined;
  relationshipTimer?.unref();
  const jobs = createJobRunner({
    db,
    logger,
    pollMs: config.jobsPollMs,
    handlers: {
      geocode: async (payload) => {
        await geocodeContacts(db, payload);
      },
      'auto-scan': (payload) => runAutoScanJob(db, logger, payload),
      import: (payload, ctx) =>
        runImportJob(db, storage, logger, payload, { overlap: database.kind === 'postgres', retry: !ctx.lastAttempt }),
      'account-lifecycle': (payload, { now }) => runLifecycleJob({ db, mail, storage, logger, baseUrl: config.baseUrl }, payload, now),
      'relationship-refresh': async (payload, { now }) => {
        await runRelationshipRefresh(db, payload, now);
      },
      'network-summary': async (payload, { now }) => {
        await runNetworkSummary({ db, mail, baseUrl: config.baseUrl }, payload, now);
      },
      'mailbox-sync': async (payload) => {
        await syncMailbox({ db, logger, secrets: mailboxes.secrets, allowPrivateHosts: mailboxes.allowPrivateHosts }, payload.mailboxId);
      },
      'conversation-import': (payload, ctx) => runConversationImportJob(db, storage, logger, payload, { retry: !ctx.lastAttempt }),
    },
  });
  jobs.start();
  // This instance's row in server_instances, for the admin console's Operations page.
  const heartbeat = createInstanceHeartbeat({ db, logger, intervalMs: config.jobsPollMs > 0 ? undefined : 0 });
  heartbeat.start();
  const assistant: AssistantService = {
    network: createNetworkCache({ db, feed }),
    model: await createChatModel(config),
    timeoutMs: config.aiTimeoutMs,
    logger,
  };
  if (assistant.model) logger.info({ model: assistant.model.name }, 'the assistant answers with the configured AI model');
  const payments = await createPaymentsProvider(config);
  if (payments.name === 'stripe') logger.info('payments through Stripe');
  else if (config.isProduction) logger.warn('payments run in test mode: purchases complete without payment until STRIPE_SECRET_KEY is set');
  const deps: AppDeps = {
    config,
    database,
    db,
    logger,
    mail,
    auth,
    sessions,
    answers,
    storage,
    jobs,
    assistant,
    feed,
    payments,
    mailboxes,
  };
  const app = createApp(deps);
  return {
    deps,
    app,
    close: async () => {
      clearInterval(sweeper);
      clearInterval(autoScanTimer);
      clearInterval(monthlyCreditsTimer);
      clearInterval(lifecycleTimer);
      clearInterval(mailboxTimer);
      clearInterval(relationshipTimer);
      await jobs.stop();
      await heartbeat.stop();
      await feed.close();
      await database.close();
    },
  };
}
