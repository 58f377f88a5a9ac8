import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ONBOARDING_LOAD_FAILED, ONBOARDING_STEP_DONE, type OnboardingProgress } from '@tradeloom/domain';
import { Route, useLocation } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';

const toastMock = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('sonner', () => ({ toast: toastMock }));

import { apiError, fakeApi, renderWithApp } from '@/test/render';
import { OnboardingPage } from './onboarding-page';

let api = fakeApi();

const IDS = ['import_contacts', 'first_map_view', 'three_ai_insights', 'add_notes'] as const;
function progressOf(done: string[]): OnboardingProgress {
  const steps = IDS.map((id) => ({ id, complete: done.includes(id) }));
  return { steps, completed: done.length, total: 4, percent: Math.round((done.length / 4) * 100) };
}

/** Serves GET /api/onboarding from `state`, and POST /api/onboarding/steps/{step} adding the step to it. */
function serve(initial: string[]) {
  const state = { done: [...initial] };
  api
    .on('GET /api/onboarding', () => progressOf(state.done))
    .on('POST /api/onboarding/steps/{step}', ({ params: { step } }) => {
      if (step && !state.done.includes(step)) state.done.push(step);
      return progressOf(state.done);
    });
  return state;
}

function Where() {
  const location = useLocation();
  return <p data-testid="where">{location.pathname}</p>;
}

function renderPage() {
  renderWithApp(<OnboardingPage />, { api, route: '/onboarding', path: '/onboarding', routes: <Route path="*" element={<Where />} /> });
}

const posts = () =>
  api.calls
    .map((c) => c.request)
    .filter((r) => r.method === 'POST')
    .map((r) => new URL(r.url).pathname);
const step = (title: RegExp) => screen.getByRole('listitem', { name: title });

describe('Onboarding page', () => {
  beforeEach(() => {
    api = fakeApi();
    toastMock.success.mockReset();
    toastMock.error.mockReset();
    sessionStorage.clear();
  });

  it('shows the progress and the four steps, done ones with a Done badge and no Get Started yet', async () => {
    serve(['import_contacts', 'three_ai_insights']);
    renderPage();
    expect(await screen.findByText('2 of 4 completed')).toBeTruthy();
    expect(screen.getByText('50%')).toBeTruthy();
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('50');
    expect(screen.getAllByRole('listitem')).toHaveLength(4);
    expect(within(step(/Import your contacts/)).getByText('Done')).toBeTruthy();
    expect(within(step(/Get 3 AI insights/)).getByText('Done')).toBeTruthy();
    expect(within(step(/network map/)).getByRole('button', { name: /View the map/ })).toBeTruthy();
    expect(within(step(/Add notes/)).queryByText('Done')).toBeNull();
    expect(screen.queryByRole('button', { name: /Get Started/ })).toBeNull();
    expect(screen.getByRole('link', { name: /Enter Dashboard/ }).getAttribute('href')).toBe('/dashboard');
  });

  it('records an incomplete step on click, says so, and goes to the map', async () => {
    const user = userEvent.setup();
    serve([]);
    renderPage();
    await user.click(await screen.findByRole('button', { name: /View the map/ }));
    expect(await screen.findByTestId('where')).toHaveProperty('textContent', '/map');
    expect(posts()).toEqual(['/api/onboarding/steps/first_map_view']);
    expect(toastMock.success).toHaveBeenCalledWith(ONBOARDING_STEP_DONE);
  });

  it('opens the assistant over the contacts for the AI step, without recording it', async () => {
    const user = userEvent.setup();
    serve([]);
    renderPage();
    await user.click(await screen.findByRole('button', { name: /Ask the assistant/ }));
    expect(await screen.findByTestId('where')).toHaveProperty('textContent', '/contacts');
    expect(sessionStorage.getItem('tradeloom-chat-panel')).toBe('open');
    expect(posts()).toEqual([]);
    expect(toastMock.success).not.toHaveBeenCalled();
  });

  it('shows Get Started when all four steps are done, which goes to /dashboard', async () => {
    const user = userEvent.setup();
    serve([...IDS]);
    renderPage();
    expect(await screen.findByText('4 of 4 completed')).toBeTruthy();
    expect(screen.getByText('100%')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: /Get Started/ }));
    expect(await screen.findByTestId('where')).toHaveProperty('textContent', '/dashboard');
  });

  it('says the data failed to load and retries', async () => {
    const user = userEvent.setup();
    api.on('GET /api/onboarding', apiError(500, 'INTERNAL_ERROR', 'Boom'));
    renderPage();
    expect(await screen.findByText(ONBOARDING_LOAD_FAILED)).toBeTruthy();
    serve(['add_notes']);
    await user.click(screen.getByRole('button', { name: /Retry/ }));
    await waitFor(() => expect(screen.getByText('1 of 4 completed')).toBeTruthy());
  });
});
