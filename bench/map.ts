/**
 * Network Map figures: Playwright (playwright-core) driving Debian's Chromium against the built app on
 * embedded PGlite, for one trader with 10,000 contacts in 2,000 cities (written straight into the
 * stopped server's database). Navigation start to the first rendered map with its markers (cold
 * browser cache), the longest frame while panning and zooming, and the map's chunks: their size, and
 * that no other page's first view loads them.
 *
 * BENCH_MAP_CONTACTS / BENCH_MAP_CITIES change the network's size; BENCH_TIMELINE=1 prints the first
 * cold load's responses beside the first map; BENCH_MAP_FRAMES=1 prints the slow frames and actions.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type { MapResponse } from '@tradeloom/domain';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { openPglite } from '../apps/server/src/db/client.ts';
import { api, type SignedInUser, signUp } from './lib/auth.ts';
import { launchChromium } from './lib/chromium.ts';
import { figure, int, kb, ms, note, seconds } from './lib/report.ts';
import { seedMapNetwork } from './lib/seed.ts';
import { ensureBuilt, ROOT, type RunningServer, startServer, tempDir } from './lib/server.ts';
import { median } from './lib/stats.ts';

const CONTACTS = Number(process.env.BENCH_MAP_CONTACTS ?? 10_000);
const CITIES = Number(process.env.BENCH_MAP_CITIES ?? 2_000);
const COLD_RUNS = 3;
const ASSETS = path.join(ROOT, 'apps/web/dist/assets');
/** The map's own files in the build: its Leaflet chunk and styles, its page, the heat plugin, the world. */
const MAP_FILE = /^(map-canvas|map-page|leaflet-heat)-[\w-]+\.(js|css)$|^countries-(110m|50m)-[\w-]+\.json$/;
const MAP_ONLY = /\/assets\/(map-canvas|leaflet-heat|countries-)/;

declare global {
  interface Window {
    __mapBench: {
      /** performance.now() when land and markers were first both in the page, and of the frame after. */
      ready?: { inserted: number; frame: number; markers: number };
    };
  }
}

/** Runs before the page's scripts: marks the first moment the map shows land and at least one marker. */
function instrument() {
  window.__mapBench = {};
  const check = () => {
    const markers = document.querySelectorAll('.tl-marker').length;
    if (!markers || !document.querySelector('path.tl-land')) return false;
    const inserted = performance.now();
    requestAnimationFrame(() => {
      window.__mapBench.ready = { inserted, frame: performance.now(), markers };
    });
    return true;
  };
  const observer = new MutationObserver(() => {
    if (check()) observer.disconnect();
  });
  observer.observe(document, { childList: true, subtree: true });
}

async function newContext(browser: Browser, server: RunningServer, user: SignedInUser): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await context.addCookies(user.cookies.map((c) => ({ name: c.name, value: c.value, url: server.url })));
  // tsx (esbuild) names functions with a `__name` helper that exists only in Node; the page gets a no-op.
  await context.addInitScript('globalThis.__name = (fn) => fn;');
  await context.addInitScript(instrument);
  return context;
}

async function mapReady(page: Page): Promise<{ frame: number; markers: number }> {
  await page.waitForFunction(() => window.__mapBench?.ready !== undefined, null, { timeout: 60_000, polling: 50 });
  return page.evaluate(() => window.__mapBench.ready!);
}

/** When /api/map's answer ended, and how long it took, from the page's resource timing. */
async function mapRequest(page: Page): Promise<{ end: number; duration: number; bytes: number } | undefined> {
  return page.evaluate(() => {
    const e = performance.getEntriesByType('resource').find((r) => new URL(r.name).pathname === '/api/map') as
      | PerformanceResourceTiming
      | undefined;
    return e ? { end: e.responseEnd, duration: e.responseEnd - e.startTime, bytes: e.encodedBodySize } : undefined;
  });
}

/** BENCH_TIMELINE=1: when each response of the first cold load started and ended, beside the first map (stderr). */
async function printTimeline(page: Page, ready: number): Promise<void> {
  const entries = await page.evaluate(() =>
    performance.getEntriesByType('resource').map((e) => {
      const r = e as PerformanceResourceTiming;
      return { name: new URL(r.name).pathname, start: r.startTime, end: r.responseEnd, size: r.encodedBodySize };
    }),
  );
  const lines = entries
    .sort((a, b) => a.start - b.start)
    .map(
      (e) =>
        `  ${e.start.toFixed(0).padStart(5)} -> ${e.end.toFixed(0).padStart(5)} ms  ${(e.size / 1024).toFixed(1).padStart(6)} KB  ${e.name}`,
    );
  note('map', `timeline (ms from navigation start), first map at ${ready.toFixed(0)}:\n${lines.join('\n')}`);
}

