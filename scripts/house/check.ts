/**
 * `npm run check:imports`: the house rules over the import graph of the apps and packages. Prints the
 * rules, the count per rule and each violation as `from -> to: rule`; exits 1 when there is any.
 *   --quiet   counts and violations only
 */
import { readFileSync } from 'node:fs';
import { dirname, join, posix } from 'node:path';
import { fileURLToPath } from 'node:url';
import { readRepoGraph } from './graph.ts';
import { check, HOUSE, RULES, type RuleName } from './rules.ts';

export const REPO = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

/** Server modules and the URL prefixes app.ts mounts them at (`app.route('/prefix', router)`). */
export function moduleTable(repo = REPO): { prefix: string; module: string }[] {
  const file = 'apps/server/src/app.ts';
  let text: string;
  try {
    text = readFileSync(join(repo, file), 'utf8');
  } catch {
    return [];
  }
  const importOf = new Map<string, string>();
  for (const m of text.matchAll(/import\s*\{([^}]+)\}\s*from\s*'([^']+)'/g)) {
    for (const name of m[1]!.split(',')) {
      const local = name
        .trim()
        .split(/\s+as\s+/)
        .pop()
        ?.trim();
      if (local) importOf.set(local, posix.join(posix.dirname(file), m[2]!));
    }
  }
  const out: { prefix: string; module: string }[] = [];
  for (const m of text.matchAll(/\.route\(\s*'([^']*)'\s*,\s*([A-Za-z0-9_$]+)/g)) {
    const from = importOf.get(m[2]!) ?? m[2]!;
    const module = /modules\/([^/]+)\//.exec(from)?.[1] ?? from.replace('apps/server/src/', '');
    out.push({ prefix: m[1]!, module });
  }
  return out;
}

function main() {
  const quiet = process.argv.includes('--quiet');
  const graph = readRepoGraph(REPO);
  const { violations, counts } = check(graph);
  if (!quiet) {
    console.log('The house rules (scripts/house/rules.ts):');
    const byApp = new Map<string, string[]>();
    for (const z of HOUSE.zones) byApp.set(z.app, [...(byApp.get(z.app) ?? []), z.name]);
    for (const z of HOUSE.zones.filter((z) => z.app === 'web' || z.app === 'server')) {
      const extra = [
        z.walledUnits ? 'units walled' : '',
        z.mayImport ? `imports only ${z.mayImport.join(', ')}` : '',
        z.importedBy ? `imported only by ${z.importedBy.join(', ')}` : '',
      ]
        .filter(Boolean)
        .join('; ');
      console.log(`  layer ${z.rank} ${z.name.padEnd(16)} ${z.paths.join(' ')}${extra ? `  (${extra})` : ''}`);
    }
    console.log(
      `  workspaces: ${Object.entries(HOUSE.workspaces)
        .map(([w, deps]) => `${w} -> ${deps.join(', ') || 'none'}`)
        .join('; ')}`,
    );
    console.log('  test files (*.test.ts(x), apps/*/test/, src/test/) may import anything');
    for (const [rule, text] of Object.entries(RULES)) console.log(`  ${rule.padEnd(18)} ${text}`);
    const table = moduleTable();
    if (table.length) {
      console.log('\nServer routers: the URL prefix app.ts mounts, the module:');
      const width = Math.max(...table.map((r) => r.prefix.length)) + 2;
      for (const row of table) console.log(`  ${row.prefix.padEnd(width)} ${row.module}`);
    }
    console.log(`\n${graph.files.length} files, ${graph.edges.length} imports.`);
  }
  console.log('Violations per rule:');
  for (const rule of Object.keys(RULES) as RuleName[]) console.log(`  ${rule.padEnd(18)} ${counts[rule]}`);
  for (const v of violations) console.log(`${v.from} -> ${v.to}: ${v.rule}`);
  if (violations.length) {
    console.log(`\n${violations.length} violation(s) of the house rules.`);
    process.exit(1);
  }
  console.log('\nThe house holds.');
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) main();
