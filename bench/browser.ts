/**
 * Browser figures: Playwright (playwright-core) driving Debian's Chromium against the built app on
 * embedded PGlite. The contacts page's first view for a signed-in user with the demo network (cold
 * cache and reload; long tasks and the largest paint before the first card), what it transfers, the
 * first view's size from the build (scripts/budget), search from the last keystroke to the updated
 * list, Lighthouse's mobile performance on /contacts signed in, and scrolling a 10,000-contact grid to
 * its last card.
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import type { ContactListResponse } from '@tradeloom/domain';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import type { BrowserContext, Page } from 'playwright-core';
import { openPglite } from '../apps/server/src/db/client.ts';
import { api, type SignedInUser, signUp } from './lib/auth.ts';
import { launchChromium } from './lib/chromium.ts';
import { figure, int, kb, ms, note, seconds } from './lib/report.ts';
import { seedContacts } from './lib/seed.ts';
import { ensureBuilt, type RunningServer, startServer, tempDir } from './lib/server.ts';
import { median } from './lib/stats.ts';

const COLD_RUNS = 5;
const WARM_RUNS = 3;
const LIGHTHOUSE_RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
const SEARCH_RUNS = 5;
/** Contact cards: <article> elements (or anything with role 'article'). */
const CARD = 'article, [role="article"]';
const GRID_CONTACTS = Number(process.env.BENCH_GRID_CONTACTS ?? 10_000);

declare global {
  interface Window {
    __bench: {
      /** performance.now() when the first contact card entered the DOM, and of the frame after it. */
      firstCard?: { inserted: number; frame: number };
      /** performance.now() of the last `input` event (a keystroke in a text box). */
      lastInput?: number;
      /** Main-thread tasks over 50 ms: start and duration. */
      longTasks: { start: number; duration: number }[];
      /** The latest largest-contentful-paint candidate: when, and whether it is inside a contact card. */
      lcp?: { at: number; onCard: boolean; tag: string };
      searchDone?: Promise<number>;
    };
  }
}

/**
 * Runs in every page before its scripts: marks the first contact card (role 'article') and the last
 * keystroke, against the page's own clock (0 = navigation start).
 */
function instrument() {
  window.__bench = { longTasks: [] };
  try {
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) window.__bench.longTasks.push({ start: e.startTime, duration: e.duration });
    }).observe({ type: 'longtask', buffered: true });
    new PerformanceObserver((list) => {
      const last = list.getEntries().at(-1) as (PerformanceEntry & { element?: Element | null; renderTime?: number }) | undefined;
      if (!last) return;
      const element = last.element ?? null;
      window.__bench.lcp = {
        at: last.startTime,
        onCard: Boolean(element?.closest('article, [role="article"]')),
        tag: element ? element.tagName.toLowerCase() + (element.className ? `.${String(element.className).split(' ')[0]}` : '') : '?',
      };
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  } catch {}
  const found = () => {
    if (!document.querySelector('article, [role="article"]')) return false;
    const inserted = performance.now();
    requestAnimationFrame(() => {
      window.__bench.firstCard = { inserted, frame: performance.now() };
    });
    return true;
  };
  const observer = new MutationObserver(() => {
    if (found()) observer.disconnect();
  });
  observer.observe(document, { childList: true, subtree: true });
  document.addEventListener(
    'input',
    () => {
      window.__bench.lastInput = performance.now();
    },
    true,
  );
}

async function newContext(browser: import('playwright-core').Browser, server: RunningServer, user: SignedInUser): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 720 } });
  await context.addCookies(user.cookies.map((c) => ({ name: c.name, value: c.value, url: server.url })));
  // tsx (esbuild) names functions with a `__name` helper that exists only in Node; the page gets a no-op.
  await context.addInitScript('globalThis.__name = (fn) => fn;');
  await context.addInitScript(instrument);
  return context;
}

/** Navigation start to the frame after the first contact card entered the page. */
async function firstCardMs(page: Page): Promise<number> {
  await page.waitForFunction(() => window.__bench?.firstCard !== undefined, null, { timeout: 30_000, polling: 50 });
  return page.evaluate(() => window.__bench.firstCard!.frame);
}

