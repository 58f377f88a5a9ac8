import fs from 'node:fs';
import path from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { expect, signOutInBrowser, signUpInBrowser, test, uniqueEmail } from './support.ts';

// A paying trader's whole journey, in the browser only, the way a customer walks it (issue 21): no
// request goes to the API from the test. A break anywhere on the way fails here.

const BOOK = path.join(import.meta.dirname, '..', 'fixtures', 'journey-book.csv');
const OWN_CONTACTS = 12;

/** Clicks a control that opens a checkout or the portal in a new tab, and returns that tab. */
async function opensTab(page: Page, control: Locator): Promise<Page> {
  const [tab] = await Promise.all([page.waitForEvent('popup'), control.click()]);
  await tab.waitForLoadState();
  return tab;
}

/** Pays on the test-mode checkout page of `tab` and closes it, as a buyer does. */
async function completePurchase(tab: Page, what: RegExp) {
  await tab.waitForURL('**/billing/checkout/**');
  await expect(tab.getByText('Test mode')).toBeVisible();
  await expect(tab.getByRole('main')).toContainText(what);
  await tab.getByRole('button', { name: 'Complete purchase' }).click();
  await expect(tab.getByText('Purchase complete')).toBeVisible();
  await tab.close();
}

/** Asks the assistant from its panel and waits for the answer. */
async function ask(page: Page, question: string, answers: number) {
  const panel = page.getByRole('dialog', { name: 'AI CRM Assistant' });
  const input = panel.getByRole('textbox', { name: 'Message the AI CRM Assistant' });
  await input.fill(question);
  // Sendable once the previous answer has finished streaming, as the user sees by the send button.
  await expect(panel.getByRole('button', { name: 'Send message' })).toBeEnabled();
  await input.press('Enter');
  await expect(panel.getByTestId('assistant-message')).toHaveCount(answers, { timeout: 20_000 });
}

async function openAssistant(page: Page) {
  await page.getByRole('button', { name: 'Open AI CRM Assistant' }).click();
  await expect(page.getByRole('dialog', { name: 'AI CRM Assistant' })).toBeVisible();
}

async function closeAssistant(page: Page) {
  await page.getByRole('dialog', { name: 'AI CRM Assistant' }).getByRole('button', { name: 'Close AI CRM Assistant' }).click();
}

async function importBook(page: Page) {
  await page.getByRole('button', { name: 'Import', exact: true }).click();
  const wizard = page.getByRole('dialog', { name: 'Import contacts' });
  await wizard.getByLabel('Contacts file').setInputFiles(BOOK);
  await expect(wizard.getByText(`${OWN_CONTACTS} rows`)).toBeVisible();
  await expect(wizard.getByLabel('Import column Name as')).toHaveValue('full_name');
  await expect(wizard.getByLabel('Import column Commodities as')).toHaveValue('commodities');
  await wizard.getByRole('button', { name: 'Next' }).click();
  await expect(wizard.getByRole('group', { name: 'Ready to import', exact: true })).toContainText(String(OWN_CONTACTS));
  await wizard.getByRole('button', { name: 'Start import' }).click();
  await expect(wizard.getByRole('heading', { name: 'Import complete' })).toBeVisible({ timeout: 30_000 });
  await expect(wizard.getByRole('group', { name: 'Added', exact: true })).toContainText(String(OWN_CONTACTS));
  await wizard.getByRole('button', { name: 'Done' }).click();
  await expect(wizard).toBeHidden();
}

