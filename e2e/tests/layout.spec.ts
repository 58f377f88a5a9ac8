import fs from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import { expect, signUpInBrowser, test, uniqueEmail } from './support.ts';

// What the floating parts of the app (the assistant's bubble and panel, toasts, the map's Heatmap
// toggle) must never cover, measured in the browser: the element at the centre of a control is the
// control itself. At a laptop's width and a phone's.

const SHOTS = '/tmp/shots';
const VIEWPORTS = [
  { name: 'desktop', width: 1280, height: 720 },
  { name: 'phone', width: 390, height: 844 },
] as const;
const PASSWORD = 'cargo-route-42';

async function shot(page: Page, name: string) {
  fs.mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/layout-${name}.png` });
}

async function dark(page: Page) {
  await page.evaluate(() => localStorage.setItem('tradeloom-theme', 'dark'));
  await page.reload();
}

/** The element at the centre of the locator's box is the locator's element or inside it. */
async function isOnTop(locator: Locator): Promise<boolean> {
  return locator.evaluate((el) => {
    const r = el.getBoundingClientRect();
    const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
    return hit !== null && (hit === el || el.contains(hit));
  });
}

const overlaps = (a: { x: number; y: number; width: number; height: number }, b: typeof a) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

// Thirty contacts: enough for a scan (at least 10) that leaves many unread insights to scroll through.
const NETWORK = [
  { full_name: 'Ana Silva', role: 'Supplier', commodities: 'Yellow corn', location: 'Santos, Brazil' },
  { full_name: 'Wei Chen', role: 'Buyer', commodities: 'Maize', location: 'Shanghai, China' },
  { full_name: 'Lars Berg', role: 'Supplier', commodities: 'Urea 46%', location: 'Oslo, Norway' },
  { full_name: 'Omar Haddad', role: 'Buyer', commodities: 'Urea', location: 'Dubai' },
  { full_name: 'Mei Lin', role: 'Buyer', commodities: 'Copper cathodes', location: 'Shanghai, China' },
  { full_name: 'Diego Fuentes', role: 'Supplier', commodities: 'Copper cathodes', location: 'Santiago, Chile' },
  { full_name: 'Sofia Rossi', role: 'Supplier', commodities: 'Soybean meal', location: 'Buenos Aires, Argentina' },
  { full_name: 'Hiro Tanaka', role: 'Buyer', commodities: 'Soybean meal', location: 'Tokyo, Japan' },
  { full_name: 'Nadia Karimi', role: 'Buyer', commodities: 'Hot-rolled coil', location: 'Istanbul, Turkey' },
  { full_name: 'Jonas Vogel', role: 'Supplier', commodities: 'Hot-rolled coil', location: 'Hamburg, Germany' },
  ...['Gold', 'Silver', 'Cocoa beans', 'Raw sugar', 'Cotton', 'Rice', 'LNG', 'Zinc', 'Nickel', 'Wheat'].flatMap((commodities, i) => [
    { full_name: `Seller ${i + 1}`, role: 'Supplier', commodities, location: 'Geneva, Switzerland', last_contacted_at: '2024-01-15' },
    { full_name: `Buyer ${i + 1}`, role: 'Buyer', commodities, location: 'Singapore', last_contacted_at: '2024-02-20' },
  ]),
];

test('a signed-out visitor opening a protected page goes to sign in before any request that can only answer 401', async ({ page }) => {
  const logged: string[] = [];
  const refused: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error' || /401|Unauthorized/i.test(msg.text())) logged.push(`${msg.type()}: ${msg.text()}`);
  });
  page.on('response', (res) => {
    if (res.status() === 401) refused.push(`${res.request().method()} ${new URL(res.url()).pathname}`);
  });
  for (const path of ['/contacts', '/insights', '/map', '/settings', '/contacts?q=copper']) {
    await page.goto(path);
    await page.waitForURL((url) => url.pathname === '/auth');
    const url = new URL(page.url());
    expect(url.searchParams.get('mode')).toBe('login');
    expect(url.searchParams.get('redirect')).toBe(path);
    await expect(page.getByRole('button', { name: 'Sign In', exact: true })).toBeVisible();
  }
  expect(refused, 'requests refused with 401').toEqual([]);
  expect(logged, 'console errors').toEqual([]);
});

for (const vp of VIEWPORTS) {
  test(`${vp.name}: the assistant's bubble never covers Mark Read on an insight card`, async ({ page }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width: vp.width, height: vp.height });
    await signUpInBrowser(page, { name: 'Noor Haddad', email: uniqueEmail(`layout-insights-${vp.name}`), password: PASSWORD });
    await page.goto('/insights');
    await expect(page.getByTestId('insights-first-steps')).toBeVisible();
    await shot(page, `insights-empty-${vp.name}`);
    for (const c of NETWORK) expect((await page.request.post('/api/contacts', { data: c })).status()).toBe(201);
    const scan = await page.request.post('/api/insights/scan', { data: { trigger_type: 'manual' } });
    expect(scan.status(), await scan.text()).toBe(200);

    await page.goto('/insights');
    const bubble = page.getByRole('button', { name: 'Open AI CRM Assistant' });
    await expect(bubble).toBeVisible();
    const markRead = page.getByRole('button', { name: 'Mark Read' });
    await expect(markRead.first()).toBeVisible();
    expect(await markRead.count()).toBeGreaterThanOrEqual(4);

    // Scrolled through the whole list in small steps: no Mark Read in the window (below the sticky top
    // bar) has any part under the bubble, and the one at its centre is the button itself.
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    let checked = 0;
    const covered: string[] = [];
    for (let y = 0; y <= height; y += 40) {
      const seen = await page.evaluate((top) => {
        window.scrollTo(0, top);
        const out = { checked: 0, covered: [] as string[] };
        const barBottom = document.querySelector('header.sticky')?.getBoundingClientRect().bottom ?? 0;
        const bubble = document.querySelector('button[aria-label="Open AI CRM Assistant"]')!.getBoundingClientRect();
        for (const button of document.querySelectorAll('button')) {
          if (button.textContent?.trim() !== 'Mark Read') continue;
          const r = button.getBoundingClientRect();
          if (r.top < barBottom || r.bottom > window.innerHeight) continue;
          out.checked += 1;
          const where = `at ${Math.round(r.left)},${Math.round(r.top)}`;
          if (r.left < bubble.right && bubble.left < r.right && r.top < bubble.bottom && bubble.top < r.bottom)
            out.covered.push(`${where} partly under the bubble`);
          const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
          if (!hit || !button.contains(hit)) out.covered.push(`${where} by ${hit?.outerHTML.slice(0, 80)}`);
        }
        return out;
      }, y);
      checked += seen.checked;
      covered.push(...seen.covered.map((c) => `scrolled to ${y}: ${c}`));
    }
    expect(covered, 'Mark Read buttons covered').toEqual([]);
    expect(checked).toBeGreaterThan(4);
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await shot(page, `insights-${vp.name}`);
    await dark(page);
    await expect(markRead.first()).toBeVisible();
    await shot(page, `insights-${vp.name}-dark`);

    // The scan button, when shown (not in demo mode), and the bubble are apart.
    const scanButton = page.getByRole('button', { name: 'Run AI Network Scan' });
    if (await scanButton.isVisible()) {
      expect(overlaps((await scanButton.boundingBox())!, (await bubble.boundingBox())!)).toBe(false);
    }
  });

  test(`${vp.name}: a toast leaves the assistant's open panel and its question box free`, async ({ page }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width: vp.width, height: vp.height });
    await signUpInBrowser(page, { name: 'Aiko Tan', email: uniqueEmail(`layout-toast-${vp.name}`), password: PASSWORD });
    await page.goto('/contacts');
    await page.getByRole('button', { name: 'Open AI CRM Assistant' }).click();
    const panel = page.getByTestId('chat-panel');
    const input = panel.getByRole('textbox');
    const send = panel.getByRole('button', { name: 'Send message' });
    await expect(input).toBeFocused();
    await input.fill('who trades wheat?');

    // Working beside the open assistant: a contact added from the page says so in a toast.
    const add = page.getByRole('button', { name: 'Add Contact' }).first();
    await add.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Add Contact' });
    await dialog.getByLabel('Full Name').fill('Wei Ling Tan');
    await dialog.getByRole('button', { name: 'Add Contact' }).click();
    const toast = page.locator('[data-sonner-toast]').filter({ hasText: 'Contact added successfully' });
    await expect(toast).toBeVisible();
    await expect(dialog).toBeHidden();
    // Sonner animates the toast in; measure where it comes to rest (it shows for 4 s).
    await page.waitForTimeout(500);
    const toastBox = (await toast.boundingBox())!;
    const panelBox = (await panel.boundingBox())!;
    expect(overlaps(toastBox, (await input.boundingBox())!), 'toast over the question box').toBe(false);
    expect(overlaps(toastBox, (await send.boundingBox())!), 'toast over Send').toBe(false);
    expect(overlaps(toastBox, panelBox), 'toast over the panel').toBe(false);
    expect(await isOnTop(input)).toBe(true);
    await shot(page, `chat-toast-${vp.name}`);
    await expect(input).toHaveValue('who trades wheat?');

    // With the panel closed, toasts are back in their corner.
    await expect(toast).toHaveCount(0);
    await panel.getByRole('button', { name: 'Close AI CRM Assistant' }).click();
    await page.getByRole('button', { name: 'Add Contact' }).first().click();
    await dialog.getByLabel('Full Name').fill('Ravi Menon');
    await dialog.getByRole('button', { name: 'Add Contact' }).click();
    await expect(toast).toBeVisible();
    await page.waitForTimeout(500);
    const corner = (await toast.boundingBox())!;
    expect(corner.y + corner.height).toBeGreaterThan(vp.height - 120);
  });

  test(`${vp.name}: a city's popup near the top of the map keeps its close button clear of the Heatmap toggle`, async ({ page }) => {
    test.setTimeout(120_000);
    // Tall enough for the whole map without scrolling (600 px from 640 px wide, 480 px below).
    await page.setViewportSize({ width: vp.width, height: Math.max(vp.height, 1000) });
    await signUpInBrowser(page, { name: 'Sigrún Pálsdóttir', email: uniqueEmail(`layout-map-${vp.name}`), password: PASSWORD });
    const reykjavik = { location: 'Reykjavík', latitude: 64.1466, longitude: -21.9426 };
    for (const [i, name] of ['Einar Thorsteinsson', 'Katrín Jónsdóttir', 'Gunnar Magnússon', 'Helga Árnadóttir'].entries()) {
      const res = await page.request.post('/api/contacts', {
        data: { full_name: name, company: `Faxaflói ${i + 1} hf`, commodities: 'Aluminium', ...reykjavik },
      });
      expect(res.status(), await res.text()).toBe(201);
    }
    await page.goto('/map');
    // Only this trader's city on the map (the demo network's hubs filtered out), at its own zoom.
    await page.getByPlaceholder('Search contacts, companies, locations...').fill('Faxaflói');
    const map = page.getByTestId('network-map');
    const heatmap = map.getByRole('button', { name: 'Heatmap' });
    await expect(heatmap).toBeVisible();
    const marker = page.getByRole('button', { name: 'Reykjavík: 4 contacts', exact: true });
    await expect(marker).toBeVisible();
    await expect(page.locator('.tl-marker')).toHaveCount(1);
    const popup = page.locator('.leaflet-popup');
    const centre = async (l: Locator) => {
      const b = (await l.boundingBox())!;
      return { x: b.x + b.width / 2, y: b.y + b.height / 2 };
    };

    const frame = (await map.boundingBox())!;
    /** Drags the map (from a point beside the marker) until the marker's centre is at `to`. */
    const dragMarkerTo = async (to: { x: number; y: number }) => {
      const from = await centre(marker);
      // Beside the marker, on the side that keeps the whole drag nearer the middle of the map.
      const start = { x: from.x + (to.x > from.x ? -80 : 80), y: from.y };
      await page.mouse.move(start.x, start.y);
      await page.mouse.down();
      await page.mouse.move(start.x + (to.x - from.x), start.y + (to.y - from.y), { steps: 12 });
      // A pause before letting go: no inertia carrying the map further.
      await page.waitForTimeout(250);
      await page.mouse.up();
      await expect.poll(async () => Math.abs((await centre(marker)).y - to.y) < 4).toBe(true);
    };

    // How far above its marker a popup's top sits, measured on one opened low in the map (room above).
    await dragMarkerTo({ x: frame.x + frame.width / 2, y: frame.y + frame.height - 50 });
    await marker.click();
    await expect(popup.getByRole('heading', { name: 'Reykjavík' })).toBeVisible();
    await page.waitForTimeout(400);
    const rise = (await centre(marker)).y - (await popup.boundingBox())!.y;
    expect(rise).toBeGreaterThan(100);
    await popup.locator('.leaflet-popup-close-button').click();
    await expect(popup).toHaveCount(0);

    // Then where that popup would open against the top right corner, under the Heatmap toggle.
    await dragMarkerTo({ x: frame.x + frame.width - 60, y: frame.y + 24 + rise });
    await marker.click();
    await expect(popup.getByRole('heading', { name: 'Reykjavík' })).toBeVisible();
    await page.waitForTimeout(600);
    await shot(page, `map-popup-${vp.name}`);

    const close = popup.locator('.leaflet-popup-close-button');
    expect(overlaps((await close.boundingBox())!, (await heatmap.boundingBox())!), 'close button under Heatmap').toBe(false);
    expect(await isOnTop(close)).toBe(true);
    expect(await isOnTop(heatmap)).toBe(true);
    await close.click();
    await expect(popup).toHaveCount(0);

    // A contact picked from the popup leaves the side panel once the search no longer matches it.
    await marker.click();
    await expect(popup.getByRole('heading', { name: 'Reykjavík' })).toBeVisible();
    await popup.getByRole('button', { name: /Einar Thorsteinsson/ }).click();
    const panel = page.getByRole('region', { name: 'Contact Details' });
    await expect(panel.getByTestId('map-contact-details').getByText('Einar Thorsteinsson')).toBeVisible();
    await page.getByPlaceholder('Search contacts, companies, locations...').fill('Helga');
    await expect(page.getByRole('button', { name: 'Reykjavík: 1 contact', exact: true })).toBeVisible();
    await expect(panel.getByText('Select a contact on the map to view details')).toBeVisible();
    await expect(panel.getByText('Einar Thorsteinsson')).toHaveCount(0);
  });
}

