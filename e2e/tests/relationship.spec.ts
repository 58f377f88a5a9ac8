/**
 * Relationship strength, keep-in-touch cadences and captured data in the browser (issue 27 items 3-5):
 * strength on the cards, the detail sheet and the map popup; a cadence set in the sheet and in bulk from
 * a filter; the overdue and minimum-strength filters; the sort by strength; Settings' 'Captured data'
 * card deleting what an imported calendar captured; the Privacy page saying what is processed. With
 * RELATIONSHIP_SHOTS_DIR set, each screen is kept as screenshots in light and dark, at 1280 and 390 px.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, signUpInBrowser, test, uniqueEmail } from './support.ts';

const SHOTS = process.env.RELATIONSHIP_SHOTS_DIR;
const daysAgo = (d: number) => new Date(Date.now() - d * 86_400_000).toISOString().slice(0, 10);
const ics = (d: number) => daysAgo(d).replace(/-/g, '');

// Away from the demo network's hubs, so the city's marker holds the trader's own contacts only.
const REYKJAVIK = { location: 'Reykjavík', latitude: 64.1466, longitude: -21.9426 };
const NETWORK = [
  {
    full_name: 'Sigrún Pálsdóttir',
    role: 'Buyer',
    company: 'Faxaflói Aluminium hf',
    client_email: 'sigrun@faxafloi.example',
    commodities: 'Aluminium',
  },
  {
    full_name: 'Einar Thorsteinsson',
    role: 'Supplier',
    company: 'Hvalfjörður Smelting',
    client_email: 'einar@hvalfjordur.example',
    commodities: 'Alumina',
  },
  {
    full_name: 'Katrín Jónsdóttir',
    role: 'Analyst',
    company: 'Norðurál Trading',
    client_email: 'katrin@nordural.example',
    commodities: 'Aluminium',
  },
  { full_name: 'Gunnar Magnússon', role: 'Buyer', company: 'Eimskip Bulk', client_email: 'gunnar@eimskip.example', commodities: 'Zinc' },
].map((c) => ({ ...c, ...REYKJAVIK }));
/** Interactions per contact: [kind, days ago]. Sigrún strong, Einar warm, Katrín cool, Gunnar none. */
const HISTORY: Record<string, [string, number][]> = {
  'Sigrún Pálsdóttir': [
    ['meeting', 3],
    ['call', 10],
    ['call', 20],
    ['meeting', 35],
    ['call', 50],
    ['call', 70],
  ],
  'Einar Thorsteinsson': [
    ['call', 25],
    ['meeting', 80],
  ],
  'Katrín Jónsdóttir': [['note', 200]],
};

async function shots(page: Page, name: string, open: () => Promise<void>, target?: () => ReturnType<Page['locator']>) {
  if (!SHOTS) return;
  fs.mkdirSync(SHOTS, { recursive: true });
  for (const theme of ['light', 'dark'] as const) {
    await page.evaluate((t) => localStorage.setItem('tradeloom-theme', t), theme);
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
      await open();
      const file = path.join(SHOTS, `${name}-${width}-${theme}.png`);
      if (target) await target().screenshot({ path: file });
      else await page.screenshot({ path: file });
    }
  }
  await page.evaluate(() => localStorage.setItem('tradeloom-theme', 'light'));
  await page.setViewportSize({ width: 1280, height: 900 });
}

