import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ApiToken, McpCall } from '@tradeloom/domain';
import { describe, expect, it, vi } from 'vitest';

vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

import { fakeApi, renderWithApp, reply } from '@/test/render';
import { ApiTokensCard } from './api-tokens-card';

const ORIGIN = 'https://crm.example.com';
const SECRET = 'tl_pat_abcdEFGHijklMNOPqrstUVWXyz0123456789-_abcd';
const token = (over: Partial<ApiToken> = {}): ApiToken => ({
  id: '11111111-1111-4111-8111-111111111111',
  name: 'Claude Desktop',
  scope: 'read',
  prefix: SECRET.slice(0, 11),
  created_at: '2026-11-20T10:00:00.000Z',
  last_used_at: null,
  expires_at: '2027-02-18T10:00:00.000Z',
  revoked_at: null,
  status: 'active',
  ...over,
});
const CALL: McpCall = {
  id: 'c1',
  client: 'Claude Desktop',
  tool: 'search_contacts',
  ok: true,
  error_code: null,
  credits: 1,
  called_at: '2026-11-25T09:30:00.000Z',
};

describe('ApiTokensCard', () => {
  it('creates a token with the chosen name and shows its secret once, with the configurations filled in', async () => {
    let tokens: ApiToken[] = [];
    const api = fakeApi({
      'GET /api/tokens': () => tokens,
      'GET /api/tokens/calls': [],
      'POST /api/tokens': ({ body }) => {
        tokens = [token({ name: body.name })];
        return reply(201, { token: tokens[0], secret: SECRET });
      },
    });
    renderWithApp(<ApiTokensCard origin={ORIGIN} />, { api, router: false });
    const user = userEvent.setup();
    expect(await screen.findByText('No tokens yet.')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Create Token' }));
    expect(screen.getByText('Give the token a name')).toBeTruthy();
    expect(api.callsTo('POST /api/tokens')).toHaveLength(0);

    await user.type(screen.getByLabelText('Token name'), 'My laptop');
    await user.click(screen.getByRole('button', { name: 'Create Token' }));
    expect((await screen.findByTestId('new-token-secret')).textContent).toBe(SECRET);
    expect(api.callsTo('POST /api/tokens')[0]!.body).toEqual({ name: 'My laptop', scope: 'read', expires_in_days: 90 });
    expect(document.body.textContent).toContain(
      `claude mcp add --transport http tradeloom ${ORIGIN}/mcp --header "Authorization: Bearer ${SECRET}"`,
    );
    expect(await screen.findByRole('list', { name: 'API tokens' })).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Done' }));
    expect(screen.queryByTestId('new-token-secret')).toBeNull();
    expect(document.body.textContent).not.toContain(SECRET);
    expect(document.body.textContent).toContain('tl_pat_your_token');
  });

  it('lists tokens and recent calls; Revoke asks first, then revokes', async () => {
    let tokens = [token({ scope: 'read_write', last_used_at: '2026-11-25T09:30:00.000Z' })];
    const api = fakeApi({
      'GET /api/tokens': () => tokens,
      'GET /api/tokens/calls': [CALL, { ...CALL, id: 'c2', tool: 'log_interaction', ok: false, error_code: 'READ_ONLY_TOKEN', credits: 0 }],
      'DELETE /api/tokens/{id}': () => {
        tokens = [];
        return reply(204);
      },
    });
    renderWithApp(<ApiTokensCard origin={ORIGIN} />, { api, router: false });
    const user = userEvent.setup();
    const list = await screen.findByRole('list', { name: 'API tokens' });
    expect(list.textContent).toContain('Claude Desktop');
    expect(list.textContent).toContain('Read and write');
    expect(list.textContent).toContain('tl_pat_abcd…');
    const calls = await screen.findByRole('list', { name: 'Recent calls' });
    expect(within(calls).getByText('search_contacts')).toBeTruthy();
    expect(within(calls).getByText('READ_ONLY_TOKEN')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Revoke Claude Desktop' }));
    expect(api.callsTo('DELETE /api/tokens/{id}')).toHaveLength(0);
    await user.click(await screen.findByRole('button', { name: 'Revoke Token' }));
    await waitFor(() => expect(screen.getByText('No tokens yet.')).toBeTruthy());
    expect(api.callsTo('DELETE /api/tokens/{id}')[0]!.path).toContain('11111111-1111-4111-8111-111111111111');
  });
});
