import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { expect, signInInBrowser, signUpInBrowser, test, uniqueEmail } from './support.ts';

/**
 * The admin console (issue 25) as an operator runs it. Administrators are made outside the app
 * (spec §5): `npm run admin:add -- <email>` on a database no server holds. So this file has a server of
 * its own (the built product on a data directory and port of its own): it starts it, the future
 * administrator signs up, it stops the server, runs `npm run admin:add` exactly as an operator would,
 * and starts the server again. No route exists for tests.
 */

const ROOT = path.join(import.meta.dirname, '..', '..');
const PORT = Number(process.env.E2E_ADMIN_PORT ?? 4329);
const BASE = `http://localhost:${PORT}`;
const SHOTS = process.env.ADMIN_SHOTS_DIR; // set it to keep screenshots of every page (1280 and 390 px, light and dark)

const ACCESS_DENIED = 'Access Denied - You do not have administrator privileges. If you believe this is an error, please contact support.';
const ACCOUNT_DISABLED = 'This account has been disabled by an administrator. If you believe this is an error, please contact support.';
const PASSWORD = 'cargo-route-42';

const PAGES = [
  { label: 'Overview', path: '/admin' },
  { label: 'Users', path: '/admin/users' },
  { label: 'Insights', path: '/admin/insights' },
  { label: 'Credits', path: '/admin/credits' },
  { label: 'Imports', path: '/admin/imports' },
  { label: 'Usage', path: '/admin/usage' },
  { label: 'Operations', path: '/admin/operations' },
  { label: 'Audit', path: '/admin/audit' },
  { label: 'Admins', path: '/admin/admins' },
] as const;

test.use({ baseURL: BASE });
test.describe.configure({ mode: 'serial' });

let dataDir: string;
let server: { proc: ChildProcess; exited: Promise<number | null> } | undefined;
const admin = { name: 'Ada Operator', email: uniqueEmail('admin'), password: PASSWORD };
/** A user's page in the console (set by the journey below), for the screenshots. */
let userPageUrl: string | undefined;

function startServer(): Promise<void> {
  const proc = spawn('node', [path.join(ROOT, 'apps/server/dist/index.js')], {
    cwd: ROOT,
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      NODE_ENV: 'production',
      PORT: String(PORT),
      BASE_URL: BASE,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      AUTH_RATE_LIMIT_MAX: '1000',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const exited = new Promise<number | null>((resolve) => proc.once('exit', (code) => resolve(code)));
  server = { proc, exited };
  return (async () => {
    const until = Date.now() + 180_000;
    while (Date.now() < until) {
      const up = await fetch(`${BASE}/healthz`).then(
        (r) => r.ok,
        () => false,
      );
      if (up) return;
      if (proc.exitCode !== null) throw new Error(`the server exited (${proc.exitCode})`);
      await new Promise((r) => setTimeout(r, 250));
    }
    throw new Error('the server did not start');
  })();
}

async function stopServer() {
  if (!server) return;
  server.proc.kill('SIGTERM');
  await server.exited;
  server = undefined;
}

test.beforeAll(async ({ browser }) => {
  test.setTimeout(360_000);
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tradeloom-e2e-admin-'));
  await startServer();
  const context = await browser.newContext({ baseURL: BASE });
  await signUpInBrowser(await context.newPage(), admin);
  await context.close();
  await stopServer();
  // The operator's command, on the data directory the stopped server used.
  const added = spawnSync('npm', ['run', '--silent', 'admin:add', '--', admin.email], {
    cwd: ROOT,
    env: { PATH: process.env.PATH, HOME: process.env.HOME, DATA_DIR: dataDir },
    encoding: 'utf8',
  });
  expect(added.status, `${added.stdout}\n${added.stderr}`).toBe(0);
  expect(added.stdout).toContain(`${admin.email} is now an administrator.`);
  await startServer();
});

test.afterAll(async () => {
  await stopServer();
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
});

async function newPage(browser: Browser): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL: BASE });
  return { context, page: await context.newPage() };
}

async function signIn(page: Page, who: { email: string; password: string }) {
  await page.goto('/auth?mode=login');
  await signInInBrowser(page, who.email, who.password);
}

