/**
 * Where the notes say a contact is based, for a contact whose location is blank (issue 24): about one contact in
 * twelve of the evaluation books has no location, and its notes often say where it sits.
 */
import { describe, expect, it } from 'vitest';
import { countryFromNotes } from './regions.ts';

describe('countryFromNotes', () => {
  it.each([
    ['based in Fujairah', 'AE'],
    ['vende conc Cu FOB Callao. based Antofagasta', 'CL'],
    ['Karachi based - reliable, 500 mt every month', 'PK'],
    ['sits in Oran, buyer - milling wheat', 'DZ'],
    ['Dubai office (JLT) / no more SSF', 'AE'],
    ['Karachi mein office hai', 'PK'],
    ['Dhaka se hai | HSFO 380cst ka buyer hai', 'BD'],
    ['office is in Geneva', 'CH'],
    ['based in Houston Texas', 'US'],
  ])('%s -> %s', (notes, code) => {
    expect(countryFromNotes(notes)).toBe(code);
  });

  it.each([
    'CFR Santos buyer',
    'soy from Brazil, FOB Paranaguá',
    'ex-Vitol, now own shop',
    'based on LC at sight only',
    '',
  ])('says nothing of where the contact is: %s', (notes) => {
    expect(countryFromNotes(notes)).toBeNull();
  });
});
