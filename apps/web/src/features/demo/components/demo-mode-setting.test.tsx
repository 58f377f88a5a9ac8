import { useQuery } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Profile } from '@tradeloom/domain';
import { beforeEach, describe, expect, it, vi } from 'vitest';

const toastMock = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('sonner', () => ({ toast: toastMock }));

import { profileQueryOptions } from '@/lib/profile/profile-query';
import { profileFixture } from '@/test/fixtures';
import { apiError, fakeApi, renderWithApp } from '@/test/render';
import { useVisibleNetworkSync } from '../hooks/use-visible-network-sync';
import { DemoBanner } from './demo-banner';
import { DemoModeSetting } from './demo-mode-setting';

let api = fakeApi();

const BASE_PROFILE: Profile = profileFixture();

/** Serves the profile and the demo-mode switch as the server does (locked on the trial); counts contact reads. */
function serve(start: Partial<Profile>) {
  let profile = { ...BASE_PROFILE, ...start };
  const state = { contactReads: 0, puts: [] as unknown[] };
  api = fakeApi({
    'GET /api/profile': () => profile,
    'GET /api/contacts': () => {
      state.contactReads += 1;
      return { items: [], nextCursor: null, total: 0, matchedBy: 'exact' };
    },
    'PUT /api/profile/demo-mode': ({ body }: { body: { enabled: boolean } }) => {
      state.puts.push(body);
      if (!body.enabled && ['trial', 'trialing', 'expired'].includes(profile.status)) return apiError(403, 'DEMO_MODE_LOCKED', 'locked');
      profile = { ...profile, demo_mode_enabled: body.enabled };
      return profile;
    },
  });
  return state;
}

/** Stands in for a screen that lists contacts, with the shell's sync hook. */
function ContactsReader() {
  useVisibleNetworkSync();
  useQuery({ queryKey: ['contacts', 'list'], queryFn: () => fetch('/api/contacts').then((r) => r.json()) });
  return null;
}

function renderWith(node: React.ReactElement) {
  return renderWithApp(node, { api, router: false }).queryClient;
}

describe('the sample network switch', () => {
  beforeEach(() => {
    toastMock.success.mockReset();
    toastMock.error.mockReset();
    localStorage.clear();
  });

  it('stays on during the trial and says why', async () => {
    const state = serve({ status: 'trial', demo_mode_enabled: true });
    renderWith(<DemoModeSetting />);
    const toggle = await screen.findByRole('switch', { name: 'Show sample network' });
    expect(toggle.getAttribute('aria-checked')).toBe('true');
    expect((toggle as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText('The sample network stays on during your trial. Upgrade to hide it.')).toBeTruthy();
    await userEvent.click(toggle);
    expect(state.puts).toEqual([]);
  });

  it('a paying user shows the sample network again and hides it; the contacts are read again each time', async () => {
    const state = serve({ status: 'active', demo_mode_enabled: false });
    renderWith(
      <>
        <DemoModeSetting />
        <DemoBanner />
        <ContactsReader />
      </>,
    );
    const toggle = await screen.findByRole('switch', { name: 'Show sample network' });
    expect(toggle.getAttribute('aria-checked')).toBe('false');
    await waitFor(() => expect(state.contactReads).toBe(1));
    expect(screen.queryByTestId('demo-banner')).toBeNull();

    await userEvent.click(toggle);
    await waitFor(() => expect(toggle.getAttribute('aria-checked')).toBe('true'));
    expect(state.puts).toEqual([{ enabled: true }]);
    await waitFor(() => expect(state.contactReads).toBe(2));
    // A paying user's banner offers to hide the sample network, not to upgrade.
    const banner = await screen.findByTestId('demo-banner');
    expect(banner.textContent).toContain('Demo Mode Active');
    expect(screen.queryByRole('link', { name: /Upgrade Now/ })).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Hide sample network' }));
    await waitFor(() => expect(screen.queryByTestId('demo-banner')).toBeNull());
    expect(state.puts).toEqual([{ enabled: true }, { enabled: false }]);
    await waitFor(() => expect(state.contactReads).toBe(3));
    expect(toggle.getAttribute('aria-checked')).toBe('false');
  });

  it('a change that arrives from elsewhere (a purchase in another tab) reloads the contacts', async () => {
    const state = serve({ status: 'trial', demo_mode_enabled: true });
    const client = renderWith(<ContactsReader />);
    await waitFor(() => expect(client.getQueryData(profileQueryOptions.queryKey)).toBeTruthy());
    await new Promise((r) => setTimeout(r, 50));
    // The first profile read reloads nothing.
    expect(state.contactReads).toBe(1);
    client.setQueryData(profileQueryOptions.queryKey, { ...BASE_PROFILE, status: 'active', demo_mode_enabled: false });
    await waitFor(() => expect(state.contactReads).toBe(2));
    // A change of plan alone (a move up in the portal) reads again too; a credits change does not.
    client.setQueryData(profileQueryOptions.queryKey, { ...BASE_PROFILE, plan: 'power_trader', demo_mode_enabled: false });
    await waitFor(() => expect(state.contactReads).toBe(3));
    client.setQueryData(profileQueryOptions.queryKey, { ...BASE_PROFILE, plan: 'power_trader', credits_remaining: 7 });
    await new Promise((r) => setTimeout(r, 50));
    expect(state.contactReads).toBe(3);
  });
});
