import { describe, expect, it } from 'vitest';
import {
  autoMapColumns,
  contactLimitReached,
  DUPLICATE_REASON_LABELS,
  DUPLICATE_REASONS,
  detectImportSource,
  EXPORT_CSV_COLUMNS,
  headerKey,
  IMPORT_MAX_ROWS,
  IMPORT_MESSAGES,
  IMPORT_SOURCE_LABELS,
  IMPORT_SOURCES,
  IMPORT_TARGET_LABELS,
  IMPORT_TARGETS,
  importFailureMessage,
  importLimitNote,
  importStartSchema,
  importTargetSchema,
  suggestTarget,
} from './imports.ts';

/** header -> target, so a failure names the column. */
const mapped = (headers: string[]) => Object.fromEntries(headers.map((h, i) => [h, autoMapColumns(headers)[i]]));

const LINKEDIN = ['First Name', 'Last Name', 'URL', 'Email Address', 'Company', 'Position', 'Connected On'];

/** Google Contacts' current export (the columns it writes for one e-mail, phone and address). */
const GOOGLE = [
  'First Name',
  'Middle Name',
  'Last Name',
  'Phonetic First Name',
  'Phonetic Middle Name',
  'Phonetic Last Name',
  'Name Prefix',
  'Name Suffix',
  'Nickname',
  'File As',
  'Organization Name',
  'Organization Title',
  'Organization Department',
  'Birthday',
  'Notes',
  'Photo',
  'Labels',
  'E-mail 1 - Label',
  'E-mail 1 - Value',
  'Phone 1 - Label',
  'Phone 1 - Value',
  'Address 1 - Label',
  'Address 1 - Formatted',
  'Address 1 - Street',
  'Address 1 - City',
  'Address 1 - PO Box',
  'Address 1 - Region',
  'Address 1 - Postal Code',
  'Address 1 - Country',
  'Address 1 - Extended Address',
];

/** Google's older export ('Google CSV' before 2021). */
const GOOGLE_OLD = [
  'Name',
  'Given Name',
  'Additional Name',
  'Family Name',
  'Yomi Name',
  'Given Name Yomi',
  'Additional Name Yomi',
  'Family Name Yomi',
  'Name Prefix',
  'Name Suffix',
  'Initials',
  'Nickname',
  'Short Name',
  'Maiden Name',
  'Birthday',
  'Gender',
  'Location',
  'Billing Information',
  'Directory Server',
  'Mileage',
  'Occupation',
  'Hobby',
  'Sensitivity',
  'Priority',
  'Subject',
  'Notes',
  'Language',
  'Photo',
  'Group Membership',
  'E-mail 1 - Type',
  'E-mail 1 - Value',
  'E-mail 2 - Type',
  'E-mail 2 - Value',
  'Phone 1 - Type',
  'Phone 1 - Value',
  'Address 1 - Type',
  'Address 1 - Formatted',
  'Address 1 - Street',
  'Address 1 - City',
  'Address 1 - PO Box',
  'Address 1 - Region',
  'Address 1 - Postal Code',
  'Address 1 - Country',
  'Address 1 - Extended Address',
  'Organization 1 - Type',
  'Organization 1 - Name',
  'Organization 1 - Yomi Name',
  'Organization 1 - Title',
  'Organization 1 - Department',
  'Organization 1 - Symbol',
  'Organization 1 - Location',
  'Organization 1 - Job Description',
];

/** Outlook's 'Comma Separated Values' export (a shortened but real column order). */
const OUTLOOK = [
  'Title',
  'First Name',
  'Middle Name',
  'Last Name',
  'Suffix',
  'Company',
  'Department',
  'Job Title',
  'Business Street',
  'Business City',
  'Business State',
  'Business Postal Code',
  'Business Country/Region',
  'Home City',
  'Business Fax',
  'Business Phone',
  'Home Phone',
  'Mobile Phone',
  'E-mail Address',
  'E-mail Type',
  'E-mail Display Name',
  'E-mail 2 Address',
  'E-mail 2 Type',
  'E-mail 2 Display Name',
  'Notes',
  'Referred By',
  'Web Page',
];

describe('headerKey', () => {
  it('drops case, spaces, punctuation and accents', () => {
    expect(headerKey('E-mail 1 - Value')).toBe('email1value');
    expect(headerKey('Business Country/Region')).toBe('businesscountryregion');
    expect(headerKey('  Société  ')).toBe('societe');
    expect(headerKey("Assistant's Phone")).toBe('assistantsphone');
    expect(headerKey('')).toBe('');
  });
});

