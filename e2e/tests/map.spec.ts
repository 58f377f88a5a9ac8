import fs from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import { expect, signUpInBrowser, test, uniqueEmail } from './support.ts';

// A new trader is in demo mode (and the product has no switch to leave it): the map shows the demo
// network's hubs too. The trader's own cities are placed away from every demo hub (Reykjavík and
// Anchorage), so their markers stand alone at the first view and can be checked exactly.

const SHOTS = '/tmp/shots';
const daysAgo = (d: number) => new Date(Date.now() - d * 86_400_000).toISOString().slice(0, 10);

const REYKJAVIK = { location: 'Reykjavík', latitude: 64.1466, longitude: -21.9426 };
const ANCHORAGE = { location: 'Anchorage', latitude: 61.2181, longitude: -149.9003 };
const OWN_NETWORK = [
  // Five in Reykjavík, most recently contacted first in its popup.
  { full_name: 'Sigrún Pálsdóttir', title: 'Head of Metals', company: 'Faxaflói Aluminium hf', commodities: 'Aluminium', days: 2 },
  { full_name: 'Einar Thorsteinsson', title: 'Trader', company: 'Hvalfjörður Smelting', commodities: 'Aluminium, Alumina', days: 5 },
  { full_name: 'Katrín Jónsdóttir', title: 'Buyer', company: 'Norðurál Trading', commodities: 'Aluminium', days: 9 },
  { full_name: 'Gunnar Magnússon', title: 'Logistics', company: 'Eimskip Bulk', commodities: 'Aluminium', days: 30 },
  { full_name: 'Helga Árnadóttir', title: 'Analyst', company: 'Reykjavík Metals', commodities: 'Zinc', days: 60 },
].map(({ days, ...c }) => ({ ...c, ...REYKJAVIK, last_contacted_at: daysAgo(days) }));
const ANCHORAGE_NETWORK = [
  { full_name: 'Tanana Whitfield', title: 'LNG Originator', company: 'Cook Inlet Energy', commodities: 'LNG', ...ANCHORAGE },
  { full_name: 'Dale Okpik', title: 'Crude Trader', company: 'North Slope Crude', commodities: 'Crude Oil (WTI), Diesel', ...ANCHORAGE },
];
/** A contact with 0,0 coordinates: never placed (spec §5 'Map'). */
const UNPLACED = {
  full_name: 'Quillon Vexworth',
  company: 'Vexworth Null Trading',
  commodities: 'Urea',
  location: 'Nowhere',
  latitude: 0,
  longitude: 0,
};

async function newTraderWithNetwork(page: Page) {
  await signUpInBrowser(page, { name: 'Sigrún Pálsdóttir', email: uniqueEmail('map'), password: 'cargo-route-42' });
  for (const c of [...OWN_NETWORK, ...ANCHORAGE_NETWORK, UNPLACED]) {
    const res = await page.request.post('/api/contacts', { data: c });
    expect(res.status(), await res.text()).toBe(201);
  }
}

const marker = (page: Page, name: string) => page.getByRole('button', { name, exact: true });
/** The coloured disc inside a Leaflet marker. */
const disc = (m: Locator) => m.locator('.tl-marker');
const cssBackground = (l: Locator) => l.evaluate((el) => getComputedStyle(el).backgroundColor);

