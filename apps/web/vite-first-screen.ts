/**
 * Writes into the built boot.js the chunks of the contacts screen (the app shell, the contacts page and
 * what they import, less what the entry already loads), so boot.js can ask for them with
 * <link rel="modulepreload"> while the main script is still downloading, instead of after it has run.
 * The placeholder `/*first-screen-chunks*\/ []` stays an empty list in development.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

const PLACEHOLDER = '/*first-screen-chunks*/ []';
const FIRST_SCREEN = [/src\/app\/shell\/app-shell\.tsx$/, /src\/pages\/app\/contacts-page\.tsx$/];

interface ChunkLike {
  type: 'chunk';
  fileName: string;
  imports: string[];
  isEntry: boolean;
  facadeModuleId: string | null;
}

export function firstScreenChunks(): Plugin {
  return {
    name: 'tradeloom-first-screen-chunks',
    apply: 'build',
    writeBundle(options, bundle) {
      const chunks = Object.values(bundle).filter((o): o is ChunkLike & typeof o => o.type === 'chunk') as unknown as ChunkLike[];
      const byName = new Map(chunks.map((c) => [c.fileName, c]));
      const closure = (roots: ChunkLike[]) => {
        const seen = new Set<string>();
        const walk = (c: ChunkLike) => {
          if (seen.has(c.fileName)) return;
          seen.add(c.fileName);
          for (const i of c.imports) {
            const next = byName.get(i);
            if (next) walk(next);
          }
        };
        for (const r of roots) walk(r);
        return seen;
      };
      const entryFiles = closure(chunks.filter((c) => c.isEntry));
      const roots = chunks.filter((c) => FIRST_SCREEN.some((re) => re.test(c.facadeModuleId ?? '')));
      if (roots.length !== FIRST_SCREEN.length) throw new Error('first-screen chunks: the app shell or the contacts page chunk is missing');
      const files = [...closure(roots)].filter((f) => !entryFiles.has(f)).map((f) => `/${f}`);
      const boot = path.join(options.dir ?? 'dist', 'boot.js');
      const text = fs.readFileSync(boot, 'utf8');
      if (!text.includes(PLACEHOLDER)) throw new Error(`first-screen chunks: ${PLACEHOLDER} not found in boot.js`);
      fs.writeFileSync(boot, text.replace(PLACEHOLDER, JSON.stringify(files)));
    },
  };
}
