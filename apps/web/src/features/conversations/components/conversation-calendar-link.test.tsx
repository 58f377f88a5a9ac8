import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CALENDAR_URL_MESSAGES, type ConversationImport } from '@tradeloom/domain';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { apiError, fakeApi, renderWithApp } from '@/test/render';
import { ConversationImportWizard } from './conversation-import-wizard';

const ID = '44444444-4444-4444-8444-444444444444';
const reading: ConversationImport = {
  id: ID,
  file_name: 'calendar.google.com.ics',
  file_size: 4096,
  kind: 'ics',
  status: 'reading',
  created_at: '2026-11-26T06:00:00.000Z',
  processed_at: null,
  error: null,
  review: null,
  results: null,
};

function Harness() {
  const [id, setId] = useState<string | null>(null);
  return <ConversationImportWizard id={id} onIdChange={setId} />;
}

const LINK = 'webcal://p42-caldav.icloud.com/published/2/MTIzNDU2Nzg5';

describe('Import from a calendar link', () => {
  it('checks the link before sending it, then goes on to Reading like an uploaded file', async () => {
    const api = fakeApi({
      'POST /api/conversation-imports/from-url': () => reading,
      'GET /api/conversation-imports/{id}': () => reading,
      'GET /api/conversation-imports': () => ({ imports: [] }),
    });
    renderWithApp(<Harness />, { api });
    const user = userEvent.setup();
    const input = await screen.findByLabelText('Or import from a calendar link');
    expect(screen.getByText(/Secret address in iCal format/)).toBeTruthy();

    await user.type(input, 'ftp://example.com/cal.ics');
    await user.click(screen.getByRole('button', { name: 'Import' }));
    expect((await screen.findByRole('alert')).textContent).toBe(CALENDAR_URL_MESSAGES.invalid);
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(api.callsTo('POST /api/conversation-imports/from-url')).toHaveLength(0);

    await user.clear(input);
    await user.type(input, LINK);
    await user.click(screen.getByRole('button', { name: 'Import' }));
    await waitFor(() => expect(api.callsTo('POST /api/conversation-imports/from-url')).toHaveLength(1));
    expect(api.callsTo('POST /api/conversation-imports/from-url')[0]!.body).toEqual({ url: LINK });
    expect(await screen.findByText('Reading calendar.google.com.ics…')).toBeTruthy();
    expect(screen.queryByLabelText('Or import from a calendar link')).toBeNull();
  });

  it("shows the server's reason and keeps the link to correct it", async () => {
    const message = 'Could not fetch the calendar: the server refused access (403); the secret address may have been reset.';
    const api = fakeApi({
      'POST /api/conversation-imports/from-url': () => apiError(422, 'CALENDAR_UNREACHABLE', message),
      'GET /api/conversation-imports': () => ({ imports: [] }),
    });
    renderWithApp(<Harness />, { api });
    const user = userEvent.setup();
    const input = (await screen.findByLabelText('Or import from a calendar link')) as HTMLInputElement;
    await user.type(input, 'https://calendar.google.com/calendar/ical/x/private-abc/basic.ics');
    await user.click(screen.getByRole('button', { name: 'Import' }));
    expect((await screen.findByRole('alert')).textContent).toBe(message);
    expect(input.value).toBe('https://calendar.google.com/calendar/ical/x/private-abc/basic.ics');
    expect((screen.getByRole('button', { name: 'Import' }) as HTMLButtonElement).disabled).toBe(false);
    expect(screen.getByText('Drop a chat export, calendar or mail archive here')).toBeTruthy();
  });
});
