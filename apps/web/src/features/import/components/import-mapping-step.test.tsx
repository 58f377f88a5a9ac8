import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  autoMapColumns,
  IMPORT_MESSAGES,
  IMPORT_SOURCE_LABELS,
  IMPORT_TARGET_LABELS,
  type ImportReview,
  type ImportTarget,
  type ImportUploadResponse,
} from '@tradeloom/domain';
import { columnValueKinds } from '@tradeloom/domain/trade';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { Answer } from '@/test/fake-api';
import { apiError, fakeApi, renderWithApp } from '@/test/render';
import { ImportMappingStep } from './import-mapping-step';

const HEADERS = ['First Name', 'Last Name', 'URL', 'Email Address', 'Company', 'Position', 'Connected On'];
const upload: ImportUploadResponse = {
  import: {
    id: '0b6c3f5e-2d1a-4c8e-9f57-3c1d2b4a5e60',
    file_name: 'Connections.csv',
    file_size: 912,
    file_type: 'csv',
    status: 'pending',
    created_at: '2026-11-20T09:00:00.000Z',
    processed_at: null,
    results: null,
  },
  format: 'csv',
  source: 'linkedin',
  headers: HEADERS,
  sample: [
    [
      'Kofi',
      'Mensah',
      'https://www.linkedin.com/in/kofi',
      'kofi@accracocoa.example',
      'Accra Cocoa Exporters',
      'Head of Origination',
      '12 Mar 2024',
    ],
    ['Ingrid', 'Solberg', 'https://www.linkedin.com/in/ingrid', '', 'Nordfjord Aluminium AS', 'Metals Trader', '03 Jan 2025'],
  ],
  total_rows: 2,
  mapping: autoMapColumns(HEADERS),
};

const review: ImportReview = {
  total_rows: 2,
  ready_rows: 2,
  error_count: 0,
  errors: [],
  duplicate_count: 0,
  duplicates: [],
  limit: { plan: 'Professional Plan', max: 500, current: 1, remaining: 499 },
  preview: [],
};

/** The step as the wizard holds it: the mapping lives above, the step changes it. */
function Harness({ onReviewed, up = upload }: { onReviewed: (r: ImportReview) => void; up?: ImportUploadResponse }) {
  const [mapping, setMapping] = useState<ImportTarget[]>(up.mapping);
  return <ImportMappingStep upload={up} mapping={mapping} onMappingChange={setMapping} onBack={() => {}} onReviewed={onReviewed} />;
}

let api = fakeApi();

/** The step, with the review request answered by `reviewAnswer` (none: any request fails the test). */
function renderStep(up = upload, reviewAnswer?: Answer) {
  const onReviewed = vi.fn();
  api = fakeApi(reviewAnswer === undefined ? {} : { 'POST /api/imports/{id}/review': reviewAnswer });
  renderWithApp(<Harness onReviewed={onReviewed} up={up} />, { api });
  return onReviewed;
}

const select = (header: string) => screen.getByRole<HTMLSelectElement>('combobox', { name: `Import column ${header} as` });
const shownLabel = (el: HTMLSelectElement) => el.selectedOptions[0]?.textContent;

