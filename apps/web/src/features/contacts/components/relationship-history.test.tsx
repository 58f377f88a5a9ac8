import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, renderWithApp } from '@/test/render';
import { RelationshipHistory } from './relationship-history';

const ID = '6f1c2a9e-1d1b-4c55-9a43-2f6d7c1e0a11';
const LOG = [
  {
    id: 'a5d2f1b0-0000-4000-8000-000000000001',
    contact_id: ID,
    kind: 'call',
    date: '2026-11-13',
    text: 'Call: next Egyptian wheat purchase likely within the month, 60kt.',
    created_at: '2026-11-13T12:00:00.000Z',
  },
];

describe('RelationshipHistory', () => {
  it('shows a demo contact’s logged calls, read-only: no form to log one', async () => {
    renderWithApp(<RelationshipHistory contactId={ID} lastContactedAt="2026-11-13" readOnly />, {
      api: { 'GET /api/contacts/{id}/interactions': ({ params }) => (params.id === ID ? LOG : apiError(404, 'NOT_FOUND', 'Not found')) },
    });
    const list = await screen.findByRole('list', { name: 'Interactions' });
    expect(within(list).getByText(/next Egyptian wheat purchase/)).toBeTruthy();
    expect(screen.queryByRole('form', { name: 'Log an interaction' })).toBeNull();
  });
});
