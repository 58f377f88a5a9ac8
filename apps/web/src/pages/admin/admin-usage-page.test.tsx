import { screen, within } from '@testing-library/react';
import type { AdminUsage } from '@tradeloom/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { AdminUsagePage } from '@/pages/admin/admin-usage-page';
import { renderWithApp } from '@/test/render';

const day = (date: string, credits: [number, number], actions: [number, number, number]) => ({
  date,
  credits: { assistant: credits[0], scans: credits[1], map: 0 },
  actions: { assistant: actions[0], scans: actions[1], map: actions[2] },
});
const USAGE: AdminUsage = {
  days: [day('2026-11-24', [4, 6], [4, 2, 7]), day('2026-11-25', [1, 3], [1, 1, 5])],
  top_accounts: [
    {
      user_id: 'u-1',
      email: 'amira@example.com',
      name: 'Amira Haddad',
      plan: 'starter',
      credits: 9,
      actions: 12,
      last_activity_at: '2026-11-25T10:00:00.000Z',
    },
    { user_id: 'u-2', email: 'li.wei@example.com', name: null, plan: 'professional', credits: 5, actions: 8, last_activity_at: null },
  ],
  ai_clients: { calls: 42, callers: 3, failed: 2 },
};

beforeAll(() => {
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  } as unknown as typeof ResizeObserver;
});

describe('the admin usage page', () => {
  it('totals each kind and ranks the most active accounts', async () => {
    renderWithApp(<AdminUsagePage />, { api: { 'GET /api/admin/usage': USAGE } });
    const assistant = within(await screen.findByTestId('usage-total-assistant'));
    expect(assistant.getByText('5')).toBeTruthy();
    expect(assistant.getByText('credits · 5 answers')).toBeTruthy();
    expect(within(screen.getByTestId('usage-total-scans')).getByText('credits · 3 scans')).toBeTruthy();
    expect(within(screen.getByTestId('usage-total-map')).getByText('12')).toBeTruthy();

    const rows = screen.getAllByTestId('active-account');
    expect(rows).toHaveLength(2);
    expect(within(rows[0]!).getByRole('link', { name: 'amira@example.com' }).getAttribute('href')).toBe('/admin/users/u-1');
    expect(within(rows[0]!).getAllByText('Starter Plan').length).toBeGreaterThan(0); // a column, or under the e-mail at 390 px
    expect(within(rows[1]!).getByText('li.wei@example.com')).toBeTruthy();
    expect(screen.getByText('42 tool calls by 3 accounts (2 failed) through the MCP endpoint.')).toBeTruthy();
  });

  it('says so when nothing was used', async () => {
    renderWithApp(<AdminUsagePage />, {
      api: {
        'GET /api/admin/usage': {
          days: [day('2026-11-25', [0, 0], [0, 0, 0])],
          top_accounts: [],
          ai_clients: { calls: 0, callers: 0, failed: 0 },
        },
      },
    });
    expect(await screen.findByText('No credits were consumed in the last 30 days.')).toBeTruthy();
    expect(screen.getByText('No activity in the last 30 days')).toBeTruthy();
  });
});
