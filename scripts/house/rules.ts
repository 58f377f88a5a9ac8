/**
 * The house rules over the import graph: layers, walls and no cycles. The table below is the whole rule;
 * change it here (and in docs/architecture.md) when the layout changes.
 */
import type { Edge, Graph } from './graph.ts';

export interface Zone {
  /** `<app>:<name>`, e.g. `web:features`. */
  name: string;
  /** The workspace the zone belongs to: web, server, domain, intelligence. */
  app: string;
  /** Path prefixes from the repository root. A `*` segment names a unit: `apps/web/src/features/*\/`. */
  paths: string[];
  /** Layer within the app, 0 at the top. A file imports its own layer or lower ones (a larger number). */
  rank: number;
  /** Units (a feature) may not import each other. */
  walledUnits?: boolean;
  /** A walled zone imports only these zones (and itself) ... */
  mayImport?: string[];
  /** ... and is imported only from these zones (and itself). */
  importedBy?: string[];
}

export interface RoutesRule {
  /** Which files are routes files; the first group is the module's name. */
  match: RegExp;
  /** Zones a routes file may import besides its own module's files and the packages. */
  mayImport: string[];
}

export interface House {
  zones: Zone[];
  routes: RoutesRule;
  /** Which workspaces each workspace may import (its own files always). */
  workspaces: Record<string, string[]>;
  /** Which folder each workspace lives in. */
  workspaceDirs: Record<string, string>;
  /** Files outside the rule: they may import anything (they are still files: nothing else imports them). */
  isTest: (path: string) => boolean;
}

const web = (p: string) => `apps/web/${p}`;
const srv = (p: string) => `apps/server/${p}`;

export const HOUSE: House = {
  zones: [
    // web, top to bottom: main.tsx -> app/ -> pages/ -> features/<name>/ -> shared
    { name: 'web:scripts', app: 'web', rank: -1, paths: [web('scripts/')] },
    { name: 'web:entry', app: 'web', rank: 0, paths: [web('src/main.tsx')] },
    { name: 'web:app', app: 'web', rank: 1, paths: [web('src/app/')] },
    { name: 'web:pages', app: 'web', rank: 2, paths: [web('src/pages/')] },
    { name: 'web:features', app: 'web', rank: 3, paths: [web('src/features/*/')], walledUnits: true },
    // The public (statically built) site: it uses the shared parts only; the app shell, the pages and
    // the site build script are the only ones to reach into it.
    {
      name: 'web:site',
      app: 'web',
      rank: 3,
      paths: [web('src/site/')],
      mayImport: ['web:shared'],
      importedBy: ['web:scripts', 'web:entry', 'web:app', 'web:pages'],
    },
    { name: 'web:shared', app: 'web', rank: 4, paths: [web('src/components/'), web('src/hooks/'), web('src/lib/'), web('src/styles/')] },
    // server, top to bottom: entry -> modules/<name>/ -> auth/, jobs/ -> base
    { name: 'server:tools', app: 'server', rank: -1, paths: [srv('tools/'), srv('scripts/'), srv('src/build/')] },
    {
      name: 'server:entry',
      app: 'server',
      rank: 0,
      paths: [srv('src/index.ts'), srv('src/app.ts'), srv('src/bootstrap.ts'), srv('src/cli/')],
    },
    { name: 'server:modules', app: 'server', rank: 1, paths: [srv('src/modules/*/')] },
    { name: 'server:auth', app: 'server', rank: 2, paths: [srv('src/auth/')] },
    { name: 'server:jobs', app: 'server', rank: 2, paths: [srv('src/jobs/')] },
    { name: 'server:base', app: 'server', rank: 3, paths: [srv('src/lib/'), srv('src/db/'), srv('src/providers/'), srv('src/config.ts')] },
    { name: 'domain', app: 'domain', rank: 0, paths: ['packages/domain/src/'] },
    { name: 'intelligence', app: 'intelligence', rank: 0, paths: ['packages/intelligence/src/'] },
  ],
  // A module's routes file calls its own module only (its service), plus the session, the base and the packages.
  routes: { match: /^apps\/server\/src\/modules\/([^/]+)\/(?:.+\/)?[^/]+\.routes\.ts$/, mayImport: ['server:auth', 'server:base'] },
  workspaces: { web: ['domain', 'intelligence'], server: ['domain', 'intelligence'], domain: [], intelligence: ['domain'] },
  workspaceDirs: { web: 'apps/web/', server: 'apps/server/', domain: 'packages/domain/', intelligence: 'packages/intelligence/' },
  isTest: (p) => /\.(test|spec)\.(ts|tsx|mts|mjs|js)$/.test(p) || /^apps\/[^/]+\/test\//.test(p) || /\/src\/test\//.test(p),
};

