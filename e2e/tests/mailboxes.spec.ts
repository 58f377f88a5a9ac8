/**
 * Settings › Connected mailboxes (issue 27 item 1, decision 039), the way a trader walks it: connect a
 * real IMAP mailbox (Dovecot on loopback, started here), watch the first sync finish, see the
 * contact's last-contacted date move, disconnect deleting what it captured. With
 * MAILBOXES_SHOTS_DIR set, the card is kept as screenshots at 1280 and 390 px, light and dark.
 */
import fs from 'node:fs';
import path from 'node:path';
import { type DovecotServer, dovecotAvailable, startDovecot } from '../../apps/server/test/dovecot.ts';
import { expect, signUpInBrowser, test, uniqueEmail } from './support.ts';

const SHOTS = process.env.MAILBOXES_SHOTS_DIR;
const unavailable = dovecotAvailable();
const DAY = 86_400_000;

let imap: DovecotServer;
test.beforeAll(async () => {
  if (!unavailable) imap = await startDovecot();
});
test.afterAll(async () => {
  await imap?.stop();
});

test('connect a mailbox, see last-contacted move, disconnect with what it captured', async ({ page }) => {
  test.skip(unavailable !== null, unavailable ?? '');
  await signUpInBrowser(page, { name: 'Mailbox Trader', email: uniqueEmail('mailbox'), password: 'correct-horse-9' });
  const created = await page.request.post('/api/contacts', {
    data: { full_name: 'Amara Okafor', company: 'Okafor Copper Ltd', client_email: 'amara@okafor-copper.example' },
  });
  expect(created.status()).toBe(201);
  const { id: contactId } = (await created.json()) as { id: string };
  const threeDaysAgo = new Date(Date.now() - 3 * DAY);
  imap.deliver([
    { from: 'Amara Okafor <amara@okafor-copper.example>', to: [imap.user], date: new Date(Date.now() - 9 * DAY), subject: 'Cathodes' },
    { from: imap.user, to: ['amara@okafor-copper.example'], date: threeDaysAgo, subject: 'Re: Cathodes', folder: 'Sent' },
  ]);

  await page.goto('/settings?tab=mailboxes');
  const card = page.locator('#mailboxes');
  await expect(card.getByText('Connected mailboxes', { exact: true })).toBeVisible();
  await expect(card.getByText('No mailbox connected yet.')).toBeVisible();
  await expect(card).toContainText('Only message headers are read');

  await card.getByLabel('IMAP server').fill(imap.host);
  await card.getByRole('switch', { name: 'Use TLS (recommended)' }).click();
  await card.getByLabel('Port').fill(String(imap.port));
  await card.getByLabel('User name').fill(imap.user);
  await card.getByLabel('App password').fill('not-the-password');
  await card.getByRole('button', { name: 'Connect Mailbox' }).click();
  await expect(card.getByRole('alert')).toContainText('refused the user name or app password', { timeout: 15_000 });

  await card.getByLabel('App password').fill(imap.password);
  await card.getByRole('button', { name: 'Connect Mailbox' }).click();
  const row = card.getByRole('listitem', { name: imap.user });
  await expect(row).toBeVisible();
  await expect(row.getByText('Up to date')).toBeVisible({ timeout: 20_000 });
  await expect(row).toContainText('2 e-mails with 1 contact');

  const contact = (await (await page.request.get(`/api/contacts/${contactId}`)).json()) as { last_contacted_at: string | null };
  expect(contact.last_contacted_at).toBe(threeDaysAgo.toISOString().slice(0, 10));

  if (SHOTS) {
    fs.mkdirSync(SHOTS, { recursive: true });
    for (const theme of ['light', 'dark'] as const) {
      await page.evaluate((t) => localStorage.setItem('tradeloom-theme', t), theme);
      for (const width of [1280, 390]) {
        await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
        await page.goto('/settings?tab=mailboxes');
        await expect(page.locator('#mailboxes').getByText('Up to date')).toBeVisible();
        await page.locator('#mailboxes').screenshot({ path: path.join(SHOTS, `mailboxes-card-${width}-${theme}.png`) });
      }
    }
    await page.evaluate(() => localStorage.setItem('tradeloom-theme', 'light'));
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/settings?tab=mailboxes');
  }

  await page
    .locator('#mailboxes')
    .getByRole('button', { name: `Disconnect ${imap.user}` })
    .click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog.getByRole('checkbox', { name: 'Delete the 2 interactions it captured' })).toBeChecked();
  await dialog.getByRole('button', { name: 'Disconnect' }).click();
  await expect(page.locator('#mailboxes').getByText('No mailbox connected yet.')).toBeVisible();
  const after = (await (await page.request.get(`/api/contacts/${contactId}`)).json()) as { last_contacted_at: string | null };
  expect(after.last_contacted_at).toBeNull();
});