test('a normal user gets Access Denied, and every admin endpoint answers 403 to that user', async ({ page }) => {
  await signUpInBrowser(page, { name: 'Nora Normal', email: uniqueEmail('normal'), password: PASSWORD });
  await page.goto('/admin');
  await expect(page.getByRole('alert')).toHaveText(ACCESS_DENIED);
  await expect(page.getByRole('link', { name: 'Admin Dashboard' })).toHaveCount(0);

  const doc = (await (await page.request.get('/api/openapi.json')).json()) as { paths: Record<string, Record<string, unknown>> };
  const routes = Object.entries(doc.paths)
    .filter(([p]) => p.startsWith('/api/admin/') && p !== '/api/admin/me')
    .flatMap(([p, ops]) => ['get', 'post', 'put', 'patch', 'delete'].filter((m) => m in ops).map((m) => ({ method: m, path: p })));
  expect(routes.length).toBeGreaterThan(8);
  for (const r of routes) {
    const url = r.path.replace(/\{\w+\}/g, '1');
    const res = await page.request.fetch(url, { method: r.method.toUpperCase(), ...(r.method === 'get' ? {} : { data: {} }) });
    expect(res.status(), `${r.method.toUpperCase()} ${r.path}`).toBe(403);
  }
  expect((await (await page.request.get('/api/admin/me')).json()).isAdmin).toBe(false);
});