for (const vp of [
  { name: 'phone', width: 390, height: 844, columns: '1' },
  { name: 'four-columns', width: 1440, height: 900, columns: '4' },
]) {
  test(`${vp.name}: a contact card shows a short commodity whole beside a long one, and the +N badge`, async ({ page }) => {
    await page.setViewportSize({ width: vp.width, height: vp.height });
    await signUpInBrowser(page, { name: 'Ana Silva', email: uniqueEmail(`layout-badges-${vp.name}`), password: PASSWORD });
    const cards = [
      {
        full_name: 'Grainline One',
        company: 'Grainline',
        commodities: 'Wheat, Hard Red Winter Wheat 11.5% protein FOB Novorossiysk, Corn',
      },
      { full_name: 'Grainline Two', company: 'Grainline', commodities: 'Brent Crude Oil Futures and Options Contracts, Wheat' },
      {
        full_name: 'Grainline Three',
        company: 'Grainline',
        commodities: 'Soybean meal 48% protein hi-pro pellets, Sunflower oil crude degummed, Barley, Rye',
      },
    ];
    for (const c of cards) expect((await page.request.post('/api/contacts', { data: c })).status()).toBe(201);
    await page.goto('/contacts?q=Grainline');
    const grid = page.getByTestId('contact-grid');
    await expect(grid.getByTestId('contact-card')).toHaveCount(3);
    await expect(grid).toHaveAttribute('data-columns', vp.columns);
    await shot(page, `contact-badges-${vp.name}`);
    await dark(page);
    await expect(grid.getByTestId('contact-card')).toHaveCount(3);
    await shot(page, `contact-badges-${vp.name}-dark`);

    const badges = await grid.getByTestId('contact-card').evaluateAll((articles) =>
      articles.map((article) => {
        const list = article.querySelector('ul')!.getBoundingClientRect();
        return [...article.querySelectorAll('ul > li')].map((li) => {
          const text = li.querySelector('span span') ?? li.querySelector('span')!;
          const r = li.getBoundingClientRect();
          return { text: text.textContent, cut: text.scrollWidth > text.clientWidth + 1, inside: r.right <= list.right + 0.5 };
        });
      }),
    );
    const shown = (name: string) => badges.flat().filter((b) => b.text === name);
    // 'Wheat' is whole on both cards, first or second; every badge (and '+N') lies inside its card.
    expect(shown('Wheat')).toEqual([
      { text: 'Wheat', cut: false, inside: true },
      { text: 'Wheat', cut: false, inside: true },
    ]);
    expect(badges.flat().every((b) => b.inside)).toBe(true);
    expect(shown('+1')).toHaveLength(1);
    expect(shown('+2')).toHaveLength(1);
  });
}
