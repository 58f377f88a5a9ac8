// Bundles the server into dist/index.js. npm packages stay external; our workspace packages are bundled.

import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';

const here = import.meta.dirname;
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
  },
  outdir: dist,
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  // Dynamic imports (the S3 and SMTP adapters) become their own chunks, loaded only when configured.
  splitting: true,
  sourcemap: true,
  plugins: [
    {
      name: 'externalize-npm',
      setup(b) {
        b.onResolve({ filter: /^[^./]/ }, (args) =>
          args.path.startsWith('@tradeloom/') ? undefined : { path: args.path, external: true },
        );
      },
    },
  ],
  banner: { js: "import { createRequire as __tlCreateRequire } from 'node:module'; const require = __tlCreateRequire(import.meta.url);" },
});
fs.cpSync(path.join(here, 'src/db/migrations'), path.join(dist, 'migrations'), { recursive: true });
console.log('server bundle written to', path.relative(process.cwd(), dist));

// The ready embedded database a new data directory starts from (src/db/seed-image.ts, written by tools/build-seed.ts).
execFileSync(process.execPath, [path.join(dist, 'build-seed.js')], { stdio: 'inherit' });