test('strength, cadences and captured data', async ({ page }) => {
  test.setTimeout(240_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await signUpInBrowser(page, { name: 'Sigrún Trader', email: uniqueEmail('strength'), password: 'cargo-route-42' });
  const ids: Record<string, string> = {};
  for (const c of NETWORK) {
    const res = await page.request.post('/api/contacts', { data: c });
    expect(res.status(), await res.text()).toBe(201);
    ids[c.full_name] = ((await res.json()) as { id: string }).id;
  }
  for (const [name, list] of Object.entries(HISTORY)) {
    for (const [kind, days] of list) {
      const res = await page.request.post(`/api/contacts/${ids[name]}/interactions`, {
        data: { kind, date: daysAgo(days), text: `${kind} about the next cargo` },
      });
      expect(res.status(), await res.text()).toBe(201);
    }
  }
  // Einar: a cadence of two weeks, last contact 25 days ago: overdue.
  expect((await page.request.patch(`/api/contacts/${ids['Einar Thorsteinsson']}`, { data: { keep_in_touch_days: 14 } })).status()).toBe(
    200,
  );

  // A calendar file captured: a meeting with Gunnar, through the conversation import.
  const calendar = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Tradeloom e2e//EN',
    'BEGIN:VEVENT',
    'UID:zinc-offtake-1@e2e',
    `DTSTART:${ics(6)}T100000Z`,
    `DTEND:${ics(6)}T110000Z`,
    'SUMMARY:Zinc offtake',
    'ORGANIZER:mailto:trader@example.com',
    'ATTENDEE:mailto:gunnar@eimskip.example',
    'END:VEVENT',
    'END:VCALENDAR',
    '',
  ].join('\r\n');
  const upload = await page.request.post('/api/conversation-imports', {
    multipart: { file: { name: 'Zinc desk.ics', mimeType: 'text/calendar', buffer: Buffer.from(calendar) } },
  });
  expect(upload.status(), await upload.text()).toBe(202);
  const importId = ((await upload.json()) as { id: string }).id;
  await expect
    .poll(async () => ((await (await page.request.get(`/api/conversation-imports/${importId}`)).json()) as { status: string }).status, {
      timeout: 60_000,
    })
    .toBe('review');
  const confirmed = await page.request.post(`/api/conversation-imports/${importId}/confirm`, { data: {} });
  expect(confirmed.status(), await confirmed.text()).toBe(200);

  // The cards: strength beside each scored name, its note as the tooltip.
  await page.goto('/contacts?sort=strength');
  const card = (name: string) => page.getByRole('article', { name });
  await expect(card('Sigrún Pálsdóttir').getByTestId('strength')).toContainText(/Strong \d+/);
  await expect(card('Sigrún Pálsdóttir').getByTestId('strength')).toHaveAttribute('title', /meeting/);
  await expect(card('Gunnar Magnússon').getByTestId('strength')).toBeVisible();
  await expect(page.getByLabel('Sort contacts')).toHaveValue('strength');
  await shots(page, 'contacts-by-strength', async () => {
    await page.goto('/contacts?sort=strength');
    await expect(card('Sigrún Pálsdóttir').getByTestId('strength')).toBeVisible();
  });

  // Overdue filter: Einar only (of the trader's own).
  await page.getByRole('button', { name: 'Filters' }).click();
  await page.getByRole('checkbox', { name: 'Overdue to get in touch' }).click();
  await expect(page).toHaveURL(/overdue=true/);
  await expect(card('Einar Thorsteinsson')).toBeVisible();
  await expect(card('Sigrún Pálsdóttir')).toHaveCount(0);
  await shots(page, 'contacts-filters-overdue', async () => {
    await page.goto('/contacts?sort=strength&overdue=true');
    await expect(card('Einar Thorsteinsson')).toBeVisible();
    await page.getByRole('button', { name: /^Filters/ }).click();
    await expect(page.getByRole('checkbox', { name: 'Overdue to get in touch' })).toBeVisible();
  });
  await page.keyboard.press('Escape');

  // Minimum strength 70: Sigrún, not Katrín.
  await page.goto('/contacts?min_strength=70');
  await expect(card('Sigrún Pálsdóttir')).toBeVisible();
  await expect(card('Katrín Jónsdóttir')).toHaveCount(0);
  await expect(page.getByRole('list', { name: 'Active filters' })).toContainText('Strength 70+');

  // The detail sheet: the note written out, a suggested cadence, then one set and saved.
  await page.goto(`/contacts/${ids['Katrín Jónsdóttir']}`);
  const sheet = page.getByRole('dialog');
  const select = sheet.getByLabel('Keep in touch');
  await expect(select).toHaveValue('');
  await expect(sheet.getByText(/last note/i)).toBeVisible();
  await select.selectOption({ label: 'Every month' });
  await expect(page.getByText('Contact updated successfully')).toBeVisible();
  await expect(sheet.getByText('Overdue')).toBeVisible();
  const saved = (await (await page.request.get(`/api/contacts/${ids['Katrín Jónsdóttir']}`)).json()) as {
    keep_in_touch_days: number;
    cadence_overdue: boolean;
  };
  expect(saved).toMatchObject({ keep_in_touch_days: 30, cadence_overdue: true });
  await shots(page, 'detail-sheet-keep-in-touch', async () => {
    await page.goto(`/contacts/${ids['Einar Thorsteinsson']}`);
    await expect(page.getByRole('dialog').getByLabel('Keep in touch')).toHaveValue('14');
    await page.getByRole('dialog').getByText('Overdue', { exact: true }).scrollIntoViewIfNeeded();
  });
  await page.keyboard.press('Escape');

  // In bulk: the Buyers get 'Every quarter', after a confirmation of how many.
  await page.goto('/contacts?role=Buyer');
  await expect(card('Gunnar Magnússon')).toBeVisible();
  await page.getByRole('button', { name: 'Export' }).click();
  await page.getByRole('menuitem', { name: 'Set keep-in-touch cadence for these' }).click();
  const dialog = page.getByRole('dialog', { name: 'Set keep-in-touch cadence' });
  await dialog.getByLabel('Keep in touch').selectOption({ label: 'Every quarter' });
  await expect(dialog.getByRole('status')).toHaveText('Every quarter will be set on 2 contacts.');
  if (SHOTS) await dialog.screenshot({ path: path.join(SHOTS, 'bulk-cadence-1280-light.png') });
  await dialog.getByRole('button', { name: 'Set for 2 contacts' }).click();
  await expect(page.getByText('Every quarter: cadence set on 2 contacts')).toBeVisible();
  for (const name of ['Sigrún Pálsdóttir', 'Gunnar Magnússon']) {
    const c = (await (await page.request.get(`/api/contacts/${ids[name]}`)).json()) as { keep_in_touch_days: number };
    expect(c.keep_in_touch_days, name).toBe(91);
  }
  const analyst = (await (await page.request.get(`/api/contacts/${ids['Katrín Jónsdóttir']}`)).json()) as { keep_in_touch_days: number };
  expect(analyst.keep_in_touch_days).toBe(30);

  // The map popup: strength beside the key contacts.
  await page.goto('/map');
  await page.getByRole('button', { name: 'Reykjavík: 4 contacts', exact: true }).click();
  const popup = page.locator('.leaflet-popup');
  await expect(popup.getByTestId('strength').first()).toContainText(/Strong|Warm|Cool|Cold/);
  if (SHOTS) await popup.screenshot({ path: path.join(SHOTS, 'map-popup-1280-light.png') });

  // Settings › Captured data: the calendar file, its count, and Delete with what it captured.
  await page.goto('/settings?tab=captured-data');
  const privacy = page.locator('#captured-data');
  await expect(privacy.getByText('message bodies are never stored')).toBeVisible();
  const row = privacy.getByRole('listitem').filter({ hasText: 'Zinc desk.ics' });
  await expect(row).toContainText('1 interaction with 1 contact');
  await shots(
    page,
    'captured-data-card',
    async () => {
      await page.goto('/settings?tab=captured-data');
      await expect(page.locator('#captured-data').getByTitle('Zinc desk.ics')).toBeVisible();
      await page.locator('#captured-data').scrollIntoViewIfNeeded();
    },
    () => page.locator('#captured-data'),
  );
  await page.locator('#captured-data').getByRole('button', { name: 'Delete Zinc desk.ics' }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText('Delete the interaction captured from Zinc desk.ics?');
  if (SHOTS) await confirm.screenshot({ path: path.join(SHOTS, 'captured-data-confirm-1280.png') });
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.locator('#captured-data').getByText(/Nothing captured yet/)).toBeVisible();
  const gunnar = (await (await page.request.get(`/api/contacts/${ids['Gunnar Magnússon']}`)).json()) as {
    last_contacted_at: string | null;
  };
  expect(gunnar.last_contacted_at).toBeNull();

  // The public Privacy page says what capture processes.
  await page.goto('/privacy');
  await expect(page.getByText(/Relationship capture, if you turn it on/)).toBeVisible();
  await expect(page.getByText(/message bodies are never stored/)).toBeVisible();
});
