import { describe, expect, it } from 'vitest';
import { contactFixture } from '@/test/fixtures';
import { contactFormSchema } from './contact-form-schema';
import {
  addCommodity,
  commodityBadges,
  contactDisplayName,
  contactToForm,
  emptyContactForm,
  formToInput,
  initials,
  roleFields,
  roleToSave,
} from './contact-model';

const contact = contactFixture({
  company: 'Straits Cathode',
  role: 'Financier',
  location: 'Singapore, Singapore',
  city_id: 1880252,
  latitude: 1.29,
  longitude: 103.85,
  country: 'Singapore',
  commodities: 'Copper, Gold',
});

describe('roles', () => {
  it('shows a role outside the list as Other with its text, and saves it back as the text', () => {
    expect(roleFields('Financier')).toEqual({ role: 'Other', custom_role: 'Financier' });
    expect(roleFields('Broker')).toEqual({ role: 'Broker', custom_role: '' });
    expect(roleFields(null)).toEqual({ role: '', custom_role: '' });
    expect(roleToSave({ role: 'Other', custom_role: '  Financier ' })).toBe('Financier');
    expect(roleToSave({ role: 'Other', custom_role: ' ' })).toBe('Other');
    expect(roleToSave({ role: '', custom_role: 'x' })).toBeNull();
  });
});

describe('formToInput: the location says what the user did', () => {
  const form = contactToForm(contact);

  it('sends nothing about the place when the location was left as it was', () => {
    const input = formToInput({ ...form, company: 'Straits Cathode Holdings' }, contact);
    expect(input).not.toHaveProperty('location');
    expect(input).not.toHaveProperty('latitude');
    expect(input.company).toBe('Straits Cathode Holdings');
  });

  it('sends typed text alone (the server geocodes it), and a picked city with its place', () => {
    const typed = formToInput({ ...form, location: 'Hamburg', city_id: null, latitude: null, longitude: null }, contact);
    expect(typed).toMatchObject({ location: 'Hamburg' });
    expect(typed).not.toHaveProperty('city_id');
    const picked = formToInput({ ...form, location: 'Hamburg, Germany', city_id: 2911298, latitude: 53.55, longitude: 9.99 }, contact);
    expect(picked).toMatchObject({ location: 'Hamburg, Germany', city_id: 2911298, latitude: 53.55, longitude: 9.99 });
  });

  it('clears the place with the location, and sends a new contact whole', () => {
    expect(formToInput({ ...form, location: '  ' }, contact)).toMatchObject({ location: '', city_id: null, latitude: null });
    expect(formToInput({ ...emptyContactForm, full_name: ' Ana ', location: 'Lagos' })).toMatchObject({
      full_name: 'Ana',
      location: 'Lagos',
    });
  });

  it('joins commodities and keeps the custom role', () => {
    expect(formToInput(form, contact)).toMatchObject({ commodities: 'Copper, Gold', role: 'Financier' });
  });
});

describe('the form schema (the domain rules)', () => {
  it('requires the name and checks the e-mail with the one message', () => {
    const bad = contactFormSchema.safeParse({ ...emptyContactForm, client_email: 'not-an-email' });
    expect(bad.success).toBe(false);
    const messages = bad.error!.issues.map((i) => i.message);
    expect(messages).toContain('Full Name is required');
    expect(messages).toContain('Please enter a valid email address');
    expect(contactFormSchema.safeParse({ ...emptyContactForm, full_name: 'Ana', client_email: '' }).success).toBe(true);
  });

  it('limits the commodities list', () => {
    const many = Array.from({ length: 300 }, (_, i) => `Commodity number ${i}`);
    expect(contactFormSchema.safeParse({ ...emptyContactForm, full_name: 'Ana', commodities: many }).success).toBe(false);
  });
});

describe('small helpers', () => {
  it('adds a commodity once, in any letter case, and never a blank or a comma', () => {
    expect(addCommodity(['Gold'], ' gold ')).toEqual(['Gold']);
    expect(addCommodity(['Gold'], 'Iron  Ore')).toEqual(['Gold', 'Iron Ore']);
    expect(addCommodity(['Gold'], 'a, b')).toEqual(['Gold']);
    expect(addCommodity([], '   ')).toEqual([]);
  });

  it('names, initials and badges', () => {
    expect(contactDisplayName({ full_name: ' ', client_name: 'Client Co' })).toBe('Client Co');
    expect(initials('wei ling tan')).toBe('WL');
    expect(initials('')).toBe('?');
    expect(commodityBadges('A, B, C, D')).toEqual({ shown: ['A', 'B'], more: 2 });
    expect(commodityBadges(null)).toEqual({ shown: [], more: 0 });
  });
});
