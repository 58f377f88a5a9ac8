import { screen } from '@testing-library/react';
import { MESSAGES } from '@tradeloom/domain';
import { describe, expect, it, vi } from 'vitest';

vi.mock('@/lib/use-auth-session', () => ({
  useAuthSession: () => ({ status: 'authenticated', session: { user: { id: 'user-1' } } }),
}));

import { apiError, type RenderOptions, renderWithApp } from '@/test/render';
import { RequireAdmin } from './require-admin';

const renderGuard = (api: RenderOptions['api']) =>
  renderWithApp(
    <RequireAdmin>
      <p>console</p>
    </RequireAdmin>,
    { api },
  );

describe('the admin guard (spec §6 Admin)', () => {
  it("says 'Verifying admin access...' while the server answers, then shows the console to an admin", async () => {
    let answer: (v: { isAdmin: boolean }) => void = () => {};
    renderGuard({ 'GET /api/admin/me': () => new Promise<{ isAdmin: boolean }>((resolve) => (answer = resolve)) });
    expect(await screen.findByText(MESSAGES.admin.verifying)).toBeTruthy();
    answer({ isAdmin: true });
    expect(await screen.findByText('console')).toBeTruthy();
  });

  it("shows the spec's Access Denied text to anyone else, and when the check fails", async () => {
    for (const api of [{ 'GET /api/admin/me': { isAdmin: false } }, { 'GET /api/admin/me': apiError(500, 'INTERNAL', 'boom') }] as const) {
      const view = renderGuard(api);
      const alert = await screen.findByRole('alert');
      expect(alert.textContent).toBe(MESSAGES.admin.accessDenied);
      expect(screen.queryByText('console')).toBeNull();
      view.unmount();
    }
  });
});
