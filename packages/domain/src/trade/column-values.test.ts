import { describe, expect, it } from 'vitest';
import { CONTACT_ROLES } from '../constants.ts';
import { autoMapColumns } from '../imports.ts';
import {
  columnValueKind,
  columnValueKinds,
  isCommodityValue,
  isEmailValue,
  isPhoneValue,
  isPlaceValue,
  isRoleValue,
  ROLE_SYNONYMS,
} from './column-values.ts';
import { roleSide } from './sides.ts';

/** The mapping the importer suggests for a table: its headers, then its rows. */
const suggest = (table: string[][]) => autoMapColumns(table[0]!, columnValueKinds(table.slice(1), table[0]!.length));

describe('values that say what a column is', () => {
  it.each([
    'Buyer',
    'supplier',
    'SELLERS',
    'End-user',
    'Off-taker',
    'Importer & Distributor',
    'Mill',
    'Refinery',
    'Trading house',
    'Broker / Agent',
  ])('%s is a role', (v) => expect(isRoleValue(v)).toBe(true));
  it.each(['Head of Sourcing', 'Sales Director', 'Key account', 'Wheat', 'Mill Road 4', ''])('%j is not a role', (v) =>
    expect(isRoleValue(v)).toBe(false));

  it('every synonym is on the side of a trade its role is on', () => {
    const side = { Supplier: 'sells', Buyer: 'buys', Trader: 'either', Broker: 'either', Agent: 'either', Consultant: 'none' } as const;
    for (const role of CONTACT_ROLES) {
      expect(ROLE_SYNONYMS[role]).toContain(role.toLowerCase());
      for (const word of ROLE_SYNONYMS[role]) {
        if (role === 'Other') expect([null, 'none'], word).toContain(roleSide(word));
        else expect(roleSide(word), word).toBe(side[role]);
      }
    }
  });

  it.each(['India', 'UAE', 'BR', "Côte d'Ivoire", 'Kochi, India', 'Houston, Texas', 'Geneva', 'Sao Paulo'])('%s is a place', (v) =>
    expect(isPlaceValue(v)).toBe(true));
  it.each(['Washington Mills', 'Copper', 'in', 'Buyer', 'Kochi'])('%j is not a place', (v) => expect(isPlaceValue(v)).toBe(false));

  it.each(['Wheat', 'Urea; DAP', 'Copper cathodes, HRC', 'Soybean meal', 'HMS 1/2 80:20'])('%s is a commodity', (v) =>
    expect(isCommodityValue(v)).toBe(true));
  it.each(['Al Ghurair Foods', 'Key account', 'Singapore', 'Wheat, Friday'])('%j is not a commodity', (v) =>
    expect(isCommodityValue(v)).toBe(false));

  it.each(['anna@example.com', 'a@x.co; b@y.com'])('%s is an e-mail', (v) => expect(isEmailValue(v)).toBe(true));
  it.each(['anna at example.com', 'https://x.com', 'Anna <anna@'])('%j is not an e-mail', (v) => expect(isEmailValue(v)).toBe(false));

  it.each([
    '+91 98470 12345',
    '0044 20 7946 0000',
    '(212) 555-0100 ext 12',
    '+6591234567',
    '040-1234567',
    '9847012345',
  ])('%s is a phone', (v) => expect(isPhoneValue(v)).toBe(true));
  it.each(['2024-03-12', '12/03/2024', '-33.8688', '151.2093', '12345', '1234567', 'call me'])('%j is not a phone', (v) =>
    expect(isPhoneValue(v)).toBe(false));

  it('a column is a kind when at least 60 % of its filled values are; empty cells do not count', () => {
    expect(columnValueKind(['Buyer', 'Supplier', 'Broker', 'Key account', '', ''])).toMatchObject({ kind: 'role', share: 0.75 });
    expect(columnValueKind(['Buyer', 'Supplier', 'Key account', 'Prospect'])).toBeNull();
    expect(columnValueKind(['', ' '])).toBeNull();
  });
});

describe('autoMapColumns with the values', () => {
  const sheet = [
    ['Name', 'Type', 'Category', 'Origin', 'Reach', 'Line', 'Segment'],
    ['Anil Menon', 'Supplier', 'Pepper; Cardamom', 'India', 'anil@malabar.example', '+91 98470 12345', 'Key account'],
    ['Maria Lopez', 'Buyer', 'Wheat', 'Spain', 'maria@cargill.example', '+34 91 123 4567', 'Prospect'],
    ['Kofi Mensah', 'Exporter', 'Cocoa beans', 'GH', 'kofi@accra.example', '', 'Prospect'],
    ['Chen Wei', 'Trader', 'Copper cathodes', 'Singapore', 'chen@pacmetals.example', '+65 6123 4567', 'Dormant'],
    ['Omar Haddad', 'End user', 'Urea, DAP', 'Kochi', 'omar@gulf.example', '+971 50 123 4567', 'Dormant'],
  ];

  it('maps columns with vague headers by their values', () => {
    expect(suggest(sheet)).toEqual(['full_name', 'role', 'commodities', 'location', 'client_email', 'phone', 'ignore']);
  });

  it('a clear header wins over values, and no two columns fill one single-value field', () => {
    const table = sheet.map((r, i) => [...r, i === 0 ? 'Role' : 'Consultant', i === 0 ? 'Email' : 'x@y.example']);
    expect(suggest(table)).toEqual(['full_name', 'ignore', 'commodities', 'location', 'ignore', 'phone', 'ignore', 'role', 'client_email']);
  });

  it('of two vague columns of one kind, the surer takes the field', () => {
    const table = [
      ['Name', 'Kind', 'Type'],
      ['A', 'Buyer', 'Buyer'],
      ['B', 'Key account', 'Seller'],
      ['C', 'Broker', 'Broker'],
    ];
    expect(suggest(table)).toEqual(['full_name', 'ignore', 'role']);
  });

  it('a place column beside a city column is the country', () => {
    const table = [
      ['Name', 'City', 'Origin'],
      ['A', 'Kochi', 'India'],
      ['B', 'Santos', 'Brazil'],
    ];
    expect(suggest(table)).toEqual(['full_name', 'city', 'country']);
  });

  it('without values, or with values of no kind, the headers alone decide as before', () => {
    expect(autoMapColumns(sheet[0]!)).toEqual(['full_name', 'ignore', 'ignore', 'ignore', 'ignore', 'ignore', 'ignore']);
    const labels = [
      ['First Name', 'Last Name', 'URL', 'Connected On'],
      ['Kofi', 'Mensah', 'https://www.linkedin.com/in/kofi', '12 Mar 2024'],
    ];
    expect(suggest(labels)).toEqual(['first_name', 'last_name', 'note_line', 'note_line']);
  });
});
