import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const server = (name: string, driver: 'pglite' | 'postgres') => ({
  extends: true as const,
  test: {
    name,
    root: './apps/server',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    globalSetup: ['./test/global-setup.ts'],
    env: { TEST_DB_DRIVER: driver },
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});

export default defineConfig({
  test: {
    projects: [
      { test: { name: 'domain', root: './packages/domain', include: ['src/**/*.test.ts'] } },
      { test: { name: 'intelligence', root: './packages/intelligence', include: ['src/**/*.test.ts'] } },
      // The house rules over the import graph (scripts/house): layers, walls between features, no cycles.
      { test: { name: 'house', root: './scripts/house', include: ['**/*.test.ts'] } },
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
          environmentOptions: { happyDOM: { url: 'http://localhost:3000/' } },
          setupFiles: ['./src/test/setup.ts'],
        },
      },
      server('server-pglite', 'pglite'),
      // The same suite on a real PostgreSQL server when one is given (CI gives the machine's).
      ...(process.env.TEST_DATABASE_URL ? [server('server-postgres', 'postgres')] : []),
    ],
  },
});
