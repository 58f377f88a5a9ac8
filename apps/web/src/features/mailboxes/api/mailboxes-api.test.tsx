import { screen, waitFor } from '@testing-library/react';
import type { Mailbox } from '@tradeloom/domain';
import { describe, expect, it, vi } from 'vitest';

vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

import { contactKeys } from '@/lib/contacts/contact-keys';
import { fakeApi, renderWithApp, testQueryClient } from '@/test/render';
import { MailboxesCard } from '../components/mailboxes-card';

const mailbox = (over: Partial<Mailbox> = {}): Mailbox => ({
  id: '22222222-2222-4222-8222-222222222222',
  address: 'amara@trading.example',
  host: 'imap.trading.example',
  port: 993,
  tls: true,
  capture_subjects: false,
  status: 'syncing',
  last_error: null,
  progress: { folder: 'INBOX', done: 0, total: 9 },
  last_synced_at: null,
  created_at: '2026-11-20T10:00:00.000Z',
  captured: { interactions: 0, contacts: 0 },
  ...over,
});

describe('useMailboxes', () => {
  it('reads the contacts and insights again when a sync captured more, not while nothing moved', async () => {
    let list = [mailbox()];
    const queryClient = testQueryClient();
    // What the contacts screen and the Insights screen had read before the sync.
    queryClient.setQueryData([...contactKeys.all, 'list'], { items: [] });
    queryClient.setQueryData(['insights', 'list', 'all'], { items: [] });
    const invalidated = (key: readonly unknown[]) => queryClient.getQueryState(key)?.isInvalidated ?? false;

    const api = fakeApi({ 'GET /api/mailboxes': () => list });
    renderWithApp(<MailboxesCard />, { api, queryClient, router: false });
    await screen.findByRole('listitem', { name: 'amara@trading.example' });
    // The first read and a poll that shows nothing captured yet leave them alone.
    await waitFor(() => expect(api.callsTo('GET /api/mailboxes').length).toBeGreaterThanOrEqual(2), { timeout: 5000 });
    expect(invalidated([...contactKeys.all, 'list'])).toBe(false);
    expect(invalidated(['insights', 'list', 'all'])).toBe(false);

    list = [
      mailbox({ status: 'idle', progress: null, last_synced_at: '2026-11-26T05:00:00.000Z', captured: { interactions: 9, contacts: 2 } }),
    ];
    await screen.findByText('Up to date', {}, { timeout: 5000 });
    expect(invalidated([...contactKeys.all, 'list'])).toBe(true);
    expect(invalidated(['insights', 'list', 'all'])).toBe(true);
  });
});