test('a trader signs up, explores the trial, buys Professional, scans, works the insights, buys credits, exports and signs out', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const email = uniqueEmail('journey');
  await signUpInBrowser(page, { name: 'Ines Duarte', email, password: 'cargo-route-42' });

  // The trial page, then onboarding.
  await expect(page.getByRole('heading', { name: 'Welcome to your Professional trial' })).toBeVisible();
  await expect(page.getByTestId('trial-banner')).toContainText('5 of 5 AI insights remaining');
  await page.getByRole('link', { name: 'Start exploring' }).click();
  await page.waitForURL('**/onboarding');
  await expect(page.getByText('0 of 4 completed')).toBeVisible();

  // Import the book through the wizard, from the onboarding step.
  const steps = page.getByRole('list', { name: 'Onboarding steps' });
  await steps.getByRole('listitem', { name: 'Import your contacts' }).getByRole('button', { name: 'Import contacts' }).click();
  await page.waitForURL('**/contacts**');
  await expect(page.getByTestId('demo-banner')).toContainText('Demo Mode Active');
  await importBook(page);
  await expect(page.getByTestId('network-count')).toContainText(`${OWN_CONTACTS} contacts of your own`);
  await expect(page.getByTestId('network-count')).toContainText('demo contacts');

  // The map, from the sidebar.
  await page.getByRole('link', { name: 'Map', exact: true }).click();
  await page.waitForURL('**/map');
  await expect(page.getByRole('heading', { name: 'Network Map' })).toBeVisible();
  await expect(page.locator('.leaflet-container')).toBeVisible();
  const trialMap = page.getByTestId('map-counts');
  await expect(trialMap).toBeVisible();
  expect(await trialMap.textContent()).not.toContain(`${OWN_CONTACTS} contacts in your network`);

  // Two questions to the assistant: the demo's AI insights count down.
  await openAssistant(page);
  await ask(page, 'who sells urea?', 1);
  await expect(page.getByRole('dialog', { name: 'AI CRM Assistant' }).getByTestId('assistant-message').first()).toContainText('Lars Berg');
  await ask(page, 'who should I reconnect with?', 2);
  await closeAssistant(page);

  // No scan in demo mode (spec §2).
  await page.getByRole('link', { name: 'AI Insights', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'AI Insights' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Run AI Network Scan' })).toHaveCount(0);

  // Upgrade Now -> Settings -> Upgrade to Professional, paid in the test-mode checkout's own tab.
  await page
    .getByTestId('demo-banner')
    .getByRole('link', { name: /Upgrade Now/ })
    .click();
  await page.waitForURL('**/settings');
  const overview = page.getByTestId('profile-overview');
  await expect(overview.getByTestId('status-badge')).toHaveText('trial');
  await completePurchase(await opensTab(page, page.getByRole('button', { name: 'Upgrade to Professional' })), /Professional/);

  // Back in the app tab, never reloaded: a paying customer, out of demo mode.
  await expect(overview.getByTestId('status-badge')).toHaveText('active');
  await expect(overview).toContainText('Professional Plan');
  await expect(page.getByTestId('demo-banner')).toHaveCount(0);
  await expect(page.getByRole('switch', { name: 'Show sample network' })).toHaveAttribute('aria-checked', 'false');

  // Only the trader's own contacts, on the contacts screen and the map.
  await page.getByRole('link', { name: 'Contacts', exact: true }).click();
  await expect(page.getByTestId('network-count')).toHaveText(`${OWN_CONTACTS} contacts in your network`);
  await expect(page.getByRole('article')).toHaveCount(OWN_CONTACTS);
  await expect(page.getByTestId('demo-banner')).toHaveCount(0);
  await page.getByRole('link', { name: 'Map', exact: true }).click();
  await expect(page.getByTestId('map-counts')).toContainText(`${OWN_CONTACTS} contacts in your network`);

  // The scan, with the button.
  await page.getByRole('link', { name: 'AI Insights', exact: true }).click();
  await page.getByRole('button', { name: 'Run AI Network Scan' }).click();
  const scan = page.getByRole('dialog', { name: 'Run AI Network Scan' });
  await scan.getByRole('button', { name: 'Start Scan' }).click();
  await expect(page.getByText('Scan Complete')).toBeVisible({ timeout: 30_000 });
  await expect(scan).toBeHidden();
  const cards = page.getByRole('article');
  await expect(cards.first()).toBeVisible();
  const all = Number(await page.getByTestId('count-all').textContent());
  expect(all).toBeGreaterThan(1);

  // Open, rate and dismiss an insight.
  const card = cards.first();
  const title = (await card.getAttribute('aria-label'))!;
  await card.getByRole('button', { name: 'Details' }).click();
  await expect(card.getByText('New', { exact: true })).toHaveCount(0);
  await card.getByRole('button', { name: 'Helpful', exact: true }).click();
  await expect(card.getByRole('button', { name: 'Helpful', exact: true })).toHaveAttribute('aria-pressed', 'true');
  await card.getByRole('button', { name: /^Dismiss/ }).click();
  const dismiss = page.getByRole('dialog', { name: 'Dismiss insight' });
  await dismiss.getByRole('button', { name: 'Dismiss' }).click();
  await expect(dismiss).toBeHidden();
  await expect(page.getByRole('article', { name: title, exact: true })).toHaveCount(0);
  await expect(page.getByTestId('count-all')).toHaveText(String(all - 1));

  // Credits: Professional's cap leaves no room for a whole pack after the upgrade credits, so the
  // trader moves up to Power Trader and then buys a pack of 100.
  await page.getByRole('link', { name: 'Settings', exact: true }).click();
  const pack = page.getByRole('button', { name: /100 credits/ });
  await expect(pack).toBeDisabled();
  const before = Number(await overview.getByTestId('credits-remaining').textContent());
  await completePurchase(await opensTab(page, page.getByRole('button', { name: 'Upgrade to Power Trader' })), /Power Trader/);
  await expect(overview).toContainText('Power Trader Plan');
  await expect(overview.getByTestId('credits-remaining')).toHaveText(String(before + 500));
  await expect(pack).toBeEnabled();
  await completePurchase(await opensTab(page, pack), /100 AI credits/);
  await expect(overview.getByTestId('credits-remaining')).toHaveText(String(before + 600));

  // Export the contacts: the trader's own twelve, as CSV.
  await page.getByRole('link', { name: 'Contacts', exact: true }).click();
  await page.getByRole('button', { name: 'Export' }).click();
  const download = page.waitForEvent('download');
  await page.getByRole('menuitem', { name: `Export all ${OWN_CONTACTS} as CSV (spreadsheet)` }).click();
  const csv = fs.readFileSync(await (await download).path(), 'utf8');
  const lines = csv.trim().split(/\r?\n/);
  expect(lines).toHaveLength(OWN_CONTACTS + 1);
  expect(csv).toContain('Lars Berg');

  await signOutInBrowser(page);
});

test('a trial trader reaches the demo limit, meets the blocking dialog and upgrades from it', async ({ page }) => {
  test.setTimeout(180_000);
  await signUpInBrowser(page, { name: 'Tariq Aziz', email: uniqueEmail('limit'), password: 'cargo-route-42' });
  await page.getByRole('link', { name: 'Start exploring' }).click();
  await page.waitForURL('**/onboarding');
  await page.goto('/contacts');

  // Five AI insights in the demo: the sixth question is refused, nothing is spent.
  await openAssistant(page);
  for (let i = 1; i <= 5; i++) await ask(page, `who trades copper? (${i})`, i);
  const panel = page.getByRole('dialog', { name: 'AI CRM Assistant' });
  const input = panel.getByRole('textbox', { name: 'Message the AI CRM Assistant' });
  await input.fill('who trades wheat?');
  await expect(panel.getByRole('button', { name: 'Send message' })).toBeEnabled();
  await input.press('Enter');
  const blocking = page.getByRole('alertdialog', { name: 'Demo limit reached - Upgrade to continue' });
  await expect(blocking).toBeVisible();
  await blocking.getByRole('link', { name: 'See plans' }).click();

  // The trial page blocks until a plan is chosen; its banner says the limit is reached.
  await page.waitForURL('**/trial');
  const trialBlock = page.getByRole('alertdialog', { name: 'Demo limit reached - Upgrade to continue' });
  await expect(trialBlock).toBeVisible();
  await expect(page.getByTestId('trial-banner')).toContainText('Demo limit reached - Upgrade to continue');
  await completePurchase(
    await opensTab(page, trialBlock.getByRole('button', { name: /Add Payment Method - Professional/ })),
    /Professional/,
  );

  // The purchase ends the block and demo mode in this tab too.
  await expect(trialBlock).toBeHidden();
  await expect(page.getByRole('heading', { name: 'You are on the Professional Plan' })).toBeVisible();
  await page.goto('/contacts');
  await expect(page.getByTestId('demo-banner')).toHaveCount(0);
  await expect(page.getByText('Get started by adding your first contact to build your professional network.')).toBeVisible();
  // The panel stays open with its conversation; the question refused before is answered now.
  await expect(panel).toBeVisible();
  await ask(page, 'who trades wheat?', 6);
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
});