describe('suggestTarget', () => {
  it.each([
    ['Full Name', 'full_name'],
    ['NAME', 'full_name'],
    ['first_name', 'first_name'],
    ['Surname', 'last_name'],
    ['Organisation', 'company'],
    ['Job title', 'title'],
    ['e-mail', 'client_email'],
    ['Work E-mail', 'client_email'],
    ['Secondary Email', 'client_email'],
    ['WhatsApp', 'phone'],
    ['Mobile number (intl)', 'phone'],
    ['Country', 'country'],
    ['Lat', 'latitude'],
    ['Lng', 'longitude'],
    ['Products', 'commodities'],
    ['Introduced by', 'source_of_introduction'],
    ['Comments', 'notes'],
    ['Last contacted', 'last_contacted_at'],
    ['LinkedIn URL', 'linkedin_url'],
    ['Connected On', 'note_line'],
  ] as const)('%s -> %s', (header, target) => expect(suggestTarget(header)).toBe(target));

  it.each([
    'E-mail 1 - Type',
    'E-mail 1 - Label',
    'Phone 2 - Type',
    'E-mail Display Name',
    'Phonetic First Name',
    'Favourite colour',
    '',
    '   ',
  ])('ignores %j', (header) => expect(suggestTarget(header)).toBe('ignore'));
});