interface Transfer {
  total: number;
  js: number;
  css: number;
  fonts: number;
  other: number;
  jsFiles: number;
  /** .js files asked for before the first contact card entered the page. */
  jsFilesBeforeCard: number;
  responses: number;
  /** Bytes of the responses that had ended by the first contact card. */
  byFirstCard: number;
}

/** Response bodies as sent (encodedBodySize: compressed sizes) of the page and everything it loaded. */
async function transferred(page: Page): Promise<Transfer> {
  const { entries, firstCard } = await page.evaluate(() => ({
    entries: [...performance.getEntriesByType('navigation'), ...performance.getEntriesByType('resource')].map((e) => ({
      name: e.name,
      size: (e as PerformanceResourceTiming).encodedBodySize,
      start: e.startTime,
      end: (e as PerformanceResourceTiming).responseEnd,
    })),
    firstCard: window.__bench.firstCard?.inserted ?? Number.POSITIVE_INFINITY,
  }));
  const t: Transfer = {
    total: 0,
    js: 0,
    css: 0,
    fonts: 0,
    other: 0,
    jsFiles: 0,
    jsFilesBeforeCard: 0,
    responses: entries.length,
    byFirstCard: 0,
  };
  for (const e of entries) {
    const file = new URL(e.name).pathname;
    t.total += e.size;
    if (e.end <= firstCard) t.byFirstCard += e.size;
    if (file.endsWith('.js')) {
      t.js += e.size;
      t.jsFiles += 1;
      if (e.start < firstCard) t.jsFilesBeforeCard += 1;
    } else if (file.endsWith('.css')) t.css += e.size;
    else if (/\.(woff2?|ttf|otf)$/.test(file)) t.fonts += e.size;
    else t.other += e.size;
  }
  return t;
}

/** BENCH_TIMELINE=1: when each response of the first cold load started and ended, beside the first card (stderr). */
async function printTimeline(page: Page): Promise<void> {
  const { entries, card, marks } = await page.evaluate(() => ({
    entries: performance.getEntriesByType('resource').map((e) => {
      const r = e as PerformanceResourceTiming;
      return { name: new URL(r.name).pathname + new URL(r.name).search, start: r.startTime, end: r.responseEnd, size: r.encodedBodySize };
    }),
    card: window.__bench.firstCard,
    marks: (() => {
      const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
      return { html: nav.responseEnd, domInteractive: nav.domInteractive, dcl: nav.domContentLoadedEventEnd };
    })(),
  }));
  const lines = entries
    .sort((a, b) => a.start - b.start)
    .map(
      (e) =>
        `  ${e.start.toFixed(0).padStart(5)} -> ${e.end.toFixed(0).padStart(5)} ms  ${(e.size / 1024).toFixed(1).padStart(6)} KB  ${e.name}`,
    );
  console.error(
    `[browser] timeline (ms from navigation start): html ${marks.html.toFixed(0)}, domInteractive ${marks.domInteractive.toFixed(0)}, DOMContentLoaded ${marks.dcl.toFixed(0)}, first card ${card?.inserted.toFixed(0)} (painted ${card?.frame.toFixed(0)})\n${lines.join('\n')}`,
  );
}

