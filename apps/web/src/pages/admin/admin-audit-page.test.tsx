import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '@/test/render';
import { AdminAuditPage } from './admin-audit-page';

const row = {
  id: 'r1',
  user_id: 'u1',
  user_email: 'trader@example.com',
  event_type: 'tier_changed',
  old_subscription_tier: 'starter',
  new_subscription_tier: 'professional',
  old_status: null,
  new_status: null,
  triggered_by: 'stripe',
  created_at: '2026-11-25T23:00:00.000Z',
};

describe('AdminAuditPage', () => {
  it('shows recent rows, searches by e-mail (Enter submits), and the admin action log below', async () => {
    const { api, user } = renderWithApp(<AdminAuditPage />, {
      api: {
        'GET /api/admin/audit': ({ query }) => ({ rows: query.get('email') ? [] : [row] }),
        'GET /api/admin/audit/actions': {
          actions: [
            {
              id: 'x1',
              admin_id: 'a1',
              admin_email: 'admin@example.com',
              action: 'credits_adjusted',
              target_user_id: 'u1',
              target_email: 'trader@example.com',
              detail: { delta: 15, applied: 15, reason: 'Support' },
              created_at: '2026-11-25T23:00:00.000Z',
            },
          ],
        },
      },
    });
    expect(await screen.findByText('starter → professional')).toBeTruthy();
    await user.type(screen.getByRole('searchbox', { name: 'Search by e-mail' }), 'nobody{Enter}');
    expect(await screen.findAllByText('No audit logs')).toHaveLength(1);
    expect(api.callsTo('GET /api/admin/audit/actions').at(-1)!.query.get('email')).toBe('nobody');
    expect(api.callsTo('GET /api/admin/audit').at(-1)!.query.get('email')).toBe('nobody');

    await user.clear(screen.getByRole('searchbox', { name: 'Search by e-mail' }));
    expect(await screen.findByText('Credits adjusted')).toBeTruthy();
    await waitFor(() => expect(screen.getByText('+15 · Support')).toBeTruthy());
    expect(api.callsTo('GET /api/admin/audit/actions')[0]!.query.get('email')).toBeNull();
    expect(api.callsTo('GET /api/admin/audit/actions').at(-1)!.query.get('email')).toBeNull();
  });
});
