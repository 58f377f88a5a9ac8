import { QueryClient, useQuery } from '@tanstack/react-query';
import { fireEvent, waitFor } from '@testing-library/react';
import { MESSAGES } from '@tradeloom/domain';
import { Route, Routes } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';

const auth = vi.hoisted(() => ({ signOut: vi.fn(async () => {}), clearSession: vi.fn() }));
const toast = vi.hoisted(() => ({ error: vi.fn() }));
vi.mock('@/lib/auth-client', () => ({ authClient: { signOut: auth.signOut }, clearSession: auth.clearSession }));
vi.mock('sonner', () => ({ toast }));

import { adminImportsQueryOptions } from '@/features/admin/api/get-admin-imports';
import { type FakeApi, fakeApi, renderWithApp, reply } from '@/test/render';
import { AdminLayout } from './admin-layout';

const EXPIRED = { error: { code: 'SESSION_EXPIRED', message: MESSAGES.auth.sessionExpired } };

function Imports() {
  useQuery(adminImportsQueryOptions());
  return <p>imports</p>;
}

let api: FakeApi = fakeApi();

function renderConsole() {
  renderWithApp(
    <Routes>
      <Route path="/admin" element={<AdminLayout />}>
        <Route path="imports" element={<Imports />} />
      </Route>
    </Routes>,
    { route: '/admin/imports', api, queryClient: new QueryClient() },
  );
}

const calls = (path: string) => api.calls.filter((c) => c.path === path).map((c) => [c.request] as const);

describe('admin console inactivity', () => {
  beforeEach(() => {
    auth.signOut.mockClear();
    auth.clearSession.mockClear();
    toast.error.mockClear();
  });

  it("ends the session in the tab when the server answers SESSION_EXPIRED, with the spec's message, asking once", async () => {
    api = fakeApi({ 'GET /api/admin/imports': reply(401, EXPIRED) });
    let askedBeforeSignOut = 0;
    auth.clearSession.mockImplementationOnce(() => {
      askedBeforeSignOut = calls('/api/admin/imports').length;
    });
    renderConsole();
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('Session Expired', { description: 'You have been logged out due to inactivity.' }),
    );
    expect(auth.clearSession).toHaveBeenCalledTimes(1);
    // The server has signed the session out already; the imports are not asked for again.
    expect(auth.signOut).not.toHaveBeenCalled();
    // (In the app the guard then leaves the console for /auth.)
    expect(askedBeforeSignOut).toBe(1);
  });

  it('tells the server about activity at most once a minute', async () => {
    let now = 1_000_000;
    const clock = vi.spyOn(Date, 'now').mockImplementation(() => now);
    api = fakeApi({ 'POST /api/admin/activity': { ok: true }, 'GET /api/admin/imports': { imports: [] } });
    renderConsole();
    fireEvent.pointerDown(window);
    expect(calls('/api/admin/activity')).toHaveLength(0);
    now += 61_000;
    fireEvent.pointerDown(window);
    fireEvent.keyDown(window);
    await waitFor(() => expect(calls('/api/admin/activity')).toHaveLength(1));
    expect((calls('/api/admin/activity')[0]![0] as Request).method).toBe('POST');
    clock.mockRestore();
  });
});
