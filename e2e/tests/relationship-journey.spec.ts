/**
 * Issue 27's journey, the way a trader walks it in the browser (no API call from the test for the
 * steps under test): two contacts added with their e-mail addresses have no history; a real IMAP
 * mailbox (Dovecot on loopback, started here) is connected in Settings; back on Contacts their
 * last-contacted dates are the e-mails' dates and their strength shows, the recent two-way thread
 * stronger than the single e-mail of 45 days ago; 'Keep in touch: Every month' on the latter makes it
 * Overdue and puts a reminder on the Insights screen at once; a call logged in the sheet clears both.
 * Screenshots go to RELATIONSHIP_JOURNEY_SHOTS_DIR when set.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { type DovecotServer, dovecotAvailable, startDovecot } from '../../apps/server/test/dovecot.ts';
import { expect, signUpInBrowser, test, uniqueEmail } from './support.ts';

const SHOTS = process.env.RELATIONSHIP_JOURNEY_SHOTS_DIR;
const unavailable = dovecotAvailable();
const DAY = 86_400_000;
const at = (days: number, hour = 10) => {
  const d = new Date(Date.now() - days * DAY);
  d.setUTCHours(hour, 0, 0, 0);
  return d;
};

const AMARA = { name: 'Amara Okafor', company: 'Okafor Copper Ltd', email: 'amara@okafor-copper.example' };
const HENRIK = { name: 'Henrik Lund', company: 'Lund Grain AB', email: 'henrik@lund-grain.example' };
/** Amara: a thread both ways over the last three weeks, her last reply 2 days ago. */
const AMARA_THREAD = [22, 21, 15, 14, 9, 8, 4, 2];
/** Henrik: one e-mail from him, 45 days ago. */
const HENRIK_LAST = 45;

let imap: DovecotServer;
test.beforeAll(async () => {
  if (unavailable) return;
  imap = await startDovecot();
  imap.deliver([
    ...AMARA_THREAD.map((days, i) =>
      i % 2 === 0
        ? { from: `${AMARA.name} <${AMARA.email}>`, to: [imap.user], date: at(days), subject: 'Cathodes, December lot' }
        : { from: imap.user, to: [AMARA.email], date: at(days, 15), subject: 'Re: Cathodes, December lot', folder: 'Sent' as const },
    ),
    { from: `${HENRIK.name} <${HENRIK.email}>`, to: [imap.user], date: at(HENRIK_LAST), subject: 'Spring wheat tender' },
  ]);
});
test.afterAll(async () => {
  await imap?.stop();
});

async function shot(target: Page | Locator, name: string) {
  if (!SHOTS) return;
  fs.mkdirSync(SHOTS, { recursive: true });
  await target.screenshot({ path: path.join(SHOTS, `${name}.png`) });
}

/** The contact's card on the Contacts screen, found as a user would: by searching the name. */
async function findCard(page: Page, name: string): Promise<Locator> {
  await page.getByRole('link', { name: 'Contacts', exact: true }).click();
  await page.getByLabel('Search contacts').fill(name);
  const card = page.getByRole('article', { name });
  await expect(card).toBeVisible();
  return card;
}

/** Opens the card's detail sheet. */
async function openSheet(page: Page, card: Locator): Promise<Locator> {
  await card.getByRole('link').first().click();
  const sheet = page.getByRole('dialog');
  await expect(sheet.getByText('Relationship', { exact: true })).toBeVisible();
  return sheet;
}

async function closeSheet(page: Page) {
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
}

/** The date as the sheet writes it (the browser's locale, UTC). */
const shown = (page: Page, day: Date) =>
  page.evaluate(
    (iso) => new Intl.DateTimeFormat(undefined, { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }).format(new Date(iso)),
    day.toISOString().slice(0, 10),
  );

const strengthOf = async (card: Locator) => Number((await card.getByTestId('strength').textContent())?.match(/(\d+)\s*$/)?.[1]);

