import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { OAUTH_MESSAGES, type OAuthRequest } from '@tradeloom/domain';
import { describe, expect, it, vi } from 'vitest';
import { apiError, fakeApi, renderWithApp } from '@/test/render';
import { OAuthConsentCard } from './oauth-consent-card';

const REQUEST: OAuthRequest = {
  id: '11111111-1111-4111-8111-111111111111',
  client: { id: 'tlc_x', name: 'Claude', uri: null, redirect_host: 'claude.ai' },
  wants_write: true,
  expires_at: '2026-11-26T03:00:00.000Z',
};

function serve(request: OAuthRequest = REQUEST) {
  return fakeApi({
    'GET /api/oauth-clients/requests/{id}': request,
    'POST /api/oauth-clients/requests/{id}': ({ body }) => ({
      redirect_to: (body as { allow: boolean }).allow ? 'https://claude.ai/cb?code=c1' : 'https://claude.ai/cb?error=access_denied',
    }),
  });
}

describe('OAuthConsentCard', () => {
  it('names the client, the account and where the answer goes; Allow with changes unticked allows reading only, then leaves for the client', async () => {
    const api = serve();
    const leave = vi.fn();
    renderWithApp(<OAuthConsentCard requestId={REQUEST.id} email="ana@example.com" leave={leave} />, { api, router: false });
    expect(await screen.findByRole('heading', { name: 'Allow Claude to use your Tradeloom account?' })).toBeTruthy();
    expect(screen.getByText(/Signed in as ana@example.com/)).toBeTruthy();
    expect(screen.getByText('claude.ai')).toBeTruthy();
    expect(screen.getByText(/Read your network/)).toBeTruthy();
    const user = userEvent.setup();
    await user.click(screen.getByLabelText('Allow changes'));
    await user.click(screen.getByRole('button', { name: 'Allow' }));
    await waitFor(() => expect(leave).toHaveBeenCalledWith('https://claude.ai/cb?code=c1'));
    expect(api.callsTo('POST /api/oauth-clients/requests/{id}')[0]!.body).toEqual({ allow: true, write: false });
  });

  it('offers no changes when the client asked only to read, and Deny goes back to the client', async () => {
    const api = serve({ ...REQUEST, wants_write: false });
    const leave = vi.fn();
    renderWithApp(<OAuthConsentCard requestId={REQUEST.id} email="ana@example.com" leave={leave} />, { api, router: false });
    await screen.findByRole('button', { name: 'Deny' });
    expect(screen.queryByLabelText('Allow changes')).toBeNull();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Deny' }));
    await waitFor(() => expect(leave).toHaveBeenCalledWith('https://claude.ai/cb?error=access_denied'));
    expect(api.callsTo('POST /api/oauth-clients/requests/{id}')[0]!.body).toEqual({ allow: false });
  });

  it('says so when the request expired or belongs to someone else', async () => {
    const api = fakeApi({ 'GET /api/oauth-clients/requests/{id}': apiError(404, 'NOT_FOUND', OAUTH_MESSAGES.requestNotFound) });
    renderWithApp(<OAuthConsentCard requestId={REQUEST.id} email={undefined} leave={vi.fn()} />, { api, router: false });
    expect(await screen.findByText(OAUTH_MESSAGES.requestNotFound)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Allow' })).toBeNull();
  });
});
