import { expect, signUpInBrowser, test, uniqueEmail } from './support.ts';

const daysAgo = (d: number) => new Date(Date.now() - d * 86_400_000).toISOString().slice(0, 10);

const NETWORK = [
  { full_name: 'Ana Silva', role: 'Supplier', commodities: 'Yellow corn', location: 'Santos, Brazil' },
  { full_name: 'Wei Chen', role: 'Buyer', commodities: 'Maize', location: 'Shanghai, China' },
  { full_name: 'Omar Haddad', role: 'Trader', commodities: 'Urea', notes: 'Looking to buy granular urea for Q1.', location: 'Dubai' },
  { full_name: 'Lars Berg', role: 'Supplier', commodities: 'Urea 46%', location: 'Oslo, Norway' },
  { full_name: 'Mei Lin', role: 'Buyer', commodities: 'Copper cathodes', location: 'Shanghai, China' },
  { full_name: 'Ivan Petrov', role: 'Buyer', commodities: 'Cu cathode', location: 'Hamburg, Germany' },
  { full_name: 'Kofi Mensah', role: 'Consultant' },
  { full_name: 'Sofia Rossi', role: 'Supplier', commodities: 'SBM', location: 'Buenos Aires, Argentina' },
  { full_name: 'Hiro Tanaka', role: 'Buyer', commodities: 'Soybean meal', location: 'Tokyo, Japan' },
  { full_name: 'Nadia Karimi', role: 'Buyer', commodities: 'HRC', location: 'Istanbul, Turkey' },
  { full_name: 'Jonas Vogel', role: 'Supplier', commodities: 'Hot-rolled coil', location: 'Hamburg, Germany' },
  // Nineteen more, for thirty in all: a relationship gone cold, one without a place, and a broad book.
  { full_name: 'Priya Nair', role: 'Offtaker', commodities: 'Thermal coal', location: 'Mumbai, India', last_contacted_at: daysAgo(280) },
  {
    full_name: 'Tom Reed',
    role: 'Miner',
    commodities: 'Steam coal NAR 5500',
    location: 'Perth, Australia',
    last_contacted_at: daysAgo(20),
  },
  { full_name: 'Elena Novak', role: 'Buyer', commodities: 'Potash MOP', location: '' },
  ...[
    'Gold',
    'Silver',
    'Palladium',
    'Cocoa beans',
    'Raw sugar',
    'Arabica',
    'Cotton',
    'Rice',
    'Urea',
    'LNG',
    'Diesel EN590',
    'Iron ore fines',
    'Zinc',
    'Nickel',
    'Wheat',
    'Palm oil',
  ].map((commodities, i) => ({
    full_name: `Trader ${i + 1}`,
    role: i % 2 ? 'Supplier' : 'Consultant',
    commodities,
    location: 'Geneva, Switzerland',
  })),
];

