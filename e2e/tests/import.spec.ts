import fs from 'node:fs';
import path from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { expect, signUpInBrowser, test, uniqueEmail } from './support.ts';

// Contact import, export and duplicates as a trader meets them: a LinkedIn export (with LinkedIn's
// notes before the header), then a phone's vCard holding a contact already in the book.

const FIXTURES = path.join(import.meta.dirname, '..', 'fixtures');
const fixture = (file: string, name: string, mimeType: string) => ({ name, mimeType, buffer: fs.readFileSync(path.join(FIXTURES, file)) });
const LINKEDIN = fixture('linkedin-connections.csv', 'Connections.csv', 'text/csv');
const VCARD = fixture('phone-contacts.vcf', 'phone-contacts.vcf', 'text/vcard');

async function newTrader(page: Page) {
  await signUpInBrowser(page, { name: 'Ana Duarte', email: uniqueEmail('import'), password: 'cargo-route-42' });
}

async function apiContact(page: Page, body: Record<string, unknown>) {
  const res = await page.request.post('/api/contacts', { data: body });
  expect(res.status(), await res.text()).toBe(201);
}

async function openWizard(page: Page): Promise<Locator> {
  await page.getByRole('button', { name: 'Import', exact: true }).click();
  const wizard = page.getByRole('dialog', { name: 'Import contacts' });
  await expect(wizard).toBeVisible();
  return wizard;
}