describe('autoMapColumns on real exports', () => {
  it('LinkedIn Connections.csv', () => {
    expect(autoMapColumns(LINKEDIN)).toEqual(['first_name', 'last_name', 'note_line', 'client_email', 'company', 'title', 'note_line']);
  });

  it("Google Contacts' current export (the short header)", () => {
    const headers = [
      'First Name',
      'Middle Name',
      'Last Name',
      'Organization Name',
      'Organization Title',
      'E-mail 1 - Label',
      'E-mail 1 - Value',
      'Phone 1 - Label',
      'Phone 1 - Value',
      'Address 1 - City',
      'Address 1 - Country',
      'Notes',
      'Labels',
    ];
    expect(autoMapColumns(headers)).toEqual([
      'first_name',
      'middle_name',
      'last_name',
      'company',
      'title',
      'ignore',
      'client_email',
      'ignore',
      'phone',
      'city',
      'country',
      'notes',
      'note_line',
    ]);
  });

  it("Google Contacts' current export (every column)", () => {
    const m = mapped(GOOGLE);
    expect(m).toMatchObject({
      'First Name': 'first_name',
      'Middle Name': 'middle_name',
      'Last Name': 'last_name',
      Nickname: 'client_name',
      'Organization Name': 'company',
      'Organization Title': 'title',
      Notes: 'notes',
      Labels: 'note_line',
      Birthday: 'note_line',
      'E-mail 1 - Value': 'client_email',
      'Phone 1 - Value': 'phone',
      'Address 1 - Formatted': 'location',
      'Address 1 - City': 'city',
      'Address 1 - Region': 'region',
      'Address 1 - Country': 'country',
    });
    // Phonetic spellings of the name are not phone numbers.
    for (const h of [
      'Phonetic First Name',
      'Phonetic Middle Name',
      'Phonetic Last Name',
      'E-mail 1 - Label',
      'Phone 1 - Label',
      'Address 1 - Label',
    ]) {
      expect(m[h], h).toBe('ignore');
    }
    expect(GOOGLE.filter((h) => m[h] === 'client_email')).toEqual(['E-mail 1 - Value']);
    expect(GOOGLE.filter((h) => m[h] === 'phone')).toEqual(['Phone 1 - Value']);
  });

  it("Google Contacts' older export", () => {
    const short = [
      'Name',
      'Given Name',
      'Family Name',
      'Organization 1 - Name',
      'Organization 1 - Title',
      'E-mail 1 - Type',
      'E-mail 1 - Value',
    ];
    expect(autoMapColumns(short)).toEqual(['full_name', 'first_name', 'last_name', 'company', 'title', 'ignore', 'client_email']);

    const m = mapped(GOOGLE_OLD);
    expect(m).toMatchObject({
      Name: 'full_name',
      'Given Name': 'first_name',
      'Additional Name': 'middle_name',
      'Family Name': 'last_name',
      Nickname: 'client_name',
      Location: 'location',
      // The first location column wins; a second one is kept in the notes.
      'Address 1 - Formatted': 'note_line',
      'Group Membership': 'note_line',
      'Organization 1 - Name': 'company',
      'Organization 1 - Title': 'title',
      'Address 1 - City': 'city',
      'Address 1 - Country': 'country',
      Notes: 'notes',
    });
    expect(GOOGLE_OLD.filter((h) => m[h] === 'client_email')).toEqual(['E-mail 1 - Value', 'E-mail 2 - Value']);
    expect(GOOGLE_OLD.filter((h) => m[h] === 'phone')).toEqual(['Phone 1 - Value']);
    for (const h of ['Given Name Yomi', 'Family Name Yomi', 'Organization 1 - Yomi Name', 'Organization 1 - Type', 'Gender'])
      expect(m[h], h).toBe('ignore');
  });

  it('Outlook contacts (the header of the brief)', () => {
    const headers = [
      'First Name',
      'Middle Name',
      'Last Name',
      'Title',
      'Company',
      'Department',
      'Job Title',
      'Business Street',
      'Business City',
      'Business State',
      'Business Postal Code',
      'Business Country/Region',
      'Business Phone',
      'Mobile Phone',
      'E-mail Address',
      'E-mail 2 Address',
      'Notes',
    ];
    expect(autoMapColumns(headers)).toEqual([
      'first_name',
      'middle_name',
      'last_name',
      // 'Title' is Mr./Dr. when the file also has 'Job Title'.
      'ignore',
      'company',
      'ignore',
      'title',
      'ignore',
      'city',
      'region',
      'ignore',
      'country',
      'phone',
      'phone',
      'client_email',
      'client_email',
      'notes',
    ]);
  });

  it('Outlook contacts (with display names and a home address)', () => {
    const m = mapped(OUTLOOK);
    expect(m).toMatchObject({
      Title: 'ignore',
      'Job Title': 'title',
      Company: 'company',
      'Business City': 'city',
      // A second city is not lost.
      'Home City': 'note_line',
      'Referred By': 'source_of_introduction',
      'Web Page': 'note_line',
      Notes: 'notes',
    });
    expect(OUTLOOK.filter((h) => m[h] === 'client_email')).toEqual(['E-mail Address', 'E-mail 2 Address']);
    expect(OUTLOOK.filter((h) => m[h] === 'phone')).toEqual(['Business Phone', 'Home Phone', 'Mobile Phone']);
    expect(OUTLOOK.filter((h) => m[h] === 'title')).toEqual(['Job Title']);
  });

  it('a plain Title column is the job title when there is no Job Title', () => {
    expect(autoMapColumns(['Name', 'Title', 'Company'])).toEqual(['full_name', 'title', 'company']);
  });

  it('maps our own export back to its own keys, column by column', () => {
    const labels = EXPORT_CSV_COLUMNS.map(([, label]) => label);
    expect(autoMapColumns(labels)).toEqual(EXPORT_CSV_COLUMNS.map(([key]) => key));
    // Whatever the case or spacing a spreadsheet gave it.
    expect(autoMapColumns(labels.map((l) => ` ${l.toUpperCase()} `))).toEqual(EXPORT_CSV_COLUMNS.map(([key]) => key));
    for (const [key] of EXPORT_CSV_COLUMNS) expect(IMPORT_TARGETS).toContain(key);
  });

  it('keeps one column per single target and lets e-mails, phones and notes repeat', () => {
    expect(
      autoMapColumns(['Name', 'Contact Name', 'Company', 'Employer', 'Email', 'Work Email', 'Phone', 'Mobile', 'Notes', 'Comments']),
    ).toEqual(['full_name', 'note_line', 'company', 'note_line', 'client_email', 'client_email', 'phone', 'phone', 'notes', 'notes']);
  });

  it('gives one target per column, every one a valid target', () => {
    for (const headers of [LINKEDIN, GOOGLE, GOOGLE_OLD, OUTLOOK, [], ['', 'x', '???']]) {
      const targets = autoMapColumns(headers);
      expect(targets).toHaveLength(headers.length);
      for (const t of targets) expect(importTargetSchema.safeParse(t).success).toBe(true);
      const singles = targets.filter((t) => !['client_email', 'phone', 'note_line', 'ignore', 'notes'].includes(t));
      expect(new Set(singles).size).toBe(singles.length);
    }
  });
});

