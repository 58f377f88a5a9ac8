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
/** Loaded by src/app/preload.ts on the contacts screens, beside the screen's code. */
const FIRST_SCREEN_PRELOAD = /src\/app\/preload-contacts\.ts$/;

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
      // The small module that hands the URL's list to the query cache, asked for as the main script runs.
      roots.push(...chunks.filter((c) => FIRST_SCREEN_PRELOAD.test(c.facadeModuleId ?? '')));
      const files = [...closure(roots)].filter((f) => !entryFiles.has(f)).map((f) => `/${f}`);
      const boot = path.join(options.dir ?? 'dist', 'boot.js');
      const text = fs.readFileSync(boot, 'utf8');
      if (!text.includes(PLACEHOLDER)) throw new Error(`first-screen chunks: ${PLACEHOLDER} not found in boot.js`);
      // The marker stays, so the size budget (scripts/budget) can read the list back.
      fs.writeFileSync(boot, text.replace(PLACEHOLDER, `/*first-screen-chunks*/ ${JSON.stringify(files)}`));
    },
  };
}

/**
 * The first view of the contacts screen in a handful of files (decision 037) instead of one small chunk
 * per module shared between routes: once the module graph is known, the modules the entry and the
 * contacts screen's chunks import statically (transitively) are sorted into two groups for
 * `build.rolldownOptions.output.codeSplitting.groups`: `vendor` (npm packages) and `workspace` (our own
 * code outside the entry). What only a lazy route, dialog or panel imports stays in that route's chunks.
 */
