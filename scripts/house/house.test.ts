import { describe, expect, it } from 'vitest';
import { REPO } from './check.ts';
import { buildGraph, DEFAULT_ALIASES, importsOf, readRepoGraph, type SourceFile, type Workspace } from './graph.ts';
import { check, place, RULES, type RuleName } from './rules.ts';

const workspaces: Workspace[] = [
  { name: '@tradeloom/domain', dir: 'packages/domain', exports: { '.': './src/index.ts', './trade': './src/trade/index.ts' } },
  { name: '@tradeloom/intelligence', dir: 'packages/intelligence', exports: { '.': './src/index.ts' } },
  { name: '@tradeloom/web', dir: 'apps/web', exports: {} },
  { name: '@tradeloom/server', dir: 'apps/server', exports: {} },
];

/** A small sound tree; each test plants one breach in it. */
const sound: Record<string, string> = {
  'packages/domain/src/index.ts': "export * from './contacts.ts';",
  'packages/domain/src/contacts.ts': 'export const x = 1;',
  'packages/domain/src/trade/index.ts': "import { x } from '../contacts.ts'; export const y = x;",
  'packages/intelligence/src/index.ts':
    "import { x } from '@tradeloom/domain'; import { y } from '@tradeloom/domain/trade'; export { x, y };",
  'apps/web/src/main.tsx': "import { App } from './app/app.tsx'; App;",
  'apps/web/src/app/app.tsx':
    "import { ContactsPage } from '@/pages/contacts-page'; import { Landing } from '@/site/landing'; export const App = [ContactsPage, Landing];",
  'apps/web/src/pages/contacts-page.tsx':
    "import { List } from '@/features/contacts/components/list'; import { Chat } from '@/features/chat'; export const ContactsPage = [List, Chat];",
  'apps/web/src/features/contacts/components/list.tsx':
    "import { Button } from '@/components/ui/button'; import { get } from '../api/get'; import type { Contact } from '@tradeloom/domain'; export const List = [Button, get];",
  'apps/web/src/features/contacts/api/get.ts':
    "import { api } from '@/lib/api/client'; export const get = () => import('@/lib/api/client').then(() => api);",
  'apps/web/src/features/contacts/list.test.tsx':
    "import { List } from './components/list'; import { render } from '@/test/render'; List; render;",
  'apps/web/src/features/chat/index.tsx': 'export const Chat = 1;',
  'apps/web/src/site/landing.tsx': "import { Button } from '@/components/ui/button'; export const Landing = Button;",
  'apps/web/src/components/ui/button.tsx': "import { cn } from '../../lib/utils'; export const Button = cn;",
  'apps/web/src/lib/utils.ts': 'export const cn = 1;',
  'apps/web/src/lib/api/client.ts': "import './../../styles/app.css'; export const api = 1;",
  'apps/web/src/test/render.tsx': "import { App } from '@/app/app'; export const render = App;",
  'apps/server/src/index.ts': "import { app } from './app.ts'; app;",
  'apps/server/src/app.ts': "import { contactsRoutes } from './modules/contacts/contacts.routes.ts'; export const app = contactsRoutes;",
  'apps/server/src/modules/contacts/contacts.routes.ts':
    "import { list } from './contacts.service.ts'; import { requireUser } from '../../auth/session.ts'; import { err } from '../../lib/errors.ts'; import { x } from '@tradeloom/domain'; export const contactsRoutes = [list, requireUser, err, x];",
  'apps/server/src/modules/contacts/contacts.service.ts':
    "import { db } from '../../db/client.ts'; import { enqueue } from '../../jobs/queue.ts'; import { spend } from '../credits/credits.service.ts'; export const list = [db, enqueue, spend];",
  'apps/server/src/modules/credits/credits.service.ts': "import { db } from '../../db/client.ts'; export const spend = db;",
  'apps/server/src/auth/session.ts': "import { db } from '../db/client.ts'; export const requireUser = db;",
  'apps/server/src/jobs/queue.ts': "import { db } from '../db/client.ts'; export const enqueue = db;",
  'apps/server/src/db/client.ts': "import { config } from '../config.ts'; export const db = config;",
  'apps/server/src/config.ts': 'export const config = 1;',
  'apps/server/src/lib/errors.ts': 'export const err = 1;',
  'apps/server/test/contacts.test.ts': "import { app } from '../src/app.ts'; import { db } from '../src/db/client.ts'; app; db;",
};

