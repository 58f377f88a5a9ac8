import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Contact } from '@tradeloom/domain';
import { describe, expect, it, vi } from 'vitest';

vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

import { AttachmentsCard } from '@/features/attachments/components/attachments-card';
import { contactFixture } from '@/test/fixtures';
import { fakeApi, renderWithApp } from '@/test/render';
import { ContactDetailSheet } from './contact-detail-sheet';

const NOTE = '12 e-mails both ways in 90 days, last meeting 3 weeks ago';

function renderSheet(start: Contact) {
  let contact = start;
  const api = fakeApi({
    'GET /api/contacts/{id}': () => contact,
    'GET /api/contacts/{id}/interactions': [],
    'PATCH /api/contacts/{id}': ({ body }) => {
      const days = body.keep_in_touch_days as Contact['keep_in_touch_days'];
      contact = { ...contact, keep_in_touch_days: days, cadence_days: days ?? 91, cadence_due_on: '2026-12-10', cadence_overdue: false };
      return contact;
    },
  });
  renderWithApp(<ContactDetailSheet id={start.id} onClose={() => {}} onEdit={() => {}} Attachments={AttachmentsCard} />, { api });
  return api;
}

describe('the detail sheet’s relationship block', () => {
  it('writes out the strength and its note, suggests the default cadence and says it is overdue', async () => {
    renderSheet(
      contactFixture({
        strength: 55,
        strength_note: NOTE,
        cadence_days: 91,
        cadence_due_on: '2026-11-01',
        cadence_overdue: true,
      }),
    );
    const select = await screen.findByLabelText<HTMLSelectElement>('Keep in touch');
    const block = select.closest('.rounded-lg') as HTMLElement;
    expect(within(block).getByTestId('strength').textContent).toContain('Warm 55');
    expect(within(block).getByText(NOTE)).toBeTruthy();
    expect(select.value).toBe('');
    expect([...select.options].map((o) => o.text)).toEqual(['None', 'Every 2 weeks', 'Every month', 'Every quarter', 'Every half-year']);
    expect(block.textContent).toContain('Suggested: every quarter');
    expect(within(block).getByText('Overdue')).toBeTruthy();
    expect(block.querySelector('time')?.getAttribute('dateTime')).toBe('2026-11-01');
  });

  it('saves a chosen cadence with the contact update, and None clears it', async () => {
    const api = renderSheet(contactFixture({ strength: 80, cadence_days: 30, cadence_due_on: '2026-12-01' }));
    const user = userEvent.setup();
    const select = await screen.findByLabelText<HTMLSelectElement>('Keep in touch');
    await user.selectOptions(select, 'Every 2 weeks');
    await waitFor(() => expect(api.callsTo('PATCH /api/contacts/{id}')).toHaveLength(1));
    expect(api.callsTo('PATCH /api/contacts/{id}')[0]!.body).toEqual({ keep_in_touch_days: 14 });
    await waitFor(() => expect(screen.getByLabelText<HTMLSelectElement>('Keep in touch').value).toBe('14'));
    // A cadence of one's own is no suggestion.
    expect(document.body.textContent).not.toContain('Suggested');

    await user.selectOptions(screen.getByLabelText('Keep in touch'), 'None');
    await waitFor(() => expect(api.callsTo('PATCH /api/contacts/{id}')).toHaveLength(2));
    expect(api.callsTo('PATCH /api/contacts/{id}')[1]!.body).toEqual({ keep_in_touch_days: null });
  });

  it('is read-only on a demo contact and says when there is no history to score', async () => {
    renderSheet(contactFixture({ is_demo: true }));
    const select = await screen.findByLabelText<HTMLSelectElement>('Keep in touch');
    expect(select.disabled).toBe(true);
    expect(screen.getByText('Not scored yet')).toBeTruthy();
    expect(screen.queryByTestId('strength')).toBeNull();
  });
});