export function firstViewGroups({ notGrouped = [] as RegExp[], iconsOf = [] as RegExp[] } = {}) {
  const vendor = new Set<string>();
  const workspace = new Set<string>();
  // What each of our modules takes from the two barrels that re-export a whole library (every icon, every
  // Radix part): following a barrel's every import would count the whole library into the first view.
  const BARRELS = {
    lucide: /node_modules[\\/]lucide-react[\\/]dist[\\/]esm[\\/]lucide-react\.mjs$/,
    radix: /node_modules[\\/]radix-ui[\\/]dist[\\/]index\.mjs$/,
    // Our domain package's index (`export * from` every module): a module taking a constant from it must not
    // bring every schema module of the domain into the first view's group.
    domain: /packages[\\/]domain[\\/]src[\\/]index\.ts$/,
  };
  const namesFrom = new Map<string, { lucide: string[]; radix: string[]; domain: string[] }>();
  const plugin: Plugin = {
    name: 'tradeloom-first-view-groups',
    apply: 'build',
    transform(code, id) {
      if (id.includes('node_modules') || !/\.[cm]?[jt]sx?$/.test(id)) return null;
      const names = { lucide: [] as string[], radix: [] as string[], domain: [] as string[] };
      for (const m of code.matchAll(/import\s*\{([^}]*)\}\s*from\s*['"](lucide-react|radix-ui|@tradeloom\/domain)['"]/g)) {
        const list = m[1]!
          .split(',')
          .map((n) =>
            n
              .trim()
              .split(/\s+as\s+/)[0]!
              .trim(),
          )
          .filter((n) => n && !n.startsWith('type '));
        (m[2] === 'lucide-react' ? names.lucide : m[2] === 'radix-ui' ? names.radix : names.domain).push(...list);
      }
      if (names.lucide.length || names.radix.length || names.domain.length) namesFrom.set(id, names);
      return null;
    },
    buildEnd() {
      const ids = [...this.getModuleIds()];
      // A barrel's export name -> the module that defines it.
      const barrelTargets = new Map<string, Map<string, string>>();
      const targetsOf = (barrel: string): Map<string, string> => {
        let map = barrelTargets.get(barrel);
        if (map) return map;
        map = new Map();
        const text = fs.readFileSync(barrel, 'utf8');
        const deps = this.getModuleInfo(barrel)?.importedIds ?? [];
        for (const m of text.matchAll(/export\s*\{([^}]*)\}\s*from\s*['"]([^'"]+)['"]/g)) {
          const file = path.join(path.dirname(barrel), m[2]!);
          for (const part of m[1]!.split(',')) {
            const name = part
              .trim()
              .split(/\s+as\s+/)[1]
              ?.trim();
            if (name) map.set(name, file);
          }
        }
        for (const m of text.matchAll(/import\s*\*\s*as\s+(\w+)\s+from\s*['"]([^'"]+)['"]/g)) {
          const dep = deps.find((d) => d.includes(`node_modules/${m[2]}/`) || d.includes(`node_modules\\${m[2]!.replace('/', '\\')}\\`));
          if (dep) map.set(m[1]!, dep);
        }
        // `export * from './x.ts'`: the names x.ts exports itself.
        for (const m of text.matchAll(/export\s*\*\s*from\s*['"]([^'"]+)['"]/g)) {
          const file = path.join(path.dirname(barrel), m[1]!);
          const source = fs.readFileSync(file, 'utf8');
          for (const d of source.matchAll(/export\s+(?:declare\s+)?(?:const|let|var|function\*?|async\s+function|class|enum)\s+([\w$]+)/g))
            map.set(d[1]!, file);
          for (const d of source.matchAll(/export\s*\{([^}]*)\}/g))
            for (const part of d[1]!.split(',')) {
              const name = part
                .trim()
                .split(/\s+as\s+/)
                .pop()
                ?.trim();
              if (name && !name.startsWith('type ')) map.set(name, file);
            }
        }
        barrelTargets.set(barrel, map);
        return map;
      };
      const closure = (roots: string[]) => {
        const seen = new Set<string>();
        const stack = [...roots];
        while (stack.length) {
          const id = stack.pop()!;
          if (seen.has(id)) continue;
          seen.add(id);
          const names = namesFrom.get(id);
          for (const next of this.getModuleInfo(id)?.importedIds ?? []) {
            const kind = BARRELS.lucide.test(next)
              ? 'lucide'
              : BARRELS.radix.test(next)
                ? 'radix'
                : BARRELS.domain.test(next)
                  ? 'domain'
                  : undefined;
            const targets = kind && names ? targetsOf(next) : undefined;
            const picked = kind && names && targets ? names[kind].map((n) => targets.get(n)) : [];
            if (targets && picked.every(Boolean)) stack.push(...(picked as string[]));
            else stack.push(next);
          }
        }
        return seen;
      };
      const entry = closure(ids.filter((id) => this.getModuleInfo(id)?.isEntry));
      const screenRoots = ids.filter((id) => FIRST_SCREEN.some((re) => re.test(id)) || FIRST_SCREEN_PRELOAD.test(id));
      if (screenRoots.length !== FIRST_SCREEN.length + 1) throw new Error('first-view groups: a root of the contacts screen is missing');
      const screen = closure(screenRoots);
      vendor.clear();
      workspace.clear();
      // `iconsOf`: lazy parts of the screen opened from it (the filters popover) whose icons (theirs and
      // those of our modules they import, e.g. the checkbox's) stay in the first
      // view: a few hundred bytes there, where in the lazy `icons` chunk they would make every route that
      // shares one of them fetch that whole chunk.
      const lucideBarrel = ids.find((id) => BARRELS.lucide.test(id));
      const lazyParts = closure(ids.filter((i) => iconsOf.some((re) => re.test(i))));
      for (const id of [...lazyParts].filter((i) => !/node_modules[\\/]/.test(i))) {
        for (const name of namesFrom.get(id)?.lucide ?? []) {
          const target = lucideBarrel && targetsOf(lucideBarrel).get(name);
          if (target) for (const dep of closure([target])) if (/node_modules[\\/]/.test(dep)) vendor.add(dep);
        }
      }
      for (const id of new Set([...entry, ...screen])) {
        // A package the first view imports but never runs (its uses were dropped by the tree-shaking, e.g. zod
        // behind the domain's unread schemas) stays with the lazy chunks that do use it.
        if (notGrouped.some((re) => re.test(id))) continue;
        if (/node_modules[\\/]/.test(id)) vendor.add(id);
        // The roots keep chunks of their own (the lazy pages import them): only what they import is grouped.
        // The entry's own modules too: without the group's dependency capture, a module the entry shares with
        // a lazy route would become a small chunk of its own.
        else if (!this.getModuleInfo(id)?.isEntry && !screenRoots.includes(id)) workspace.add(id);
      }
    },
  };
  return {
    plugin,
    groups: [
      { name: 'vendor', test: (id: string) => vendor.has(id), priority: 30, includeDependenciesRecursively: false },
      // Only the listed modules: not what they import that the first view never runs (`notGrouped`).
      { name: 'workspace', test: (id: string) => workspace.has(id), priority: 20, includeDependenciesRecursively: false },
    ],
  };
}