test('on 30 contacts a scan gives every kind of insight naming real contacts; read, rate and dismiss behave as specified', async ({
  page,
}) => {
  await signUpInBrowser(page, { name: 'Noor Haddad', email: uniqueEmail('insights'), password: 'cargo-route-42' });
  await page.goto('/insights');
  await expect(page.getByRole('heading', { name: 'AI Insights' })).toBeVisible();
  await expect(page.getByText('AI insights will appear here as your network grows and develops.')).toBeVisible();
  // A new trader is in demo mode: no scan button (spec §2).
  await expect(page.getByRole('button', { name: 'Run AI Network Scan' })).toHaveCount(0);

  for (const c of NETWORK) expect((await page.request.post('/api/contacts', { data: c })).status()).toBe(201);
  expect(
    (
      await page.request.post('/api/priorities', {
        data: { priority_text: 'Source yellow corn', target_commodities: ['Corn'], target_region: 'South America' },
      })
    ).status(),
  ).toBe(201);
  const scan = await page.request.post('/api/insights/scan', { data: { trigger_type: 'manual' } });
  expect(scan.status(), await scan.text()).toBe(200);

  await page.reload();
  // Every kind of insight, each naming contacts of the network.
  for (const type of ['Synergy', 'Opportunity', 'Reminder', 'Analysis', 'Network scan']) {
    await expect(page.getByRole('article').filter({ hasText: type }).first(), type).toBeVisible();
  }
  await expect(page.getByRole('article', { name: 'Reconnect with Priya Nair' })).toBeVisible();
  const intro = page.getByRole('article', { name: 'Introduce Ana Silva to Wei Chen for Corn' });
  await expect(intro).toBeVisible();
  await expect(page.getByRole('article', { name: /for "Source yellow corn"/ })).toBeVisible();
  await expect(page.getByRole('article', { name: /^Reconnect|^Follow up|No supplier of Copper Cathode/ }).first()).toBeVisible();
  const unread = Number(await page.getByTestId('count-unread').textContent());
  expect(unread).toBeGreaterThan(2);

  // Opening a card reads it and shows the contacts it names, as links to them.
  await intro.getByRole('button', { name: 'Details' }).click();
  await expect(intro.getByText('New', { exact: true })).toHaveCount(0);
  await expect(page.getByTestId('count-unread')).toHaveText(String(unread - 1));
  await expect(intro.getByRole('link', { name: 'Wei Chen' })).toHaveAttribute('href', /\/contacts\//);

  // Thumbs up, then down: the last rating holds.
  await intro.getByRole('button', { name: 'Helpful', exact: true }).click();
  await expect(intro.getByRole('button', { name: 'Helpful', exact: true })).toHaveAttribute('aria-pressed', 'true');
  await intro.getByRole('button', { name: 'Not helpful' }).click();
  await expect(intro.getByRole('button', { name: 'Not helpful' })).toHaveAttribute('aria-pressed', 'true');

  // Dismiss asks why (not relevant by default), then the card leaves every tab.
  const all = Number(await page.getByTestId('count-all').textContent());
  await intro.getByRole('button', { name: /^Dismiss/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Dismiss insight' });
  await expect(dialog.getByRole('radio', { name: 'Not relevant to me' })).toBeChecked();
  await dialog.getByRole('radio', { name: 'Already acted on it' }).check();
  await dialog.getByLabel('Comment (optional)').fill('Introduced them last week');
  await dialog.getByRole('button', { name: 'Dismiss' }).click();
  await expect(dialog).toBeHidden();
  await expect(intro).toHaveCount(0);
  await expect(page.getByTestId('count-all')).toHaveText(String(all - 1));

  // Mark Read on another card.
  const next = page
    .getByRole('article')
    .filter({ has: page.getByRole('button', { name: 'Mark Read' }) })
    .first();
  const title = await next.getAttribute('aria-label');
  await next.getByRole('button', { name: 'Mark Read' }).click();
  await expect(page.getByRole('article', { name: title! }).getByRole('button', { name: 'Mark Read' })).toHaveCount(0);
  await page.getByRole('tab', { name: /Unread/ }).click();
  await expect(page.getByRole('article', { name: title! })).toHaveCount(0);
});

test('business priorities: the description is required, commodities and region are picked, removal is at once', async ({ page }) => {
  await signUpInBrowser(page, { name: 'Lars Berg', email: uniqueEmail('priorities'), password: 'cargo-route-42' });
  await page.goto('/settings');
  await expect(page.getByText('No active priorities yet.')).toBeVisible();
  await page.getByRole('button', { name: 'Add Priority' }).click();
  await expect(page.getByText('Please describe your business priority')).toBeVisible();

  await page.getByLabel('Description').fill('Find buyers for our urea surplus');
  await page.getByLabel('Commodities (optional)').fill('Ure');
  await page.getByRole('option', { name: 'Urea' }).first().click();
  await page.keyboard.press('Escape');
  await page.getByLabel('Region (optional)').click();
  await page.getByRole('option', { name: 'Middle East' }).click();
  await page.getByLabel('Deadline (optional)').fill('2027-06-30');
  await page.getByRole('button', { name: 'Add Priority' }).click();
  const list = page.getByRole('list', { name: 'Active priorities' });
  await expect(list.getByText('Find buyers for our urea surplus')).toBeVisible();
  await expect(list.getByText('Urea', { exact: true })).toBeVisible();
  await expect(list.getByText('Middle East')).toBeVisible();
  await expect(list.getByText('by 2027-06-30')).toBeVisible();
  await expect(page.getByLabel('Description')).toHaveValue('');

  await page.getByRole('button', { name: 'Remove Find buyers for our urea surplus' }).click();
  await expect(page.getByText('No active priorities yet.')).toBeVisible();
});

test('logging a call on the contact moves it out of the reminders', async ({ page }) => {
  await signUpInBrowser(page, { name: 'Mei Lin', email: uniqueEmail('history'), password: 'cargo-route-42' });
  const long = new Date(Date.now() - 300 * 86_400_000).toISOString().slice(0, 10);
  const recent = new Date(Date.now() - 5 * 86_400_000).toISOString().slice(0, 10);
  for (const c of [
    { full_name: 'Ivan Petrov', role: 'Buyer', commodities: 'Copper cathode', location: 'Hamburg, Germany', last_contacted_at: long },
    { full_name: 'Ana Silva', role: 'Producer', commodities: 'Cu cathodes', location: 'Santiago, Chile', last_contacted_at: recent },
    ...Array.from({ length: 9 }, (_, i) => ({ full_name: `Adviser ${i + 1}`, role: 'Consultant', last_contacted_at: recent })),
  ])
    expect((await page.request.post('/api/contacts', { data: c })).status()).toBe(201);
  expect((await page.request.post('/api/insights/scan', { data: { trigger_type: 'manual' } })).status()).toBe(200);

  await page.goto('/insights');
  const reminder = page.getByRole('article', { name: 'Reconnect with Ivan Petrov' });
  await expect(reminder).toBeVisible();
  await reminder.getByRole('button', { name: 'Details' }).click();
  await reminder.getByRole('link', { name: 'Ivan Petrov' }).click();

  const sheet = page.getByRole('dialog', { name: 'Ivan Petrov' });
  await expect(sheet.getByTestId('last-contacted')).not.toHaveText('Never');
  const form = sheet.getByRole('form', { name: 'Log an interaction' });
  await form.getByLabel('What happened (optional)').fill('Caught up on Q1 copper needs');
  await form.getByRole('button', { name: 'Log Interaction' }).click();
  await expect(sheet.getByRole('list', { name: 'Interactions' }).getByText('Caught up on Q1 copper needs')).toBeVisible();

  await page.goto('/insights');
  await expect(page.getByRole('article').first()).toBeVisible();
  await expect(page.getByRole('article', { name: 'Reconnect with Ivan Petrov' })).toHaveCount(0);
});

test('auto-scan: the switch shows frequency and Save, and the choice is kept; daily is for Power Trader', async ({ page }) => {
  await signUpInBrowser(page, { name: 'Hiro Tanaka', email: uniqueEmail('autoscan'), password: 'cargo-route-42' });
  await page.goto('/settings');
  const toggle = page.getByRole('switch', { name: 'Enable automatic scans' });
  await expect(toggle).toHaveAttribute('aria-checked', 'false');
  await expect(page.getByRole('button', { name: 'Save' })).toHaveCount(0);
  await toggle.click();
  await page.getByLabel('Frequency').click();
  await expect(page.getByRole('option', { name: 'Weekly (recommended)' })).toBeVisible();
  // The trial is Professional: daily scans are shown as a Power Trader feature, not offered.
  await expect(page.getByRole('option', { name: 'Daily (Power Trader plan)' })).toHaveAttribute('aria-disabled', 'true');
  await page.getByRole('option', { name: 'Monthly' }).click();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Auto-scan preferences saved successfully.')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('switch', { name: 'Enable automatic scans' })).toHaveAttribute('aria-checked', 'true');
  await expect(page.getByLabel('Frequency')).toHaveText('Monthly');
  await page.getByRole('switch', { name: 'Enable automatic scans' }).click();
  await expect(page.getByRole('button', { name: 'Save' })).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('switch', { name: 'Enable automatic scans' })).toHaveAttribute('aria-checked', 'false');
});
