import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { contactFixture } from '@/test/fixtures';
import { ContactDetailsPanel } from './contact-details-panel';

const contact = contactFixture({
  id: '0b7d1c52-3f0e-4c1a-9d9e-5a1f2c3d4e5f',
  full_name: 'Anil Menon',
  company: 'Malabar Spice Exports Pvt Ltd',
  title: 'Director',
  role: 'Supplier',
  phone: '+91 484 2345678',
  location: 'Kochi',
  city_id: 1273874,
  latitude: 9.93988,
  longitude: 76.26022,
  country: 'India',
  commodities: 'Black pepper',
});

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

  it('shows the relationship strength of the picked contact, with its note', () => {
    render(
      <ContactDetailsPanel
        state={{ status: 'ready', contact: { ...contact, strength: 44, strength_note: '3 calls in 90 days, last call 2 weeks ago' } }}
        onClose={() => {}}
        onEdit={() => {}}
      />,
    );
    const badge = screen.getByTestId('strength');
    expect(badge.textContent).toContain('Warm 44');
    expect(badge.title).toBe('3 calls in 90 days, last call 2 weeks ago');
  });
});
