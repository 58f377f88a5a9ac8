import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { fireEvent, render, waitFor } from '@testing-library/react';
import { MESSAGES } from '@tradeloom/domain';
import { MemoryRouter, Route, Routes } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';

// The API client binds fetch when it is made, so the stub goes in before any import.
const fetchMock = vi.hoisted(() => {
  const mock = vi.fn();
  globalThis.fetch = mock as unknown as typeof fetch;
  return mock;
});
const auth = vi.hoisted(() => ({ signOut: vi.fn(async () => {}), clearSession: vi.fn() }));
const toast = vi.hoisted(() => ({ error: vi.fn() }));
vi.mock('@/lib/auth-client', () => ({ authClient: { signOut: auth.signOut }, clearSession: auth.clearSession }));
vi.mock('sonner', () => ({ toast }));

import { ThemeProvider } from '@/components/theme/theme-provider';
import { TooltipProvider } from '@/components/ui/tooltip';
import { adminImportsQueryOptions } from '@/features/admin/api/get-admin-imports';
import { AdminLayout } from './admin-layout';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const EXPIRED = { error: { code: 'SESSION_EXPIRED', message: MESSAGES.auth.sessionExpired } };

function Imports() {
  useQuery(adminImportsQueryOptions());
  return <p>imports</p>;
}

function renderConsole() {
  const client = new QueryClient();
  render(
    <QueryClientProvider client={client}>
      <ThemeProvider>
        <TooltipProvider>
          <MemoryRouter initialEntries={['/admin/imports']}>
            <Routes>
              <Route path="/admin" element={<AdminLayout />}>
                <Route path="imports" element={<Imports />} />
              </Route>
            </Routes>
          </MemoryRouter>
        </TooltipProvider>
      </ThemeProvider>
    </QueryClientProvider>,
  );
}

const calls = (path: string) => fetchMock.mock.calls.filter(([r]) => new URL((r as Request).url).pathname === path);

describe('admin console inactivity', () => {
  beforeEach(() => {
    fetchMock.mockReset();
    auth.signOut.mockClear();
    auth.clearSession.mockClear();
    toast.error.mockClear();
  });

  it("ends the session in the tab when the server answers SESSION_EXPIRED, with the spec's message, asking once", async () => {
    fetchMock.mockImplementation(async () => json(401, EXPIRED));
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
    fetchMock.mockImplementation(async (r: Request) =>
      new URL(r.url).pathname === '/api/admin/activity' ? json(200, { ok: true }) : json(200, { imports: [] }),
    );
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
