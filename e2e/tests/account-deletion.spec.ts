import fs from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, signInInBrowser, signUpInBrowser, test, uniqueEmail, waitForMail } from './support.ts';

// Account deletion from Settings (spec §4 'Account deletion process'): the request, the e-mailed
// verification link that deactivates the account, and the cancel link that brings it back.

const SHOTS = '/tmp/shots';
const PASSWORD = 'cargo-route-42';

async function shot(page: Page, name: string) {
  fs.mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/account-deletion-${name}.png` });
}

test('deletion is asked for in Settings, verified by e-mail, deactivates the account and can be cancelled', async ({ page }) => {
  const email = uniqueEmail('leaving');
  await signUpInBrowser(page, { name: 'Leaving Trader', email, password: PASSWORD });
  await page.goto('/settings#delete-account');
  const card = page.locator('#delete-account');
  await expect(card.getByText('Verification: you confirm with the link we e-mail you.')).toBeVisible();

  await card.getByRole('button', { name: 'Delete account' }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog.getByRole('heading', { name: 'Delete your account?' })).toBeVisible();
  await shot(page, 'dialog-light');
  await page.evaluate(() => localStorage.setItem('tradeloom-theme', 'dark'));
  await page.reload();
  await card.getByRole('button', { name: 'Delete account' }).click();
  await shot(page, 'dialog-dark');
  await page.setViewportSize({ width: 390, height: 844 });
  await shot(page, 'dialog-phone-dark');

  const before = Date.now();
  await dialog.getByRole('button', { name: 'E-mail me the confirmation link' }).click();
  await expect(page.getByText('Check your inbox: follow the link we sent to confirm the deletion.')).toBeVisible();
  await expect(card.getByRole('status')).toContainText(email);
  await card.scrollIntoViewIfNeeded();
  await shot(page, 'pending-phone-dark');

  // The verification link: nothing happens until the button is pressed.
  const verify = await waitForMail(email, 'account_deletion_verify', before);
  await page.goto(verify.link);
  await expect(page).toHaveURL(/\/accountdeletion\/confirm$/);
  await page.getByRole('button', { name: 'Delete my account' }).click();
  await expect(page.getByRole('heading', { name: 'Your account is deactivated' })).toBeVisible();
  await shot(page, 'deactivated-phone-dark');

  // Signed out everywhere: the app asks for a sign-in.
  await page.goto('/settings');
  await page.waitForURL('**/auth?mode=login**');

  // The cancel link of the second e-mail keeps the account; signing in works again.
  const scheduled = await waitForMail(email, 'account_deletion_scheduled', before);
  expect(scheduled.subject).toMatch(/will be deleted on/);
  await page.goto(scheduled.link);
  await page.getByRole('button', { name: 'Cancel the deletion' }).click();
  await expect(page.getByRole('heading', { name: 'Deletion cancelled' })).toBeVisible();
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL('**/auth?mode=login**');
  await signInInBrowser(page, email, PASSWORD);
  await page.goto('/settings#delete-account');
  await expect(card.getByRole('button', { name: 'Delete account' })).toBeVisible();
});