test('an admin opens every page, adjusts a user’s credits live, processes a flag, disables and re-enables the user', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  // The user, in a tab of their own: a network of ten (a scan's minimum), a scan, and a flag on one insight.
  const trader = { name: 'Tomas Trader', email: uniqueEmail('trader'), password: PASSWORD };
  const u = await newPage(browser);
  await signUpInBrowser(u.page, trader);
  for (const c of [
    { full_name: 'Ana Silva', role: 'Supplier', commodities: 'Yellow corn', location: 'Santos, Brazil' },
    { full_name: 'Wei Chen', role: 'Buyer', commodities: 'Maize', location: 'Shanghai, China' },
    { full_name: 'Lars Berg', role: 'Supplier', commodities: 'Urea 46%', location: 'Oslo, Norway' },
    { full_name: 'Omar Haddad', role: 'Buyer', commodities: 'Urea', location: 'Dubai' },
    { full_name: 'Mei Lin', role: 'Buyer', commodities: 'Copper cathodes', location: 'Shanghai, China' },
    { full_name: 'Ivan Petrov', role: 'Buyer', commodities: 'Cu cathode', location: 'Hamburg, Germany' },
    { full_name: 'Kofi Mensah', role: 'Consultant' },
    { full_name: 'Sofia Rossi', role: 'Supplier', commodities: 'SBM', location: 'Buenos Aires, Argentina' },
    { full_name: 'Hiro Tanaka', role: 'Buyer', commodities: 'Soybean meal', location: 'Tokyo, Japan' },
    { full_name: 'Nadia Karimi', role: 'Buyer', commodities: 'HRC', location: 'Istanbul, Turkey' },
  ]) {
    expect((await u.page.request.post('/api/contacts', { data: c })).status()).toBe(201);
  }
  const scan = await u.page.request.post('/api/insights/scan', { data: { trigger_type: 'manual' } });
  expect(scan.status(), await scan.text()).toBe(200);
  await u.page.goto('/insights');
  const card = u.page.getByRole('article').first();
  await expect(card).toBeVisible();
  const flagged = (await card.getAttribute('aria-label')) ?? '';
  await card.getByRole('button', { name: 'Flag', exact: true }).click();
  const flagDialog = u.page.getByRole('dialog', { name: 'Flag insight' });
  await flagDialog.getByRole('radio', { name: /^Inaccurate/ }).check();
  await flagDialog.getByLabel('Comment (optional)').fill('The buyer left this market last year.');
  await flagDialog.getByRole('button', { name: 'Send flag' }).click();
  await expect(u.page.getByText('Insight flagged')).toBeVisible();
  await expect(flagDialog).toHaveCount(0);

  // The user keeps Settings open: its balance is what must change live.
  await u.page.goto('/settings');
  const balance = u.page.getByTestId('credits-remaining');
  await expect(balance).toHaveText(/^\d+$/);
  const before = Number(await balance.textContent());

  // The administrator: the Administration group, then every page of the console.
  const a = await newPage(browser);
  await signIn(a.page, admin);
  await a.page.getByRole('link', { name: 'Admin Dashboard' }).click();
  await a.page.waitForURL('**/admin');
  for (const p of PAGES) {
    await a.page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: p.label, exact: true }).click();
    await a.page.waitForURL((url) => url.pathname === p.path);
    await expect(a.page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(a.page.getByText(/coming soon/i)).toHaveCount(0);
  }

  // Find the user.
  await a.page.goto('/admin/users');
  const search = a.page.getByPlaceholder('Search by e-mail');
  await search.fill(trader.email.split('@')[0]!.toUpperCase());
  await search.press('Enter');
  await a.page.getByRole('link', { name: trader.email }).click();
  await expect(a.page.getByText(trader.email).first()).toBeVisible();
  const userPage = a.page.url();
  userPageUrl = userPage;

  // Adjust the credits; the user's open tab shows the new balance without a reload.
  await a.page.goto('/admin/credits');
  await a.page.getByLabel('User id or e-mail').fill(trader.email);
  await a.page.getByLabel('Credits', { exact: true }).fill('25');
  await a.page.getByLabel('Reason').fill('Goodwill after a support request');
  await a.page.getByRole('button', { name: 'Adjust credits' }).click();
  await expect(a.page.getByText('Credits Adjusted')).toBeVisible();
  await expect(balance).toHaveText(String(before + 25));

  // The user's flag is in the review; mark it processed.
  await a.page.goto('/admin/insights');
  const row = a.page.getByTestId('flag-row').filter({ hasText: trader.email }).filter({ hasText: flagged });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Inaccurate');
  await expect(row).toContainText('The buyer left this market last year.');
  await row.getByRole('button', { name: /^Mark as processed/ }).click();
  await expect(a.page.getByText('Marked as Processed')).toBeVisible();

  // Disable the account: the user cannot sign in, and is told why. Then enable it again.
  await a.page.goto(userPage);
  await a.page.getByRole('button', { name: 'Disable account' }).click();
  await a.page.getByRole('alertdialog').getByRole('button', { name: 'Disable account' }).click();
  await expect(a.page.getByText('User Disabled')).toBeVisible();
  const again = await newPage(browser);
  await again.page.goto('/auth?mode=login');
  await again.page.getByLabel('Email').fill(trader.email);
  await again.page.getByLabel('Password', { exact: true }).fill(trader.password);
  await again.page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(again.page.getByText(ACCOUNT_DISABLED)).toBeVisible();

  await a.page.getByRole('button', { name: 'Enable account' }).click();
  await a.page.getByRole('alertdialog').getByRole('button', { name: 'Enable account' }).click();
  await expect(a.page.getByText('User Enabled')).toBeVisible();
  await signIn(again.page, trader);

  // Every action is in the admin action log (Audit).
  await a.page.goto('/admin/audit');
  await a.page.getByPlaceholder('Search by e-mail').fill(trader.email);
  await a.page.getByRole('button', { name: 'Search', exact: true }).click();
  const log = a.page.getByRole('table', { name: 'Admin action log, newest first' });
  for (const action of ['Credits adjusted', 'Flag processed', 'Account disabled', 'Account re-enabled']) {
    await expect(log.getByRole('row').filter({ hasText: action }).filter({ hasText: trader.email })).toHaveCount(1);
  }

  await Promise.all([u.context.close(), a.context.close(), again.context.close()]);
});

/** Every admin page at 1280 and 390 px, light and dark, into ADMIN_SHOTS_DIR when it is set (not committed). */
test('screenshots of every admin page', async ({ page }) => {
  test.skip(!SHOTS, 'ADMIN_SHOTS_DIR is not set');
  test.setTimeout(180_000);
  await signIn(page, admin);
  fs.mkdirSync(SHOTS!, { recursive: true });
  for (const theme of ['light', 'dark'] as const) {
    await page.evaluate((t) => localStorage.setItem('tradeloom-theme', t), theme);
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
      const pages = [...PAGES, ...(userPageUrl ? [{ label: 'User', path: new URL(userPageUrl).pathname }] : [])];
      for (const p of pages) {
        await page.goto(p.path);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await page.waitForTimeout(800);
        await page.screenshot({ path: path.join(SHOTS!, `${p.label.toLowerCase()}-${width}-${theme}.png`), fullPage: true });
      }
    }
  }
});
