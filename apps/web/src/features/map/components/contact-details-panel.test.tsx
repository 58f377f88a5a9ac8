import { render, screen } from '@testing-library/react';
import type { Contact } from '@tradeloom/domain';
import { describe, expect, it } from 'vitest';
import { ContactDetailsPanel } from './contact-details-panel';

const contact: Contact = {
  id: '0b7d1c52-3f0e-4c1a-9d9e-5a1f2c3d4e5f',
  user_id: 'u1',
  full_name: 'Anil Menon',
  client_name: null,
  company: 'Malabar Spice Exports Pvt Ltd',
  title: 'Director',
  role: 'Supplier',
  client_email: null,
  phone: '+91 484 2345678',
  location: 'Kochi',
  city_id: 1273874,
  latitude: 9.93988,
  longitude: 76.26022,
  country: 'India',
  commodities: 'Black pepper',
  source_of_introduction: null,
  notes: null,
  last_contacted_at: null,
  linkedin_url: null,
  attachments: [],
  created_at: '2026-11-01T10:00:00.000Z',
  updated_at: '2026-11-02T10:00:00.000Z',
  is_demo: false,
};

describe('ContactDetailsPanel', () => {
  it('shows the contact at its city and country', () => {
    render(<ContactDetailsPanel state={{ status: 'ready', contact }} onClose={() => {}} onEdit={() => {}} />);
    expect(screen.getByText('Kochi, India')).toBeTruthy();
  });

  it('names a custom place with the country of the city it was placed in', () => {
    render(
      <ContactDetailsPanel
        state={{ status: 'ready', contact: { ...contact, location: 'Port Kavkaz Terminal', country: 'Russia' } }}
        onClose={() => {}}
        onEdit={() => {}}
      />,
    );
    expect(screen.getByText('Port Kavkaz Terminal, Russia')).toBeTruthy();
  });
});
