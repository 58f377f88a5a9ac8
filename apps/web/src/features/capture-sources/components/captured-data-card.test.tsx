import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CAPTURE_PRIVACY_STATEMENT, type CaptureSource } from '@tradeloom/domain';
import { describe, expect, it, vi } from 'vitest';

vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

import { toast } from 'sonner';
import { apiError, fakeApi, renderWithApp } from '@/test/render';
import { CapturedDataCard } from './captured-data-card';

const source = (over: Partial<CaptureSource>): CaptureSource => ({
  id: '11111111-1111-4111-8111-111111111111',
  kind: 'imap',
  label: 'wei@trader.example',
  created_at: '2026-11-20T10:00:00.000Z',
  interactions: 1284,
  contacts: 96,
  ...over,
});
const MAILBOX = source({});
const CHAT = source({
  id: '22222222-2222-4222-8222-222222222222',
  kind: 'whatsapp',
  label: 'WhatsApp Chat with Omar.txt',
  interactions: 1,
  contacts: 1,
});

describe('CapturedDataCard', () => {
  it('lists each source with its counts and says what capture reads', async () => {
    renderWithApp(<CapturedDataCard />, { api: fakeApi({ 'GET /api/capture/sources': [MAILBOX, CHAT] }), router: false });
    const list = await screen.findByRole('list', { name: 'Sources of captured interactions' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows).toHaveLength(2);
    expect(rows[0]!.textContent).toContain('wei@trader.example');
    expect(rows[0]!.textContent).toContain('Mailbox');
    expect(rows[0]!.textContent).toContain('1,284 interactions with 96 contacts');
    expect(rows[1]!.textContent).toContain('WhatsApp export');
    expect(rows[1]!.textContent).toContain('1 interaction with 1 contact');
    expect(screen.getByTestId('capture-statement').textContent).toBe(CAPTURE_PRIVACY_STATEMENT);
    expect(CAPTURE_PRIVACY_STATEMENT).toContain('message bodies are never stored');
  });

  it('deletes a source after a confirmation that says how many interactions go, and lists what remains', async () => {
    let sources = [MAILBOX, CHAT];
    const api = fakeApi({
      'GET /api/capture/sources': () => sources,
      'DELETE /api/capture/sources/{id}': ({ params }) => {
        sources = sources.filter((s) => s.id !== params.id);
        return { deleted: 1284 };
      },
    });
    renderWithApp(<CapturedDataCard />, { api, router: false });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Delete wei@trader.example' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByRole('heading').textContent).toBe('Delete the 1,284 interactions captured from wei@trader.example?');
    expect(dialog.textContent).toContain('The mailbox is disconnected too');

    // Cancel deletes nothing.
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(api.callsTo('DELETE /api/capture/sources/{id}')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Delete wei@trader.example' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(api.callsTo('DELETE /api/capture/sources/{id}')).toHaveLength(1));
    expect(api.callsTo('DELETE /api/capture/sources/{id}')[0]!.params.id).toBe(MAILBOX.id);
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Delete wei@trader.example' })).toBeNull());
    const rows = within(screen.getByRole('list', { name: 'Sources of captured interactions' })).getAllByRole('listitem');
    expect(rows.map((r) => r.querySelector('p')?.textContent)).toEqual(['WhatsApp Chat with Omar.txt']);
    expect(toast.success).toHaveBeenCalledWith('Deleted 1,284 captured interactions from wei@trader.example');
  });

  it('says when nothing was captured, and keeps the source when the delete fails', async () => {
    const api = fakeApi({
      'GET /api/capture/sources': [CHAT],
      'DELETE /api/capture/sources/{id}': apiError(404, 'NOT_FOUND', 'This source of interactions no longer exists.'),
    });
    renderWithApp(<CapturedDataCard />, { api, router: false });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Delete WhatsApp Chat with Omar.txt' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByRole('heading').textContent).toBe('Delete the interaction captured from WhatsApp Chat with Omar.txt?');
    expect(dialog.textContent).not.toContain('disconnected');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('Could not delete', { description: 'This source of interactions no longer exists.' }),
    );
    expect(screen.getByRole('alertdialog')).toBeTruthy();
  });

  it('shows the empty state', async () => {
    renderWithApp(<CapturedDataCard />, { api: fakeApi({ 'GET /api/capture/sources': [] }), router: false });
    expect(await screen.findByText(/Nothing captured yet/)).toBeTruthy();
  });
});
