/**
 * A product the notes only name, with no side said of it (issue 24, round 9): the contact trades it, on its side,
 * but it is no sign of what the contact is worth.
 */
import { describe, expect, it } from 'vitest';
import { profileContact } from './network.ts';
import { contactWorth } from './reminders.ts';

const contact = (notes: string) => ({ id: 'x', fullName: 'A B', role: 'Producer', commodities: 'PFAD', notes });

describe('a product only named in the notes', () => {
  it('is traded on the contact’s side', () => {
    const p = profileContact(contact('also sulfuric acid'));
    expect(p.products.map((t) => `${t.side}:${t.product.id}`).sort()).toEqual(['sells:pfad', 'sells:sulphuric_acid']);
    expect(p.products.find((t) => t.product.id === 'sulphuric_acid')?.mentioned).toBe(true);
  });

  it('adds nothing to its worth', () => {
    expect(contactWorth(profileContact(contact('also sulfuric acid'))).value).toBe(
      contactWorth(profileContact(contact('good payer'))).value,
    );
  });

  it('a product the notes put on a side still counts', () => {
    expect(contactWorth(profileContact(contact('also sells sulfuric acid'))).value).toBeGreaterThan(
      contactWorth(profileContact(contact('good payer'))).value,
    );
  });
});

describe('a listed family made specific by the notes', () => {
  it("trades the grade the notes name on the listed product's side ('Coal' and '5500 NAR')", () => {
    const p = profileContact({
      id: 'y',
      fullName: 'C D',
      role: 'Sales',
      commodities: 'Coal',
      notes: 'mine in Surat Basin: 5500 NAR hi-ash',
    });
    expect(p.products.map((t) => `${t.side}:${t.product.id}`).sort()).toEqual(['sells:coal', 'sells:thermal_coal']);
  });

  it('adds nothing when the listed product is already specific', () => {
    const p = profileContact({ id: 'z', fullName: 'E F', role: 'Sales', commodities: 'urea', notes: 'also quotes coal sometimes' });
    expect(p.products.some((t) => t.product.id === 'thermal_coal')).toBe(false);
  });
});

describe('a metal a mine or an ore trader lists', () => {
  const read = (commodities: string, notes: string, role = 'Marketing') =>
    profileContact({ id: 'm', fullName: 'M N', role, commodities, notes }).products.map((t) => `${t.side}:${t.product.id}`);

  it('is the ore or concentrate when the notes say so', () => {
    expect(read('nickel', 'nickel mine Zambales, seller of saprolite')).toEqual(['sells:nickel_ore']);
    expect(read('Copper', 'copper mine Grasberg, product: konsentrat tembaga', 'Sales')).toEqual(['sells:copper_concentrate']);
  });

  it('stays the metal for a refined form, or for a smelter that names its ore', () => {
    expect(read('nickel cathodes', 'nickel mine, has monthly offers')).toEqual(['sells:nickel']);
    expect(read('nickel', 'rkef smelter pomalaa, raw mat nickel ore', 'Sourcing')).not.toContain('sells:nickel_ore');
  });
});