async function shot(page: Page, name: string, fullPage = true) {
  fs.mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/map-${name}.png`, fullPage });
}

test('the network by city: sized and coloured markers on the offline basemap, popup, details, filters, heatmap', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 1000 });
  await newTraderWithNetwork(page);
  const foreign: string[] = [];
  const opened: string[] = [];
  page.on('request', (r) => {
    const url = new URL(r.url());
    if (url.origin !== new URL(page.url()).origin) foreign.push(r.url());
    if (url.pathname === '/api/map/open') opened.push(r.method());
  });

  await page.goto('/map');
  await expect(page.getByRole('heading', { name: 'Network Map' })).toBeVisible();
  await expect(page.getByPlaceholder('Search contacts, companies, locations...')).toBeVisible();
  const api = await (await page.request.get('/api/map')).json();
  await expect(page.getByTestId('map-counts')).toContainText(`${api.cities.length} cities · ${api.total} contacts`);
  await expect(page.getByTestId('overview-placed')).toHaveText(api.with_coordinates.toLocaleString('en-US'));
  await expect(page.getByTestId('overview-cities')).toHaveText(String(api.cities.length));
  expect(api.total - api.with_coordinates).toBeGreaterThanOrEqual(1);

  // The offline world: Natural Earth land and borders drawn as SVG paths, and not one request off this origin.
  await expect(page.locator('path.tl-land')).toHaveCount(1);
  await expect(page.locator('path.tl-borders')).toHaveCount(1);
  expect((await page.locator('path.tl-land').getAttribute('d'))!.length).toBeGreaterThan(10_000);

  // 5 contacts: 20 + 8 x 5 = 60 px, in the Base Metals colour; 2 contacts: 36 px, Oil & Gas.
  const reykjavik = marker(page, 'Reykjavík: 5 contacts');
  const anchorage = marker(page, 'Anchorage: 2 contacts');
  await expect(reykjavik).toBeVisible();
  await expect(anchorage).toBeVisible();
  expect((await disc(reykjavik).boundingBox())?.width).toBeCloseTo(60, 0);
  expect((await disc(anchorage).boundingBox())?.width).toBeCloseTo(36, 0);
  expect(await cssBackground(disc(reykjavik))).toBe(await cssBackground(page.getByTestId('legend-swatch-base_metals')));
  expect(await cssBackground(disc(anchorage))).toBe(await cssBackground(page.getByTestId('legend-swatch-oil_gas')));
  await expect(disc(reykjavik)).toHaveText('5');
  // The 0,0 contact is on no marker.
  expect(JSON.stringify(api.cities)).not.toContain('Quillon Vexworth');

  // The popup: city, count, top commodity, the 3 most recently contacted, and the rest counted.
  await reykjavik.click();
  const popup = page.locator('.leaflet-popup');
  await expect(popup.getByRole('heading', { name: 'Reykjavík' })).toBeVisible();
  await expect(popup.getByText('Aluminium', { exact: true })).toBeVisible();
  const keyContacts = popup.getByRole('listitem').getByRole('button');
  await expect(keyContacts).toHaveCount(3);
  await expect(keyContacts.nth(0)).toContainText('Sigrún Pálsdóttir');
  await expect(keyContacts.nth(2)).toContainText('Katrín Jónsdóttir');
  await expect(popup.getByText('+2 more contacts')).toBeVisible();

  // Picking one fills the side panel from the contact's own record.
  const panel = page.getByRole('region', { name: 'Contact Details' });
  await expect(panel.getByText('Select a contact on the map to view details')).toBeVisible();
  await keyContacts.nth(1).click();
  const details = panel.getByTestId('map-contact-details');
  await expect(details.getByText('Einar Thorsteinsson')).toBeVisible();
  await expect(details.getByText('Trader', { exact: true })).toBeVisible();
  await expect(details.getByText('Hvalfjörður Smelting')).toBeVisible();
  await expect(details.getByText('Reykjavík', { exact: true })).toBeVisible();
  await expect(details.getByRole('list', { name: 'Commodities' }).getByText('Alumina', { exact: true })).toBeVisible();
  await expect(disc(reykjavik)).toHaveClass(/tl-selected/);
  await shot(page, 'light');

  // Edit Contact opens the contact form.
  await details.getByRole('button', { name: 'Edit Contact' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Contact' });
  await expect(dialog.getByLabel('Full Name')).toHaveValue('Einar Thorsteinsson');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await panel.getByRole('button', { name: 'Close contact details' }).click();
  await expect(panel.getByText('Select a contact on the map to view details')).toBeVisible();

  // A commodity filter leaves fewer markers: Reykjavík stays, Anchorage goes.
  await page.keyboard.press('Escape');
  const before = await page.locator('.tl-marker').count();
  await page.getByRole('button', { name: 'Filters' }).click();
  await page.getByRole('button', { name: /By Commodity/ }).click();
  await page.getByLabel('Search commodities').fill('Zinc');
  await page
    .getByRole('group', { name: 'By Commodity' })
    .getByRole('checkbox', { name: /^Zinc \d/ })
    .check();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('list', { name: 'Active filters' }).getByText('Zinc')).toBeVisible();
  await expect(anchorage).toHaveCount(0);
  await expect(marker(page, 'Reykjavík: 1 contact')).toBeVisible();
  expect(await page.locator('.tl-marker').count()).toBeLessThan(before);
  await page.getByRole('button', { name: 'Remove filter Zinc' }).click();
  await expect(reykjavik).toBeVisible();

  // The heatmap replaces the markers with a heat layer, and goes away again.
  const heat = page.locator('canvas.leaflet-heatmap-layer');
  await page.getByRole('button', { name: 'Heatmap' }).click();
  await expect(heat).toHaveCount(1);
  await expect(page.getByRole('button', { name: 'Heatmap' })).toHaveAttribute('aria-pressed', 'true');
  await expect(reykjavik).toHaveCount(0);
  await shot(page, 'heatmap');
  await page.getByRole('button', { name: 'Heatmap' }).click();
  await expect(heat).toHaveCount(0);
  await expect(reykjavik).toBeVisible();

  // Dark theme: the basemap and the markers follow it.
  await page.getByRole('button', { name: 'Switch to dark theme' }).click();
  await reykjavik.click();
  await page
    .locator('.leaflet-popup')
    .getByRole('button', { name: /Sigrún Pálsdóttir/ })
    .click();
  await expect(panel.getByText('Faxaflói Aluminium hf')).toBeVisible();
  await shot(page, 'dark');
  await page.getByRole('button', { name: 'Switch to light theme' }).click();

  // A cluster of nearby cities shows their summed contacts; clicking it zooms in.
  const zoom = () => page.locator('.leaflet-proxy').evaluate((el) => Math.log2(new DOMMatrix(getComputedStyle(el).transform).a));
  const zoomBefore = await zoom();
  const cluster = page.getByRole('button', { name: /cities, .* contacts: zoom in$/ }).first();
  const summed = (await cluster.getAttribute('aria-label'))!.match(/([\d,]+) contacts/)![1]!.replace(/,/g, '');
  await expect(cluster.locator('.tl-cluster')).toHaveText(summed);
  await cluster.click();
  await expect.poll(zoom).toBeGreaterThanOrEqual(zoomBefore + 1);

  expect(foreign, 'requests off this origin (tiles, CDNs)').toEqual([]);
  expect(opened, 'the map opening is recorded once').toEqual(['POST']);
});

test('empty states: nothing matches the search; contacts without coordinates', async ({ page }) => {
  await newTraderWithNetwork(page);
  await page.goto('/map');
  await expect(marker(page, 'Reykjavík: 5 contacts')).toBeVisible();
  const search = page.getByPlaceholder('Search contacts, companies, locations...');

  await search.fill('zzqx nothing trades here');
  await expect(page.getByText('No contacts match your filters')).toBeVisible();
  await expect(page.locator('.tl-marker')).toHaveCount(0);
  await page.getByRole('button', { name: 'Clear search and filters' }).click();
  await expect(search).toHaveValue('');
  await expect(marker(page, 'Reykjavík: 5 contacts')).toBeVisible();

  // The only match has 0,0 coordinates: it exists, but nothing can be placed.
  await search.fill('Vexworth');
  await expect(page.getByText('No contacts with valid coordinates found')).toBeVisible();
  await expect(page.getByTestId('map-counts')).toContainText('0 cities · 1 contact');
  await expect(page.getByTestId('overview-placed')).toHaveText('0');
  await shot(page, 'no-coordinates');
});

test('the map fails to load: Map Failed to Load with Retry, and the Map Error toast', async ({ page }) => {
  await newTraderWithNetwork(page);
  await page.route(/\/assets\/map-canvas-[^/]+\.js$/, (route) => route.abort());
  await page.goto('/map');
  await expect(page.getByText('Map Failed to Load')).toBeVisible();
  await expect(page.getByText('Map Error')).toBeVisible();
  await expect(page.getByText('Failed to load map: Failed to load map library')).toBeVisible();
  // The rest of the page still works.
  await expect(page.getByTestId('overview-cities')).not.toHaveText('');

  await page.unroute(/\/assets\/map-canvas-[^/]+\.js$/);
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(marker(page, 'Reykjavík: 5 contacts')).toBeVisible();
  await expect(page.getByText('Map Failed to Load')).toHaveCount(0);
});

test('on a phone the map and its panels stack, and a picked contact comes into view', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await newTraderWithNetwork(page);
  await page.goto('/map');
  // At the world view on a phone, Reykjavík is one of the clusters.
  await expect(page.locator('.tl-cluster').first()).toBeVisible();
  await shot(page, 'phone');
  await page.getByPlaceholder('Search contacts, companies, locations...').fill('Reykjavík');
  const reykjavik = marker(page, 'Reykjavík: 5 contacts');
  await expect(page.getByTestId('map-counts')).toContainText('1 city · 5 contacts');
  await reykjavik.click();
  await page
    .locator('.leaflet-popup')
    .getByRole('button', { name: /Katrín Jónsdóttir/ })
    .click();
  const details = page.getByTestId('map-contact-details');
  await expect(details.getByText('Norðurál Trading')).toBeInViewport();
  await shot(page, 'phone-details', false);
});
