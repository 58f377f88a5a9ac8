import { screen, waitFor, within } from '@testing-library/react';
import { INSIGHT_FLAG_MESSAGES, type Insight } from '@tradeloom/domain';
import { beforeEach, describe, expect, it, vi } from 'vitest';

const toastMock = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('sonner', () => ({ toast: toastMock }));

import type { Answer } from '@/test/fake-api';
import { apiError, fakeApi, renderWithApp, reply } from '@/test/render';
import { InsightsView } from './insights-view';

const INSIGHT: Insight = {
  id: '7d0f4a52-3a4e-4a55-9f1e-2f8d7c0b6a11',
  title: 'Offer urea to Kochi Fertilisers',
  description: 'Two of your contacts trade urea in Kerala.',
  insight_type: 'opportunity',
  priority: 'high',
  is_read: true,
  is_dismissed: false,
  action_items: [],
  potential_value: null,
  contact_ids: [],
  contacts: [],
  rating: null,
  created_at: '2026-11-20T10:00:00.000Z',
};

function serve(flagAnswer: Answer = reply(204)) {
  return fakeApi({
    'GET /api/profile': { demo_mode_enabled: false, plan: 'professional', credits_remaining: 20 },
    'GET /api/insights': { items: [INSIGHT], nextCursor: null, counts: { all: 1, unread: 0, high: 1 } },
    'POST /api/insights/{id}/flag': flagAnswer,
  });
}

describe('flagging an insight from its card', () => {
  beforeEach(() => {
    localStorage.clear();
    toastMock.success.mockReset();
    toastMock.error.mockReset();
  });

  it('opens the dialog, sends the chosen type with the comment, thanks the user and keeps the insight', async () => {
    const api = serve();
    const { user } = renderWithApp(<InsightsView />, { api });
    const card = await screen.findByRole('article', { name: INSIGHT.title });
    await user.click(within(card).getByRole('button', { name: 'Flag' }));

    const dialog = await screen.findByRole('dialog', { name: 'Flag insight' });
    // Inaccurate is picked first; every type of the spec is offered.
    expect(within(dialog).getByRole('radio', { name: /Inaccurate/ })).toHaveProperty('checked', true);
    for (const label of ['Irrelevant', 'Duplicate', 'Other'])
      expect(within(dialog).getByRole('radio', { name: new RegExp(label) })).toBeTruthy();
    await user.click(within(dialog).getByRole('radio', { name: /Duplicate/ }));
    await user.type(within(dialog).getByLabelText('Comment (optional)'), 'Same as the one from Monday');
    await user.click(within(dialog).getByRole('button', { name: 'Send flag' }));

    await waitFor(() =>
      expect(toastMock.success).toHaveBeenCalledWith(INSIGHT_FLAG_MESSAGES.flagged, {
        description: INSIGHT_FLAG_MESSAGES.flaggedDescription,
      }),
    );
    const [call] = api.callsTo('POST /api/insights/{id}/flag');
    expect(call!.params).toEqual({ id: INSIGHT.id });
    expect(call!.body).toEqual({ type: 'duplicate', comment: 'Same as the one from Monday' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('article', { name: INSIGHT.title })).toBeTruthy();
  });

  it('sends no comment when none is written, and says so when the flag fails (the dialog stays open)', async () => {
    const api = serve(apiError(500, 'INTERNAL', 'boom'));
    const { user } = renderWithApp(<InsightsView />, { api });
    await user.click(within(await screen.findByRole('article', { name: INSIGHT.title })).getByRole('button', { name: 'Flag' }));
    const dialog = await screen.findByRole('dialog', { name: 'Flag insight' });
    await user.click(within(dialog).getByRole('button', { name: 'Send flag' }));
    await waitFor(() => expect(toastMock.error).toHaveBeenCalledWith('Error', { description: INSIGHT_FLAG_MESSAGES.failed }));
    expect(api.callsTo('POST /api/insights/{id}/flag')[0]!.body).toEqual({ type: 'inaccurate' });
    expect(screen.getByRole('dialog', { name: 'Flag insight' })).toBeTruthy();
  });

  it('Cancel closes the dialog without a request', async () => {
    const api = serve();
    const { user } = renderWithApp(<InsightsView />, { api });
    await user.click(within(await screen.findByRole('article', { name: INSIGHT.title })).getByRole('button', { name: 'Flag' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.callsTo('POST /api/insights/{id}/flag')).toHaveLength(0);
  });
});
