import type { ConversationImport } from '@tradeloom/domain';
import { describe, expect, it } from 'vitest';
import { confirmSummary, conversationFileProblem, dateRange, doneSummary, participantLabel, suggestedName } from './conversation-model';

const record = (over: Partial<ConversationImport> = {}): ConversationImport => ({
  id: 'x',
  file_name: 'WhatsApp Chat with Ann Lee.txt',
  file_size: 1000,
  kind: 'whatsapp',
  status: 'review',
  created_at: '2026-11-26T00:00:00Z',
  processed_at: null,
  error: null,
  review: {
    totals: { items: 10, first: '2026-01-05', last: '2026-02-02', chats: 1, people: 3 },
    matched: [
      {
        key: 'name:ann lee',
        name: 'Ann Lee',
        email: null,
        phone: null,
        count: 6,
        interactions: 3,
        first: '2026-01-05',
        last: '2026-02-02',
        contacts: [{ id: 'c1', full_name: 'Ann Lee' }],
      },
      {
        key: 'phone:+447700900123',
        name: null,
        email: null,
        phone: '+44 7700 900123',
        count: 2,
        interactions: 1,
        first: '2026-01-05',
        last: '2026-01-05',
        contacts: [{ id: 'c2', full_name: 'Oleg' }],
      },
    ],
    unmatched: [],
    unmatched_more: 0,
  },
  results: null,
  ...over,
});

describe('conversation import model', () => {
  it('refuses files of other types or over 100 MB before sending them', () => {
    expect(conversationFileProblem({ name: 'chat.txt', size: 10 })).toBeNull();
    expect(conversationFileProblem({ name: 'Result.JSON', size: 10 })).toBeNull();
    expect(conversationFileProblem({ name: 'contacts.csv', size: 10 })).toMatch(/not one we can import/);
    expect(conversationFileProblem({ name: 'chat.zip', size: 101 * 1024 * 1024 })).toMatch(/larger than 100 MB/);
  });

  it('names participants and suggests a contact name from an address', () => {
    expect(participantLabel({ name: null, email: null, phone: '+44 7700 900123' })).toBe('+44 7700 900123');
    expect(suggestedName({ name: null, email: 'jose.garcia@azucar.example', phone: null })).toBe('Jose Garcia');
    expect(suggestedName({ name: 'José García', email: 'j@x.com', phone: null })).toBe('José García');
  });

  it('says what confirming writes, leaving out the ignored', () => {
    expect(confirmSummary(record(), new Set(), 0)).toBe('Confirming adds 4 interactions on 2 contacts.');
    expect(confirmSummary(record(), new Set(['name:ann lee']), 2)).toBe(
      'Confirming adds 1 interaction on 1 contact and 2 new contacts with their history.',
    );
  });

  it('says what was done', () => {
    const done = record({
      status: 'completed',
      results: { interactions_added: 14, contacts_touched: 3, contacts_created: 1, skipped_limit: 2 },
    });
    expect(doneSummary(done)).toBe(
      "14 interactions added to 3 contacts. 1 contact created. 2 people were not created: your plan's contact limit is reached.",
    );
    expect(doneSummary(record({ results: { interactions_added: 0, contacts_touched: 0, contacts_created: 0, skipped_limit: 0 } }))).toMatch(
      /already on your contacts/,
    );
    expect(dateRange('2026-01-05', '2026-02-02')).toBe('5 Jan – 2 Feb 2026');
    expect(dateRange('2026-01-15', '2026-01-17')).toBe('15–17 Jan 2026');
    expect(dateRange('2025-12-03', '2026-02-02')).toBe('3 Dec 2025 – 2 Feb 2026');
  });
});
