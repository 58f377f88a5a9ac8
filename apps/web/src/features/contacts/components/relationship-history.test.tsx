import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';

// The API client binds fetch when it is made, so the stub goes in before any import.
const fetchMock = vi.hoisted(() => {
  const mock = vi.fn();
  globalThis.fetch = mock as unknown as typeof fetch;
  return mock;
});

import { RelationshipHistory } from './relationship-history';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

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
  beforeEach(() => {
    fetchMock.mockReset();
    fetchMock.mockImplementation(async (request?: Request) =>
      request && new URL(request.url).pathname === `/api/contacts/${ID}/interactions` ? json(200, LOG) : json(404, {}),
    );
  });

  it('shows a demo contact’s logged calls, read-only: no form to log one', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={client}>
        <RelationshipHistory contactId={ID} lastContactedAt="2026-11-13" readOnly />
      </QueryClientProvider>,
    );
    const list = await screen.findByRole('list', { name: 'Interactions' });
    expect(within(list).getByText(/next Egyptian wheat purchase/)).toBeTruthy();
    expect(screen.queryByRole('form', { name: 'Log an interaction' })).toBeNull();
  });
});
