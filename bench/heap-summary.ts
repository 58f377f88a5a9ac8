/**
 * `npx tsx bench/heap-summary.ts <file.heapsnapshot> [top]`: what a V8 heap snapshot holds, as sums.
 * Computes the dominator tree (an object's retained size is what freeing it alone would free), then
 * prints the heap by node type, by constructor (count, self and retained size, each object counted
 * once under its nearest dominator of another constructor), the largest single retainers with the
 * path that keeps them, and the JavaScript source held by each package (compiled scripts' text).
 * Take a snapshot of the built server with `node --heapsnapshot-signal=SIGUSR2 ...` and `kill -USR2`,
 * or with `bench/memory.ts` (BENCH_HEAP_SNAPSHOT=1). A tool for finding what holds memory, not a figure.
 */
import fs from 'node:fs';

interface Snapshot {
  snapshot: { meta: { node_fields: string[]; node_types: [string[]]; edge_fields: string[]; edge_types: [string[]] } };
  nodes: number[];
  edges: number[];
  strings: string[];
}

const file = process.argv[2];
const TOP = Number(process.argv[3] ?? 25);
if (!file) {
  console.error('usage: tsx bench/heap-summary.ts <file.heapsnapshot> [top]');
  process.exit(2);
}

const snap = JSON.parse(fs.readFileSync(file, 'utf8')) as Snapshot;
const { meta } = snap.snapshot;
const NF = meta.node_fields.length;
const EF = meta.edge_fields.length;
const nType = meta.node_fields.indexOf('type');
const nName = meta.node_fields.indexOf('name');
const nSelf = meta.node_fields.indexOf('self_size');
const nEdges = meta.node_fields.indexOf('edge_count');
const eType = meta.edge_fields.indexOf('type');
const eName = meta.edge_fields.indexOf('name_or_index');
const eTo = meta.edge_fields.indexOf('to_node');
const nodeTypes = meta.node_types[0];
const edgeTypes = meta.edge_types[0];
const WEAK = edgeTypes.indexOf('weak');
const SHORTCUT = edgeTypes.indexOf('shortcut');
const N = snap.nodes.length / NF;

const firstEdge = new Uint32Array(N + 1);
for (let i = 0, e = 0; i < N; i++) {
  firstEdge[i] = e;
  e += snap.nodes[i * NF + nEdges]! * EF;
  firstEdge[i + 1] = e;
}
const selfSize = (i: number) => snap.nodes[i * NF + nSelf]!;
const typeOf = (i: number) => nodeTypes[snap.nodes[i * NF + nType]!]!;
const nameOf = (i: number) => snap.strings[snap.nodes[i * NF + nName]!]!;
const strong = (e: number) => {
  const t = snap.edges[e + eType]!;
  return t !== WEAK && t !== SHORTCUT;
};

// Depth-first order from the root (node 0) over strong edges, without recursion.
const order = new Int32Array(N).fill(-1);
const post: number[] = [];
{
  const stack = [0];
  const next = new Uint32Array(N);
  order[0] = 0;
  for (let i = 0; i < N; i++) next[i] = firstEdge[i]!;
  while (stack.length) {
    const v = stack[stack.length - 1]!;
    let pushed = false;
    while (next[v]! < firstEdge[v + 1]!) {
      const e = next[v]!;
      next[v] = e + EF;
      if (!strong(e)) continue;
      const w = snap.edges[e + eTo]! / NF;
      if (order[w] === -1) {
        order[w] = 0;
        stack.push(w);
        pushed = true;
        break;
      }
    }
    if (!pushed) post.push(stack.pop()!);
  }
}
const postIndex = new Int32Array(N).fill(-1);
post.forEach((v, i) => {
  postIndex[v] = i;
});
// Predecessors of every reachable node.
const predCount = new Uint32Array(N + 1);
for (let v = 0; v < N; v++) {
  if (postIndex[v]! < 0) continue;
  for (let e = firstEdge[v]!; e < firstEdge[v + 1]!; e += EF) {
    if (!strong(e)) continue;
    const w = snap.edges[e + eTo]! / NF;
    predCount[w + 1] = predCount[w + 1]! + 1;
  }
}
for (let i = 0; i < N; i++) predCount[i + 1] = predCount[i + 1]! + predCount[i]!;
const preds = new Uint32Array(predCount[N]!);
{
  const fill = predCount.slice();
  for (let v = 0; v < N; v++) {
    if (postIndex[v]! < 0) continue;
    for (let e = firstEdge[v]!; e < firstEdge[v + 1]!; e += EF) {
      if (!strong(e)) continue;
      const w = snap.edges[e + eTo]! / NF;
      preds[fill[w]!++] = v;
    }
  }
}
// Cooper, Harvey and Kennedy's iterative dominators, in reverse postorder.
const idom = new Int32Array(N).fill(-1);
idom[0] = 0;
const intersect = (a: number, b: number) => {
  while (a !== b) {
    while (postIndex[a]! < postIndex[b]!) a = idom[a]!;
    while (postIndex[b]! < postIndex[a]!) b = idom[b]!;
  }
  return a;
};
for (let changed = true; changed; ) {
  changed = false;
  for (let k = post.length - 2; k >= 0; k--) {
    const v = post[k]!;
    let d = -1;
    for (let p = predCount[v]!; p < predCount[v + 1]!; p++) {
      const u = preds[p]!;
      if (idom[u] === -1) continue;
      d = d === -1 ? u : intersect(u, d);
    }
    if (d !== -1 && idom[v] !== d) {
      idom[v] = d;
      changed = true;
    }
  }
}
const retained = new Float64Array(N);
for (const v of post) retained[v] = selfSize(v);
for (const v of post) if (v !== 0) retained[idom[v]!] = retained[idom[v]!]! + retained[v]!;

