import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 4319);
export const BASE_URL = `http://localhost:${PORT}`;
export const DATA_DIR = path.join(import.meta.dirname, '.tmp', 'data');

export default defineConfig({
  testDir: './tests',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  // Two spec files at a time, each test in its own browser context as its own newly signed-up user;
  // the tests in one file still run in order. The files that start servers of their own (admin,
  // npm-start) use ports and data directories of their own.
  fullyParallel: false,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  use: {
    baseURL: BASE_URL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: {
    // The built product on a fresh embedded database, as `npm start` runs it.
    command: `rm -rf "${DATA_DIR}" && node ../apps/server/dist/index.js`,
    cwd: import.meta.dirname,
    url: `${BASE_URL}/healthz`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    env: {
      NODE_ENV: 'production',
      PORT: String(PORT),
      BASE_URL,
      DATA_DIR,
      LOG_LEVEL: 'warn',
      AUTH_RATE_LIMIT_MAX: '1000',
      // The mailbox tests connect to a Dovecot on loopback, which production refuses by default (decision 039).
      MAILBOX_ALLOW_PRIVATE_HOSTS: '1',
    },
  },
});