describe('detectImportSource', () => {
  it.each([
    ['LinkedIn', LINKEDIN, 'linkedin'],
    ['Google (current, every column)', GOOGLE, 'google'],
    ['Google (current, short)', ['First Name', 'Last Name', 'Organization Name', 'E-mail 1 - Label', 'E-mail 1 - Value'], 'google'],
    ['Google (older)', GOOGLE_OLD, 'google'],
    [
      'Google (older, short)',
      ['Name', 'Given Name', 'Family Name', 'Organization 1 - Name', 'Organization 1 - Title', 'E-mail 1 - Type', 'E-mail 1 - Value'],
      'google',
    ],
    ['Outlook', OUTLOOK, 'outlook'],
    ['Outlook (short)', ['First Name', 'Last Name', 'Company', 'Job Title', 'Business Phone', 'E-mail Address'], 'outlook'],
    ['Tradeloom', EXPORT_CSV_COLUMNS.map(([, label]) => label), 'tradeloom'],
    ['a spreadsheet', ['Name', 'Company', 'Email', 'Phone', 'Commodities'], 'spreadsheet'],
    ['no header', [], 'spreadsheet'],
  ] as const)('%s', (_, headers, source) => expect(detectImportSource('csv', [...headers])).toBe(source));

  it('reads Excel headers the same way and trusts the format for vCard and JSON', () => {
    expect(detectImportSource('xlsx', LINKEDIN)).toBe('linkedin');
    expect(detectImportSource('xlsx', ['Name', 'Email'])).toBe('spreadsheet');
    expect(detectImportSource('vcf', LINKEDIN)).toBe('vcard');
    expect(detectImportSource('json', [])).toBe('tradeloom');
  });

  it('does not take an e-mail address column alone for Outlook', () => {
    expect(detectImportSource('csv', ['Name', 'Email Address'])).toBe('spreadsheet');
  });
});

describe('labels, messages and schemas', () => {
  it('labels every target, source and duplicate reason', () => {
    for (const t of IMPORT_TARGETS) expect(IMPORT_TARGET_LABELS[t]).toBeTruthy();
    for (const s of IMPORT_SOURCES) expect(IMPORT_SOURCE_LABELS[s]).toBeTruthy();
    for (const r of DUPLICATE_REASONS) expect(DUPLICATE_REASON_LABELS[r]).toBeTruthy();
  });

  it('says the limits in words', () => {
    expect(IMPORT_MESSAGES.tooManyRows).toContain(IMPORT_MAX_ROWS.toLocaleString('en-US'));
    expect(contactLimitReached('Free plan', 1000)).toBe('Your Free plan includes up to 1,000 contacts. Upgrade your plan to add more.');
    expect(importLimitNote(1, 'Free plan', 100)).toBe('1 contact was not imported: your Free plan includes up to 100 contacts.');
    expect(importLimitNote(2500, 'Pro plan', 10_000)).toBe(
      '2,500 contacts were not imported: your Pro plan includes up to 10,000 contacts.',
    );
  });

  it('checks a start request', () => {
    const ok = importStartSchema.parse({ mapping: ['full_name', 'company'] });
    expect(ok.on_duplicate).toBe('skip');
    expect(ok.decisions).toEqual({});
    expect(importStartSchema.safeParse({ mapping: [] }).success).toBe(false);
    expect(importStartSchema.safeParse({ mapping: ['full_name', 'shoe_size'] }).success).toBe(false);
    expect(importStartSchema.safeParse({ mapping: ['full_name'], decisions: { '12': 'update' } }).success).toBe(true);
    expect(importStartSchema.safeParse({ mapping: ['full_name'], decisions: { row12: 'update' } }).success).toBe(false);
    expect(importStartSchema.safeParse({ mapping: ['full_name'], decisions: { '12': 'merge' } }).success).toBe(false);
    const many = Object.fromEntries(Array.from({ length: 5001 }, (_, i) => [String(i), 'keep']));
    expect(importStartSchema.safeParse({ mapping: ['full_name'], decisions: many }).success).toBe(false);
  });
});

describe('importFailureMessage', () => {
  it('counts the rows in words: one row, many rows, none', () => {
    expect(importFailureMessage('Too big.', 1)).toBe('Too big. The first row was imported; retry to continue with the rest.');
    expect(importFailureMessage('Too big.', 2000)).toBe('Too big. The first 2,000 rows were imported; retry to continue with the rest.');
    expect(importFailureMessage('Too big.', 0)).toBe('Too big. Nothing was imported; you can retry.');
  });
});
