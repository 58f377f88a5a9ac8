import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Profile } from '@tradeloom/domain';
import { beforeEach, describe, expect, it, vi } from 'vitest';

// The API client binds fetch when it is made, so the stub goes in before any import.
const fetchMock = vi.hoisted(() => {
  const mock = vi.fn();
  globalThis.fetch = mock as unknown as typeof fetch;
  return mock;
});
const toastMock = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('sonner', () => ({ toast: toastMock }));

import { jsonResponse, profileFixture } from '@/test/fixtures';
import { AutoScanCard } from './auto-scan-card';

const json = jsonResponse;

const PROFILE: Profile = profileFixture({ auto_scan_enabled: true });

/** Serves the profile and records the auto-scan preferences the card saves. */
function serve(plan: string) {
  const saved: unknown[] = [];
  fetchMock.mockImplementation(async (request: Request) => {
    const { pathname } = new URL(request.url);
    if (pathname === '/api/profile' && request.method === 'GET') return json(200, { ...PROFILE, plan });
    if (pathname === '/api/profile/auto-scan' && request.method === 'PUT') {
      const body = await request.json();
      saved.push(body);
      return json(200, body);
    }
    return json(404, { error: { code: 'NOT_FOUND', message: 'Not found' } });
  });
  return saved;
}

function renderCard() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <AutoScanCard />
    </QueryClientProvider>,
  );
}

async function openFrequencies() {
  const user = userEvent.setup();
  const trigger = await screen.findByRole('combobox', { name: 'Frequency' });
  await waitFor(() => expect(trigger.textContent).toBe('Weekly (recommended)'));
  await user.click(trigger);
  return user;
}

beforeEach(() => {
  localStorage.clear();
  fetchMock.mockReset();
  toastMock.success.mockReset();
});

describe('AutoScanCard', () => {
  it('shows Daily to a Professional user as a Power Trader feature they cannot pick; weekly stays recommended', async () => {
    serve('professional');
    renderCard();
    await openFrequencies();
    const daily = await screen.findByRole('option', { name: 'Daily (Power Trader plan)' });
    expect(daily.getAttribute('aria-disabled')).toBe('true');
    expect(screen.getByRole('option', { name: 'Weekly (recommended)' }).getAttribute('aria-disabled')).toBeNull();
    expect(screen.getByRole('option', { name: 'Monthly' }).getAttribute('aria-disabled')).toBeNull();
  });

  it('lets a Power Trader pick Daily and saves it', async () => {
    const saved = serve('power_trader');
    renderCard();
    const user = await openFrequencies();
    const daily = await screen.findByRole('option', { name: 'Daily' });
    expect(daily.getAttribute('aria-disabled')).toBeNull();
    await user.click(daily);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(saved).toEqual([{ enabled: true, frequency: 'daily' }]));
  });
});
