import fs from 'node:fs';
import path from 'node:path';
import { test as base, expect, type Page } from '@playwright/test';
import { DATA_DIR } from '../playwright.config.ts';

/**
 * Every browser test fails on a Content-Security-Policy violation or an uncaught page error: the
 * built app must run under the server's CSP as it is.
 */
export const test = base.extend<{ pageGuard: undefined }>({
  pageGuard: [
    async ({ page }, use) => {
      const problems: string[] = [];
      page.on('console', (msg) => {
        if (/Content[- ]Security[- ]Policy|Refused to (load|execute|apply|connect|frame)/i.test(msg.text())) problems.push(msg.text());
      });
      page.on('pageerror', (err) => problems.push(`page error: ${err.message}`));
      await use(undefined);
      expect(problems, 'CSP violations or page errors').toEqual([]);
    },
    { auto: true },
  ],
});
export { expect };

let n = 0;
export function uniqueEmail(prefix: string): string {
  n += 1;
  return `${prefix}.${Date.now().toString(36)}${n}@example.com`;
}

/** Waits for the newest outbox e-mail of a kind to an address (the embedded mail provider's files). */
export async function waitForMail(to: string, kind: string, after = 0): Promise<{ link: string; subject: string }> {
  const dir = path.join(DATA_DIR, 'outbox');
  let found: { link: string; subject: string } | undefined;
  await expect
    .poll(
      () => {
        if (!fs.existsSync(dir)) return false;
        for (const f of fs.readdirSync(dir).sort().reverse()) {
          const m = JSON.parse(fs.readFileSync(path.join(dir, f), 'utf8'));
          if (m.to === to && m.kind === kind && new Date(m.createdAt).getTime() >= after) {
            found = m;
            return true;
          }
        }
        return false;
      },
      { timeout: 15_000 },
    )
    .toBe(true);
  return found!;
}

export async function signUpInBrowser(page: Page, opts: { name: string; email: string; password: string }) {
  await page.goto('/auth?mode=signup');
  await page.getByLabel('Full Name').fill(opts.name);
  await page.getByLabel('Email').fill(opts.email);
  await page.getByLabel('Password', { exact: true }).fill(opts.password);
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByText('Account created successfully! Starting your Professional trial...')).toBeVisible();
  await page.waitForURL('**/trial');
}

export async function signInInBrowser(page: Page, email: string, password: string) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page.getByText('Signed in successfully!')).toBeVisible();
}

export async function signOutInBrowser(page: Page) {
  await page.getByRole('button', { name: 'Sign Out' }).click();
  await expect(page.getByText('You have been signed out.')).toBeVisible();
  await page.waitForURL((url) => url.pathname === '/');
}
