import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';

const toastMock = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('sonner', () => ({ toast: toastMock }));

import { type ApiCall, apiError, fakeApi, renderWithApp, reply } from '@/test/render';
import { DeleteAccountCard } from './delete-account-card';

const NONE = { status: 'none', email: null, requested_at: null, verify_expires_at: null, delete_after: null };
const PENDING = {
  status: 'awaiting_verification',
  email: 'ada@example.com',
  requested_at: '2026-11-25T10:00:00.000Z',
  verify_expires_at: '2026-11-26T10:00:00.000Z',
  delete_after: null,
};

let api = fakeApi();

/** Serves the deletion status and its changes; `refuse` answers the request with that error. */
function serve(refuse?: { status: number; code: string; message: string }) {
  let state: object = NONE;
  const calls: string[] = [];
  const change = ({ method, body }: ApiCall) => {
    calls.push(`${method} ${body === undefined ? '' : JSON.stringify(body)}`.trim());
    if (method === 'POST' && refuse) return apiError(refuse.status, refuse.code, refuse.message);
    state = method === 'POST' ? PENDING : NONE;
    return reply(method === 'POST' ? 202 : 200, state);
  };
  api = fakeApi()
    .on('GET /api/profile/deletion', () => state)
    .on('POST /api/profile/deletion', change)
    .on('DELETE /api/profile/deletion', change);
  return calls;
}

function renderCard() {
  renderWithApp(<DeleteAccountCard />, { api });
}

describe('Delete account', () => {
  beforeEach(() => {
    toastMock.success.mockReset();
    toastMock.error.mockReset();
  });

  it('asks for confirmation, then sends the link and says where it went; the request can be withdrawn', async () => {
    const calls = serve();
    renderCard();
    await userEvent.click(await screen.findByRole('button', { name: 'Delete account' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText(/after 5\s+business days, deleted/)).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'E-mail me the confirmation link' }));
    expect(await screen.findByText('ada@example.com')).toBeTruthy();
    expect(calls).toEqual(['POST {"confirm":true}']);
    expect(toastMock.success).toHaveBeenCalledWith('Check your inbox: follow the link we sent to confirm the deletion.');

    await userEvent.click(screen.getByRole('button', { name: 'Withdraw request' }));
    await screen.findByRole('button', { name: 'Delete account' });
    expect(calls).toEqual(['POST {"confirm":true}', 'DELETE']);
  });

  it('shows the server’s reason when the request is refused', async () => {
    serve({
      status: 409,
      code: 'SUBSCRIPTION_ACTIVE',
      message: 'Cancel your subscription in Billing first, so that you are not charged again.',
    });
    renderCard();
    await userEvent.click(await screen.findByRole('button', { name: 'Delete account' }));
    await userEvent.click(await screen.findByRole('button', { name: 'E-mail me the confirmation link' }));
    await waitFor(() =>
      expect(toastMock.error).toHaveBeenCalledWith('Cancel your subscription in Billing first, so that you are not charged again.'),
    );
    expect(screen.getByRole('button', { name: 'Delete account' })).toBeTruthy();
  });
});
