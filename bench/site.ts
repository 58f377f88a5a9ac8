/**
 * The public site's figures (issue 13): the landing page's JavaScript as a browser downloads it
 * (gzipped bytes of every script it loads, goal at most 90 KB), and Lighthouse's performance and
 * accessibility scores under its default mobile emulation (goal at least 95 each), for the landing
 * page and a blog post, against the built server on PGlite, with Debian's Chromium.
 */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { launchChromium } from './lib/chromium.ts';
import { figure, kb, note } from './lib/report.ts';
import { ensureBuilt, startServer, tempDir } from './lib/server.ts';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);

/** Scripts the page loads, and their bytes on the wire with gzip (what the goal counts). */
async function landingScripts(url: string): Promise<{ files: string[]; gzipBytes: number }> {
  const browser = await launchChromium();
  try {
    const context = await browser.newContext({ extraHTTPHeaders: { 'Accept-Encoding': 'gzip' } });
    const page = await context.newPage();
    const scripts: { url: string; bytes: number }[] = [];
    page.on('response', async (res) => {
      if (res.request().resourceType() !== 'script') return;
      const sizes = await res.request().sizes();
      scripts.push({ url: new URL(res.url()).pathname, bytes: sizes.responseBodySize });
    });
    await page.goto(url, { waitUntil: 'networkidle' });
    await page.close();
    return { files: scripts.map((s) => s.url), gzipBytes: scripts.reduce((n, s) => n + s.bytes, 0) };
  } finally {
    await browser.close();
  }
}

async function scores(url: string): Promise<{ performance: number; accessibility: number }> {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility'],
    });
    const categories = result?.lhr.categories;
    if (!categories) throw new Error('lighthouse returned no report');
    return {
      performance: Math.round((categories.performance?.score ?? 0) * 100),
      accessibility: Math.round((categories.accessibility?.score ?? 0) * 100),
    };
  } finally {
    chrome.kill();
  }
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

export async function run(): Promise<void> {
  ensureBuilt();
  const server = await startServer({ dataDir: tempDir('site') });
  try {
    const landing = `${server.url}/`;
    const js = await landingScripts(landing);
    note('site', `landing page scripts: ${js.files.join(', ')}`);
    figure('landing page JavaScript, gzipped', kb(js.gzipBytes), '≤ 90 KB');
    const blog = `${server.url}/blog`;
    for (const [name, url] of [
      ['landing page', landing],
      ['blog index', blog],
    ] as const) {
      const runs: { performance: number; accessibility: number }[] = [];
      for (let i = 0; i < RUNS; i++) runs.push(await scores(url));
      note('site', `${name}: ${runs.map((r) => `${r.performance}/${r.accessibility}`).join(', ')}`);
      figure(`Lighthouse performance, ${name} (mobile), median of ${RUNS}`, String(median(runs.map((r) => r.performance))), '≥ 95');
      figure(`Lighthouse accessibility, ${name} (mobile), median of ${RUNS}`, String(median(runs.map((r) => r.accessibility))), '≥ 95');
    }
  } finally {
    await server.stop();
  }
}
