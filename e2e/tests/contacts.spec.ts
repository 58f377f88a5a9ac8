import { expect, type Page, test } from '@playwright/test';
import { signUpInBrowser, uniqueEmail } from './support.ts';

async function pickOption(page: Page, name: string | RegExp) {
  await page.getByRole('option', { name }).first().click();
}

test('add, attach, edit and delete a contact; search and filters narrow the grid', async ({ page }) => {
  await signUpInBrowser(page, { name: 'Noor Haddad', email: uniqueEmail('contacts'), password: 'cargo-route-42' });
  await page.goto('/contacts');
  await expect(page.getByRole('heading', { name: 'Professional Contacts' })).toBeVisible();

  // Demo mode is on for a new user: the banner and the shared demo network show.
  await expect(page.getByText('Demo Mode Active')).toBeVisible();
  await expect(page.getByRole('link', { name: /Upgrade Now/ })).toHaveAttribute('href', '/settings');
  await expect(page.getByText('DEMO', { exact: true }).nth(1)).toBeVisible();

  // Add a contact with a custom role, two catalogue commodities and a custom one, in Singapore.
  await page.getByRole('button', { name: 'Add Contact' }).first().click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Full Name').fill('Wei Ling Tan');
  await dialog.getByLabel('Company').fill('Straits Cathode Pte Ltd');
  await dialog.getByLabel('Role', { exact: true }).click();
  await pickOption(page, 'Other');
  await dialog.getByLabel('Custom Role').fill('Financier');
  await dialog.getByLabel('Location').fill('Singa');
  await pickOption(page, /^Singapore, Singapore/);
  const commodities = dialog.getByLabel('Commodities');
  await commodities.fill('Copp');
  await pickOption(page, /^Copper/);
  await commodities.fill('Gold');
  await pickOption(page, /^Gold/);
  await commodities.fill('Cathodes Grade A');
  await pickOption(page, 'Add "Cathodes Grade A" as a custom commodity');
  await dialog.getByLabel('Notes').fill('Wants Q3 cathode offtake.');
  await dialog.getByRole('button', { name: 'Add Contact' }).click();
  await expect(page.getByText('Contact added successfully')).toBeVisible();

  const card = page.getByRole('article', { name: 'Wei Ling Tan' });
  await expect(card).toBeVisible();
  await expect(card).toContainText('Straits Cathode Pte Ltd');
  await expect(card).toContainText('Singapore');
  await expect(card).toContainText('Financier');
  await expect(card).toContainText('+1');

  // Edit: upload a PDF, rename it, delete it.
  await card.getByRole('button', { name: 'Edit Wei Ling Tan' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Contact' });
  await expect(edit.getByLabel('Custom Role')).toHaveValue('Financier');
  await edit.locator('input[type=file]').setInputFiles({
    name: 'term-sheet.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n'),
  });
  await expect(page.getByText('File uploaded')).toBeVisible();
  await edit.getByRole('button', { name: 'Rename term-sheet.pdf' }).click();
  await edit.getByLabel('File name').fill('Signed term sheet.pdf');
  await edit.getByLabel('File name').press('Enter');
  await expect(edit.getByText('Signed term sheet.pdf')).toBeVisible();
  await edit.getByRole('button', { name: 'Delete Signed term sheet.pdf' }).click();
  await page
    .getByRole('alertdialog')
    .getByRole('button', { name: /delete/i })
    .click();
  await expect(page.getByText('File has been deleted successfully')).toBeVisible();
  await edit.getByLabel('Company').fill('Straits Cathode Holdings');
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Contact updated successfully')).toBeVisible();
  await expect(card).toContainText('Straits Cathode Holdings');

  // Search narrows the grid to the match; a search with no match shows its empty state.
  const search = page.getByPlaceholder('Search contacts...');
  await search.fill('straits cathode');
  await expect(page.getByRole('article')).toHaveCount(1);
  await search.fill('zzqx-no-such-contact');
  await expect(page.getByText('Try adjusting your filters or search terms.')).toBeVisible();
  await search.fill('');

  // Both filters must match: a commodity and a location.
  const filters = page.getByRole('button', { name: /^Filters/ });
  const chooseFilter = async (list: 'By Commodity' | 'By Location', search: string, value: RegExp) => {
    await filters.click();
    await page.getByRole('button', { name: new RegExp(list) }).click();
    await page.getByPlaceholder(list === 'By Commodity' ? 'Search commodities...' : 'Search locations...').fill(search);
    await page.getByLabel(value).first().check();
    await page.keyboard.press('Escape');
  };
  await chooseFilter('By Commodity', 'Cathodes', /Cathodes Grade A/);
  await expect(page.getByRole('article')).toHaveCount(1);
  await chooseFilter('By Location', 'Singapore', /^Singapore, Singapore/);
  await expect(page.getByRole('article', { name: 'Wei Ling Tan' })).toBeVisible();
  await expect(page.getByRole('article')).toHaveCount(1);
  // A second location widens the location filter, but the commodity filter still has to match.
  await chooseFilter('By Location', 'Geneva', /Geneva/);
  await expect(page.getByRole('article')).toHaveCount(1);
  await page.getByRole('list', { name: 'Active filters' }).getByRole('button', { name: 'Clear All' }).click();
  await chooseFilter('By Location', 'Geneva', /Geneva/);
  await chooseFilter('By Commodity', 'Cathodes', /Cathodes Grade A/);
  await expect(page.getByText('Try adjusting your filters or search terms.')).toBeVisible();
  await page.getByRole('list', { name: 'Active filters' }).getByRole('button', { name: 'Clear All' }).click();

  // Delete the contact.
  await page.getByRole('article', { name: 'Wei Ling Tan' }).getByRole('button', { name: 'Edit Wei Ling Tan' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete', exact: true }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete Contact' }).click();
  await expect(page.getByText('Contact deleted successfully')).toBeVisible();
  await expect(page.getByRole('article', { name: 'Wei Ling Tan' })).toHaveCount(0);
});
