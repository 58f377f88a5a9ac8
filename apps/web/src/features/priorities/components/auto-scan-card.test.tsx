import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Profile } from '@tradeloom/domain';
import { beforeEach, describe, expect, it, vi } from 'vitest';

const toastMock = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('sonner', () => ({ toast: toastMock }));

import { profileFixture } from '@/test/fixtures';
import { fakeApi, renderWithApp } from '@/test/render';
import { AutoScanCard } from './auto-scan-card';

let api = fakeApi();

const PROFILE: Profile = profileFixture({ auto_scan_enabled: true });

/** Serves the profile and records the auto-scan preferences the card saves. */
function serve(plan: string) {
  const saved: unknown[] = [];
  api = fakeApi({
    'GET /api/profile': { ...PROFILE, plan },
    'PUT /api/profile/auto-scan': ({ body }) => {
      saved.push(body);
      return body;
    },
  });
  return saved;
}

function renderCard() {
  return renderWithApp(<AutoScanCard />, { api, router: false });
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
