import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AttachmentsCard } from '@/features/attachments/components/attachments-card';
import type { Answer } from '@/test/fake-api';
import { apiError, renderWithApp } from '@/test/render';
import { ContactDetailSheet } from './contact-detail-sheet';

const contact = {
  id: '6f1c2a9e-1d1b-4c55-9a43-2f6d7c1e0a11',
  user_id: 'u1',
  full_name: 'Wei Ling Tan',
  client_name: null,
  company: 'Straits Cathode',
  title: 'Head of Metals',
  role: 'Financier',
  client_email: 'wei@straits.example',
  phone: '+65 6123 4567',
  location: 'Singapore, Singapore',
  city_id: 1880252,
  latitude: 1.29,
  longitude: 103.85,
  country: 'Singapore',
  commodities: 'Copper, Gold',
  source_of_introduction: 'LME Week',
  notes: 'Wants Q3 cathode offtake.\nCall after 3 pm.',
  attachments: [],
  created_at: '2026-11-01T10:00:00.000Z',
  updated_at: '2026-11-02T10:00:00.000Z',
  is_demo: false,
};

/** The sheet, with the contact API answering `answer` (the contact, or an error). */
function renderSheet(id: string, answer: Answer) {
  return renderWithApp(<ContactDetailSheet id={id} onClose={() => {}} onEdit={() => {}} Attachments={AttachmentsCard} />, {
    api: { 'GET /api/contacts/{id}': answer, 'GET /api/contacts/{id}/interactions': [] },
  });
}

describe('ContactDetailSheet', () => {
  it('shows every field of the contact it loads, with mail and phone links', async () => {
    const { api } = renderSheet(contact.id, contact);
    expect(await screen.findByRole('heading', { name: 'Wei Ling Tan' })).toBeTruthy();
    expect(api.calls[0]!.path).toBe(`/api/contacts/${contact.id}`);
    expect(screen.getByText('Straits Cathode')).toBeTruthy();
    expect(screen.getByText('Financier')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'wei@straits.example' }).getAttribute('href')).toBe('mailto:wei@straits.example');
    expect(screen.getByRole('link', { name: '+65 6123 4567' }).getAttribute('href')).toBe('tel:+6561234567');
    expect(screen.getByText('Copper')).toBeTruthy();
    expect(screen.getByText('LME Week')).toBeTruthy();
    expect(screen.getByText(/Call after 3 pm/).textContent).toContain('\n');
    expect(screen.getByRole('button', { name: /Edit Contact/ })).toBeTruthy();
  });

  it('says when the contact is not there (or not yours)', async () => {
    renderSheet('00000000-0000-4000-8000-000000000000', apiError(404, 'NOT_FOUND', 'Contact not found', { requestId: 'r' }));
    expect(await screen.findByRole('heading', { name: 'Contact not found' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Edit Contact/ })).toBeNull();
  });

  it('shows a demo contact read-only', async () => {
    renderSheet(contact.id, { ...contact, is_demo: true });
    expect(await screen.findByText(/Demo contacts are read-only/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Edit Contact/ })).toBeNull();
  });
});
