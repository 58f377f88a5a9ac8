import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Profile } from '@tradeloom/domain';
import { beforeEach, describe, expect, it, vi } from 'vitest';

const toastMock = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('sonner', () => ({ toast: toastMock }));
// Better Auth's session store tears down its listeners a second after the last one leaves, which can
// fall after this file's simulated window is gone; re-reading the session is not what is tested here.
const refreshSessionMock = vi.hoisted(() => vi.fn(async () => {}));
vi.mock('@/lib/auth-client', async (original) => ({ ...(await original<object>()), refreshSession: refreshSessionMock }));

import { profileFixture } from '@/test/fixtures';
import { type ApiCall, apiError, fakeApi, renderWithApp } from '@/test/render';
import { NotificationsCard } from './notifications-card';
import { ProfileOverviewCard } from './profile-overview-card';

const PROFILE: Profile = profileFixture({ credits_remaining: 507, monthly_used: 3, demo_mode_enabled: true });

interface Call {
  method: string;
  path: string;
  body: unknown;
}

/** Serves the profile, the password check (right password 'cargo-route-42') and the updates; records writes. */
function serve(opts: { failNotifications?: boolean } = {}) {
  let profile = { ...PROFILE };
  const calls: Call[] = [];
  const record = ({ method, path, body }: ApiCall) => calls.push({ method, path, body });
  api = fakeApi({
    'GET /api/profile': () => profile,
    'POST /api/profile/verify-password': (call) => {
      record(call);
      return (call.body as { password: string }).password === 'cargo-route-42'
        ? { verified: true, expires_at: '2026-11-25T01:00:00.000Z' }
        : apiError(400, 'INVALID_PASSWORD', 'Password verification failed. Please try again.');
    },
    'PATCH /api/profile': (call) => {
      record(call);
      // A new e-mail waits for the link sent to it (decision 021): the answer says where it went.
      const { email, ...update } = call.body as { full_name: string; email: string; phone: string | null };
      profile = { ...profile, ...update };
      return { ...profile, email_confirmation_sent_to: email !== profile.email ? email : null };
    },
    'PATCH /api/profile/notifications': (call) => {
      record(call);
      if (opts.failNotifications) return apiError(500, 'INTERNAL', 'down');
      profile = { ...profile, ...(call.body as object) };
      return profile;
    },
  });
  return calls;
}

let api = fakeApi();
const renderWith = (node: React.ReactElement) => renderWithApp(node, { api, router: false });

describe('Profile Overview', () => {
  beforeEach(() => {
    toastMock.success.mockReset();
    toastMock.error.mockReset();
    localStorage.clear();
  });

  it('shows plan, status, credits and the month; edits details only after the password is confirmed', async () => {
    const calls = serve();
    renderWith(<ProfileOverviewCard />);
    expect((await screen.findByTestId('credits-remaining')).textContent).toBe('507');
    expect(screen.getByText('Professional Plan')).toBeTruthy();
    expect(screen.getByTestId('status-badge').textContent).toBe('active');
    expect(screen.getByText('3 of 200')).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'Edit Details' }));
    const verify = await screen.findByRole('dialog', { name: 'Verify your password' });
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(verify.textContent).toContain('Please enter your password.');
    expect(calls).toHaveLength(0);

    await userEvent.type(screen.getByLabelText('Password'), 'wrong-one');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Password verification failed. Please try again.')).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: 'Edit Personal Details' })).toBeNull();

    await userEvent.clear(screen.getByLabelText('Password'));
    await userEvent.type(screen.getByLabelText('Password'), 'cargo-route-42');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    await screen.findByRole('dialog', { name: 'Edit Personal Details' });
    expect((screen.getByLabelText('First name') as HTMLInputElement).value).toBe('Amara');
    expect((screen.getByLabelText('Last name') as HTMLInputElement).value).toBe('Obi');

    await userEvent.clear(screen.getByLabelText('Last name'));
    await userEvent.type(screen.getByLabelText('Last name'), 'Obi-Nwosu');
    await userEvent.clear(screen.getByLabelText('Email'));
    await userEvent.type(screen.getByLabelText('Email'), 'amara@obi.example');
    await userEvent.type(screen.getByLabelText('Phone'), '+234 801 234 5678');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(calls).toContainEqual({
        method: 'PATCH',
        path: '/api/profile',
        body: { full_name: 'Amara Obi-Nwosu', email: 'amara@obi.example', phone: '+234 801 234 5678' },
      }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(toastMock.success).toHaveBeenCalledWith(
      'We sent a confirmation link to amara@obi.example. Your sign-in e-mail changes once you follow it.',
      expect.anything(),
    );
    expect(screen.queryByText('amara@obi.example')).toBeNull();
    expect(refreshSessionMock).toHaveBeenCalled();
  }, 30_000);

  it('Discard closes the details without saving', async () => {
    const calls = serve();
    renderWith(<ProfileOverviewCard />);
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Details' }));
    await userEvent.type(await screen.findByLabelText('Password'), 'cargo-route-42');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    await screen.findByRole('dialog', { name: 'Edit Personal Details' });
    await userEvent.type(screen.getByLabelText('First name'), 'X');
    await userEvent.click(screen.getByRole('button', { name: 'Discard' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.filter((c) => c.method === 'PATCH')).toHaveLength(0);
  });
});

describe('Notifications', () => {
  beforeEach(() => {
    toastMock.error.mockReset();
    localStorage.clear();
  });

  it('saves each preference when switched, and puts it back when saving fails', async () => {
    const calls = serve();
    renderWith(<NotificationsCard />);
    const reminders = await screen.findByRole('switch', { name: 'Follow-up reminders' });
    expect(reminders.getAttribute('aria-checked')).toBe('true');
    await userEvent.click(reminders);
    await waitFor(() =>
      expect(calls).toContainEqual({ method: 'PATCH', path: '/api/profile/notifications', body: { follow_up_reminders: false } }),
    );
    await waitFor(() => expect(screen.getByRole('switch', { name: 'Follow-up reminders' }).getAttribute('aria-checked')).toBe('false'));
  });

  it('a failed save shows the error and the switch goes back', async () => {
    serve({ failNotifications: true });
    renderWith(<NotificationsCard />);
    const summary = await screen.findByRole('switch', { name: 'Weekly network summary' });
    await userEvent.click(summary);
    await waitFor(() => expect(toastMock.error).toHaveBeenCalled());
    await waitFor(() => expect(screen.getByRole('switch', { name: 'Weekly network summary' }).getAttribute('aria-checked')).toBe('true'));
  });
});
