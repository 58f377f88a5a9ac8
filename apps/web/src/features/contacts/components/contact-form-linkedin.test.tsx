import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LINKEDIN_URL_INVALID } from '@tradeloom/domain';
import { describe, expect, it, vi } from 'vitest';

vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

import { AttachmentsCard } from '@/features/attachments/components/attachments-card';
import { contactFixture } from '@/test/fixtures';
import { fakeApi, renderWithApp, reply } from '@/test/render';
import { ContactDetailSheet } from './contact-detail-sheet';
import { ContactFormDialog } from './contact-form-dialog';

const saved = contactFixture({
  id: '5a1f2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d',
  full_name: 'Lena Berg',
  linkedin_url: 'https://www.linkedin.com/in/lena-berg',
  updated_at: '2026-11-01T10:00:00.000Z',
});

function renderAdd() {
  const api = fakeApi({
    'GET /api/commodities': [],
    'POST /api/contacts/duplicates/check': { matches: [] },
    'POST /api/contacts': reply(201, saved),
  });
  const onOpenChange = vi.fn();
  renderWithApp(<ContactFormDialog state={{ mode: 'add' }} onOpenChange={onOpenChange} Attachments={AttachmentsCard} />, { api });
  return { api, onOpenChange, form: screen.getByRole('dialog', { name: 'Add Contact' }) };
}

describe('Add Contact: the LinkedIn field', () => {
  it('sends the LinkedIn address with the contact', async () => {
    const { api, onOpenChange, form } = renderAdd();
    const user = userEvent.setup();
    await user.type(within(form).getByLabelText(/^Full Name/), 'Lena Berg');
    await user.type(within(form).getByLabelText('LinkedIn'), 'linkedin.com/in/lena-berg');
    await user.click(within(form).getByRole('button', { name: 'Add Contact' }));
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    const [created] = api.calls.filter((c) => c.method === 'POST' && c.path === '/api/contacts');
    expect(created!.body).toMatchObject({ full_name: 'Lena Berg', linkedin_url: 'linkedin.com/in/lena-berg' });
  });

  it("shows the schema's message for an address that is not LinkedIn's, and saves nothing", async () => {
    const { api, onOpenChange, form } = renderAdd();
    const user = userEvent.setup();
    await user.type(within(form).getByLabelText(/^Full Name/), 'Lena Berg');
    const input = within(form).getByLabelText('LinkedIn');
    await user.type(input, 'https://example.com/lena');
    await user.click(within(form).getByRole('button', { name: 'Add Contact' }));
    expect(await within(form).findByText(LINKEDIN_URL_INVALID)).toBeTruthy();
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(api.calls.filter((c) => c.path === '/api/contacts')).toEqual([]);
    expect(onOpenChange).not.toHaveBeenCalled();
  });
});

describe('Contact details: the LinkedIn profile', () => {
  it('is a link that opens the profile in a new tab', async () => {
    renderWithApp(<ContactDetailSheet id={saved.id} onClose={() => {}} onEdit={() => {}} Attachments={AttachmentsCard} />, {
      api: { 'GET /api/contacts/{id}': saved, 'GET /api/contacts/{id}/interactions': [] },
    });
    const link = await screen.findByRole('link', { name: 'linkedin.com/in/lena-berg' });
    expect(link.getAttribute('href')).toBe('https://www.linkedin.com/in/lena-berg');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
  });
});