const mb = (n: number) => `${(n / 1048576).toFixed(1).padStart(7)} MB`;
const total = retained[0]!;
console.log(`${file}: ${N.toLocaleString('en')} nodes, ${mb(total)} reachable`);

const label = (v: number) => {
  const t = typeOf(v);
  const n = nameOf(v);
  if (t === 'object' || t === 'closure' || t === 'native' || t === 'hidden') return `${n} (${t})`;
  return `(${t})`;
};

const byType = new Map<string, number>();
for (const v of post) byType.set(typeOf(v), (byType.get(typeOf(v)) ?? 0) + selfSize(v));
console.log('\nby node type (self size):');
for (const [t, s] of [...byType].sort((a, b) => b[1] - a[1])) console.log(`${mb(s)}  ${t}`);

// Constructor groups: each object is counted under the first dominator whose label differs from its own.
const byLabel = new Map<string, { count: number; self: number; retained: number }>();
for (const v of post) {
  const l = label(v);
  const entry = byLabel.get(l) ?? byLabel.set(l, { count: 0, self: 0, retained: 0 }).get(l)!;
  entry.count++;
  entry.self += selfSize(v);
  if (v !== 0 && label(idom[v]!) !== l) entry.retained += retained[v]!;
}
console.log(`\nby constructor, top ${TOP} by retained size (count, self, retained):`);
for (const [l, e] of [...byLabel].sort((a, b) => b[1].retained - a[1].retained).slice(0, TOP))
  console.log(`${e.count.toString().padStart(8)} ${mb(e.self)} ${mb(e.retained)}  ${l.slice(0, 100)}`);

// The largest retainers that are not just the roots' plumbing, with a path from the root.
const parentEdge = new Map<number, string>();
const pathTo = (v: number) => {
  const parts: string[] = [];
  for (let cur = v, guard = 0; cur !== 0 && guard < 8; cur = idom[cur]!, guard++) {
    const d = idom[cur]!;
    let edge = parentEdge.get(cur);
    if (!edge) {
      edge = '?';
      // The edge from the dominator when there is one, else from the first object that holds it.
      for (const from of [d, ...Array.from(preds.subarray(predCount[cur]!, predCount[cur + 1]!))]) {
        for (let e = firstEdge[from]!; e < firstEdge[from + 1]! && edge === '?'; e += EF) {
          if (snap.edges[e + eTo]! / NF !== cur || !strong(e)) continue;
          const t = edgeTypes[snap.edges[e + eType]!];
          const n = snap.edges[e + eName]!;
          const name = t === 'element' || t === 'hidden' ? `[${n}]` : String(snap.strings[n]);
          edge = from === d ? name : `${label(from).slice(0, 30)}.${name}`;
        }
        if (edge !== '?') break;
      }
      parentEdge.set(cur, edge);
    }
    parts.unshift(`${edge.slice(0, 40)}`);
  }
  return parts.join(' > ');
};
const candidates = post
  .filter((v) => v !== 0 && typeOf(v) !== 'synthetic' && retained[v]! > 256 * 1024)
  .sort((a, b) => retained[b]! - retained[a]!);
const shown: number[] = [];
for (const v of candidates) {
  // Skip a node inside one already shown unless it holds most of it.
  if (shown.some((s) => dominates(s, v) && retained[v]! < retained[s]! * 0.5)) continue;
  shown.push(v);
  if (shown.length >= TOP) break;
}
function dominates(a: number, b: number): boolean {
  for (let cur = b, guard = 0; guard < 64; cur = idom[cur]!, guard++) {
    if (cur === a) return true;
    if (cur === 0) return false;
  }
  return false;
}
console.log(`\nlargest retainers (retained, what, path from a root):`);
for (const v of shown) console.log(`${mb(retained[v]!)}  ${label(v).slice(0, 60)}  ${pathTo(v)}`);

// The largest strings (module sources, word lists), with their first characters.
const strings = post
  .filter((v) => typeOf(v) === 'string' && selfSize(v) > 64 * 1024)
  .sort((a, b) => selfSize(b) - selfSize(a))
  .slice(0, TOP);
console.log(`\nlargest strings (self size, first characters):`);
for (const v of strings) console.log(`${mb(selfSize(v))}  ${nameOf(v).slice(0, 90).replace(/\s+/g, ' ')}`);
