/**
 * Issue 22 (decision 021) in the browser code: a link or OAuth sign-in of a two-factor account lands on
 * /auth?step=two-factor at the code step; an account without a password is offered 'Set a password'.
 */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';

const toastMock = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('sonner', () => ({ toast: toastMock }));

import { SecurityCard } from '@/features/security/components/security-card';
import { AuthPage } from '@/pages/public/auth-page';
import { fakeApi, renderWithApp } from '@/test/render';

let api = fakeApi();

function serve(accounts: { providerId: string }[]) {
  const posts: { path: string; body: Record<string, unknown> }[] = [];
  api = fakeApi({
    'GET /api/auth/get-session': () => ({
      session: { id: 's', token: 't', userId: 'u', expiresAt: new Date(Date.now() + 3_600_000).toISOString() },
      user: { id: 'u', email: 'owner@example.com', name: 'Owner', emailVerified: true, twoFactorEnabled: false },
    }),
    'GET /api/auth/list-accounts': accounts.map((a, i) => ({ id: `a${i}`, accountId: 'x', userId: 'u', ...a })),
    'POST /api/auth/request-password-reset': ({ path, body }) => {
      posts.push({ path, body: body ?? {} });
      return { status: true };
    },
    'GET /api/config': {
      authProviders: { google: false, apple: false, linkedin: false },
      captcha: { provider: null, siteKey: null },
      supportEmail: 's@example.com',
    },
  });
  return posts;
}

const render = (ui: React.ReactElement, url = '/') => renderWithApp(ui, { route: url, api });

describe('sign-in security in the web app', () => {
  beforeEach(() => {
    toastMock.success.mockReset();
  });

  it('opens /auth?step=two-factor at the code step, without the password form', async () => {
    serve([]);
    render(<AuthPage />, '/auth?mode=login&step=two-factor&redirect=%2Fcontacts');
    expect(await screen.findByRole('heading', { name: 'Two-factor authentication' })).toBeTruthy();
    expect(screen.getByLabelText('Verification code')).toBeTruthy();
    expect(screen.queryByLabelText('Password')).toBeNull();
  });

  it("offers 'Set a password' to an account without one, sending the reset link to its own address", async () => {
    const posts = serve([{ providerId: 'google' }]);
    render(<SecurityCard />);
    const button = await screen.findByRole('button', { name: 'Set a password' });
    await waitFor(() => expect((button as HTMLButtonElement).disabled).toBe(false));
    await userEvent.click(button);
    await waitFor(() => expect(toastMock.success).toHaveBeenCalledWith('Password reset email sent! Check your inbox.'));
    expect(posts.find((p) => p.path.endsWith('/request-password-reset'))?.body).toMatchObject({ email: 'owner@example.com' });
  });

  it('shows Change Password to an account with a password', async () => {
    serve([{ providerId: 'credential' }]);
    render(<SecurityCard />);
    await waitFor(() => expect(api.calls).not.toHaveLength(0));
    expect(screen.queryByRole('button', { name: 'Set a password' })).toBeNull();
  });
});
