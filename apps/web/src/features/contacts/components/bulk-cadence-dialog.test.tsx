import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

import { toast } from 'sonner';
import type { ContactListParams } from '@/lib/contacts/contact-keys';
import { fakeApi, renderWithApp } from '@/test/render';
import { BulkCadenceDialog } from './bulk-cadence-dialog';

const FILTERED: ContactListParams = {
  q: ' copper ',
  commodities: [],
  locations: ['Dubai'],
  roles: ['Buyer'],
  sort: 'strength',
  overdue: true,
  min_strength: 40,
};

describe('BulkCadenceDialog', () => {
  it('sets the chosen cadence on every contact the list’s filter matches, after saying how many', async () => {
    const api = fakeApi({ 'POST /api/contacts/cadence': { updated: 12 } });
    const onOpenChange = vi.fn();
    renderWithApp(<BulkCadenceDialog open onOpenChange={onOpenChange} params={FILTERED} filtered count={12} />, { api, router: false });
    const user = userEvent.setup();
    await user.selectOptions(screen.getByLabelText('Keep in touch'), 'Every month');
    expect(screen.getByRole('status').textContent).toBe('Every month will be set on 12 contacts.');
    await user.click(screen.getByRole('button', { name: 'Set for 12 contacts' }));
    await waitFor(() => expect(api.callsTo('POST /api/contacts/cadence')).toHaveLength(1));
    expect(api.callsTo('POST /api/contacts/cadence')[0]!.body).toEqual({
      filter: { q: 'copper', location: ['Dubai'], role: ['Buyer'], min_strength: 40, overdue: true },
      keep_in_touch_days: 30,
    });
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    expect(toast.success).toHaveBeenCalledWith('Every month: cadence set on 12 contacts');
  });

  it('clears the cadence of the whole book with None, and cannot run on no contacts', async () => {
    const api = fakeApi({ 'POST /api/contacts/cadence': { updated: 3 } });
    const plain: ContactListParams = { q: '', commodities: [], locations: [], roles: [], sort: 'newest' };
    const first = renderWithApp(<BulkCadenceDialog open onOpenChange={() => {}} params={plain} filtered={false} count={3} />, {
      api,
      router: false,
    });
    const user = userEvent.setup();
    await user.selectOptions(screen.getByLabelText('Keep in touch'), 'None (use the suggested cadence)');
    expect(screen.getByRole('status').textContent).toBe('The cadence set on 3 contacts will be cleared.');
    await user.click(screen.getByRole('button', { name: 'Set for 3 contacts' }));
    await waitFor(() => expect(api.callsTo('POST /api/contacts/cadence')).toHaveLength(1));
    expect(api.callsTo('POST /api/contacts/cadence')[0]!.body).toEqual({ filter: {}, keep_in_touch_days: null });

    first.unmount();
    renderWithApp(<BulkCadenceDialog open onOpenChange={() => {}} params={plain} filtered={false} count={0} />, { api, router: false });
    expect((screen.getByRole('button', { name: 'Set for 0 contacts' }) as HTMLButtonElement).disabled).toBe(true);
  });
});
