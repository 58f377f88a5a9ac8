import type { Page } from '@playwright/test';
import { expect, signOutInBrowser, signUpInBrowser, test, uniqueEmail } from './support.ts';
import { totp } from './totp.ts';

const PASSWORD = 'cargo-route-42';

async function profile(page: Page): Promise<{ credits_remaining: number; plan: string; status: string }> {
  const res = await page.request.get('/api/profile');
  expect(res.status()).toBe(200);
  return res.json();
}

/** Asks the assistant one question from the open panel and waits for its answer. */
async function ask(page: Page, question: string, nth: number) {
  const panel = page.getByRole('dialog', { name: 'AI CRM Assistant' });
  const input = panel.getByRole('textbox', { name: 'Message the AI CRM Assistant' });
  await input.fill(question);
  // Sendable once the previous answer has finished streaming, as the user sees by the send button.
  await expect(panel.getByRole('button', { name: 'Send message' })).toBeEnabled();
  await input.press('Enter');
  await expect(panel.getByTestId('assistant-message').nth(nth)).toBeVisible();
}

test('sign up, trial, onboarding, a pack and Professional in new tabs, no pack over the cap, weekly auto-scan, then 2FA sign-in', async ({
  page,
  context,
}) => {
  test.setTimeout(180_000);
  const email = uniqueEmail('billing');
  await signUpInBrowser(page, { name: 'Amara Obi', email, password: PASSWORD });

  // The trial page: the demo's AI insights left, three features, the plan buttons, Start exploring.
  await expect(page.getByRole('heading', { name: 'Welcome to your Professional trial' })).toBeVisible();
  await expect(page.getByTestId('trial-banner')).toContainText('5 of 5 AI insights remaining');
  await expect(page.getByRole('button', { name: /Add Payment Method - Professional/ })).toBeVisible();
  await expect(page.getByRole('button', { name: /Choose Starter Plan/ })).toBeVisible();
  await page.getByRole('link', { name: 'Start exploring' }).click();
  await page.waitForURL('**/onboarding');

  // Onboarding: the import, map and notes steps are recorded by their clicks; the AI step by 3 questions.
  const steps = page.getByRole('list', { name: 'Onboarding steps' });
  const step = (title: string | RegExp) => steps.getByRole('listitem', { name: title });
  await expect(page.getByText('0 of 4 completed')).toBeVisible();
  await step('Import your contacts').getByRole('button', { name: 'Import contacts' }).click();
  await page.waitForURL('**/contacts**');
  await expect(page.getByText('Step completed!')).toBeVisible();
  await page.goto('/onboarding');
  await step('Open the network map').getByRole('button', { name: 'View the map' }).click();
  await page.waitForURL('**/map**');
  await page.goto('/onboarding');
  await step('Add notes to a contact').getByRole('button', { name: 'Add notes' }).click();
  await page.waitForURL('**/contacts**');
  await page.goto('/onboarding');
  await expect(page.getByText('3 of 4 completed')).toBeVisible();
  await step(/AI insights/)
    .getByRole('button', { name: 'Ask the assistant' })
    .click();
  await ask(page, 'who trades copper?', 0);
  await ask(page, 'who should I reconnect with?', 1);
  await ask(page, 'which introductions should I make?', 2);
  // The panel stays open across pages; closed, it no longer covers the billing card's buttons.
  await page.getByRole('button', { name: 'Close AI CRM Assistant' }).click();
  await page.goto('/onboarding');
  await expect(page.getByText('4 of 4 completed')).toBeVisible();
  await expect(page.getByText('100%')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Get Started' })).toBeVisible();
  const afterQuestions = await profile(page);
  expect(afterQuestions.credits_remaining).toBe(7);

  // Settings stays open in this tab; checkouts open in a new one.
  await page.goto('/settings');
  const overview = page.getByTestId('profile-overview');
  await expect(overview).toContainText('Professional Plan');
  await expect(overview.getByTestId('credits-remaining')).toHaveText('7');

  // On the trial there is no subscription to manage: the spec's toast.
  await page.getByRole('button', { name: 'Manage Subscription' }).click();
  await expect(page.getByText('Please add a payment method first to manage your subscription.')).toBeVisible();
  await expect(page).toHaveURL(/\/settings$/);

  /** Clicks a buy button and completes the test-mode checkout in the tab it opens. */
  const buyInNewTab = async (button: ReturnType<Page['getByRole']>) => {
    const [tab] = await Promise.all([context.waitForEvent('page'), button.click()]);
    await tab.waitForURL('**/billing/checkout/**');
    await expect(tab.getByText('Test mode')).toBeVisible();
    await tab.getByRole('button', { name: 'Complete purchase' }).click();
    await expect(tab.getByText('Purchase complete')).toBeVisible();
    await Promise.all([tab.waitForEvent('close'), tab.getByRole('button', { name: 'Close this tab' }).click()]);
  };

  // A pack that fits whole (7 of 600): all 250 arrive; the app's tab, never reloaded, shows them.
  const packs = page.getByRole('region', { name: 'Buy AI credits' });
  await buyInNewTab(page.getByRole('button', { name: '250 credits · $50' }));
  await expect(overview.getByTestId('credits-remaining')).toHaveText('257');

  // Professional: the upgrade credits fill the balance to the 600 cap, and the plan shows at once.
  await buyInNewTab(page.getByRole('button', { name: /Upgrade to Professional/ }));
  await expect(overview.getByTestId('credits-remaining')).toHaveText('600');
  await expect(overview.getByTestId('status-badge')).toHaveText('active');
  expect(await profile(page)).toMatchObject({ plan: 'professional', status: 'active', credits_remaining: 600 });

  // At the cap no pack is sold: both buttons are disabled and the card says why.
  await expect(page.getByRole('button', { name: '100 credits · $25' })).toBeDisabled();
  await expect(page.getByRole('button', { name: '250 credits · $50' })).toBeDisabled();
  await expect(packs.getByText("Your balance is at your plan's cap of 600 credits.", { exact: false })).toBeVisible();

  // Weekly auto-scan.
  const autoScan = page.locator('#auto-scan');
  await autoScan.getByRole('switch', { name: 'Enable automatic scans' }).click();
  await autoScan.getByRole('combobox', { name: 'Frequency' }).click();
  await page.getByRole('option', { name: /Weekly/ }).click();
  await autoScan.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Auto-scan preferences saved successfully.')).toBeVisible();

  // Two-factor: enable with the password and a first code from the authenticator.
  const security = page.locator('#security');
  await expect(security.getByText('Not Enabled')).toBeVisible();
  await security.getByRole('button', { name: 'Enable 2FA' }).click();
  const setup = page.getByRole('dialog', { name: /two-factor/i });
  await setup.getByLabel('Password').fill(PASSWORD);
  await setup.getByRole('button', { name: 'Continue' }).click();
  const secret = (await setup.getByTestId('totp-secret').textContent())!.replace(/\s/g, '');
  await setup.getByLabel('Verification code').fill(totp(secret));
  await setup.getByRole('button', { name: 'Verify' }).click();
  await expect(setup.getByTestId('backup-codes')).toBeVisible();
  await setup.getByRole('button', { name: 'Done' }).click();
  await expect(security.getByText('Enabled', { exact: true })).toBeVisible();

  // Signing in again asks for the code after the password.
  await signOutInBrowser(page);
  await page.goto('/auth?mode=login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Two-factor authentication' })).toBeVisible();
  expect((await page.request.get('/api/profile')).status()).toBe(401);
  await page.getByLabel('Verification code').fill(totp(secret));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByText('Signed in successfully!')).toBeVisible();
  expect((await profile(page)).plan).toBe('professional');
});
