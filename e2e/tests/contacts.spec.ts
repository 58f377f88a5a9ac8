import type { Page } from '@playwright/test';
import { expect, signUpInBrowser, test, uniqueEmail } from './support.ts';

// Each test signs up its own trader and makes what it needs through the API, so one failure does not
// hide the rest of the contacts journey.

async function pickOption(page: Page, name: string | RegExp) {
  await page.getByRole('option', { name }).first().click();
}

async function newTrader(page: Page, name = 'Noor Haddad') {
  await signUpInBrowser(page, { name, email: uniqueEmail('contacts'), password: 'cargo-route-42' });
}

/** A contact made through the API with the browser's session (the setup of a test, not what it checks). */
async function apiContact(page: Page, body: Record<string, unknown>) {
  const res = await page.request.post('/api/contacts', { data: body });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()) as { id: string };
}

test('a new trader sees the demo network, marked as demo', async ({ page }) => {
  await newTrader(page);
  await page.goto('/contacts');
  await expect(page.getByRole('heading', { name: 'Professional Contacts' })).toBeVisible();
  await expect(page.getByText('Demo Mode Active')).toBeVisible();
  await expect(page.getByRole('link', { name: /Upgrade Now/ })).toHaveAttribute('href', '/settings');
  await expect(page.getByText('DEMO', { exact: true }).nth(1)).toBeVisible();
});

