import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { contactLimitReached, DUPLICATE_REASON_LABELS, type DuplicateMember } from '@tradeloom/domain';
import { beforeEach, describe, expect, it, vi } from 'vitest';

const toastMock = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('sonner', () => ({ toast: toastMock }));

import { AttachmentsCard } from '@/features/attachments/components/attachments-card';
import type { Answer, Route } from '@/test/fake-api';
import { apiError, fakeApi, renderWithApp, reply } from '@/test/render';
import { ContactFormDialog } from './contact-form-dialog';

const ana: DuplicateMember = {
  id: '5a1f2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d',
  full_name: 'Ana Duarte',
  client_name: null,
  company: 'Duarte Grains',
  title: null,
  client_email: 'ana.duarte@duartegrains.example',
  phone: null,
  location: 'Porto, Portugal',
  commodities: 'Wheat',
  notes: 'Met at the Geneva grain conference.',
  attachments: 0,
  updated_at: '2026-11-01T10:00:00.000Z',
};
const saved = {
  ...ana,
  user_id: 'u1',
  role: null,
  city_id: null,
  latitude: null,
  longitude: null,
  country: null,
  source_of_introduction: null,
  last_contacted_at: null,
  attachments: [],
  created_at: ana.updated_at,
  is_demo: false,
};

let api = fakeApi();

/** Answers these routes (and the commodities list the form reads); the fake API records what the form sent. */
function serve(routes: Partial<Record<Route, Answer>>) {
  api = fakeApi({ 'GET /api/commodities': [], ...routes });
}
const sent = (method: string, path: string) => api.calls.filter((c) => c.method === method && c.path === path);

function renderAdd() {
  const onOpenChange = vi.fn();
  renderWithApp(<ContactFormDialog state={{ mode: 'add' }} onOpenChange={onOpenChange} Attachments={AttachmentsCard} />, { api });
  return onOpenChange;
}

async function fillAndSubmit(fields: Record<string, string>) {
  const user = userEvent.setup();
  const form = screen.getByRole('dialog', { name: 'Add Contact' });
  for (const [label, value] of Object.entries(fields)) await user.type(within(form).getByLabelText(new RegExp(`^${label}`)), value);
  await user.click(within(form).getByRole('button', { name: 'Add Contact' }));
  return user;
}

const matchOfAna = { 'POST /api/contacts/duplicates/check': { matches: [{ reason: 'same_email', contact: ana }] } } as const;

describe('Add Contact: the duplicate check', () => {
  beforeEach(() => {
    toastMock.success.mockReset();
    toastMock.error.mockReset();
  });

  it('adds at once when nothing matches', async () => {
    serve({ 'POST /api/contacts/duplicates/check': { matches: [] }, 'POST /api/contacts': reply(201, saved) });
    const onOpenChange = renderAdd();
    await fillAndSubmit({ 'Full Name': 'Ana Duarte', Company: 'Duarte Grains' });
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    expect(sent('POST', '/api/contacts/duplicates/check')[0]!.body).toEqual({
      full_name: 'Ana Duarte',
      company: 'Duarte Grains',
      client_email: null,
    });
    expect(sent('POST', '/api/contacts')).toHaveLength(1);
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('lists the likely duplicate before saving; Keep both adds the new contact anyway', async () => {
    serve({ ...matchOfAna, 'POST /api/contacts': reply(201, saved) });
    const onOpenChange = renderAdd();
    const user = await fillAndSubmit({ 'Full Name': 'Ana Duarte', Email: 'ana.duarte@duartegrains.example' });
    const prompt = await screen.findByRole('alertdialog', { name: 'This contact may already exist' });
    expect(within(prompt).getByText('Ana Duarte')).toBeTruthy();
    expect(within(prompt).getByText(DUPLICATE_REASON_LABELS.same_email)).toBeTruthy();
    expect(within(prompt).getByText(/Duarte Grains · ana\.duarte@duartegrains\.example/)).toBeTruthy();
    expect(sent('POST', '/api/contacts')).toHaveLength(0);

    await user.click(within(prompt).getByRole('button', { name: 'Keep both' }));
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    expect(sent('POST', '/api/contacts')).toHaveLength(1);
    expect(sent('POST', '/api/contacts')[0]!.body).toMatchObject({
      full_name: 'Ana Duarte',
      client_email: 'ana.duarte@duartegrains.example',
    });
  });

  it('Update existing patches the match with the filled fields only, keeping its notes and commodities', async () => {
    serve({ ...matchOfAna, 'PATCH /api/contacts/{id}': saved });
    const onOpenChange = renderAdd();
    const user = await fillAndSubmit({ 'Full Name': 'Ana Duarte', Phone: '+351 912 345 678', Notes: 'Prefers WhatsApp.' });
    const prompt = await screen.findByRole('alertdialog');
    await user.click(within(prompt).getByRole('button', { name: 'Update existing' }));
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));

    expect(sent('POST', '/api/contacts')).toHaveLength(0);
    const [patch] = sent('PATCH', `/api/contacts/${ana.id}`);
    expect(patch!.body).toEqual({
      full_name: 'Ana Duarte',
      phone: '+351 912 345 678',
      notes: 'Met at the Geneva grain conference.\n\nPrefers WhatsApp.',
      attachments: [],
    });
    expect(toastMock.success).toHaveBeenCalledWith('Contact updated successfully');
  });

  it('Cancel goes back to the form with what was typed, and saves nothing', async () => {
    serve(matchOfAna);
    const onOpenChange = renderAdd();
    const user = await fillAndSubmit({ 'Full Name': 'Ana Duarte', Company: 'Duarte Grains' });
    const prompt = await screen.findByRole('alertdialog');
    await user.click(within(prompt).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect((screen.getByLabelText('Company') as HTMLInputElement).value).toBe('Duarte Grains');
    expect(onOpenChange).not.toHaveBeenCalled();
    expect(api.calls.filter((c) => c.path === '/api/contacts' || c.method === 'PATCH')).toEqual([]);
  });

  it("says the plan's contact limit in the form, with the way to upgrade", async () => {
    const message = contactLimitReached('Starter Plan', 50);
    serve({ 'POST /api/contacts/duplicates/check': { matches: [] }, 'POST /api/contacts': apiError(403, 'CONTACT_LIMIT', message) });
    const onOpenChange = renderAdd();
    await fillAndSubmit({ 'Full Name': 'Ana Duarte' });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(message);
    expect(within(alert).getByRole('link', { name: 'Upgrade your plan' }).getAttribute('href')).toBe('/settings');
    expect(onOpenChange).not.toHaveBeenCalled();
    expect(toastMock.error).not.toHaveBeenCalled();
  });
});