test('a connected mailbox moves last-contacted and strength; an overdue cadence becomes a reminder a logged call clears', async ({
  page,
}) => {
  // A long journey: on a busy two-core CI machine it ran past the default 60 s (a guard against a hang, not a measure).
  test.setTimeout(150_000);
  test.skip(unavailable !== null, unavailable ?? '');
  await page.setViewportSize({ width: 1280, height: 900 });
  await signUpInBrowser(page, { name: 'Ines Duarte', email: uniqueEmail('rel-journey'), password: 'cargo-route-42' });
  await page.getByRole('link', { name: 'Start exploring' }).click();
  await page.waitForURL('**/onboarding');
  await page.getByRole('link', { name: 'Enter Dashboard' }).click();

  // Two contacts, added with their e-mail addresses through the form.
  await page.getByRole('link', { name: 'Contacts', exact: true }).click();
  for (const c of [AMARA, HENRIK]) {
    await page.getByRole('button', { name: 'Add Contact' }).first().click();
    const form = page.getByRole('dialog', { name: 'Add Contact' });
    await form.getByLabel('Full Name').fill(c.name);
    await form.getByLabel('Company').fill(c.company);
    await form.getByLabel('Email').fill(c.email);
    await form.getByRole('button', { name: 'Add Contact' }).click();
    await expect(page.getByText('Contact added successfully').first()).toBeVisible();
    await expect(form).toBeHidden();
  }

  // Before: no strength on the cards, never contacted, not scored.
  for (const c of [AMARA, HENRIK]) {
    const card = await findCard(page, c.name);
    await expect(card.getByTestId('strength')).toHaveCount(0);
    const sheet = await openSheet(page, card);
    await expect(sheet.getByTestId('last-contacted')).toHaveText('Never');
    await expect(sheet.getByText('Not scored yet')).toBeVisible();
    await closeSheet(page);
  }
  await findCard(page, AMARA.name);
  await shot(page, '1-contacts-before');

  // Settings › Connected mailboxes: connect the mailbox and wait for the first sync.
  await page.getByRole('link', { name: 'Settings', exact: true }).click();
  const mailboxes = page.locator('#mailboxes');
  await mailboxes.scrollIntoViewIfNeeded();
  await expect(mailboxes.getByText('No mailbox connected yet.')).toBeVisible();
  await mailboxes.getByLabel('IMAP server').fill(imap.host);
  await mailboxes.getByRole('switch', { name: 'Use TLS (recommended)' }).click();
  await mailboxes.getByLabel('Port').fill(String(imap.port));
  await mailboxes.getByLabel('User name').fill(imap.user);
  await mailboxes.getByLabel('App password').fill(imap.password);
  await mailboxes.getByRole('button', { name: 'Connect Mailbox' }).click();
  const row = mailboxes.getByRole('listitem', { name: imap.user });
  await expect(row.getByText('Up to date')).toBeVisible({ timeout: 20_000 });
  await expect(row).toContainText(`${AMARA_THREAD.length + 1} e-mails with 2 contacts`);
  await shot(mailboxes, '2-mailbox-connected');

  // Back on Contacts: strength on both cards, the two-way thread the stronger.
  const amaraCard = await findCard(page, AMARA.name);
  await expect(amaraCard.getByTestId('strength')).toBeVisible();
  await expect(amaraCard.getByTestId('strength')).toHaveAttribute('title', /e-mail/);
  const amara = await strengthOf(amaraCard);
  await shot(page, '3-contacts-after-sync');
  let sheet = await openSheet(page, amaraCard);
  await expect(sheet.getByTestId('last-contacted')).toHaveText(await shown(page, at(AMARA_THREAD.at(-1)!)));
  await expect(sheet.getByRole('list', { name: 'Interactions' }).getByRole('listitem')).toHaveCount(AMARA_THREAD.length);
  await closeSheet(page);

  const henrikCard = await findCard(page, HENRIK.name);
  await expect(henrikCard.getByTestId('strength')).toBeVisible();
  const henrik = await strengthOf(henrikCard);
  expect(amara).toBeGreaterThan(henrik);
  sheet = await openSheet(page, henrikCard);
  await expect(sheet.getByTestId('last-contacted')).toHaveText(await shown(page, at(HENRIK_LAST)));

  // Keep in touch every month with Henrik: last e-mail 45 days ago, so overdue now.
  const relationship = sheet.getByText('Keep in touch', { exact: true }).locator('xpath=ancestor::div[contains(@class,"rounded-lg")][1]');
  await expect(sheet.getByText('Overdue', { exact: true })).toHaveCount(0);
  await sheet.getByLabel('Keep in touch').selectOption({ label: 'Every month' });
  await expect(page.getByText('Contact updated successfully').first()).toBeVisible();
  await expect(relationship.getByText('Overdue', { exact: true })).toBeVisible();
  await relationship.scrollIntoViewIfNeeded();
  await shot(relationship, '4-sheet-overdue-1280-light');
  if (SHOTS) {
    await page.evaluate(() => localStorage.setItem('tradeloom-theme', 'dark'));
    await page.reload();
    await expect(relationship.getByText('Overdue', { exact: true })).toBeVisible();
    await shot(relationship, '4-sheet-overdue-1280-dark');
    await page.evaluate(() => localStorage.setItem('tradeloom-theme', 'light'));
    await page.setViewportSize({ width: 390, height: 844 });
    await page.reload();
    await expect(relationship.getByText('Overdue', { exact: true })).toBeVisible();
    await relationship.scrollIntoViewIfNeeded();
    await shot(relationship, '4-sheet-overdue-390-light');
    await page.setViewportSize({ width: 1280, height: 900 });
  }
  await closeSheet(page);

  // The reminder is on the Insights screen already.
  await page.getByRole('link', { name: 'AI Insights', exact: true }).click();
  const reminder = page.getByRole('article', { name: `Time to get in touch with ${HENRIK.name}` });
  await expect(reminder).toBeVisible();
  await expect(reminder).toContainText('every month');
  await shot(page, '5-insights-reminder');

  // A call logged in Henrik's sheet: no longer overdue, last contacted today, the reminder gone.
  sheet = await openSheet(page, await findCard(page, HENRIK.name));
  const log = sheet.getByRole('form', { name: 'Log an interaction' });
  await log.scrollIntoViewIfNeeded();
  await expect(log.getByLabel('Type')).toHaveText('Call');
  await log.getByLabel('What happened (optional)').fill('Called about the spring wheat tender.');
  await log.getByRole('button', { name: 'Log Interaction' }).click();
  await expect(page.getByText('Interaction logged')).toBeVisible();
  await expect(sheet.getByTestId('last-contacted')).toHaveText(await shown(page, new Date()));
  await expect(relationship.getByText('Overdue', { exact: true })).toHaveCount(0);
  await expect(relationship).toContainText('Next touch due');
  await expect(relationship).toContainText('last call today');
  await expect(relationship).not.toContainText('call received');
  await shot(relationship, '6-sheet-after-call');
  await closeSheet(page);

  await page.getByRole('link', { name: 'AI Insights', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'AI Insights' })).toBeVisible();
  await expect(reminder).toHaveCount(0);
  await shot(page, '7-insights-after-call');
});