async function contactsPage(browser: import('playwright-core').Browser, server: RunningServer, user: SignedInUser): Promise<void> {
  const cold: number[] = [];
  const warm: number[] = [];
  const blocking: number[] = [];
  const longest: number[] = [];
  const lcps: { at: number; onCard: boolean; tag: string }[] = [];
  let transfer: Transfer | undefined;
  for (let i = 0; i < COLD_RUNS; i++) {
    // A new context each time: an empty HTTP cache.
    const context = await newContext(browser, server, user);
    const page = await context.newPage();
    await page.goto(`${server.url}/contacts`, { waitUntil: 'commit' });
    const card = await firstCardMs(page);
    cold.push(card);
    await page.waitForLoadState('networkidle');
    // Long tasks that ended before the first card was painted: the start's blocking time (TBT's way: the part over 50 ms).
    const start = await page.evaluate(() => ({ tasks: window.__bench.longTasks, lcp: window.__bench.lcp }));
    const before = start.tasks.filter((t) => t.start < card);
    blocking.push(before.reduce((sum, t) => sum + Math.max(0, t.duration - 50), 0));
    longest.push(Math.max(0, ...before.map((t) => t.duration)));
    if (start.lcp) lcps.push(start.lcp);
    transfer ??= await transferred(page);
    if (i === 0 && process.env.BENCH_TIMELINE) await printTimeline(page);
    if (i === COLD_RUNS - 1) {
      // The same tab reloaded: hashed assets come from the cache, the HTML and the API answers do not.
      for (let j = 0; j < WARM_RUNS; j++) {
        await page.reload({ waitUntil: 'commit' });
        warm.push(await firstCardMs(page));
        await page.waitForLoadState('networkidle');
      }
    }
    await context.close();
  }
  note('browser', `first card, cold: ${cold.map(ms).join(', ')}; reload: ${warm.map(ms).join(', ')}`);
  figure(`contacts page rows visible (cold), median of ${COLD_RUNS}`, ms(median(cold)), '≤ 500 ms');
  note('browser', `long tasks before the first card: longest ${longest.map(ms).join(', ')}; blocking ${blocking.map(ms).join(', ')}`);
  figure(
    `contacts page main-thread blocking before the first card (cold, the part of each task over 50 ms), median of ${COLD_RUNS}`,
    `${ms(median(blocking))}, longest task ${ms(median(longest))}`,
    'no task over 50 ms',
  );
  if (lcps.length)
    figure(
      `contacts page largest contentful paint (cold), median of ${lcps.length}`,
      `${ms(median(lcps.map((l) => l.at)))}, on a contact card in ${lcps.filter((l) => l.onCard).length} of ${lcps.length} (${[...new Set(lcps.map((l) => l.tag))].join(', ')})`,
      'on the first card',
    );
  figure(`contacts page rows visible (warm reload), median of ${WARM_RUNS}`, ms(median(warm)), '≤ 500 ms');
  const t = transfer!;
  figure(
    'contacts page first view transferred (cold, compressed bodies until network idle)',
    `${kb(t.total)} in ${t.responses} responses (JS ${kb(t.js)}, CSS ${kb(t.css)}, fonts ${kb(t.fonts)}, HTML/API/other ${kb(t.other)}); ${kb(t.byFirstCard)} by the first card`,
  );
  figure(
    'contacts page JS files asked for before the first card (cold)',
    `${t.jsFilesBeforeCard} (${t.jsFiles} until the network is idle, with the dialogs fetched when idle)`,
    '≤ 15',
  );
}

/** The first view's JavaScript and CSS from the build, as the budget check counts it (gzip -9, scripts/budget). */
function firstViewFromBuild(): void {
  const check = path.join(import.meta.dirname, '../scripts/budget/check.ts');
  let out: string;
  try {
    out = execFileSync(process.execPath, ['--import', 'tsx', check, '--json'], { encoding: 'utf8' });
  } catch (err) {
    // Over budget: the check exits 1 but still prints its figures.
    out = (err as { stdout?: string }).stdout ?? '';
  }
  const line = out.split('\n').find((l) => l.startsWith('{'));
  if (!line) throw new Error('scripts/budget/check.ts --json printed no figures');
  const f = JSON.parse(line) as { gzip: number; raw: number; files: number; js: number; jsGzip: number };
  figure(
    'first-view JavaScript and CSS on /contacts (gzip -9, from the build)',
    `${kb(f.gzip)} (${kb(f.raw)} raw) in ${f.files} files, of which JS ${kb(f.jsGzip)} in ${f.js} files`,
    '≤ 200 KB, ≤ 15 files',
  );
}

/** Lighthouse 12's mobile performance on /contacts, signed in (the session cookie sent with every request). */
async function lighthouseContacts(server: RunningServer, user: SignedInUser): Promise<void> {
  const runs: { score: number; tbt: number; lcp: number }[] = [];
  for (let i = 0; i < LIGHTHOUSE_RUNS; i++) {
    const chrome = await chromeLauncher.launch({
      chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
    });
    try {
      const result = await lighthouse(`${server.url}/contacts`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance'],
        extraHeaders: { Cookie: user.cookie },
      });
      const lhr = result?.lhr;
      if (!lhr) throw new Error('lighthouse returned no report');
      runs.push({
        score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
        tbt: lhr.audits['total-blocking-time']?.numericValue ?? Number.NaN,
        lcp: lhr.audits['largest-contentful-paint']?.numericValue ?? Number.NaN,
      });
    } finally {
      chrome.kill();
    }
  }
  note('browser', `Lighthouse /contacts: ${runs.map((r) => `${r.score} (TBT ${ms(r.tbt)}, LCP ${ms(r.lcp)})`).join('; ')}`);
  figure(
    `Lighthouse mobile performance, /contacts signed in, median of ${runs.length}`,
    `${median(runs.map((r) => r.score))} (TBT ${ms(median(runs.map((r) => r.tbt)))}, LCP ${ms(median(runs.map((r) => r.lcp)))})`,
    '≥ 90',
  );
}

