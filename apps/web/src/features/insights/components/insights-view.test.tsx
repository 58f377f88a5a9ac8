import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';

// The API client binds fetch when it is made, so the stub goes in before any import.
const fetchMock = vi.hoisted(() => {
  const mock = vi.fn();
  globalThis.fetch = mock as unknown as typeof fetch;
  return mock;
});

import { InsightsView } from './insights-view';

const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
const SPEC_EMPTY = 'AI insights will appear here as your network grows and develops.';
const SPEC_ALL_READ = "You've read all your insights! Check back later for new discoveries.";

function serve({ demo, all, unread = 0 }: { demo: boolean; all: number; unread?: number }) {
  fetchMock.mockImplementation(async (input: Request) => {
    const url = new URL(input.url);
    if (url.pathname === '/api/profile') return json({ demo_mode_enabled: demo, plan: 'professional', credits_remaining: 20 });
    if (url.pathname === '/api/insights') return json({ items: [], nextCursor: null, counts: { all, unread, high: 0 } });
    throw new Error(`unexpected request ${url.pathname}`);
  });
}

function renderView() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <MemoryRouter>
      <QueryClientProvider client={client}>
        <InsightsView />
      </QueryClientProvider>
    </MemoryRouter>,
  );
}

describe('the AI Insights screen with nothing to show', () => {
  beforeEach(() => {
    fetchMock.mockReset();
    localStorage.clear();
  });

  it('tells a new user, below the spec’s text, how to get insights: contacts, then a scan or Auto-Scan', async () => {
    serve({ demo: false, all: 0 });
    renderView();
    expect(await screen.findByText(SPEC_EMPTY)).toBeTruthy();
    const steps = await screen.findByTestId('insights-first-steps');
    expect(steps.textContent).toBe(
      'To get your first insights, add at least 10 contacts of your own, then run a scan with the Run AI Network Scan button, or turn on Auto-Scan in Settings.',
    );
    expect(screen.getByRole('link', { name: 'Add contacts' }).getAttribute('href')).toBe('/contacts');
    expect(screen.getByRole('link', { name: 'Auto-Scan in Settings' }).getAttribute('href')).toBe('/settings');
    expect(screen.getByRole('button', { name: 'Run AI Network Scan' })).toBeTruthy();
  });

  it('in demo mode says what the demo shows and where insights come from', async () => {
    serve({ demo: true, all: 0 });
    renderView();
    expect(await screen.findByText(SPEC_EMPTY)).toBeTruthy();
    await vi.waitFor(() =>
      expect(screen.getByTestId('insights-first-steps').textContent).toMatch(
        /^Demo mode shows a sample network of traders beside your own contacts, on the map and to the assistant\. Insights come from your own contacts only/,
      ),
    );
    expect(screen.queryByRole('button', { name: 'Run AI Network Scan' })).toBeNull();
  });

  it('keeps the spec’s text alone for a user who has insights, and says all are read on an empty Unread tab', async () => {
    serve({ demo: false, all: 3, unread: 0 });
    renderView();
    fireEvent.click(await screen.findByRole('tab', { name: /Unread/ }));
    expect(await screen.findByText(SPEC_ALL_READ)).toBeTruthy();
    expect(screen.queryByTestId('insights-first-steps')).toBeNull();
  });
});
