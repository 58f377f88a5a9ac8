import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { configDefaults, defineConfig } from 'vitest/config';

/**
 * Server test files that never open a database (pure logic, or a child process on its own embedded
 * one): the driver does not change what they prove, so they run once, in their own project.
 */
const DRIVERLESS = [
  'src/modules/attachments/file-type.test.ts',
  'src/modules/demo/demo-network.test.ts',
  'test/api-contract.test.ts',
  'test/conversation-parsers.test.ts',
  'test/graceful-stop.test.ts',
  'test/import-reader-warm.test.ts',
  'test/instance-lock.test.ts',
  'test/place-shorthand.test.ts',
  'test/readme-systemd.test.ts',
  'test/seed-image.test.ts',
];

const server = (name: string, driver: 'pglite' | 'postgres') => ({
  extends: true as const,
  test: {
    name,
    root: './apps/server',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    exclude: [...configDefaults.exclude, ...DRIVERLESS],
    globalSetup: ['./test/global-setup.ts'],
    env: { TEST_DB_DRIVER: driver },
    // One worker process runs the project's files one after another, keeping the app's modules and
    // PGlite's compiled WebAssembly loaded (importing them again cost seconds a file). Each file still
    // builds its own runtime on its own copy of the database (test/harness.ts); files that look at
    // process-wide state (the import reader's child process) are in server-nodb, isolated.
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});

export default defineConfig({
  test: {
    // Vitest's default leaves one core to itself: on CI's two cores that is one file at a time. The files wait
    // on PostgreSQL, PGlite and child processes often enough that two at a time finish well sooner.
    // (A test's time limit guards against a hang, not a slow machine: 30 s everywhere, as two files share the cores.)
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      { test: { name: 'domain', root: './packages/domain', include: ['src/**/*.test.ts'], testTimeout: 30_000 } },
      { test: { name: 'intelligence', root: './packages/intelligence', include: ['src/**/*.test.ts'], testTimeout: 30_000 } },
      // The house rules over the import graph (scripts/house): layers, walls between features, no cycles.
      { test: { name: 'house', root: './scripts/house', include: ['**/*.test.ts'], testTimeout: 30_000 } },
      // The quality gate: a pinned sample of every evaluation set scores at least its minimums (bench/eval/gate.json).
      { test: { name: 'eval', root: './bench/eval', include: ['**/*.test.ts'], testTimeout: 120_000 } },
      {
        // The web app's pure logic and components, in a simulated DOM.
        resolve: { alias: { '@': fileURLToPath(new URL('./apps/web/src', import.meta.url)) } },
        test: {
          name: 'web',
          root: './apps/web',
          include: ['src/**/*.test.{ts,tsx}'],
          environment: 'happy-dom',
          testTimeout: 30_000,
          environmentOptions: { happyDOM: { url: 'http://localhost:3000/' } },
          setupFiles: ['./src/test/setup.ts'],
        },
      },
      // The server's files that open no database (DRIVERLESS above), each in a fresh process.
      {
        extends: true,
        test: { name: 'server-nodb', root: './apps/server', include: DRIVERLESS, testTimeout: 30_000, hookTimeout: 60_000 },
      },
      server('server-pglite', 'pglite'),
      // The same suite on a real PostgreSQL server when one is given (CI gives the machine's).
      ...(process.env.TEST_DATABASE_URL ? [server('server-postgres', 'postgres')] : []),
    ],
  },
});
