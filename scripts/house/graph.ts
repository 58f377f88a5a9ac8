/**
 * The file graph of the repository: every source file of the apps and packages, and the files each one
 * imports (static imports and re-exports, `import type`, `import('...')` with a literal). Paths are
 * relative to the repository root, with forward slashes.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, posix, relative, sep } from 'node:path';
import ts from 'typescript';

/** Folders whose source files make up the graph (missing ones are skipped). */
export const SOURCE_ROOTS = [
  'apps/server/src',
  'apps/server/tools',
  'apps/server/scripts',
  'apps/server/test',
  'apps/web/src',
  'apps/web/scripts',
  'packages/*/src',
];

const SOURCE_EXT = /\.(ts|tsx|mts|mjs|js)$/;
const RESOLVE_EXT = ['.ts', '.tsx', '.mts', '.mjs', '.js'];

export interface SourceFile {
  path: string;
  text: string;
}

export interface Edge {
  from: string;
  to: string;
  /** The specifier as written, for messages. */
  specifier: string;
}

export interface Graph {
  files: string[];
  edges: Edge[];
  /** Imports that look like our own code but lead to no file. */
  unresolved: Edge[];
}

/** A workspace package: its name, its folder and its `exports` map (subpath -> file, relative to the folder). */
export interface Workspace {
  name: string;
  dir: string;
  exports: Record<string, string>;
}

export interface ResolveOptions {
  workspaces: Workspace[];
  /** Alias prefix -> folder, e.g. `@/` -> `apps/web/src/` for files under `apps/web/`. */
  aliases: { within: string; prefix: string; dir: string }[];
}

export const DEFAULT_ALIASES: ResolveOptions['aliases'] = [{ within: 'apps/web/', prefix: '@/', dir: 'apps/web/src/' }];

/** The imports a file's text names, as written (module specifiers). */
export function importsOf(text: string): string[] {
  const info = ts.preProcessFile(text, true, true);
  return info.importedFiles.map((f) => f.fileName);
}

function resolveFile(candidate: string, files: Set<string>): string | undefined {
  const clean = posix.normalize(candidate);
  if (files.has(clean)) return clean;
  // `./x.js` written for `./x.ts`
  const noJs = clean.replace(/\.(m?js)$/, '');
  for (const base of noJs === clean ? [clean] : [noJs, clean]) {
    for (const ext of RESOLVE_EXT) if (files.has(base + ext)) return base + ext;
    for (const ext of RESOLVE_EXT) if (files.has(`${base}/index${ext}`)) return `${base}/index${ext}`;
  }
  return undefined;
}

/**
 * Where a specifier written in `from` leads: a repository path, `null` for outside code (npm packages,
 * node builtins, assets), or `undefined` when it looks like ours but no file answers.
 */
export function resolveImport(from: string, specifier: string, files: Set<string>, options: ResolveOptions): string | null | undefined {
  const spec = specifier.replace(/[?#].*$/, '');
  if (spec.startsWith('.')) {
    const target = posix.join(posix.dirname(from), spec);
    if (!isCodeLike(spec)) return null;
    return resolveFile(target, files);
  }
  for (const alias of options.aliases) {
    if (from.startsWith(alias.within) && spec.startsWith(alias.prefix)) {
      if (!isCodeLike(spec)) return null;
      return resolveFile(alias.dir + spec.slice(alias.prefix.length), files);
    }
  }
  for (const ws of options.workspaces) {
    if (spec === ws.name || spec.startsWith(`${ws.name}/`)) {
      const sub = `.${spec.slice(ws.name.length)}`;
      const target = ws.exports[sub];
      if (target) return resolveFile(posix.join(ws.dir, target), files);
      return resolveFile(posix.join(ws.dir, sub), files);
    }
  }
  return null;
}

/** Styles, images and data files are not part of the graph. */
function isCodeLike(spec: string): boolean {
  const last = spec.split('/').pop() ?? '';
  return !/\.[a-z0-9]+$/i.test(last) || SOURCE_EXT.test(last);
}

/** Builds the graph from in-memory files (the unit tests) or from the tree (see `readTree`). */
export function buildGraph(sources: SourceFile[], options: ResolveOptions): Graph {
  const files = new Set(sources.map((s) => s.path));
  const edges: Edge[] = [];
  const unresolved: Edge[] = [];
  for (const source of sources) {
    const seen = new Set<string>();
    for (const specifier of importsOf(source.text)) {
      const to = resolveImport(source.path, specifier, files, options);
      if (to === null) continue;
      if (to === undefined) {
        unresolved.push({ from: source.path, to: specifier, specifier });
        continue;
      }
      if (seen.has(to)) continue;
      seen.add(to);
      edges.push({ from: source.path, to, specifier });
    }
  }
  return { files: [...files].sort(), edges, unresolved };
}

function walk(dir: string, out: string[]) {
  for (const name of readdirSync(dir)) {
    if (name === 'node_modules' || name === 'dist' || name.startsWith('.')) continue;
    const full = join(dir, name);
    if (statSync(full).isDirectory()) walk(full, out);
    else if (SOURCE_EXT.test(name) && !name.endsWith('.d.ts')) out.push(full);
  }
}

function expandRoots(repo: string, roots: string[]): string[] {
  const out: string[] = [];
  for (const root of roots) {
    const star = root.indexOf('*');
    if (star < 0) {
      out.push(root);
      continue;
    }
    const parent = root.slice(0, star);
    const rest = root.slice(star + 1);
    if (!existsSync(join(repo, parent))) continue;
    for (const name of readdirSync(join(repo, parent))) out.push(parent + name + rest);
  }
  return out.filter((r) => existsSync(join(repo, r)));
}

/** The workspace packages named in the root package.json, with their `exports`. */
export function readWorkspaces(repo: string): Workspace[] {
  const root = JSON.parse(readFileSync(join(repo, 'package.json'), 'utf8')) as { workspaces: string[] };
  const out: Workspace[] = [];
  for (const dir of root.workspaces) {
    const file = join(repo, dir, 'package.json');
    if (!existsSync(file)) continue;
    const pkg = JSON.parse(readFileSync(file, 'utf8')) as { name: string; exports?: Record<string, string> | string; main?: string };
    const exports: Record<string, string> = {};
    if (typeof pkg.exports === 'string') exports['.'] = pkg.exports;
    else if (pkg.exports) Object.assign(exports, pkg.exports);
    else if (pkg.main) exports['.'] = pkg.main;
    out.push({ name: pkg.name, dir, exports });
  }
  return out;
}

/** Reads every source file under the roots. */
export function readTree(repo: string, roots = SOURCE_ROOTS): SourceFile[] {
  const full: string[] = [];
  for (const root of expandRoots(repo, roots)) walk(join(repo, root), full);
  return full.map((f) => ({ path: relative(repo, f).split(sep).join('/'), text: readFileSync(f, 'utf8') }));
}

export function readRepoGraph(repo: string): Graph {
  return buildGraph(readTree(repo), { workspaces: readWorkspaces(repo), aliases: DEFAULT_ALIASES });
}
