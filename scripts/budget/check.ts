/**
 * The web app's size budget (issue 28, decision 037), run after `npm run build` by `npm run check:budget`.
 * Deterministic: bytes of the build output, never time.
 *
 * - The first view of /contacts: every JS and CSS file that a cold load of the screen fetches before
 *   its first cards (public/boot.js, what the built index.html loads and modulepreloads, the list
 *   boot.js preloads, and the static-import closure of the entry and of the screen's own lazy chunks,
 *   with their CSS) must stay within `firstView.maxGzipKB` (gzip -9) and `firstView.maxFiles`.
 * - Every other lazy chunk (a route, a dialog, a panel: each dynamic import of the manifest) has its
 *   own budget for what it adds beyond the first view (its closure less the first view's files);
 *   one that has none gets `defaultLazyGzipKB`.
 * It prints a table of the files with their owners (npm packages, workspace packages, src folders,
 * from the source maps) and exits 1 when any budget is exceeded.
 *
 * Options: --dist <dir> (default apps/web/dist), --first-view-kb <n> and --first-view-files <n> (override
 * the budget, to see it fail), --all (owners of every lazy chunk too), --json (only the first view's
 * figures, one JSON line, for the bench), --update (rewrite the lazy budgets
 * from today's sizes, 10 % above rounded up to the next 0.5 KB; the first view's budget is never rewritten).
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';
import { ownersOfChunk } from './sourcemap.ts';

interface ManifestChunk {
  file: string;
  src?: string;
  name?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

interface Budget {
  /** maxGzipKB / maxFiles: what the check holds; goalGzipKB / goalFiles: issue 28's goal, printed beside it. */
  firstView: { path: string; roots: string[]; maxGzipKB: number; maxFiles: number; goalGzipKB: number; goalFiles: number };
  defaultLazyGzipKB: number;
  lazy: Record<string, number>;
}

const here = path.dirname(fileURLToPath(import.meta.url));
const BUDGET_FILE = path.join(here, 'budget.json');
const KB = 1000;

function arg(name: string): string | undefined {
  const i = process.argv.indexOf(name);
  return i >= 0 ? process.argv[i + 1] : undefined;
}
const flag = (name: string) => process.argv.includes(name);

const dist = path.resolve(arg('--dist') ?? path.join(here, '../../apps/web/dist'));
const budget = JSON.parse(fs.readFileSync(BUDGET_FILE, 'utf8')) as Budget;
const maxFirstKB = Number(arg('--first-view-kb') ?? budget.firstView.maxGzipKB);
const maxFirstFiles = Number(arg('--first-view-files') ?? budget.firstView.maxFiles);

const manifestFile = path.join(dist, '.vite', 'manifest.json');
if (!fs.existsSync(manifestFile)) {
  console.error(
    `budget: ${path.relative(process.cwd(), manifestFile)} is missing: run \`npm run build\` first (build.manifest must stay on).`,
  );
  process.exit(1);
}
const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as Manifest;

const gzipCache = new Map<string, number>();
/** Bytes of a built file (path relative to dist, no leading slash) after gzip -9. */
function gzipBytes(file: string): number {
  let n = gzipCache.get(file);
  if (n === undefined) {
    n = zlib.gzipSync(fs.readFileSync(path.join(dist, file)), { level: 9 }).length;
    gzipCache.set(file, n);
  }
  return n;
}
const rawBytes = (file: string) => fs.statSync(path.join(dist, file)).size;

/** The static-import closure of manifest keys, as built files (JS and their CSS). */
function closure(keys: string[]): Set<string> {
  const files = new Set<string>();
  const seen = new Set<string>();
  const walk = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`budget: ${key} is not in the build manifest`);
    files.add(chunk.file);
    for (const css of chunk.css ?? []) files.add(css);
    for (const i of chunk.imports ?? []) walk(i);
  };
  for (const k of keys) walk(k);
  return files;
}

