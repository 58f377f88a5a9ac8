import { screen, waitFor, within } from '@testing-library/react';
import { ADMIN_USER_MESSAGES, type AdminUserDetail, type AdminUserRow } from '@tradeloom/domain';
import { Route } from 'react-router';
import { describe, expect, it, vi } from 'vitest';

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('sonner', () => ({ toast }));

import { type RenderOptions, renderWithApp } from '@/test/render';
import { AdminUserPage } from './admin-user-page';
import { AdminUsersPage } from './admin-users-page';

const now = new Date().toISOString();
const row = (over: Partial<AdminUserRow> = {}): AdminUserRow => ({
  id: 'u-1',
  email: 'ada@example.com',
  full_name: 'Ada Okafor',
  plan: 'professional',
  status: 'trial',
  email_verified: false,
  disabled: false,
  created_at: now,
  ...over,
});

const detail = (over: Partial<AdminUserDetail['user']> = {}): AdminUserDetail => ({
  user: { ...row(), phone: null, trial_end_date: now, disabled_at: null, is_admin: false, ...over },
  credits: { balance: 42, monthly_used: 3, monthly_quota: 50 },
  ledger: [{ id: 1, delta: -2, balance_after: 42, reason: 'consume_ai', created_at: now }],
  usage_this_month: { credits_spent: 2, credits_added: 0 },
  contacts_count: 7,
  imports: [],
  last_activity_at: now,
  sessions: {
    active: 1,
    list: [{ id: 's-1', created_at: now, updated_at: now, expires_at: now, ip_address: '10.0.0.1', user_agent: 'Firefox' }],
  },
});

describe('admin users page', () => {
  it('keeps the search button disabled while the term is empty', async () => {
    const { user } = renderWithApp(<AdminUsersPage />, { api: {} });
    const button = screen.getByRole('button', { name: 'Search' });
    expect((button as HTMLButtonElement).disabled).toBe(true);
    await user.type(screen.getByRole('searchbox', { name: 'E-mail' }), '   ');
    expect((button as HTMLButtonElement).disabled).toBe(true);
    await user.type(screen.getByRole('searchbox', { name: 'E-mail' }), 'ada');
    expect((button as HTMLButtonElement).disabled).toBe(false);
  });

  it('searches on Enter and lists the users found, each linking to their page', async () => {
    const { api, user } = renderWithApp(<AdminUsersPage />, {
      api: { 'GET /api/admin/users': { users: [row(), row({ id: 'u-2', email: 'ADA.two@example.com', disabled: true })] } },
    });
    await user.type(screen.getByRole('searchbox', { name: 'E-mail' }), ' Ada {Enter}');
    expect(await screen.findByText('ada@example.com')).toBeTruthy();
    expect(api.callsTo('GET /api/admin/users')[0]!.query.get('email')).toBe('Ada');
    expect(screen.getByText('Disabled')).toBeTruthy();
    expect(screen.getByRole('link', { name: /ADA\.two@example\.com/ }).getAttribute('href')).toBe('/admin/users/u-2');
  });

  it("says 'No users found' when nothing matches", async () => {
    const { user } = renderWithApp(<AdminUsersPage />, { api: { 'GET /api/admin/users': { users: [] } } });
    await user.type(screen.getByRole('searchbox', { name: 'E-mail' }), 'nobody{Enter}');
    expect(await screen.findByText(ADMIN_USER_MESSAGES.noUsers)).toBeTruthy();
  });
});

describe("admin user's page", () => {
  const open = (api: RenderOptions['api']) =>
    renderWithApp(<AdminUserPage />, {
      route: '/admin/users/u-1',
      path: '/admin/users/:id',
      api,
      routes: <Route path="/admin/users" element={null} />,
    });

  it('shows the account, its credits, contacts and sessions', async () => {
    open({ 'GET /api/admin/users/{id}': detail() });
    expect(await screen.findByRole('heading', { name: 'ada@example.com' })).toBeTruthy();
    expect(screen.getByText('42')).toBeTruthy();
    expect(screen.getByText('7')).toBeTruthy();
    expect(screen.getByText('Firefox')).toBeTruthy();
    expect(screen.getByText('Assistant answer')).toBeTruthy();
    expect(screen.getByText('1 active')).toBeTruthy();
  });

  it('disables the account after confirming, and says so', async () => {
    const { api, user } = open({
      'GET /api/admin/users/{id}': detail(),
      'POST /api/admin/users/{id}/disable': { ok: true, sessions_ended: 1 },
    });
    await user.click(await screen.findByRole('button', { name: 'Disable account' }));
    expect(api.callsTo('POST /api/admin/users/{id}/disable')).toHaveLength(0);
    const dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Disable account' }));
    await waitFor(() => expect(api.callsTo('POST /api/admin/users/{id}/disable')).toHaveLength(1));
    expect(api.callsTo('POST /api/admin/users/{id}/disable')[0]!.params).toEqual({ id: 'u-1' });
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(ADMIN_USER_MESSAGES.disabled));
  });

  it('offers Enable for a disabled account and resend only while unverified', async () => {
    open({ 'GET /api/admin/users/{id}': detail({ disabled: true, disabled_at: now, email_verified: true }) });
    expect(await screen.findByRole('button', { name: 'Enable account' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Disable account' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Resend verification' })).toBeNull();
  });
});