function violations(plant: Record<string, string> = {}) {
  const files: SourceFile[] = Object.entries({ ...sound, ...plant }).map(([path, text]) => ({ path, text }));
  const { violations } = check(buildGraph(files, { workspaces, aliases: DEFAULT_ALIASES }));
  return violations.map((v) => `${v.from} -> ${v.to}: ${v.rule}`);
}

describe('the import graph', () => {
  it('reads static, type-only, re-exported and literal dynamic imports', () => {
    const text = [
      "import a from './a';",
      "import type { B } from './b';",
      "export { c } from './c';",
      "export * from './d';",
      "const e = () => import('./e');",
      'const f = await import(name);',
    ].join('\n');
    expect(importsOf(text)).toEqual(['./a', './b', './c', './d', './e']);
  });

  it('resolves relative paths, the @/ alias, .js for .ts, index files and the packages', () => {
    const files: SourceFile[] = [
      {
        path: 'apps/web/src/a.ts',
        text: "import '@/lib/x'; import './b.js'; import './dir'; import '@tradeloom/domain/trade'; import 'react';",
      },
      { path: 'apps/web/src/lib/x.tsx', text: '' },
      { path: 'apps/web/src/b.ts', text: '' },
      { path: 'apps/web/src/dir/index.ts', text: '' },
      { path: 'packages/domain/src/trade/index.ts', text: '' },
    ];
    const graph = buildGraph(files, { workspaces, aliases: DEFAULT_ALIASES });
    expect(graph.edges.map((e) => e.to)).toEqual([
      'apps/web/src/lib/x.tsx',
      'apps/web/src/b.ts',
      'apps/web/src/dir/index.ts',
      'packages/domain/src/trade/index.ts',
    ]);
    expect(graph.unresolved).toEqual([]);
  });

  it('places files in their layer and unit', () => {
    expect(place('apps/web/src/features/contacts/api/get.ts')).toMatchObject({ zone: { name: 'web:features' }, unit: 'contacts' });
    expect(place('apps/server/src/modules/billing/billing.routes.ts')).toMatchObject({ zone: { name: 'server:modules' }, unit: 'billing' });
    expect(place('apps/server/src/config.ts')?.zone.name).toBe('server:base');
    expect(place('apps/web/src/main.tsx')?.zone.name).toBe('web:entry');
  });
});

