import { describe, expect, it } from 'vitest';
import { contactInputSchema, LINKEDIN_URL_INVALID, normaliseLinkedinUrl } from './contacts.ts';

describe('normaliseLinkedinUrl', () => {
  it.each([
    ['https://www.linkedin.com/in/ana-costa', 'https://www.linkedin.com/in/ana-costa'],
    ['linkedin.com/in/ana-costa/', 'https://www.linkedin.com/in/ana-costa'],
    ['www.linkedin.com/in/ana-costa?utm_source=share#top', 'https://www.linkedin.com/in/ana-costa'],
    ['http://LinkedIn.com/in/Ana-Costa', 'https://www.linkedin.com/in/Ana-Costa'],
    ['  https://uk.linkedin.com/in/ana  ', 'https://uk.linkedin.com/in/ana'],
    ['https://www.linkedin.com/company/cerrado-grains', 'https://www.linkedin.com/company/cerrado-grains'],
  ])('%s -> %s', (input, expected) => expect(normaliseLinkedinUrl(input)).toBe(expected));

  it.each([
    '',
    'ana costa',
    'https://www.linkedin.com',
    'https://www.linkedin.com/',
    'https://linkedin.com.evil.example/in/ana',
    'https://notlinkedin.com/in/ana',
    'ftp://www.linkedin.com/in/ana',
    'javascript:alert(1)',
    'https://user:pw@www.linkedin.com/in/ana',
    'https://www.linkedin.com:8443/in/ana',
  ])('refuses %j', (input) => expect(normaliseLinkedinUrl(input)).toBeNull());
});

describe('contactInputSchema.linkedin_url', () => {
  it('stores the normalised address; blank or absent is null', () => {
    const parse = (linkedin_url: unknown) => contactInputSchema.parse({ full_name: 'Ana', linkedin_url }).linkedin_url;
    expect(parse('linkedin.com/in/ana/')).toBe('https://www.linkedin.com/in/ana');
    expect(parse('')).toBeNull();
    expect(parse(null)).toBeNull();
    expect(parse(undefined)).toBeNull();
  });

  it('refuses another address with the one message, and an address over 300 characters', () => {
    const bad = contactInputSchema.safeParse({ full_name: 'Ana', linkedin_url: 'https://example.com/ana' });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0]).toMatchObject({ path: ['linkedin_url'], message: LINKEDIN_URL_INVALID });
    const long = contactInputSchema.safeParse({ full_name: 'Ana', linkedin_url: `https://www.linkedin.com/in/${'a'.repeat(300)}` });
    expect(long.success).toBe(false);
  });
});
