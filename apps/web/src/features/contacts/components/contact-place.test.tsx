import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type Contact, PLACE_MESSAGES } from '@tradeloom/domain';
import type { ReactElement } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { AttachmentsCard } from '@/features/attachments/components/attachments-card';
import type { FakeApi } from '@/test/fake-api';
import { contactFixture } from '@/test/fixtures';
import { fakeApi, renderWithApp } from '@/test/render';
import { ContactCard } from './contact-card';
import { ContactDetailSheet } from './contact-detail-sheet';
import { ContactFormDialog } from './contact-form-dialog';

const kochi = contactFixture({
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
  commodities: 'Black pepper, Cardamom',
});
const kavkaz: Contact = {
  ...kochi,
  id: '1c8e2d63-4a1f-4d2b-8eaf-6b2a3d4e5f60',
  full_name: 'Oleg Petrov',
  location: 'Port Kavkaz Terminal',
  city_id: null,
  latitude: null,
  longitude: null,
  country: null,
};

function wrap(ui: ReactElement, api: FakeApi = fakeApi()) {
  return renderWithApp(ui, { api });
}

/** The detail sheet's requests: the contact, and its (empty) relationship history. */
const sheetApi = (contact: Contact) => fakeApi({ 'GET /api/contacts/{id}': contact, 'GET /api/contacts/{id}/interactions': [] });

const locationOf = (card: HTMLElement) => within(card).getByText('Location').parentElement!;

describe('where a contact is', () => {
  it('the card shows city and country', () => {
    wrap(<ContactCard contact={kochi} onOpen={() => {}} />);
    const card = screen.getByRole('article', { name: 'Anil Menon' });
    expect(locationOf(card).textContent).toBe('LocationKochi, India');
    expect(within(card).queryByText(PLACE_MESSAGES.notOnMapShort)).toBeNull();
  });

  it('a placed city picked from the list reads as its city and country, without the region', () => {
    wrap(<ContactCard contact={{ ...kochi, location: 'Houston, Texas, United States', country: 'United States' }} onOpen={() => {}} />);
    expect(locationOf(screen.getByRole('article')).textContent).toBe('LocationHouston, United States');
  });

  it('the card says a contact is not on the map, and its button opens the form at the location', async () => {
    const onOpen = vi.fn();
    wrap(<ContactCard contact={kavkaz} onOpen={onOpen} />);
    const card = screen.getByRole('article', { name: 'Oleg Petrov' });
    expect(within(card).getByText('Port Kavkaz Terminal')).toBeTruthy();
    const pick = within(card).getByRole('button', { name: PLACE_MESSAGES.pickCityFor('Oleg Petrov') });
    expect(pick.textContent).toBe(PLACE_MESSAGES.notOnMapShort);
    await userEvent.setup().click(pick);
    expect(onOpen).toHaveBeenCalledWith(kavkaz, 'location');
  });

  it('a demo contact off the map says so without offering an edit', () => {
    wrap(<ContactCard contact={{ ...kavkaz, is_demo: true }} onOpen={() => {}} />);
    const card = screen.getByRole('article');
    expect(within(card).getByText(PLACE_MESSAGES.notOnMapShort)).toBeTruthy();
    expect(within(card).queryByRole('button', { name: PLACE_MESSAGES.pickCityFor('Oleg Petrov') })).toBeNull();
  });

  it('the detail sheet shows city and country', async () => {
    wrap(<ContactDetailSheet id={kochi.id} onClose={() => {}} onEdit={() => {}} Attachments={AttachmentsCard} />, sheetApi(kochi));
    expect(await screen.findByText('Kochi, India')).toBeTruthy();
    expect(screen.queryByText(PLACE_MESSAGES.notOnMap)).toBeNull();
  });

  it('the detail sheet says plainly when there is no place on the map, with a way to pick the city', async () => {
    const onEdit = vi.fn();
    wrap(<ContactDetailSheet id={kavkaz.id} onClose={() => {}} onEdit={onEdit} Attachments={AttachmentsCard} />, sheetApi(kavkaz));
    expect(await screen.findByText(PLACE_MESSAGES.notOnMap)).toBeTruthy();
    await userEvent.setup().click(screen.getByRole('button', { name: PLACE_MESSAGES.pickCity }));
    expect(onEdit).toHaveBeenCalledWith(kavkaz, 'location');
  });

  it('the form opened to pick the city has the cursor in the location, and promises only what happens', async () => {
    wrap(
      <ContactFormDialog
        state={{ mode: 'edit', contact: kavkaz, focus: 'location' }}
        onOpenChange={() => {}}
        Attachments={AttachmentsCard}
      />,
      fakeApi({ 'GET /api/commodities': [], 'GET /api/locations': [] }),
    );
    const location = await screen.findByLabelText('Location');
    expect(document.activeElement).toBe(location);
    expect(screen.getByText(PLACE_MESSAGES.customLocationHint)).toBeTruthy();
    expect(screen.queryByText(/automatically/)).toBeNull();
  });
});
