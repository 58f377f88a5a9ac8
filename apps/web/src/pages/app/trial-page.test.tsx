import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, useLocation } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';

const toastMock = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('sonner', () => ({ toast: toastMock }));

import { type ApiCall, apiError, fakeApi, renderWithApp } from '@/test/render';
import { TrialPage } from './trial-page';

let api = fakeApi();

interface World {
  used: number;
  limit: number;
  exceeded: boolean;
  orgStatus: string;
}

/** Serves the trial's reads from `world`; records what was posted. */
function serve(world: World) {
  const posted: { path: string; body: unknown }[] = [];
  // Posts are recorded and refused: what they lead to is not what these tests are about.
  const post = ({ path, body }: ApiCall) => {
    posted.push({ path, body: body ?? null });
    return apiError(500, 'INTERNAL', 'not in this test');
  };
  api = fakeApi({
    'GET /api/trial/usage': {
      map_loads_used: 0,
      trial_map_limit: 10,
      ai_insights_used: world.used,
      trial_ai_limit: world.limit,
      quota_exceeded: world.exceeded,
    },
    'GET /api/org': {
      id: '00000000-0000-4000-8000-000000000001',
      name: 'Amara Obi',
      subscription_status: world.orgStatus,
      current_plan: 'professional',
      renewal_anchor: null,
      has_billing_customer: false,
    },
    'POST /api/billing/checkout': post,
    // The page reads the profile too; these tests are about the trial's own reads, so it is not found.
    'GET /api/profile': apiError(404, 'NOT_FOUND', 'Not found'),
  });
  return posted;
}

function Where() {
  const location = useLocation();
  return (
    <p data-testid="where">
      {location.pathname}
      {location.search}
    </p>
  );
}

function renderPage(entry = '/trial') {
  renderWithApp(
    <>
      <TrialPage />
      <Where />
    </>,
    { api, route: entry, path: '/trial', routes: <Route path="*" element={<Where />} /> },
  );
}

describe('Trial page', () => {
  beforeEach(() => {
    toastMock.success.mockReset();
    toastMock.error.mockReset();
  });

  it('shows the AI insights left, three features and the way on', async () => {
    serve({ used: 2, limit: 5, exceeded: false, orgStatus: 'trialing' });
    renderPage();
    expect(await screen.findByText('3 of 5 AI insights remaining')).toBeTruthy();
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
    expect(screen.getByRole('button', { name: /Add Payment Method - Professional \$39\.99\/month/ })).toBeTruthy();
    expect(screen.getByRole('button', { name: /Choose Starter Plan - \$19\.99\/month/ })).toBeTruthy();
    expect(screen.queryByRole('alertdialog')).toBeNull();
    await userEvent.click(screen.getByRole('link', { name: 'Start exploring' }));
    expect(screen.getByTestId('where').textContent).toBe('/onboarding');
  });

  it('blocks the page when the demo quota is used up while trialing', async () => {
    serve({ used: 5, limit: 5, exceeded: true, orgStatus: 'trialing' });
    renderPage();
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain('Demo limit reached - Upgrade to continue');
    expect(screen.getByTestId('trial-banner').textContent).toContain('Demo limit reached - Upgrade to continue');
  });

  it('does not block a paying organisation even when the demo counter is full', async () => {
    serve({ used: 5, limit: 5, exceeded: true, orgStatus: 'active' });
    renderPage();
    expect((await screen.findByTestId('trial-banner')).textContent).toContain('Demo limit reached');
    await waitFor(() => expect(api.calls.some((c) => c.path === '/api/org')).toBe(true));
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('says the payment went through once on return from the checkout, then drops the session id', async () => {
    serve({ used: 0, limit: 5, exceeded: false, orgStatus: 'active' });
    renderPage('/trial?session_id=cs_test_1');
    await waitFor(() =>
      expect(toastMock.success).toHaveBeenCalledWith('Payment successful! Your trial is now active with payment method secured.'),
    );
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/trial'));
    expect(toastMock.success).toHaveBeenCalledTimes(1);
  });

  it('starts the Starter checkout for this user', async () => {
    const posted = serve({ used: 0, limit: 5, exceeded: false, orgStatus: 'trialing' });
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: /Choose Starter Plan/ }));
    await waitFor(() => expect(posted).toContainEqual({ path: '/api/billing/checkout', body: { plan: 'starter', return_to: '/trial' } }));
  });
});