export const RULES = {
  upward: 'a file imports a layer above its own',
  'cross-feature': 'a feature imports another feature (features meet in pages and the app shell)',
  wall: 'a walled zone (the public site) is imported from, or imports, a zone it does not list',
  routes: "a module's routes file imports another module or a layer other than auth and base",
  'package-direction': 'domain imports no workspace; intelligence imports only domain',
  'app-to-app': 'an app imports another app',
  'test-code': 'a non-test file imports a test file',
  unplaced: 'a source file of an app sits in no layer of the table',
  unresolved: 'an import of our own code leads to no file',
  cycle: 'files import each other in a circle',
} as const;

export type RuleName = keyof typeof RULES;

export interface Violation {
  from: string;
  to: string;
  rule: RuleName;
}

export interface Placement {
  zone: Zone;
  /** The unit (feature or module name) for `*` zones. */
  unit?: string;
}

/** Which zone a file belongs to, the longest matching prefix winning. */
export function place(path: string, house: House = HOUSE): Placement | undefined {
  let best: { placement: Placement; length: number } | undefined;
  for (const zone of house.zones) {
    for (const pattern of zone.paths) {
      const star = pattern.indexOf('*');
      if (star < 0) {
        const hit = pattern.endsWith('/') ? path.startsWith(pattern) : path === pattern;
        if (hit && (!best || pattern.length > best.length)) best = { placement: { zone }, length: pattern.length };
        continue;
      }
      const head = pattern.slice(0, star);
      const tail = pattern.slice(star + 1);
      if (!path.startsWith(head)) continue;
      const unit = path.slice(head.length).split('/')[0] ?? '';
      const rest = path.slice(head.length + unit.length);
      if (!unit || !rest.startsWith(tail) || rest === '') continue;
      if (!best || pattern.length > best.length) best = { placement: { zone, unit }, length: pattern.length };
    }
  }
  return best?.placement;
}

function workspaceOf(path: string, house: House): string | undefined {
  for (const [name, dir] of Object.entries(house.workspaceDirs)) if (path.startsWith(dir)) return name;
  return undefined;
}

/** The rules one import breaks. */
export function checkEdge(edge: Edge, house: House = HOUSE): RuleName[] {
  const { from, to } = edge;
  if (house.isTest(from)) return [];
  const out: RuleName[] = [];
  if (house.isTest(to)) out.push('test-code');
  const fromWs = workspaceOf(from, house);
  const toWs = workspaceOf(to, house);
  if (fromWs && toWs && fromWs !== toWs && !house.workspaces[fromWs]?.includes(toWs)) {
    const isApp = (w: string) => house.workspaceDirs[w]?.startsWith('apps/');
    out.push(isApp(fromWs) && isApp(toWs) ? 'app-to-app' : 'package-direction');
  }
  if (fromWs !== toWs) return out;
  const a = place(from, house);
  const b = place(to, house);
  if (!a || !b) return out;
  if (b.zone.rank < a.zone.rank) out.push('upward');
  if (a.zone === b.zone && a.zone.walledUnits && a.unit !== b.unit) out.push('cross-feature');
  if (a.zone !== b.zone) {
    const wallOut = a.zone.mayImport && !a.zone.mayImport.includes(b.zone.name);
    const wallIn = b.zone.importedBy && !b.zone.importedBy.includes(a.zone.name);
    if (wallOut || wallIn) out.push('wall');
  }
  const routes = house.routes.match.exec(from);
  if (routes) {
    const own = a.zone.name === 'server:modules' && b.zone === a.zone && b.unit === routes[1];
    if (!own && !house.routes.mayImport.includes(b.zone.name)) out.push('routes');
  }
  return out;
}