// --- The first view -----------------------------------------------------------------------------
const html = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
const fromHtml = [...html.matchAll(/<(?:script[^>]*\ssrc|link[^>]*\shref)="\/([^"]+\.(?:js|css))"/g)].map((m) => m[1]!);
const boot = fs.readFileSync(path.join(dist, 'boot.js'), 'utf8');
const bootList = /\/\*first-screen-chunks\*\/\s*(\[[^\]]*\])/.exec(boot);
if (!bootList) {
  console.error('budget: boot.js has no /*first-screen-chunks*/ list (apps/web/vite-first-screen.ts writes it)');
  process.exit(1);
}
const fromBoot = (JSON.parse(bootList[1]!) as string[]).map((f) => f.replace(/^\//, ''));
const entryKeys = Object.keys(manifest).filter((k) => manifest[k]!.isEntry);
for (const root of budget.firstView.roots) {
  if (!manifest[root]) {
    console.error(`budget: the first view's root ${root} is not a chunk of the build (scripts/budget/budget.json)`);
    process.exit(1);
  }
}
const firstView = new Set<string>([...fromHtml, ...fromBoot, ...closure(entryKeys), ...closure(budget.firstView.roots)]);
// What the screen would load late (a root's code or CSS that nothing preloads) is still the first view's.
const firstFiles = [...firstView].sort((a, b) => gzipBytes(b) - gzipBytes(a));
const firstGzip = firstFiles.reduce((s, f) => s + gzipBytes(f), 0);
const firstRaw = firstFiles.reduce((s, f) => s + rawBytes(f), 0);
const notPreloaded = closure(budget.firstView.roots);
for (const f of [...fromHtml, ...fromBoot, ...closure(entryKeys)]) notPreloaded.delete(f);

// --- Lazy chunks: what each dynamic entry adds beyond the first view ----------------------------
interface LazyRow {
  key: string;
  files: string[];
  gzip: number;
  raw: number;
  limit: number;
  own: boolean;
}
const lazyRows: LazyRow[] = Object.entries(manifest)
  .filter(([key, c]) => c.isDynamicEntry && !budget.firstView.roots.includes(key))
  .map(([key]) => {
    const files = [...closure([key])].filter((f) => !firstView.has(f));
    const own = key in budget.lazy;
    return {
      key,
      files,
      gzip: files.reduce((s, f) => s + gzipBytes(f), 0),
      raw: files.reduce((s, f) => s + rawBytes(f), 0),
      limit: (budget.lazy[key] ?? budget.defaultLazyGzipKB) * KB,
      own,
    };
  })
  .sort((a, b) => b.gzip - a.gzip);

if (flag('--update')) {
  const lazy: Record<string, number> = {};
  for (const row of [...lazyRows].sort((a, b) => a.key.localeCompare(b.key))) lazy[row.key] = Math.ceil(((row.gzip * 1.1) / KB) * 2) / 2;
  fs.writeFileSync(BUDGET_FILE, `${JSON.stringify({ ...budget, lazy }, null, 2)}\n`);
  for (const row of lazyRows) {
    row.limit = lazy[row.key]! * KB;
    row.own = true;
  }
  console.log(`budget: ${lazyRows.length} lazy budgets written to ${path.relative(process.cwd(), BUDGET_FILE)}`);
}

if (flag('--json')) {
  const js = firstFiles.filter((f) => f.endsWith('.js'));
  console.log(
    JSON.stringify({
      gzip: firstGzip,
      raw: firstRaw,
      files: firstFiles.length,
      js: js.length,
      jsGzip: js.reduce((s, f) => s + gzipBytes(f), 0),
      ok: firstGzip <= maxFirstKB * KB && firstFiles.length <= maxFirstFiles,
    }),
  );
  process.exit(firstGzip <= maxFirstKB * KB && firstFiles.length <= maxFirstFiles ? 0 : 1);
}

// --- The table ---------------------------------------------------------------------------------
const kb = (n: number) => `${(n / KB).toFixed(1)} KB`;
const pad = (s: string, n: number) => (s.length >= n ? s : s + ' '.repeat(n - s.length));
const lpad = (s: string, n: number) => (s.length >= n ? s : ' '.repeat(n - s.length) + s);

/** The owners of a built file, largest first, as `name 61%` (JS from its source map; CSS is the app's styles). */
function owners(file: string, top = 4): string {
  if (file.endsWith('.css')) return 'styles (tailwind, fonts)';
  const byOwner = [...ownersOfChunk(path.join(dist, file))].sort((a, b) => b[1] - a[1]);
  const total = byOwner.reduce((s, [, n]) => s + n, 0) || 1;
  const shown = byOwner.slice(0, top).map(([o, n]) => `${o} ${Math.round((n / total) * 100)}%`);
  if (byOwner.length > top) shown.push(`+${byOwner.length - top} more`);
  return shown.join(', ');
}

const failures: string[] = [];
console.log(`\nFirst view of ${budget.firstView.path} (what a cold load fetches before the first cards):`);
console.log(`  ${pad('file', 44)} ${lpad('gzip', 9)} ${lpad('raw', 10)}  owners`);
for (const f of firstFiles) {
  const how = notPreloaded.has(f) ? ' (not preloaded)' : '';
  console.log(`  ${pad(f + how, 44)} ${lpad(kb(gzipBytes(f)), 9)} ${lpad(kb(rawBytes(f)), 10)}  ${owners(f)}`);
}
const firstOk = firstGzip <= maxFirstKB * KB && firstFiles.length <= maxFirstFiles;
console.log(
  `  ${firstOk ? 'ok  ' : 'OVER'} ${kb(firstGzip)} gzip (${kb(firstRaw)} raw) in ${firstFiles.length} files  [budget ≤ ${maxFirstKB} KB gzip, ≤ ${maxFirstFiles} files; goal ≤ ${budget.firstView.goalGzipKB} KB, ≤ ${budget.firstView.goalFiles} files${firstGzip <= budget.firstView.goalGzipKB * KB && firstFiles.length <= budget.firstView.goalFiles ? ': met' : ': not met yet'}]`,
);
if (firstGzip > maxFirstKB * KB) failures.push(`the first view is ${kb(firstGzip)} gzip, over its budget of ${maxFirstKB} KB`);
if (firstFiles.length > maxFirstFiles)
  failures.push(`the first view loads ${firstFiles.length} files, over its budget of ${maxFirstFiles}`);

console.log('\nLazy chunks (what each adds beyond the first view, gzip; budget from scripts/budget/budget.json):');
console.log(`  ${pad('dynamic import', 62)} ${lpad('gzip', 9)} ${lpad('budget', 10)} files  largest file's owners`);
for (const row of lazyRows) {
  const over = row.gzip > row.limit;
  if (over) failures.push(`${row.key} adds ${kb(row.gzip)} gzip, over its budget of ${kb(row.limit)}`);
  const largest = [...row.files].filter((f) => f.endsWith('.js')).sort((a, b) => gzipBytes(b) - gzipBytes(a))[0];
  const who = largest && (flag('--all') || over || row.gzip >= 10 * KB) ? owners(largest, 3) : '';
  console.log(
    `  ${over ? 'OVER ' : ''}${pad(row.key, over ? 57 : 62)} ${lpad(kb(row.gzip), 9)} ${lpad(`${kb(row.limit)}${row.own ? '' : '*'}`, 10)} ${lpad(String(row.files.length), 5)}  ${who}`,
  );
}
console.log('  (* no budget of its own: the default)');

if (failures.length) {
  console.error(`\nbudget: FAILED\n${failures.map((f) => `  - ${f}`).join('\n')}`);
  console.error('Move what the first view does not need behind the route or interaction that uses it (decision 037);');
  console.error('a lazy chunk that grew on purpose gets a new budget in scripts/budget/budget.json, in the same commit.');
  process.exit(1);
}
console.log('\nbudget: ok');
