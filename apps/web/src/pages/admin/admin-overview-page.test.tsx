import { screen, within } from '@testing-library/react';
import type { HealthSeries, SystemHealth } from '@tradeloom/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_HEALTH_REFRESH_MS, adminHealthQueryOptions } from '@/features/admin/api/admin-health';
import { AdminOverviewPage } from '@/pages/admin/admin-overview-page';
import { apiError, renderWithApp } from '@/test/render';

const HEALTH: SystemHealth = {
  total_users: 1284,
  active_trials: 57,
  credits_consumed_7d: 932,
  scans_today: 14,
  scans_this_week: 88,
  flagged_insights: 3,
  errors_24h: 0,
  active_paid: 212,
  pending_imports: 2,
  generated_at: '2026-11-25T12:00:00.000Z',
};
const SERIES: HealthSeries = {
  days: Array.from({ length: 30 }, (_, i) => ({
    date: new Date(Date.UTC(2026, 9, 27 + i)).toISOString().slice(0, 10),
    signups: i % 3,
    paid_conversions: i === 29 ? 2 : 0,
    credits_consumed: 10,
  })),
};

beforeAll(() => {
  // recharts' ResponsiveContainer measures its box; jsdom has no ResizeObserver.
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  } as unknown as typeof ResizeObserver;
});

describe('the admin overview', () => {
  it('shows every system health figure and the 30-day totals', async () => {
    renderWithApp(<AdminOverviewPage />, {
      api: { 'GET /api/admin/health': HEALTH, 'GET /api/admin/health/series': SERIES },
    });
    const figure = async (key: keyof SystemHealth) => within(await screen.findByTestId(`figure-${key}`));
    expect((await figure('total_users')).getByText('Total users')).toBeTruthy();
    expect((await figure('total_users')).getByText((1284).toLocaleString())).toBeTruthy();
    expect((await figure('active_trials')).getByText('57')).toBeTruthy();
    expect((await figure('credits_consumed_7d')).getByText('932')).toBeTruthy();
    expect((await figure('scans_today')).getByText('14')).toBeTruthy();
    expect((await figure('scans_this_week')).getByText('88')).toBeTruthy();
    expect((await figure('flagged_insights')).getByText('3')).toBeTruthy();
    expect((await figure('errors_24h')).getByText('0')).toBeTruthy();
    expect((await figure('active_paid')).getByText('212')).toBeTruthy();
    expect((await figure('pending_imports')).getByText('2')).toBeTruthy();
    // The figures an administrator acts on lead to their pages.
    expect((await figure('flagged_insights')).getByRole('link').getAttribute('href')).toBe('/admin/insights');
    expect((await figure('errors_24h')).getByRole('link').getAttribute('href')).toBe('/admin/operations');

    expect(within(await screen.findByTestId('trend-signups')).getByText('30')).toBeTruthy(); // 0+1+2 ten times
    expect(within(screen.getByTestId('trend-paid_conversions')).getByText('2')).toBeTruthy();
    expect(within(screen.getByTestId('trend-credits_consumed')).getByText('300')).toBeTruthy();
    expect(screen.getByText(/refreshes every 30 s/)).toBeTruthy();
  });

  it('refreshes every 30 seconds, retries once and not on window focus (spec §9)', () => {
    const options = adminHealthQueryOptions();
    expect(ADMIN_HEALTH_REFRESH_MS).toBe(30_000);
    expect(options.refetchInterval).toBe(30_000);
    expect(options.refetchOnWindowFocus).toBe(false);
    const retry = options.retry as (failures: number, error: unknown) => boolean;
    expect(retry(0, new Error('x'))).toBe(true);
    expect(retry(1, new Error('x'))).toBe(false);
  });

  it('says what went wrong when the figures cannot be read', async () => {
    renderWithApp(<AdminOverviewPage />, {
      api: { 'GET /api/admin/health': apiError(500, 'INTERNAL', 'Something went wrong'), 'GET /api/admin/health/series': SERIES },
    });
    // One retry (a second or so) before the error shows.
    expect(await screen.findByRole('alert', {}, { timeout: 4000 })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