/** Polls of a running import answer slowly, so its progress bar stays on screen long enough to be seen. */
async function slowImportPolls(page: Page) {
  await page.route(/\/api\/imports\/[0-9a-f-]{36}$/, async (route) => {
    if (route.request().method() === 'GET') await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
}

/** A figure of the review or the results, by its label. */
const stat = (scope: Locator, label: string) => scope.getByRole('group', { name: label, exact: true });

async function search(page: Page, text: string) {
  await page.getByPlaceholder('Search contacts...').fill(text);
}

test('imports LinkedIn connections, then a vCard whose duplicate is skipped, and lists both imports', async ({ page }) => {
  test.setTimeout(90_000);
  await newTrader(page);
  await page.goto('/contacts');

  // One contact added by hand: a first contact has nothing to duplicate, so it is saved at once.
  await page.getByRole('button', { name: 'Add Contact' }).first().click();
  const form = page.getByRole('dialog', { name: 'Add Contact' });
  await form.getByLabel('Full Name').fill('Ana Duarte');
  await form.getByLabel('Company').fill('Duarte Grains');
  await form.getByLabel('Email').fill('ana.duarte@duartegrains.example');
  await form.getByLabel('Phone').fill('+351 22 000 0000');
  await form.getByRole('button', { name: 'Add Contact' }).click();
  await expect(page.getByText('Contact added successfully')).toBeVisible();
  await expect(form).toBeHidden();

  // LinkedIn: the notes preamble is passed over, the source recognised, the columns mapped.
  let wizard = await openWizard(page);
  await wizard.getByLabel('Contacts file').setInputFiles(LINKEDIN);
  await expect(wizard.getByRole('table', { name: /Columns of Connections\.csv/ })).toBeVisible();
  await expect(wizard.getByTestId('import-source')).toHaveText('LinkedIn connections');
  await expect(wizard.getByText('4 rows')).toBeVisible();
  const expected: Record<string, string> = {
    'First Name': 'first_name',
    'Last Name': 'last_name',
    URL: 'note_line',
    'Email Address': 'client_email',
    Company: 'company',
    Position: 'title',
    'Connected On': 'note_line',
  };
  for (const [header, target] of Object.entries(expected)) {
    await expect(wizard.getByLabel(`Import column ${header} as`)).toHaveValue(target);
  }
  await expect(wizard.getByRole('row').filter({ hasText: 'Email Address' }).getByRole('cell').first()).toContainText(
    'kofi.mensah@accracocoa.example',
  );
  // The 'Connected On' dates are not wanted in the notes.
  await wizard.getByLabel('Import column Connected On as').selectOption({ label: "Don't import" });

  await wizard.getByRole('button', { name: 'Next' }).click();
  await expect(stat(wizard, 'Ready to import')).toContainText('4');
  await expect(stat(wizard, 'Rows with problems')).toContainText('0');
  const preview = wizard.getByRole('region', { name: 'Preview' });
  await expect(preview.getByRole('row')).toHaveCount(5);
  await expect(preview).toContainText('Kofi Mensah');
  await expect(preview).toContainText('Kansai LNG Trading Co., Ltd.');
  await expect(wizard.getByRole('region', { name: 'Likely duplicates' })).toHaveCount(0);

  await slowImportPolls(page);
  await wizard.getByRole('button', { name: 'Start import' }).click();
  await expect(wizard.getByRole('progressbar', { name: 'Import progress' })).toBeVisible();
  await expect(wizard.getByRole('heading', { name: 'Import complete' })).toBeVisible({ timeout: 30_000 });
  await expect(stat(wizard, 'Added')).toContainText('4');
  await expect(stat(wizard, 'Duplicates skipped')).toContainText('0');
  await wizard.getByRole('button', { name: 'Done' }).click();
  await expect(wizard).toBeHidden();
  await page.unrouteAll({ behavior: 'wait' });

  // The new contacts are in the grid without a reload.
  await search(page, 'Kofi Mensah');
  const kofi = page.getByRole('article', { name: 'Kofi Mensah' });
  await expect(kofi).toBeVisible();
  await expect(kofi).toContainText('Accra Cocoa Exporters');
  await expect(kofi).toContainText('Head of Origination');

  // A phone's vCard: Ana is in it again (same e-mail). Every duplicate would be kept, but hers is skipped.
  await search(page, '');
  wizard = await openWizard(page);
  await wizard.getByLabel('Contacts file').setInputFiles(VCARD);
  await expect(wizard.getByTestId('import-source')).toHaveText('vCard contacts');
  await wizard.getByRole('button', { name: 'Next' }).click();
  await expect(stat(wizard, 'Ready to import')).toContainText('3');
  await expect(stat(wizard, 'Likely duplicates')).toContainText('1');
  const duplicates = wizard.getByRole('region', { name: 'Likely duplicates' });
  const anaRow = duplicates.getByTestId('duplicate-row').filter({ hasText: 'Ana Duarte' });
  await expect(duplicates.getByTestId('duplicate-row')).toHaveCount(1);
  await expect(anaRow).toContainText('Same e-mail');
  await expect(anaRow).toContainText('Already in your contacts');
  await expect(anaRow).toContainText('ana.duarte@duartegrains.example');
  await duplicates.getByRole('radio', { name: 'Keep both' }).check();
  await expect(anaRow.getByRole('combobox')).toHaveValue('keep');
  await anaRow.getByRole('combobox').selectOption({ label: 'Skip' });
  await expect(wizard.getByTestId('import-plan')).toHaveText('2 new · 1 skipped');
  await wizard.getByRole('button', { name: 'Start import' }).click();
  await expect(wizard.getByRole('heading', { name: 'Import complete' })).toBeVisible({ timeout: 30_000 });
  await expect(stat(wizard, 'Added')).toContainText('2');
  await expect(stat(wizard, 'Duplicates skipped')).toContainText('1');
  await wizard.getByRole('button', { name: 'Done' }).click();

  await search(page, 'Wiśniewski');
  await expect(page.getByRole('article', { name: 'Tomasz Wiśniewski' })).toContainText('Baltic Grain Terminal');
  await search(page, 'Duarte Grains');
  await expect(page.getByRole('article', { name: 'Ana Duarte' })).toHaveCount(1);
  // Skipped: Ana keeps the phone she had, not the vCard's.
  await page.getByRole('article', { name: 'Ana Duarte' }).getByRole('link', { name: 'Ana Duarte' }).click();
  await expect(page.getByRole('link', { name: '+351 22 000 0000' })).toBeVisible();
  await page.keyboard.press('Escape');

  // Export what the search shows: one contact, as CSV.
  await page.getByRole('button', { name: 'Export' }).click();
  const download = page.waitForEvent('download');
  await page.getByRole('menuitem', { name: 'Export 1 shown as CSV (spreadsheet)' }).click();
  const csv = fs.readFileSync(await (await download).path(), 'utf8');
  expect(csv).toContain('Ana Duarte');
  expect(csv).not.toContain('Kofi Mensah');

  // Recent imports: both files, newest first, with what they did.
  wizard = await openWizard(page);
  await wizard.getByRole('button', { name: 'Recent imports' }).click();
  const recent = page.getByRole('dialog', { name: 'Recent imports' }).getByRole('list', { name: 'Recent imports' });
  await expect(recent.getByTestId('recent-import')).toHaveCount(2);
  await expect(recent.getByTestId('recent-import').first()).toHaveAccessibleName('phone-contacts.vcf');
  const vcf = recent.getByRole('listitem', { name: 'phone-contacts.vcf' });
  await expect(vcf).toContainText('Completed');
  await expect(vcf.getByTestId('import-summary')).toHaveText('2 added · 1 duplicate skipped');
  const linkedin = recent.getByRole('listitem', { name: 'Connections.csv' });
  await expect(linkedin).toContainText('Completed');
  await expect(linkedin.getByTestId('import-summary')).toHaveText('4 added');
});

test('a file the importer cannot read says why, and another file can be chosen', async ({ page }) => {
  await newTrader(page);
  await page.goto('/contacts');
  const wizard = await openWizard(page);
  await wizard
    .getByLabel('Contacts file')
    .setInputFiles({ name: 'scan.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n%%EOF\n') });
  await expect(wizard.getByRole('alert')).toContainText('This file type is not supported.');
  await wizard.getByLabel('Contacts file').setInputFiles(LINKEDIN);
  await expect(wizard.getByTestId('import-source')).toHaveText('LinkedIn connections');
  // Closing before the import starts drops the upload: nothing waits in Recent imports.
  await page.keyboard.press('Escape');
  await expect(wizard).toBeHidden();
  await expect.poll(async () => (await (await page.request.get('/api/imports')).json()).imports.length).toBe(0);
});

test('adding a contact that exists offers to update it, and Find duplicates merges a pair', async ({ page }) => {
  await newTrader(page);
  await apiContact(page, { full_name: 'Kofi Mensah', company: 'Accra Cocoa Exporters', client_email: 'kofi.mensah@accracocoa.example' });
  await apiContact(page, {
    full_name: 'Kofi Mensah',
    company: 'Accra Cocoa Exporters Ltd',
    phone: '+233 30 276 5000',
    notes: 'Met at Cocoa Day.',
  });
  await page.goto('/contacts');

  // The Add dialog checks first: both Kofis match; Cancel goes back to the form with what was typed.
  await page.getByRole('button', { name: 'Add Contact' }).first().click();
  const form = page.getByRole('dialog', { name: 'Add Contact' });
  await form.getByLabel('Full Name').fill('Kofi Mensah');
  await form.getByLabel('Company').fill('Accra Cocoa Exporters');
  await form.getByLabel('Title').fill('Head of Origination');
  await form.getByRole('button', { name: 'Add Contact' }).click();
  const prompt = page.getByRole('alertdialog', { name: 'These contacts look the same' });
  await expect(prompt.getByRole('radio')).toHaveCount(2);
  await expect(prompt).toContainText('Same name and company');
  await prompt.getByRole('button', { name: 'Cancel' }).click();
  await expect(prompt).toBeHidden();
  await expect(form.getByLabel('Title')).toHaveValue('Head of Origination');
  // Update existing: the chosen Kofi gets the title; no third Kofi.
  await form.getByRole('button', { name: 'Add Contact' }).click();
  await prompt.getByRole('radio', { name: 'Update Kofi Mensah, Accra Cocoa Exporters', exact: true }).check();
  await prompt.getByRole('button', { name: 'Update existing' }).click();
  await expect(page.getByText('Contact updated successfully')).toBeVisible();
  await expect(form).toBeHidden();
  await search(page, 'Kofi Mensah');
  await expect(page.getByRole('article', { name: 'Kofi Mensah' })).toHaveCount(2);
  await expect(page.getByRole('article', { name: 'Kofi Mensah' }).filter({ hasText: 'Head of Origination' })).toHaveCount(1);

  // Find duplicates: keep the second Kofi (the one with the phone), merge.
  await page.getByRole('button', { name: 'Export' }).click();
  await page.getByRole('menuitem', { name: 'Find duplicates' }).click();
  const view = page.getByRole('dialog', { name: 'Find duplicates' });
  const group = view.getByTestId('duplicate-group');
  await expect(group).toHaveCount(1);
  await expect(group).toContainText('Same name and company');
  await expect(group.getByRole('radio').first()).toBeChecked();
  await group.getByRole('radio', { name: 'Keep Kofi Mensah, Accra Cocoa Exporters Ltd' }).check();
  await group.getByRole('button', { name: 'Merge 2 contacts' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Merge into Kofi Mensah?' });
  await expect(confirm).toContainText('Nothing is lost');
  await confirm.getByRole('button', { name: 'Merge 2 contacts' }).click();
  await expect(page.getByText('Contacts merged')).toBeVisible();
  await expect(view.getByText('No duplicates found')).toBeVisible();
  await view.getByRole('button', { name: 'Close' }).first().click();

  const merged = page.getByRole('article', { name: 'Kofi Mensah' });
  await expect(merged).toHaveCount(1);
  await expect(merged).toContainText('Accra Cocoa Exporters Ltd');
  await expect(merged).toContainText('Head of Origination');
});