async function firstMap(browser: Browser, server: RunningServer, user: SignedInUser): Promise<Page> {
  const cold: number[] = [];
  const api: number[] = [];
  let markers = 0;
  let kept: Page | undefined;
  for (let i = 0; i < COLD_RUNS; i++) {
    // A new context each time: an empty HTTP cache (the server's own answer cache is warm after the first).
    const context = await newContext(browser, server, user);
    const page = await context.newPage();
    await page.goto(`${server.url}/map`, { waitUntil: 'commit' });
    const ready = await mapReady(page);
    cold.push(ready.frame);
    markers = ready.markers;
    const request = await mapRequest(page);
    if (request) api.push(request.duration);
    if (i === 0 && process.env.BENCH_TIMELINE) await printTimeline(page, ready.frame);
    if (i === COLD_RUNS - 1) kept = page;
    else await context.close();
  }
  note('map', `first map with markers, cold: ${cold.map(ms).join(', ')}; /api/map: ${api.map(ms).join(', ')}`);
  figure(`network map: navigation -> first map with markers (cold cache), median of ${COLD_RUNS}`, ms(median(cold)), '≤ 1.5 s');
  figure('network map: the first load alone (server answer cache cold too)', ms(cold[0]!));
  figure(`network map: GET /api/map for ${int(CONTACTS)} contacts, median of ${api.length}`, ms(median(api)));
  figure('network map: markers drawn at the first view (cities and clusters)', int(markers));
  return kept!;
}

