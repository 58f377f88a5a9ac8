/**
 * The few RFC 5322 header fields an mbox import reads: address lists (display names, quoted strings,
 * groups, comments), RFC 2047 encoded words in names, and dates.
 */
import type { Participant } from './types.ts';

const ENCODED_WORD = /=\?([^?\s]+)\?([bBqQ])\?([^?\s]*)\?=/g;

/** Decodes RFC 2047 encoded words (=?UTF-8?B?...?=, =?ISO-8859-1?Q?...?=); whitespace between two of them goes. */
export function decodeWords(text: string): string {
  return text
    .replace(/(=\?[^?\s]+\?[bBqQ]\?[^?\s]*\?=)\s+(?==\?)/g, '$1')
    .replace(ENCODED_WORD, (whole, charset: string, enc: string, data: string) => {
      try {
        const bytes =
          enc.toUpperCase() === 'B'
            ? Buffer.from(data, 'base64')
            : Buffer.from(
                data.replace(/_/g, ' ').replace(/=([0-9A-Fa-f]{2})/g, (_m, h: string) => String.fromCharCode(Number.parseInt(h, 16))),
                'latin1',
              );
        return new TextDecoder(charset.split('*')[0]!.toLowerCase()).decode(bytes);
      } catch {
        return whole;
      }
    });
}

/** Splits on commas outside quotes, angle brackets and comments. */
function splitList(value: string): string[] {
  const out: string[] = [];
  let cur = '';
  let quoted = false;
  let angle = 0;
  let comment = 0;
  for (let i = 0; i < value.length; i++) {
    const ch = value[i]!;
    if (quoted) {
      if (ch === '\\' && i + 1 < value.length) {
        cur += ch + value[++i];
        continue;
      }
      if (ch === '"') quoted = false;
    } else if (ch === '"') quoted = true;
    else if (ch === '(') comment++;
    else if (ch === ')' && comment > 0) comment--;
    else if (ch === '<') angle++;
    else if (ch === '>' && angle > 0) angle--;
    else if ((ch === ',' || ch === ';') && angle === 0 && comment === 0) {
      out.push(cur);
      cur = '';
      continue;
    }
    cur += ch;
  }
  out.push(cur);
  return out;
}

const unquote = (s: string) =>
  s
    .trim()
    .replace(/^"(.*)"$/s, '$1')
    .replace(/\\(.)/g, '$1')
    .trim();

/** The people of an address list header ('Ann <a@x.com>, "Lee, Bo" <b@y.com>, c@z.com, Team: d@x.com;'). */
export function parseAddressList(value: string | undefined): Participant[] {
  if (!value) return [];
  const people: Participant[] = [];
  for (let part of splitList(value)) {
    // A group's name ('Team: a@x.com') is not a person.
    const group = /^\s*[^"<>@,]*?:(?!\/)/.exec(part);
    if (group && !part.slice(0, group[0].length).includes('@')) part = part.slice(group[0].length);
    const angle = /<([^<>]*)>/.exec(part);
    let email: string | undefined;
    let name: string | undefined;
    if (angle) {
      email = angle[1]!.trim();
      name = unquote(part.slice(0, angle.index).replace(/\([^)]*\)/g, ''));
    } else {
      const comment = /\(([^)]*)\)/.exec(part);
      email = part.replace(/\([^)]*\)/g, '').trim();
      name = comment ? comment[1]!.trim() : undefined;
    }
    email = email?.replace(/^mailto:/i, '').toLowerCase();
    if (!email || !/^[^\s@]+@[^\s@]+$/.test(email)) continue;
    name = name ? decodeWords(name).trim() : '';
    people.push(name && name.toLowerCase() !== email ? { email, name } : { email });
  }
  return people;
}

/** A Date header ('Thu, 13 Feb 2025 10:00:00 +0000 (UTC)'); null when it cannot be read. */
export function parseMailDate(value: string | undefined): Date | null {
  if (!value) return null;
  const cleaned = value
    .replace(/\([^)]*\)/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  const ms = Date.parse(cleaned);
  return Number.isNaN(ms) ? null : new Date(ms);
}
