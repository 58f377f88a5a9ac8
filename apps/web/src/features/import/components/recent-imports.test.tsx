import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { autoMapColumns, type ContactImport, type ImportUploadResponse } from '@tradeloom/domain';
import { describe, expect, it, vi } from 'vitest';
import type { Answer } from '@/test/fake-api';
import { apiError, fakeApi, renderWithApp } from '@/test/render';
import { ImportWizard } from './import-wizard';
import { RecentImports } from './recent-imports';

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

let api = fakeApi();

/** Answers the list, and the pending import's columns as `columnsAnswer` says. */
function serve(columnsAnswer: Answer) {
  api = fakeApi({
    'GET /api/imports': { imports: [pending] },
    'GET /api/imports/{id}/columns': ({ params }) => (params.id === pending.id ? columnsAnswer : apiError(404, 'NOT_FOUND', 'Not found')),
  });
}

function renderList() {
  const onContinue = vi.fn();
  renderWithApp(<RecentImports onBack={() => {}} onWatch={() => {}} onContinue={onContinue} />, { api });
  return onContinue;
}

describe('Recent imports: a pending import', () => {
  it('offers Continue, which fetches its columns and hands them on as an upload', async () => {
    const user = userEvent.setup();
    serve(columns);
    const onContinue = renderList();
    const item = await screen.findByRole('listitem', { name: pending.file_name });
    expect(within(item).getByRole('button', { name: 'Discard' })).toBeTruthy();
    await user.click(within(item).getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(onContinue).toHaveBeenCalledWith(columns));
    const request = api.calls.find((c) => c.path.endsWith('/columns'))!;
    expect(request.method).toBe('GET');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("shows the server's message when the file is gone (410), and stays on the list", async () => {
    const user = userEvent.setup();
    serve(apiError(410, 'GONE', GONE));
    const onContinue = renderList();
    const item = await screen.findByRole('listitem', { name: pending.file_name });
    await user.click(within(item).getByRole('button', { name: 'Continue' }));
    expect((await screen.findByRole('alert')).textContent).toBe(GONE);
    expect(onContinue).not.toHaveBeenCalled();
  });
});

describe('the import wizard: Continue from Recent imports', () => {
  it('opens at Map columns with the columns the server answered, as after an upload', async () => {
    const user = userEvent.setup();
    serve(columns);
    renderWithApp(<ImportWizard open onOpenChange={() => {}} />, { api });
    await user.click(await screen.findByRole('button', { name: /Recent imports/ }));
    const item = await screen.findByRole('listitem', { name: pending.file_name });
    await user.click(within(item).getByRole('button', { name: 'Continue' }));
    const select = await screen.findByRole<HTMLSelectElement>('combobox', { name: 'Import column Full Name as' });
    expect(select.value).toBe('full_name');
    expect(screen.getAllByText('Amara Okafor').length).toBeGreaterThan(0);
  });
});