describe('the house rules', () => {
  it('a sound tree holds (tests may import anything)', () => {
    expect(violations()).toEqual([]);
  });

  it('a feature importing another feature is cross-feature', () => {
    expect(
      violations({
        'apps/web/src/features/chat/index.tsx': "import { List } from '../contacts/components/list'; export const Chat = List;",
      }),
    ).toEqual(['apps/web/src/features/chat/index.tsx -> apps/web/src/features/contacts/components/list.tsx: cross-feature']);
  });

  it('a lower layer importing a higher one is upward, in both apps', () => {
    expect(violations({ 'apps/web/src/lib/utils.ts': "import { App } from '@/app/app'; export const cn = App;" })).toContain(
      'apps/web/src/lib/utils.ts -> apps/web/src/app/app.tsx: upward',
    );
    expect(
      violations({
        'apps/web/src/features/chat/index.tsx': "import { ContactsPage } from '@/pages/contacts-page'; export const Chat = 1;",
      }),
    ).toContain('apps/web/src/features/chat/index.tsx -> apps/web/src/pages/contacts-page.tsx: upward');
    expect(
      violations({
        'apps/server/src/lib/errors.ts': "import type { list } from '../modules/contacts/contacts.service.ts'; export const err = 1;",
      }),
    ).toEqual(['apps/server/src/lib/errors.ts -> apps/server/src/modules/contacts/contacts.service.ts: upward']);
    expect(
      violations({
        'apps/server/src/auth/session.ts':
          "import { list } from '../modules/contacts/contacts.service.ts'; export const requireUser = list;",
      }),
    ).toEqual(['apps/server/src/auth/session.ts -> apps/server/src/modules/contacts/contacts.service.ts: upward']);
  });

  it('a cycle is reported once, with its files', () => {
    const found = violations({
      'apps/server/src/config.ts': "import { db } from './db/client.ts'; export const config = db;",
    });
    expect(found).toEqual(['apps/server/src/config.ts -> apps/server/src/db/client.ts -> apps/server/src/config.ts: cycle']);
  });

  it('a knot of two circles is one cycle violation naming all its files', () => {
    const found = violations({
      'apps/server/src/config.ts': "import { err } from './lib/errors.ts'; export const config = err;",
      'apps/server/src/lib/errors.ts': "import { db } from '../db/client.ts'; import { x } from './x.ts'; export const err = [db, x];",
      'apps/server/src/lib/x.ts': "import { err } from './errors.ts'; export const x = err;",
    });
    expect(found).toEqual([
      'apps/server/src/config.ts -> apps/server/src/lib/errors.ts -> apps/server/src/db/client.ts -> apps/server/src/config.ts (also in this knot of cycles: apps/server/src/lib/x.ts): cycle',
    ]);
  });

  it('a file-level cycle inside one feature is still a cycle', () => {
    const found = violations({
      'apps/web/src/features/contacts/api/get.ts': "import { List } from '../components/list'; export const get = List;",
    });
    expect(found).toEqual([
      'apps/web/src/features/contacts/api/get.ts -> apps/web/src/features/contacts/components/list.tsx -> apps/web/src/features/contacts/api/get.ts: cycle',
    ]);
  });

  it("a routes file calling another module's service breaks the routes rule", () => {
    const found = violations({
      'apps/server/src/modules/contacts/contacts.routes.ts':
        "import { list } from './contacts.service.ts'; import { spend } from '../credits/credits.service.ts'; export const contactsRoutes = [list, spend];",
    });
    expect(found).toEqual([
      'apps/server/src/modules/contacts/contacts.routes.ts -> apps/server/src/modules/credits/credits.service.ts: routes',
    ]);
    // A service may call another module's service.
    expect(violations()).toEqual([]);
  });

  it('the public site is walled: it imports shared only and only the shell, pages and build script import it', () => {
    expect(violations({ 'apps/web/src/site/landing.tsx': "import { Chat } from '@/features/chat'; export const Landing = Chat;" })).toEqual(
      ['apps/web/src/site/landing.tsx -> apps/web/src/features/chat/index.tsx: wall'],
    );
    expect(
      violations({ 'apps/web/src/features/chat/index.tsx': "import { Landing } from '@/site/landing'; export const Chat = Landing;" }),
    ).toEqual(['apps/web/src/features/chat/index.tsx -> apps/web/src/site/landing.tsx: wall']);
  });

  it('packages flow one way and apps never import each other', () => {
    expect(violations({ 'packages/domain/src/contacts.ts': "import '@tradeloom/intelligence'; export const x = 1;" })).toContain(
      'packages/domain/src/contacts.ts -> packages/intelligence/src/index.ts: package-direction',
    );
    expect(
      violations({ 'apps/web/src/lib/utils.ts': "import { config } from '../../../server/src/config.ts'; export const cn = config;" }),
    ).toEqual(['apps/web/src/lib/utils.ts -> apps/server/src/config.ts: app-to-app']);
  });

  it('production code never imports test code, and every app file sits in a layer', () => {
    expect(violations({ 'apps/web/src/lib/utils.ts': "import { render } from '../test/render'; export const cn = render;" })).toContain(
      'apps/web/src/lib/utils.ts -> apps/web/src/test/render.tsx: test-code',
    );
    expect(violations({ 'apps/web/src/stray.ts': 'export const s = 1;' })).toEqual(['apps/web/src/stray.ts -> (no layer): unplaced']);
    expect(violations({ 'apps/web/src/lib/utils.ts': "import { gone } from './gone'; export const cn = gone;" })).toEqual([
      'apps/web/src/lib/utils.ts -> ./gone: unresolved',
    ]);
  });
});

describe('the house', () => {
  it('is read whole: files of every app and package, their imports resolved', () => {
    const graph = readRepoGraph(REPO);
    for (const root of ['apps/server/src/', 'apps/web/src/', 'packages/domain/src/', 'packages/intelligence/src/'])
      expect(graph.files.filter((f) => f.startsWith(root)).length, root).toBeGreaterThan(10);
    const into = (root: string) => graph.edges.filter((e) => e.to.startsWith(root)).length;
    expect(into('packages/domain/src/')).toBeGreaterThan(50);
    expect(into('apps/web/src/lib/')).toBeGreaterThan(50);
  });

  // `npm run check:imports` prints the table and every violation, one per line.
  it('holds: no violation of any rule in the tree', () => {
    const { counts, violations } = check(readRepoGraph(REPO));
    const zero = Object.fromEntries(Object.keys(RULES).map((r) => [r, 0])) as Record<RuleName, number>;
    expect(
      violations.map((v) => `${v.from} -> ${v.to}: ${v.rule}`),
      'see npm run check:imports',
    ).toEqual([]);
    expect(counts).toEqual(zero);
  });
});
