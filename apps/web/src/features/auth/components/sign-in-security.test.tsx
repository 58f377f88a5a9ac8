/**
 * Issue 22 (decision 021) in the browser code: a link or OAuth sign-in of a two-factor account lands on
 * /auth?step=two-factor at the code step; an account without a password is offered 'Set a password'.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ThemeProvider } from '@/components/theme/theme-provider';
import { TooltipProvider } from '@/components/ui/tooltip';

const fetchMock = vi.hoisted(() => {
  const mock = vi.fn();
  globalThis.fetch = mock as unknown as typeof fetch;
  return mock;
});
const toastMock = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('sonner', () => ({ toast: toastMock }));

import { SecurityCard } from '@/features/security/components/security-card';
import { AuthPage } from '@/pages/public/auth-page';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function serve(accounts: { providerId: string }[]) {
  const posts: { path: string; body: Record<string, unknown> }[] = [];
  fetchMock.mockImplementation(async (input: Request | string | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(new URL(String(input), 'http://localhost'), init);
    const { pathname } = new URL(request.url);
    if (request.method === 'POST')
      posts.push({ path: pathname, body: (await request.json().catch(() => ({}))) as Record<string, unknown> });
    if (pathname.endsWith('/get-session'))
      return json(200, {
        session: { id: 's', token: 't', userId: 'u', expiresAt: new Date(Date.now() + 3_600_000).toISOString() },
        user: { id: 'u', email: 'owner@example.com', name: 'Owner', emailVerified: true, twoFactorEnabled: false },
      });
    if (pathname.endsWith('/list-accounts'))
      return json(
        200,
        accounts.map((a, i) => ({ id: `a${i}`, accountId: 'x', userId: 'u', ...a })),
      );
    if (pathname.endsWith('/request-password-reset')) return json(200, { status: true });
    if (pathname.endsWith('/api/config'))
      return json(200, {
        authProviders: { google: false, apple: false, linkedin: false },
        captcha: { provider: null, siteKey: null },
        supportEmail: 's@example.com',
      });
    return json(404, {});
  });
  return posts;
}

const wrap = (ui: React.ReactNode, url = '/') => (
  <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
    <ThemeProvider>
      <TooltipProvider>
        <MemoryRouter initialEntries={[url]}>{ui}</MemoryRouter>
      </TooltipProvider>
    </ThemeProvider>
  </QueryClientProvider>
);

describe('sign-in security in the web app', () => {
  beforeEach(() => {
    fetchMock.mockReset();
    toastMock.success.mockReset();
  });

  it('opens /auth?step=two-factor at the code step, without the password form', async () => {
    serve([]);
    render(wrap(<AuthPage />, '/auth?mode=login&step=two-factor&redirect=%2Fcontacts'));
    expect(await screen.findByRole('heading', { name: 'Two-factor authentication' })).toBeTruthy();
    expect(screen.getByLabelText('Verification code')).toBeTruthy();
    expect(screen.queryByLabelText('Password')).toBeNull();
  });

  it("offers 'Set a password' to an account without one, sending the reset link to its own address", async () => {
    const posts = serve([{ providerId: 'google' }]);
    render(wrap(<SecurityCard />));
    const button = await screen.findByRole('button', { name: 'Set a password' });
    await waitFor(() => expect((button as HTMLButtonElement).disabled).toBe(false));
    await userEvent.click(button);
    await waitFor(() => expect(toastMock.success).toHaveBeenCalledWith('Password reset email sent! Check your inbox.'));
    expect(posts.find((p) => p.path.endsWith('/request-password-reset'))?.body).toMatchObject({ email: 'owner@example.com' });
  });

  it('shows Change Password to an account with a password', async () => {
    serve([{ providerId: 'credential' }]);
    render(wrap(<SecurityCard />));
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(screen.queryByRole('button', { name: 'Set a password' })).toBeNull();
  });
});
