import { render, screen, within } from '@testing-library/react';
import type { Contact } from '@tradeloom/domain';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { contactFixture } from '@/test/fixtures';
import { ContactCard } from './contact-card';

const base = contactFixture({
  company: 'Straits Cathode',
  title: 'Trader',
  role: 'Trader',
  location: 'Singapore',
  commodities: 'Wheat, Hard Red Winter Wheat 11.5% protein, Corn',
});

function renderCard(contact: Contact) {
  render(
    <MemoryRouter>
      <ContactCard contact={contact} onOpen={() => {}} />
    </MemoryRouter>,
  );
  return screen.getByRole('article', { name: contact.full_name });
}

describe('ContactCard', () => {
  it('says a role once when the title is the same word', () => {
    const card = renderCard(base);
    expect(within(card).getByText('Trader')).toBeTruthy();
    expect(within(card).queryByText('Trader · Trader')).toBeNull();
  });

  it('keeps role and title when they differ, and ignores letter case and spaces when comparing', () => {
    const card = renderCard({ ...base, title: 'Head of Grains' });
    expect(within(card).getByText('Trader · Head of Grains')).toBeTruthy();
    const again = renderCard({ ...base, id: 'other', full_name: 'Ana Silva', role: 'Broker', title: ' broker ' });
    expect(within(again).getByText('Broker')).toBeTruthy();
  });

  it('shows two commodities in full and counts the rest', () => {
    const card = renderCard(base);
    const badges = within(card).getByRole('list');
    expect(within(badges).getByText('Wheat')).toBeTruthy();
    expect(within(badges).getByText('Hard Red Winter Wheat 11.5% protein')).toBeTruthy();
    expect(within(badges).getByLabelText('1 more commodity').textContent).toBe('+1');
  });

  it('shows the relationship strength beside the name, its note as the tooltip, and nothing before it is scored', () => {
    const card = renderCard({ ...base, strength: 82, strength_note: '12 e-mails both ways in 90 days' });
    const badge = within(card).getByTestId('strength');
    expect(badge.textContent).toContain('Strong 82');
    expect(badge.title).toBe('12 e-mails both ways in 90 days');
    const unscored = renderCard({ ...base, id: 'other', full_name: 'Ana Silva' });
    expect(within(unscored).queryByTestId('strength')).toBeNull();
  });
});