/** Strongly connected groups of files with more than one file (or a file importing itself). */
export function knots(files: string[], edges: Edge[]): string[][] {
  const next = new Map<string, string[]>();
  for (const f of files) next.set(f, []);
  for (const e of edges) next.get(e.from)?.push(e.to);
  let index = 0;
  const idx = new Map<string, number>();
  const low = new Map<string, number>();
  const onStack = new Set<string>();
  const stack: string[] = [];
  const out: string[][] = [];
  // Iterative Tarjan (the graph has thousands of files; recursion depth is not a concern, but keep it safe).
  for (const root of files) {
    if (idx.has(root)) continue;
    const work: { node: string; i: number }[] = [{ node: root, i: 0 }];
    idx.set(root, index);
    low.set(root, index++);
    stack.push(root);
    onStack.add(root);
    while (work.length) {
      const top = work[work.length - 1]!;
      const succ = next.get(top.node) ?? [];
      if (top.i < succ.length) {
        const w = succ[top.i++]!;
        if (!idx.has(w)) {
          idx.set(w, index);
          low.set(w, index++);
          stack.push(w);
          onStack.add(w);
          work.push({ node: w, i: 0 });
        } else if (onStack.has(w)) low.set(top.node, Math.min(low.get(top.node)!, idx.get(w)!));
        continue;
      }
      work.pop();
      if (work.length) {
        const parent = work[work.length - 1]!.node;
        low.set(parent, Math.min(low.get(parent)!, low.get(top.node)!));
      }
      if (low.get(top.node) === idx.get(top.node)) {
        const group: string[] = [];
        let w: string;
        do {
          w = stack.pop()!;
          onStack.delete(w);
          group.push(w);
        } while (w !== top.node);
        const selfLoop = group.length === 1 && succ.includes(top.node);
        if (group.length > 1 || selfLoop) out.push(group.sort());
      }
    }
  }
  return out;
}

/** One concrete circle through the first file of a knot (shortest, by breadth-first search). */
export function circleIn(knot: string[], edges: Edge[]): string[] {
  const inKnot = new Set(knot);
  const start = knot[0]!;
  const prev = new Map<string, string>();
  const queue = [start];
  const next = new Map<string, string[]>();
  for (const e of edges) if (inKnot.has(e.from) && inKnot.has(e.to)) next.set(e.from, [...(next.get(e.from) ?? []), e.to]);
  while (queue.length) {
    const node = queue.shift()!;
    for (const w of next.get(node) ?? []) {
      if (w === start) {
        const path = [node];
        while (path[0] !== start) path.unshift(prev.get(path[0]!)!);
        return [...path, start];
      }
      if (!prev.has(w)) {
        prev.set(w, node);
        queue.push(w);
      }
    }
  }
  return [start, start];
}

export interface Report {
  violations: Violation[];
  counts: Record<RuleName, number>;
}

/** Every violation of the house rules in a graph. */
export function check(graph: Graph, house: House = HOUSE): Report {
  const violations: Violation[] = [];
  for (const edge of graph.edges) for (const rule of checkEdge(edge, house)) violations.push({ from: edge.from, to: edge.to, rule });
  for (const edge of graph.unresolved)
    if (!house.isTest(edge.from)) violations.push({ from: edge.from, to: edge.specifier, rule: 'unresolved' });
  for (const file of graph.files) {
    if (house.isTest(file)) continue;
    const ws = workspaceOf(file, house);
    if (ws && house.workspaceDirs[ws]?.startsWith('apps/') && !place(file, house))
      violations.push({ from: file, to: '(no layer)', rule: 'unplaced' });
  }
  const prod = graph.files.filter((f) => !house.isTest(f));
  const prodEdges = graph.edges.filter((e) => !house.isTest(e.from) && !house.isTest(e.to));
  for (const knot of knots(prod, prodEdges)) {
    const circle = circleIn(knot, prodEdges);
    const others = knot.filter((f) => !circle.includes(f));
    const to = circle.slice(1).join(' -> ') + (others.length ? ` (also in this knot of cycles: ${others.join(', ')})` : '');
    violations.push({ from: circle[0]!, to, rule: 'cycle' });
  }
  const counts = Object.fromEntries(Object.keys(RULES).map((r) => [r, 0])) as Record<RuleName, number>;
  for (const v of violations) counts[v.rule]++;
  return { violations, counts };
}
