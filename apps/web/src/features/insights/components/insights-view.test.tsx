import { fireEvent, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import { fakeApi, renderWithApp } from '@/test/render';
import { InsightsView } from './insights-view';

let api = fakeApi();
const SPEC_EMPTY = 'AI insights will appear here as your network grows and develops.';
const SPEC_ALL_READ = "You've read all your insights! Check back later for new discoveries.";

function serve({ demo, all, unread = 0 }: { demo: boolean; all: number; unread?: number }) {
  api = fakeApi({
    'GET /api/profile': { demo_mode_enabled: demo, plan: 'professional', credits_remaining: 20 },
    'GET /api/insights': { items: [], nextCursor: null, counts: { all, unread, high: 0 } },
  });
}

function renderView() {
  renderWithApp(<InsightsView />, { api });
}

describe('the AI Insights screen with nothing to show', () => {
  beforeEach(() => {
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