/** Drags and wheel zooms over the map while every frame's length is recorded. */
async function panAndZoom(page: Page): Promise<void> {
  await page.waitForTimeout(600);
  const box = (await page.locator('.tl-map').boundingBox())!;
  const cx = box.x + box.width / 2;
  const cy = box.y + box.height / 2;
  await page.evaluate(() => {
    const w = window as unknown as { __frames: { longest: number; frames: number; over50: number; stop: boolean; slow: string[] } };
    w.__frames = { longest: 0, frames: 0, over50: 0, stop: false, slow: [] };
    let last = performance.now();
    const tick = (now: number) => {
      const f = w.__frames;
      const d = now - last;
      last = now;
      f.frames += 1;
      f.longest = Math.max(f.longest, d);
      if (d > 50) f.over50 += 1;
      if (d > 34) f.slow.push(`${Math.round(d)} ms at ${Math.round(now)} (${document.querySelectorAll('.tl-marker').length} markers)`);
      if (!f.stop) requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  });
  const t = performance.now();
  const drag = async (dx: number, dy: number) => {
    await page.mouse.move(cx, cy);
    await page.mouse.down();
    await page.mouse.move(cx + dx, cy + dy, { steps: 20 });
    await page.mouse.up();
    await page.waitForTimeout(250);
  };
  const mark = async (what: string) => actions.push(`${what} at ${Math.round(await page.evaluate(() => performance.now()))}`);
  const actions: string[] = [];
  for (let i = 0; i < 3; i++) {
    await page.mouse.move(cx, cy);
    await mark('zoom in');
    await page.mouse.wheel(0, -240);
    await page.waitForTimeout(450);
    await drag(220, 80);
    await drag(-260, -60);
  }
  for (let i = 0; i < 3; i++) {
    await mark('zoom out');
    await page.mouse.wheel(0, 240);
    await page.waitForTimeout(450);
  }
  const result = await page.evaluate(() => {
    const w = window as unknown as { __frames: { longest: number; frames: number; over50: number; stop: boolean; slow: string[] } };
    w.__frames.stop = true;
    return { ...w.__frames, markers: document.querySelectorAll('.tl-marker').length };
  });
  if (process.env.BENCH_MAP_FRAMES) note('map', `actions: ${actions.join(', ')}`);
  note(
    'map',
    `pan and zoom: ${result.frames} frames in ${seconds(performance.now() - t)}, ${result.over50} over 50 ms, ${result.markers} markers at the end; frames over 34 ms: ${result.slow.join('; ') || 'none'}`,
  );
  figure('network map: longest frame while panning and zooming', ms(result.longest), '≤ 50 ms');
}

const gzipSize = (file: string) =>
  fs.existsSync(`${file}.gz`) ? fs.statSync(`${file}.gz`).size : zlib.gzipSync(fs.readFileSync(file), { level: 9 }).length;

/** The map's files in apps/web/dist/assets, raw and gzipped. */
function chunkSizes(): void {
  const files = fs.readdirSync(ASSETS).filter((f) => MAP_FILE.test(f));
  let raw = 0;
  let gz = 0;
  for (const f of files.sort()) {
    const full = path.join(ASSETS, f);
    const size = fs.statSync(full).size;
    const packed = gzipSize(full);
    if (!f.startsWith('countries-50m')) {
      raw += size;
      gz += packed;
    }
    figure(`map chunk ${f.replace(/-[\w-]{8}\./, '.')}`, `${kb(size)} raw, ${kb(packed)} gzipped`);
  }
  figure('map code and data for the first view (all but the 1:50m world, which loads on zoom)', `${kb(raw)} raw, ${kb(gz)} gzipped`);
}

/** Whether another page's first view asks for any of the map's files (it must not). */
async function otherPages(browser: Browser, server: RunningServer, user: SignedInUser): Promise<void> {
  const boot = fs.readFileSync(path.join(ROOT, 'apps/web/dist/boot.js'), 'utf8');
  const html = fs.readFileSync(path.join(ROOT, 'apps/web/dist/index.html'), 'utf8');
  const inShell = [...boot.matchAll(/\/assets\/[\w.-]+/g), ...html.matchAll(/\/assets\/[\w.-]+/g)]
    .map((m) => m[0])
    .filter((f) => MAP_ONLY.test(f));
  const loaded: string[] = [];
  for (const route of ['/contacts', '/insights', '/settings']) {
    const context = await newContext(browser, server, user);
    const page = await context.newPage();
    page.on('request', (r) => {
      const p = new URL(r.url()).pathname;
      if (MAP_ONLY.test(p)) loaded.push(`${route}: ${p}`);
    });
    await page.goto(`${server.url}${route}`, { waitUntil: 'networkidle' });
    await context.close();
  }
  if (loaded.length) note('map', `map files loaded elsewhere: ${loaded.join(', ')}`);
  figure(
    'map chunks in the first view of other pages (/contacts, /insights, /settings; index.html, boot.js)',
    loaded.length + inShell.length === 0 ? 'none' : `${loaded.length + inShell.length} file(s)`,
    'none',
  );
}

/** The trader's 10,000 contacts, written while the server is stopped; the server then starts again. */
async function seed(server: RunningServer, dataDir: string, userId: string): Promise<RunningServer> {
  const t = performance.now();
  await server.stop();
  const database = await openPglite(path.join(dataDir, 'pgdata'));
  try {
    await seedMapNetwork(database, { userId, count: CONTACTS, cities: CITIES });
  } finally {
    await database.close();
  }
  const restarted = await startServer({ dataDir, port: server.port, env: { AUTH_RATE_LIMIT_MAX: '100000' } });
  note('map', `${int(CONTACTS)} contacts in ${int(CITIES)} cities written and server back in ${seconds(performance.now() - t)}`);
  return restarted;
}

export async function run(): Promise<void> {
  ensureBuilt();
  chunkSizes();
  const dataDir = path.join(tempDir('map'), 'data');
  let server = await startServer({ dataDir, env: { AUTH_RATE_LIMIT_MAX: '100000' } });
  const browser = await launchChromium();
  try {
    const trader = await signUp(server.url, 'Map Trader');
    const { id } = await api<{ id: string }>(server.url, trader, '/api/profile');
    server = await seed(server, dataDir, id);
    const data = await api<MapResponse>(server.url, trader, '/api/map');
    note('map', `/api/map: ${int(data.total)} contacts, ${int(data.with_coordinates)} placed, ${int(data.cities.length)} cities`);
    const page = await firstMap(browser, server, trader);
    await panAndZoom(page);
    await page.context().close();
    await otherPages(browser, server, trader);
  } finally {
    await browser.close();
    await server.stop();
  }
}
