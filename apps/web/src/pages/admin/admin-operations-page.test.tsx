import { screen, waitFor, within } from '@testing-library/react';
import type { AdminOperations } from '@tradeloom/domain';
import { describe, expect, it, vi } from 'vitest';

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('sonner', () => ({ toast }));

import { renderWithApp } from '@/test/render';
import { AdminOperationsPage } from './admin-operations-page';

const now = new Date().toISOString();

const operations = (over: Partial<AdminOperations> = {}): AdminOperations => ({
  jobs: { pending: 3, running: 1, failed: 1 },
  failed_jobs: [{ id: 42, kind: 'auto-scan', attempts: 5, last_error: 'the provider answered 500', created_at: now, finished_at: now }],
  errors_24h: 1,
  errors: [{ id: 7, request_id: 'req-7f3a', path: '/api/contacts', message: 'boom', created_at: now }],
  instances: [{ id: 'i-1', host: 'app-1', pid: 4242, started_at: now, seen_at: now }],
  generated_at: now,
  ...over,
});

describe('admin operations page', () => {
  it('shows the job queue, the errors with their request ids and the live instances', async () => {
    renderWithApp(<AdminOperationsPage />, { api: { 'GET /api/admin/operations': operations() } });
    const jobs = await screen.findByRole('region', { name: 'Job queue' });
    expect(within(jobs).getByText('Pending').nextSibling?.textContent).toBe('3');
    expect(within(jobs).getByText('the provider answered 500')).toBeTruthy();
    expect(screen.getByText('req-7f3a')).toBeTruthy();
    expect(screen.getByText('app-1')).toBeTruthy();
  });

  it('retries a failed job after confirming', async () => {
    const { api, user } = renderWithApp(<AdminOperationsPage />, {
      api: { 'GET /api/admin/operations': operations(), 'POST /api/admin/operations/jobs/{id}/retry': { id: 42, status: 'queued' } },
    });
    await user.click(await screen.findByRole('button', { name: 'Retry' }));
    await user.click(await screen.findByRole('button', { name: 'Retry job' }));
    await waitFor(() => expect(api.callsTo('POST /api/admin/operations/jobs/{id}/retry')).toHaveLength(1));
    expect(api.callsTo('POST /api/admin/operations/jobs/{id}/retry')[0]!.params).toEqual({ id: '42' });
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Job #42 queued again'));
  });

  it('says so when there is nothing to show', async () => {
    renderWithApp(<AdminOperationsPage />, {
      api: {
        'GET /api/admin/operations': operations({
          jobs: { pending: 0, running: 0, failed: 0 },
          failed_jobs: [],
          errors_24h: 0,
          errors: [],
          instances: [],
        }),
      },
    });
    expect(await screen.findByText('No failed jobs')).toBeTruthy();
    expect(screen.getByText('No errors in the last 24 hours')).toBeTruthy();
    expect(screen.getByText('No instances seen')).toBeTruthy();
  });
});
