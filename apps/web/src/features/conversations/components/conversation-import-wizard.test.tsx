import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CONVERSATION_IMPORT_MESSAGES, type ConversationImport } from '@tradeloom/domain';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { fakeApi, renderWithApp, reply } from '@/test/render';
import { ConversationImportWizard } from './conversation-import-wizard';

const ID = '33333333-3333-4333-8333-333333333333';
const inReview = (over: Partial<ConversationImport> = {}): ConversationImport => ({
  id: ID,
  file_name: 'Takeout.mbox',
  file_size: 2048,
  kind: 'mbox',
  status: 'review',
  created_at: '2026-11-26T05:00:00.000Z',
  processed_at: '2026-11-26T05:00:02.000Z',
  error: null,
  review: {
    totals: { items: 3, first: '2026-01-15', last: '2026-01-17', chats: 0, people: 4 },
    matched: [
      {
        key: 'email:ann@agri.example',
        name: 'Lee, Ann',
        email: 'ann@agri.example',
        phone: null,
        count: 1,
        interactions: 1,
        first: '2026-01-15',
        last: '2026-01-15',
        contacts: [{ id: 'c-ann', full_name: 'Ann Lee' }],
      },
    ],
    unmatched: [
      {
        key: 'email:jose@azucar.example',
        name: 'José García',
        email: 'jose@azucar.example',
        phone: null,
        count: 2,
        interactions: 2,
        first: '2026-01-15',
        last: '2026-01-16',
      },
      {
        key: 'email:newsletter@bulk.example',
        name: null,
        email: 'newsletter@bulk.example',
        phone: null,
        count: 1,
        interactions: 1,
        first: '2026-01-17',
        last: '2026-01-17',
      },
    ],
    unmatched_more: 0,
  },
  results: null,
  ...over,
});

function Harness({ start }: { start: string | null }) {
  const [id, setId] = useState(start);
  return <ConversationImportWizard id={id} onIdChange={setId} />;
}

describe('ConversationImportWizard', () => {
  it('reviews before writing: matched and unmatched people, Create contact with a name, then Done', async () => {
    let record = inReview();
    const api = fakeApi({
      'GET /api/conversation-imports/{id}': () => record,
      'GET /api/conversation-imports': () => ({ imports: [] }),
      'POST /api/conversation-imports/{id}/confirm': () => {
        record = inReview({
          status: 'completed',
          review: null,
          results: { interactions_added: 3, contacts_touched: 2, contacts_created: 1, skipped_limit: 0 },
        });
        return reply(200, record);
      },
    });
    renderWithApp(<Harness start={ID} />, { api });
    const user = userEvent.setup();
    expect(await screen.findByText(CONVERSATION_IMPORT_MESSAGES.nothingWritten)).toBeTruthy();
    const matched = screen.getByRole('list', { name: 'Matched to your contacts' });
    expect(within(matched).getByText('Ann Lee')).toBeTruthy();
    const unmatched = screen.getByRole('list', { name: 'Not in your contacts' });
    expect(within(unmatched).getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByText('Confirming adds 1 interaction on 1 contact.')).toBeTruthy();

    const [createJose] = within(unmatched).getAllByRole('checkbox', { name: 'Create contact' });
    await user.click(createJose!);
    const name = screen.getByLabelText('Name of the new contact for José García') as HTMLInputElement;
    expect(name.value).toBe('José García');
    await user.clear(name);
    expect((screen.getByRole('button', { name: 'Confirm and add' }) as HTMLButtonElement).disabled).toBe(true);
    await user.type(name, 'José García Pérez');
    expect(api.callsTo('POST /api/conversation-imports/{id}/confirm')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Confirm and add' }));
    await waitFor(() => expect(api.callsTo('POST /api/conversation-imports/{id}/confirm')).toHaveLength(1));
    expect(api.callsTo('POST /api/conversation-imports/{id}/confirm')[0]!.body).toEqual({
      ignore: [],
      create: [{ key: 'email:jose@azucar.example', full_name: 'José García Pérez' }],
    });
    expect(await screen.findByText('3 interactions added to 2 contacts. 1 contact created.')).toBeTruthy();
  });

  it('says why a file failed and goes back to the upload', async () => {
    const api = fakeApi({
      'GET /api/conversation-imports/{id}': () =>
        inReview({ status: 'failed', review: null, error: 'No WhatsApp messages were found in this file.' }),
      'DELETE /api/conversation-imports/{id}': () => reply(204, null),
      'GET /api/conversation-imports': () => ({ imports: [] }),
    });
    renderWithApp(<Harness start={ID} />, { api });
    const user = userEvent.setup();
    expect((await screen.findByRole('alert')).textContent).toContain('No WhatsApp messages were found');
    await user.click(screen.getByRole('button', { name: 'Choose another file' }));
    expect(await screen.findByText('Drop a chat export, calendar or mail archive here')).toBeTruthy();
    expect(api.callsTo('DELETE /api/conversation-imports/{id}')).toHaveLength(1);
  });
});