describe('the import wizard: Map columns', () => {
  it("shows each column with its sample values, the detected source, and the server's suggested target", () => {
    renderStep();
    expect(screen.getByText(IMPORT_SOURCE_LABELS.linkedin)).toBeTruthy();
    expect(screen.getByText(/2 rows/)).toBeTruthy();
    expect(select('First Name').value).toBe('first_name');
    expect(shownLabel(select('First Name'))).toBe(IMPORT_TARGET_LABELS.first_name);
    expect(shownLabel(select('Email Address'))).toBe(IMPORT_TARGET_LABELS.client_email);
    expect(shownLabel(select('Position'))).toBe(IMPORT_TARGET_LABELS.title);
    expect(shownLabel(select('URL'))).toBe(IMPORT_TARGET_LABELS.note_line);
    // Every target is offered, by its label.
    expect(
      within(select('Company'))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(Object.values(IMPORT_TARGET_LABELS));

    const emailRow = screen.getByRole('rowheader', { name: /Email Address/ }).closest('tr')!;
    const samples = within(emailRow).getAllByRole('list', { name: 'Sample values' })[0]!;
    // Blank cells are not shown as samples.
    expect(
      within(samples)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['kofi@accracocoa.example']);
    const companyRow = screen.getByRole('rowheader', { name: /^Company/ }).closest('tr')!;
    expect(within(companyRow).getAllByText('Nordfjord Aluminium AS').length).toBeGreaterThan(0);
  });

  it('sends the mapping as the user changed it when Next is pressed, and moves on with the review', async () => {
    const user = userEvent.setup();
    const onReviewed = renderStep(upload, review);
    await user.selectOptions(select('Connected On'), IMPORT_TARGET_LABELS.ignore);
    await user.selectOptions(select('Position'), IMPORT_TARGET_LABELS.role);
    expect(select('Connected On').value).toBe('ignore');

    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(onReviewed).toHaveBeenCalledWith(review));
    const request = api.calls[0]!;
    expect(request.method).toBe('POST');
    expect(request.path).toBe(`/api/imports/${upload.import.id}/review`);
    expect(request.body).toEqual({
      mapping: ['first_name', 'last_name', 'note_line', 'client_email', 'company', 'role', 'ignore'],
    });
  });

  it('says at once when no column holds the name, and does not go on until one does', async () => {
    const user = userEvent.setup();
    const onReviewed = renderStep();
    await user.selectOptions(select('First Name'), IMPORT_TARGET_LABELS.ignore);
    await user.selectOptions(select('Last Name'), IMPORT_TARGET_LABELS.ignore);
    expect(screen.getByTestId('no-name-column').textContent).toBe(IMPORT_MESSAGES.noNameColumn);
    expect((screen.getByRole('button', { name: 'Next' }) as HTMLButtonElement).disabled).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(api.calls).toEqual([]);
    expect(onReviewed).not.toHaveBeenCalled();
    await user.selectOptions(select('First Name'), IMPORT_TARGET_LABELS.full_name);
    expect(screen.queryByTestId('no-name-column')).toBeNull();
    expect((screen.getByRole('button', { name: 'Next' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it("shows the server's message when the review is refused, and stays on the step", async () => {
    const user = userEvent.setup();
    const onReviewed = renderStep(upload, apiError(400, 'BAD_REQUEST', 'The file is no longer available. Upload it again.'));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect((await screen.findByRole('alert')).textContent).toBe('The file is no longer available. Upload it again.');
    expect(onReviewed).not.toHaveBeenCalled();
  });
});

describe('the import wizard: columns placed by their values', () => {
  const headers = ['Name', 'Type', 'Origin', 'Reach', 'Segment'];
  const sample = [
    ['Anil Menon', 'Supplier', 'India', 'anil@malabarspices.example', 'Key account'],
    ['Maria Lopez', 'Offtaker', 'Spain', 'maria.lopez@cargill.example', 'Prospect'],
    ['Kofi Mensah', 'Broker', 'GH', 'kofi@accracocoa.example', 'Prospect'],
  ];
  // What the server suggests for such a sheet: the headers say nothing, the values do.
  const sheet: ImportUploadResponse = {
    ...upload,
    import: { ...upload.import, file_name: 'book.csv' },
    source: 'spreadsheet',
    headers,
    sample,
    total_rows: 3,
    mapping: autoMapColumns(headers, columnValueKinds(sample, headers.length)),
  };

  it('shows the field the values suggest, says so, and the user can still change it', async () => {
    const user = userEvent.setup();
    const onReviewed = renderStep(sheet, review);
    expect(shownLabel(select('Type'))).toBe(IMPORT_TARGET_LABELS.role);
    expect(shownLabel(select('Origin'))).toBe(IMPORT_TARGET_LABELS.location);
    expect(shownLabel(select('Reach'))).toBe(IMPORT_TARGET_LABELS.client_email);
    expect(shownLabel(select('Segment'))).toBe(IMPORT_TARGET_LABELS.ignore);
    const noted = (header: string) =>
      within(screen.getByRole('rowheader', { name: new RegExp(`^${header}`) })).queryByTestId('placed-by-values');
    expect(noted('Type')?.textContent).toBe('Suggested from its values');
    expect(noted('Name')).toBeNull();
    expect(noted('Segment')).toBeNull();

    await user.selectOptions(select('Type'), IMPORT_TARGET_LABELS.title);
    expect(noted('Type')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(onReviewed).toHaveBeenCalledWith(review));
    expect(api.calls[0]!.body).toEqual({
      mapping: ['full_name', 'title', 'location', 'client_email', 'ignore'],
    });
  });
});
