import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ConnectedClient } from '@tradeloom/domain';
import { describe, expect, it, vi } from 'vitest';

vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

import { fakeApi, renderWithApp, reply } from '@/test/render';
import { ConnectedClients } from './connected-clients';

const CLIENT: ConnectedClient = {
  id: '22222222-2222-4222-8222-222222222222',
  client_id: 'tlc_x',
  name: 'Cursor',
  scope: 'read',
  connected_at: '2026-11-20T10:00:00.000Z',
  last_used_at: null,
};

describe('ConnectedClients', () => {
  it('lists each connected client with its access and dates; Revoke removes it', async () => {
    let clients = [CLIENT];
    const api = fakeApi({
      'GET /api/oauth-clients': () => clients,
      'DELETE /api/oauth-clients/{id}': () => {
        clients = [];
        return reply(204);
      },
    });
    renderWithApp(<ConnectedClients />, { api, router: false });
    const list = await screen.findByRole('list', { name: 'Connected AI clients' });
    expect(list.textContent).toContain('Cursor');
    expect(list.textContent).toContain('Read only');
    expect(list.textContent).toContain('not used yet');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Revoke Cursor' }));
    await waitFor(() => expect(screen.getByText(/No AI client connected yet/)).toBeTruthy());
    expect(api.callsTo('DELETE /api/oauth-clients/{id}')[0]!.path).toContain(CLIENT.id);
  });
});