test('a fresh load of the contacts screen reads its first page and the session once each, asked for before the app code', async ({
  page,
}) => {
  await newTrader(page);
  const seen: string[] = [];
  page.on('request', (r) => {
    const url = new URL(r.url());
    if (url.pathname === '/api/contacts' || url.pathname === '/api/auth/get-session') seen.push(url.pathname + url.search);
  });
  await page.goto('/contacts');
  await expect(page.getByRole('article').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(seen.filter((u) => u === '/api/contacts?limit=60')).toHaveLength(1);
  expect(seen.filter((u) => u === '/api/auth/get-session')).toHaveLength(1);
  // Both were asked for by boot.js before the app's code ran, and the app took both answers over.
  const early = await page.evaluate(() => {
    const held = (window as { __tradeloomEarly?: Record<string, unknown> }).__tradeloomEarly;
    return held ? Object.keys(held) : null;
  });
  expect(early).toEqual([]);
});

test('adds a contact with a custom role, catalogue and custom commodities, in a picked city', async ({ page }) => {
  await newTrader(page);
  await page.goto('/contacts');
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
});

test('uploads, renames and deletes an attachment, and saves an edit', async ({ page }) => {
  await newTrader(page);
  await apiContact(page, { full_name: 'Wei Ling Tan', company: 'Straits Cathode Pte Ltd', role: 'Financier' });
  await page.goto('/contacts');
  const card = page.getByRole('article', { name: 'Wei Ling Tan' });
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
});

test('search narrows the grid to the match, and says when nothing matches', async ({ page }) => {
  await newTrader(page);
  await apiContact(page, { full_name: 'Wei Ling Tan', company: 'Straits Cathode Holdings' });
  await page.goto('/contacts');
  const search = page.getByPlaceholder('Search contacts...');
  await search.fill('straits cathode');
  await expect(page.getByRole('article')).toHaveCount(1);
  await expect(page.getByRole('article', { name: 'Wei Ling Tan' })).toBeVisible();
  await search.fill('zzqx-no-such-contact');
  await expect(page.getByText('Try adjusting your filters or search terms.')).toBeVisible();
});

test('commodity and location filters must both match', async ({ page }) => {
  await newTrader(page);
  await apiContact(page, {
    full_name: 'Wei Ling Tan',
    location: 'Singapore, Singapore',
    commodities: 'Copper, Gold, Cathodes Grade A',
  });
  await page.goto('/contacts');
  const filters = page.getByRole('button', { name: /^Filters/ });
  const chooseFilter = async (list: 'By Commodity' | 'By Location', search: string, value: RegExp) => {
    await filters.click();
    await page.getByRole('button', { name: new RegExp(list) }).click();
    await page.getByPlaceholder(list === 'By Commodity' ? 'Search commodities...' : 'Search locations...').fill(search);
    await page.getByLabel(value).first().check();
    await page.keyboard.press('Escape');
  };
  const clearAll = () => page.getByRole('list', { name: 'Active filters' }).getByRole('button', { name: 'Clear All' }).click();

  await chooseFilter('By Commodity', 'Cathodes', /Cathodes Grade A/);
  await expect(page.getByRole('article')).toHaveCount(1);
  await chooseFilter('By Location', 'Singapore', /^Singapore, Singapore/);
  await expect(page.getByRole('article', { name: 'Wei Ling Tan' })).toBeVisible();
  await expect(page.getByRole('article')).toHaveCount(1);
  // A second location widens the location filter, but the commodity filter still has to match.
  await chooseFilter('By Location', 'Geneva', /Geneva/);
  await expect(page.getByRole('article')).toHaveCount(1);
  await clearAll();
  await chooseFilter('By Location', 'Geneva', /Geneva/);
  await chooseFilter('By Commodity', 'Cathodes', /Cathodes Grade A/);
  await expect(page.getByText('Try adjusting your filters or search terms.')).toBeVisible();
  await clearAll();
});

test('deletes a contact after confirming', async ({ page }) => {
  await newTrader(page);
  await apiContact(page, { full_name: 'Wei Ling Tan' });
  await page.goto('/contacts');
  await page.getByRole('article', { name: 'Wei Ling Tan' }).getByRole('button', { name: 'Edit Wei Ling Tan' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete', exact: true }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete Contact' }).click();
  await expect(page.getByText('Contact deleted successfully')).toBeVisible();
  await expect(page.getByRole('article', { name: 'Wei Ling Tan' })).toHaveCount(0);
});

test('a contact opens in a detail sheet from its card and by its own link', async ({ page }) => {
  await newTrader(page);
  const { id } = await apiContact(page, {
    full_name: 'Wei Ling Tan',
    company: 'Straits Cathode Pte Ltd',
    client_email: 'wei@straits.example',
    notes: 'Wants Q3 cathode offtake.',
    commodities: 'Copper, Gold, Cathodes Grade A',
  });
  await page.goto('/contacts?q=straits');
  await page.getByRole('article', { name: 'Wei Ling Tan' }).getByRole('link', { name: 'Wei Ling Tan' }).click();
  await expect(page).toHaveURL(new RegExp(`/contacts/${id}\\?q=straits$`));
  const sheet = page.getByRole('dialog', { name: 'Wei Ling Tan' });
  await expect(sheet.getByRole('link', { name: 'wei@straits.example' })).toHaveAttribute('href', 'mailto:wei@straits.example');
  await expect(sheet.getByText('Cathodes Grade A')).toBeVisible();
  await expect(sheet.getByText('Wants Q3 cathode offtake.')).toBeVisible();
  await sheet.getByRole('button', { name: 'Close' }).click();
  await expect(page).toHaveURL(/\/contacts\?q=straits$/);

  // The same view by its link, after a reload; and an unknown id says so.
  await page.goto(`/contacts/${id}`);
  await expect(page.getByRole('dialog', { name: 'Wei Ling Tan' })).toBeVisible();
  await page.goto('/contacts/00000000-0000-4000-8000-000000000000');
  await expect(page.getByRole('heading', { name: 'Contact not found' })).toBeVisible();
});

test('search, role filter and sort live in the URL: a reload keeps them', async ({ page }) => {
  await newTrader(page);
  await apiContact(page, { full_name: 'Zoe Adler', role: 'Broker', company: 'Baltic Grain' });
  await apiContact(page, { full_name: 'Adam Brandt', role: 'Broker', company: 'Elbe Metals' });
  await page.goto('/contacts');
  await page.getByRole('button', { name: /^Filters/ }).click();
  await page.getByRole('button', { name: /By Role/ }).click();
  await page.getByPlaceholder('Search roles...').fill('Broker');
  await page
    .getByLabel(/^Broker/)
    .first()
    .check();
  await page.keyboard.press('Escape');
  await page.getByRole('combobox', { name: 'Sort contacts' }).selectOption({ label: 'Name' });
  await expect(page).toHaveURL(/role=Broker/);
  await expect(page).toHaveURL(/sort=name/);
  await page.reload();
  await expect(page.getByRole('list', { name: 'Active filters' })).toContainText('Broker');
  const names = page.getByRole('article');
  await expect(names.first()).toHaveAttribute('aria-label', 'Adam Brandt');
  // A typo still finds the contact, and the screen says these are close matches.
  await page.getByPlaceholder('Search contacts...').fill('brandtt');
  await expect(page.getByText('No exact matches. Showing close matches for “brandtt”.')).toBeVisible();
  await expect(page).toHaveURL(/q=brandtt/);
});
