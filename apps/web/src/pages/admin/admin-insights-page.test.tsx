import { screen, waitFor, within } from '@testing-library/react';
import { ADMIN_INSIGHT_MESSAGES, type FlaggedInsightRow } from '@tradeloom/domain';
import { beforeEach, describe, expect, it, vi } from 'vitest';

const toastMock = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('sonner', () => ({ toast: toastMock }));

import { apiError, fakeApi, renderWithApp } from '@/test/render';
import { AdminInsightsPage } from './admin-insights-page';

const FLAG: FlaggedInsightRow = {
  feedback_id: '0b9c6a40-1f7e-4a8b-9d3c-5e2f1a7b8c90',
  user_email: 'amira@example.com',
  insight_title: 'Offer urea to Kochi Fertilisers',
  feedback_type: 'flag_inaccurate',
  feedback_text: 'The buyer left the company last year.',
  flagged_at: '2026-11-24T09:30:00.000Z',
  processed_at: null,
};
const NOT_HELPFUL: FlaggedInsightRow = {
  feedback_id: '5a1d2c3b-4e5f-4a6b-8c7d-9e0f1a2b3c4d',
  user_email: 'li.wei@example.com',
  insight_title: 'Reconnect with Thabo Nkosi',
  feedback_type: 'not_helpful',
  feedback_text: null,
  flagged_at: '2026-11-23T08:00:00.000Z',
  processed_at: '2026-11-23T12:00:00.000Z',
};

describe('the flagged-insight review', () => {
  beforeEach(() => {
    toastMock.success.mockReset();
    toastMock.error.mockReset();
  });

  it('lists each flag with its type, text, user and times; a processed one has no button', async () => {
    renderWithApp(<AdminInsightsPage />, { api: { 'GET /api/admin/insights/flags': { flags: [FLAG, NOT_HELPFUL] } } });
    const rows = await screen.findAllByTestId('flag-row');
    expect(rows).toHaveLength(2);
    const first = within(rows[0]!);
    expect(first.getByText('Inaccurate')).toBeTruthy();
    expect(first.getByText('Pending')).toBeTruthy();
    expect(first.getByText(FLAG.insight_title)).toBeTruthy();
    expect(first.getByText(FLAG.feedback_text!)).toBeTruthy();
    expect(first.getByText('amira@example.com')).toBeTruthy();
    expect(first.getByRole('button', { name: /Mark as processed/ })).toBeTruthy();
    const second = within(rows[1]!);
    expect(second.getByText('Not helpful')).toBeTruthy();
    expect(second.getByText('No comment')).toBeTruthy();
    expect(second.getAllByText('Processed')).toHaveLength(2); // the badge and the time's label
    expect(second.queryByRole('button', { name: /Mark as processed/ })).toBeNull();
    expect(screen.getByTestId('flag-summary').textContent).toBe('1 pending of 2');
  });

  it('marks a flag processed with the spec’s toast, and the row shows it processed', async () => {
    let processedAt: string | null = null;
    const api = fakeApi({
      'GET /api/admin/insights/flags': () => ({ flags: [{ ...FLAG, processed_at: processedAt }] }),
      'POST /api/admin/insights/flags/{id}/processed': ({ params }) => {
        processedAt = '2026-11-25T10:00:00.000Z';
        return { ...FLAG, feedback_id: params.id, processed_at: processedAt };
      },
    });
    const { user } = renderWithApp(<AdminInsightsPage />, { api });
    await user.click(await screen.findByRole('button', { name: /Mark as processed/ }));
    await waitFor(() => expect(toastMock.success).toHaveBeenCalledWith(ADMIN_INSIGHT_MESSAGES.processed));
    expect(ADMIN_INSIGHT_MESSAGES.processed).toBe('Marked as Processed');
    expect(api.callsTo('POST /api/admin/insights/flags/{id}/processed')[0]!.params).toEqual({ id: FLAG.feedback_id });
    await waitFor(() => expect(screen.queryByRole('button', { name: /Mark as processed/ })).toBeNull());
    expect(within(screen.getByTestId('flag-row')).getByText('Processed', { selector: 'span' })).toBeTruthy();
  });

  it('says why marking failed, in the spec’s words', async () => {
    const api = fakeApi({
      'GET /api/admin/insights/flags': { flags: [FLAG] },
      'POST /api/admin/insights/flags/{id}/processed': apiError(404, 'NOT_FOUND', 'Flagged insight not found'),
    });
    const { user } = renderWithApp(<AdminInsightsPage />, { api });
    await user.click(await screen.findByRole('button', { name: /Mark as processed/ }));
    await waitFor(() => expect(toastMock.error).toHaveBeenCalledWith('Failed to mark as processed: Flagged insight not found'));
  });

  it('the Pending filter hides processed rows', async () => {
    const { user } = renderWithApp(<AdminInsightsPage />, { api: { 'GET /api/admin/insights/flags': { flags: [FLAG, NOT_HELPFUL] } } });
    await screen.findAllByTestId('flag-row');
    await user.click(screen.getByRole('tab', { name: 'Pending' }));
    expect(screen.getAllByTestId('flag-row')).toHaveLength(1);
    expect(screen.queryByText(NOT_HELPFUL.insight_title)).toBeNull();
  });

  it('shows the spec’s empty state', async () => {
    renderWithApp(<AdminInsightsPage />, { api: { 'GET /api/admin/insights/flags': { flags: [] } } });
    expect(await screen.findByText('No flagged insights')).toBeTruthy();
  });
});
