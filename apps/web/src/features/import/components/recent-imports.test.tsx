import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { autoMapColumns, type ContactImport, type ImportUploadResponse } from '@tradeloom/domain';
import { beforeEach, describe, expect, it, vi } from 'vitest';

// The API client binds fetch when it is made, so the stub goes in before any import.
const fetchMock = vi.hoisted(() => {
  const mock = vi.fn();
  globalThis.fetch = mock as unknown as typeof fetch;
  return mock;
});

import { ImportWizard } from './import-wizard';
import { RecentImports } from './recent-imports';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const pending: ContactImport = {
  id: '5a0f1c2e-7b3d-4e6a-8c91-2d4f6b8a0c13',
  file_name: 'Left at mapping.csv',
  file_size: 64,
  file_type: 'csv',
  status: 'pending',
  created_at: '2026-11-20T09:00:00.000Z',
  processed_at: null,
  results: null,
};
const HEADERS = ['Full Name', 'Company'];
const columns: ImportUploadResponse = {
  import: pending,
  format: 'csv',
  source: 'spreadsheet',
  headers: HEADERS,
  sample: [['Amara Okafor', 'Lagos Grains']],
  total_rows: 1,
  mapping: autoMapColumns(HEADERS),
};
const GONE = 'The imported file is no longer available. Upload it again.';

/** Answers the list, and the columns as `columnsAnswer` says. */
function serve(columnsAnswer: () => Response) {
  fetchMock.mockImplementation(async (request: Request) => {
    const { pathname } = new URL(request.url);
    if (pathname === '/api/imports') return json(200, { imports: [pending] });
    if (pathname === `/api/imports/${pending.id}/columns`) return columnsAnswer();
    return json(404, { error: { code: 'NOT_FOUND', message: 'Not found' } });
  });
}

function renderList() {
  const onContinue = vi.fn();
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <RecentImports onBack={() => {}} onWatch={() => {}} onContinue={onContinue} />
    </QueryClientProvider>,
  );
  return onContinue;
}

describe('Recent imports: a pending import', () => {
  // A block, not an arrow's value: vitest would call a returned function (the mock) as a cleanup.
  beforeEach(() => {
    fetchMock.mockReset();
  });

  it('offers Continue, which fetches its columns and hands them on as an upload', async () => {
    const user = userEvent.setup();
    serve(() => json(200, columns));
    const onContinue = renderList();
    const item = await screen.findByRole('listitem', { name: pending.file_name });
    expect(within(item).getByRole('button', { name: 'Discard' })).toBeTruthy();
    await user.click(within(item).getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(onContinue).toHaveBeenCalledWith(columns));
    const request = fetchMock.mock.calls.map((c) => c[0] as Request).find((r) => r.url.endsWith('/columns'))!;
    expect(request.method).toBe('GET');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("shows the server's message when the file is gone (410), and stays on the list", async () => {
    const user = userEvent.setup();
    serve(() => json(410, { error: { code: 'GONE', message: GONE } }));
    const onContinue = renderList();
    const item = await screen.findByRole('listitem', { name: pending.file_name });
    await user.click(within(item).getByRole('button', { name: 'Continue' }));
    expect((await screen.findByRole('alert')).textContent).toBe(GONE);
    expect(onContinue).not.toHaveBeenCalled();
  });
});

describe('the import wizard: Continue from Recent imports', () => {
  beforeEach(() => {
    fetchMock.mockReset();
  });

  it('opens at Map columns with the columns the server answered, as after an upload', async () => {
    const user = userEvent.setup();
    serve(() => json(200, columns));
    const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
    render(
      <QueryClientProvider client={client}>
        <ImportWizard open onOpenChange={() => {}} />
      </QueryClientProvider>,
    );
    await user.click(await screen.findByRole('button', { name: /Recent imports/ }));
    const item = await screen.findByRole('listitem', { name: pending.file_name });
    await user.click(within(item).getByRole('button', { name: 'Continue' }));
    const select = await screen.findByRole<HTMLSelectElement>('combobox', { name: 'Import column Full Name as' });
    expect(select.value).toBe('full_name');
    expect(screen.getAllByText('Amara Okafor').length).toBeGreaterThan(0);
  });
});
