import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Mailbox } from '@tradeloom/domain';
import { describe, expect, it, vi } from 'vitest';

vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

import { apiError, fakeApi, renderWithApp, reply } from '@/test/render';
import { MailboxesCard } from './mailboxes-card';

const mailbox = (over: Partial<Mailbox> = {}): Mailbox => ({
  id: '22222222-2222-4222-8222-222222222222',
  address: 'amara@trading.example',
  host: 'imap.trading.example',
  port: 993,
  tls: true,
  capture_subjects: false,
  status: 'idle',
  last_error: null,
  progress: null,
  last_synced_at: '2026-11-25T09:30:00.000Z',
  created_at: '2026-11-20T10:00:00.000Z',
  captured: { interactions: 12, contacts: 4 },
  ...over,
});

describe('MailboxesCard', () => {
  it('connects a mailbox with the typed settings, subjects off by default, and says only headers are read', async () => {
    let list: Mailbox[] = [];
    const api = fakeApi({
      'GET /api/mailboxes': () => list,
      'POST /api/mailboxes': ({ body }) => {
        list = [mailbox({ address: (body as { username: string }).username, last_synced_at: null, status: 'syncing' })];
        return reply(201, list[0]);
      },
    });
    renderWithApp(<MailboxesCard />, { api, router: false });
    const user = userEvent.setup();
    expect(await screen.findByText('No mailbox connected yet.')).toBeTruthy();
    expect(document.body.textContent).toContain('Only message headers are read');

    await user.click(screen.getByRole('button', { name: 'Connect Mailbox' }));
    expect(screen.getByText('Enter the IMAP server, e.g. imap.example.com')).toBeTruthy();
    expect(api.callsTo('POST /api/mailboxes')).toHaveLength(0);

    await user.type(screen.getByLabelText('IMAP server'), 'imap.trading.example');
    await user.type(screen.getByLabelText('User name'), 'amara@trading.example');
    await user.type(screen.getByLabelText('App password'), 'abcd efgh ijkl');
    expect(screen.getByRole('switch', { name: 'Also keep subjects' }).getAttribute('aria-checked')).toBe('false');
    await user.click(screen.getByRole('button', { name: 'Connect Mailbox' }));
    await waitFor(() => expect(api.callsTo('POST /api/mailboxes')).toHaveLength(1));
    expect(api.callsTo('POST /api/mailboxes')[0]!.body).toEqual({
      host: 'imap.trading.example',
      port: 993,
      tls: true,
      username: 'amara@trading.example',
      password: 'abcd efgh ijkl',
      capture_subjects: false,
    });
    const row = await screen.findByRole('listitem', { name: 'amara@trading.example' });
    expect(within(row).getByText('Syncing')).toBeTruthy();
    expect((screen.getByLabelText('App password') as HTMLInputElement).value).toBe('');
  });

  it("shows the server's reason when the login fails", async () => {
    const api = fakeApi({
      'GET /api/mailboxes': [],
      'POST /api/mailboxes': apiError(422, 'MAILBOX_AUTH_FAILED', 'The server refused the user name or app password.'),
    });
    renderWithApp(<MailboxesCard />, { api, router: false });
    const user = userEvent.setup();
    await screen.findByText('No mailbox connected yet.');
    await user.type(screen.getByLabelText('IMAP server'), 'imap.trading.example');
    await user.click(screen.getByRole('switch', { name: 'Use TLS (recommended)' }));
    expect((screen.getByLabelText('Port') as HTMLInputElement).value).toBe('143');
    await user.type(screen.getByLabelText('User name'), 'amara');
    await user.type(screen.getByLabelText('App password'), 'wrong');
    await user.click(screen.getByRole('switch', { name: 'Also keep subjects' }));
    await user.click(screen.getByRole('button', { name: 'Connect Mailbox' }));
    expect((await screen.findByRole('alert')).textContent).toBe('The server refused the user name or app password.');
    expect(api.callsTo('POST /api/mailboxes')[0]!.body).toMatchObject({ port: 143, tls: false, capture_subjects: true });
  });

  it("shows a running sync's progress, and reads the list again until it is done", async () => {
    let reads = 0;
    const api = fakeApi({
      'GET /api/mailboxes': () => {
        reads += 1;
        return reads === 1
          ? [mailbox({ status: 'syncing', progress: { folder: 'Inbox', done: 1200, total: 8000 } })]
          : [mailbox({ captured: { interactions: 340, contacts: 41 } })];
      },
    });
    renderWithApp(<MailboxesCard />, { api, router: false });
    expect(await screen.findByText('Syncing Inbox: 1,200 of 8,000')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Sync amara@trading.example now' }).hasAttribute('disabled')).toBe(true);
    expect(await screen.findByText('Up to date', {}, { timeout: 4000 })).toBeTruthy();
    expect(document.body.textContent).toContain('340 e-mails with 41 contacts');
    expect(screen.queryByText(/Syncing Inbox/)).toBeNull();
  });

  it('queues a sync, shows an error a sync left, and disconnects deleting what it captured unless unchecked', async () => {
    const api = fakeApi({
      'GET /api/mailboxes': [mailbox({ status: 'error', last_error: 'Could not reach the IMAP server.' })],
      'POST /api/mailboxes/{id}/sync': reply(202, mailbox()),
      'DELETE /api/mailboxes/{id}': { deleted_interactions: 0 },
    });
    renderWithApp(<MailboxesCard />, { api, router: false });
    const user = userEvent.setup();
    expect((await screen.findByRole('alert')).textContent).toBe('Could not reach the IMAP server.');
    expect(screen.getByText('Needs attention')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Sync amara@trading.example now' }));
    await waitFor(() => expect(api.callsTo('POST /api/mailboxes/{id}/sync')).toHaveLength(1));

    await user.click(screen.getByRole('button', { name: 'Disconnect amara@trading.example' }));
    const dialog = await screen.findByRole('alertdialog');
    const box = within(dialog).getByRole('checkbox', { name: 'Delete the 12 interactions it captured' });
    expect(box.getAttribute('aria-checked')).toBe('true');
    await user.click(box);
    await user.click(within(dialog).getByRole('button', { name: 'Disconnect' }));
    await waitFor(() => expect(api.callsTo('DELETE /api/mailboxes/{id}')).toHaveLength(1));
    const call = api.callsTo('DELETE /api/mailboxes/{id}')[0]!;
    expect(call.params.id).toBe('22222222-2222-4222-8222-222222222222');
    expect(call.query.get('keep_captured')).toBe('true');
  });
});