/** Demo contacts whose surname appears in no other contact the user sees: typing it leaves one card. */
async function uniqueSurnames(server: RunningServer, user: SignedInUser, count: number): Promise<{ term: string; name: string }[]> {
  const all: ContactListResponse['items'] = [];
  let cursor: string | null = null;
  do {
    const page: ContactListResponse = await api(
      server.url,
      user,
      `/api/contacts?limit=200${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
    );
    all.push(...page.items);
    cursor = page.nextCursor;
  } while (cursor);
  const hay = all.map((c) =>
    [c.full_name, c.client_name, c.company, c.title, c.role, c.client_email, c.location, c.commodities].join(' ').toLowerCase(),
  );
  const picked: { term: string; name: string }[] = [];
  for (const c of all) {
    const term = c.full_name.trim().split(/\s+/).at(-1)!.toLowerCase();
    if (term.length < 4 || hay.filter((h) => h.includes(term)).length !== 1) continue;
    if (picked.some((p) => p.term === term)) continue;
    const check: ContactListResponse = await api(server.url, user, `/api/contacts?q=${encodeURIComponent(term)}`);
    if (check.total === 1 && check.matchedBy === 'exact') picked.push({ term, name: c.full_name });
    if (picked.length === count) break;
  }
  return picked;
}

async function search(browser: import('playwright-core').Browser, server: RunningServer, user: SignedInUser): Promise<void> {
  // A different contact each run: a repeated search would come from the client's cache.
  const terms = await uniqueSurnames(server, user, SEARCH_RUNS);
  if (terms.length === 0) throw new Error('no demo contact with a unique surname to search for');
  const context = await newContext(browser, server, user);
  const page = await context.newPage();
  await page.goto(`${server.url}/contacts`, { waitUntil: 'commit' });
  await firstCardMs(page);
  const box = page.getByPlaceholder('Search contacts...');
  const samples: number[] = [];
  for (const { term, name } of terms) {
    await box.fill('');
    await page.waitForFunction((card) => document.querySelectorAll(card).length > 1, CARD, { timeout: 10_000 });
    await page.waitForTimeout(400);
    // Resolves on the frame after the list shows exactly the match, once the whole term is typed.
    await page.evaluate(
      ({ term, name, card }) => {
        window.__bench.searchDone = new Promise<number>((resolve) => {
          const input = document.querySelector<HTMLInputElement>('input[placeholder="Search contacts..."]')!;
          const check = () => {
            const cards = document.querySelectorAll(card);
            if (input.value !== term || cards.length !== 1 || cards[0]!.getAttribute('aria-label') !== name) return;
            observer.disconnect();
            input.removeEventListener('input', onInput);
            requestAnimationFrame(() => resolve(performance.now()));
          };
          const onInput = () => queueMicrotask(check);
          const observer = new MutationObserver(check);
          observer.observe(document.body, { childList: true, subtree: true, attributes: true, characterData: true });
          input.addEventListener('input', onInput);
        });
      },
      { term, name, card: CARD },
    );
    await box.pressSequentially(term, { delay: 60 });
    const done = await page.evaluate(() => window.__bench.searchDone!);
    const last = await page.evaluate(() => window.__bench.lastInput!);
    samples.push(done - last);
  }
  await context.close();
  note('browser', `search (${terms.map((t) => t.term).join(', ')}): ${samples.map(ms).join(', ')}`);
  figure(`search: last keystroke -> list updated, median of ${samples.length}`, ms(median(samples)), '≤ 150 ms');
}

/**
 * 10,000 contacts for one user, written straight into the embedded database while the server is
 * stopped (through the API they would take minutes on PGlite), then the server starts again.
 */
async function seedGridUser(server: RunningServer, dataDir: string, userId: string): Promise<RunningServer> {
  const t = performance.now();
  await server.stop();
  const database = await openPglite(path.join(dataDir, 'pgdata'));
  try {
    await seedContacts(database, { userId, count: GRID_CONTACTS, variant: 3 });
  } finally {
    await database.close();
  }
  const restarted = await startServer({ dataDir, port: server.port, env: { AUTH_RATE_LIMIT_MAX: '100000' } });
  note(
    'browser',
    `${int(GRID_CONTACTS)} contacts written to the stopped server's PGlite and server back in ${seconds(performance.now() - t)}`,
  );
  return restarted;
}

async function grid(browser: import('playwright-core').Browser, server: RunningServer, user: SignedInUser): Promise<void> {
  const { total }: ContactListResponse = await api(server.url, user, '/api/contacts?limit=1');
  const context = await newContext(browser, server, user);
  const page = await context.newPage();
  await page.goto(`${server.url}/contacts`, { waitUntil: 'commit' });
  await firstCardMs(page);
  await page.waitForTimeout(500);
  const result = await page.evaluate(
    ({ total, card }) =>
      new Promise<{ ms: number; longest: number; frames: number; over50: number; done: boolean; slow: string[] }>((resolve) => {
        const t0 = performance.now();
        const slow: string[] = [];
        let last = t0;
        let longest = 0;
        let frames = 0;
        let over50 = 0;
        const tick = (now: number) => {
          const delta = now - last;
          last = now;
          frames += 1;
          longest = Math.max(longest, delta);
          if (delta > 50) over50 += 1;
          if (delta > 34)
            slow.push(
              `${Math.round(delta)} ms at ${Math.round(now - t0)} ms, ${document.querySelectorAll('li[aria-posinset]')[0]?.getAttribute('aria-setsize')} loaded`,
            );
          const lastCard = document.querySelector(`li[aria-posinset="${total}"] :is(${card})`);
          if (lastCard) return resolve({ ms: performance.now() - t0, longest, frames, over50, done: true, slow });
          if (now - t0 > 60_000) return resolve({ ms: now - t0, longest, frames, over50, done: false, slow });
          window.scrollTo(0, document.documentElement.scrollHeight);
          requestAnimationFrame(tick);
        };
        requestAnimationFrame(tick);
      }),
    { total, card: CARD },
  );
  await context.close();
  note(
    'browser',
    `grid of ${int(total)}: ${result.frames} frames, ${result.over50} over 50 ms; frames over 34 ms: ${result.slow.join('; ') || 'none'}`,
  );
  figure(
    `${int(total)}-contact grid: scroll to the last card`,
    result.done ? seconds(result.ms) : `not reached in ${seconds(result.ms)}`,
    '≤ 3 s',
  );
  figure(`${int(total)}-contact grid: longest frame while scrolling`, ms(result.longest), '≤ 50 ms');
}

export async function run(): Promise<void> {
  ensureBuilt();
  const dataDir = path.join(tempDir('browser'), 'data');
  let server = await startServer({ dataDir, env: { AUTH_RATE_LIMIT_MAX: '100000' } });
  const browser = await launchChromium();
  try {
    const trader = await signUp(server.url, 'Noor Haddad');
    const gridUser = await signUp(server.url, 'Grid Trader');
    const { id: gridUserId } = await api<{ id: string }>(server.url, gridUser, '/api/profile');
    // BENCH_BROWSER_PARTS=page,search,lighthouse,grid (all by default) runs some of them, for quicker iterations.
    const parts = (process.env.BENCH_BROWSER_PARTS ?? 'page,search,lighthouse,grid').split(',');
    if (parts.includes('page')) {
      firstViewFromBuild();
      await contactsPage(browser, server, trader);
    }
    if (parts.includes('search')) await search(browser, server, trader);
    if (parts.includes('lighthouse')) await lighthouseContacts(server, trader);
    if (parts.includes('grid')) {
      server = await seedGridUser(server, dataDir, gridUserId);
      await grid(browser, server, gridUser);
    }
  } finally {
    await browser.close();
    await server.stop();
  }
}
