/**
 * 'Import conversations' (issue 27 item 2, decision 040) the way a trader walks it: from the contact
 * import's first step to the wizard, a mail archive uploaded, the review (who matched, who is not a
 * contact, nothing written yet), one person created, confirmed, and the contact's history on the
 * contacts page. With CONVERSATIONS_SHOTS_DIR set, the review is kept as screenshots at 1280 and
 * 390 px, light and dark.
 */
import fs from 'node:fs';
import path from 'node:path';
import { MBOX } from '../../apps/server/test/conversation-samples.ts';
import { expect, signUpInBrowser, test, uniqueEmail } from './support.ts';

const SHOTS = process.env.CONVERSATIONS_SHOTS_DIR;

test('imports a mail archive: review before writing, create a contact, confirm', async ({ page }) => {
  test.setTimeout(90_000);
  await signUpInBrowser(page, { name: 'Sam Trader', email: uniqueEmail('conversations'), password: 'cargo-route-42' });
  const created = await page.request.post('/api/contacts', {
    data: { full_name: 'Ann Lee', company: 'Agri SA', client_email: 'ann@agri.example' },
  });
  expect(created.status()).toBe(201);

  // From the contacts page's Import, to the conversations wizard.
  await page.goto('/contacts');
  await page.getByRole('button', { name: 'Import', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Import contacts' });
  await dialog.getByRole('link', { name: 'Import conversations' }).click();
  await expect(page.getByRole('heading', { name: 'Import conversations', level: 1 })).toBeVisible();
  await expect(page.getByText('Accepted files')).toBeVisible();

  await page
    .getByLabel('Conversation file')
    .setInputFiles({ name: 'Takeout.mbox', mimeType: 'application/mbox', buffer: Buffer.from(MBOX) });
  await expect(page.getByText('Nothing has been added yet: interactions are written only when you confirm.')).toBeVisible({
    timeout: 30_000,
  });
  const matched = page.getByRole('list', { name: 'Matched to your contacts' });
  await expect(matched.getByText('Ann Lee')).toBeVisible();
  const unmatched = page.getByRole('list', { name: 'Not in your contacts' });
  await expect(unmatched.getByRole('listitem')).toHaveCount(3);

  if (SHOTS) {
    fs.mkdirSync(SHOTS, { recursive: true });
    for (const theme of ['light', 'dark'] as const) {
      await page.evaluate((t) => localStorage.setItem('tradeloom-theme', t), theme);
      for (const width of [1280, 390]) {
        await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
        await page.reload();
        await expect(matched.getByText('Ann Lee')).toBeVisible();
        await page.screenshot({ path: path.join(SHOTS, `conversations-review-${width}-${theme}.png`), fullPage: true });
      }
    }
    await page.evaluate(() => localStorage.setItem('tradeloom-theme', 'light'));
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.reload();
  }

  // Nothing written yet: Ann has no interaction.
  const before = await page.request.get('/api/capture/sources');
  expect(await before.json()).toEqual([]);

  const jose = unmatched.getByRole('listitem').filter({ hasText: 'José García' });
  await jose.getByRole('checkbox', { name: 'Create contact' }).click();
  await expect(page.getByLabel('Name of the new contact for José García')).toHaveValue('José García');
  await page.getByRole('button', { name: 'Confirm and add' }).click();
  await expect(page.getByText('3 interactions added to 2 contacts. 1 contact created.')).toBeVisible();
  if (SHOTS) await page.screenshot({ path: path.join(SHOTS, 'conversations-done-1280-light.png') });

  await page.getByRole('link', { name: 'View contacts' }).click();
  await page.getByPlaceholder('Search contacts...').fill('José');
  await expect(page.getByText('José García').first()).toBeVisible();

  // Settings lists the import.
  await page.goto('/settings?tab=conversation-imports');
  await expect(page.getByRole('list', { name: 'Recent conversation imports' }).getByText('Takeout.mbox')).toBeVisible();
});
