/**
 * The conversation parsers and their aggregation (issue 27 item 2, decision 040), on real-looking
 * exports: WhatsApp from Android (two date styles and a dotted one) and iOS, a zip, Telegram (one
 * chat and a whole account), a calendar (attendees, a recurring series, moved, cancelled and future
 * meetings) and an mbox (folded headers, encoded names, a quoted '>From ' in a body).
 */
import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { ConversationAggregator, type ConversationKind } from '../src/modules/conversations/aggregate.ts';
import { parseIcs } from '../src/modules/conversations/parsers/ics.ts';
import { readLines } from '../src/modules/conversations/parsers/lines.ts';
import { decodeWords, parseAddressList } from '../src/modules/conversations/parsers/mail-headers.ts';
import { parseMbox } from '../src/modules/conversations/parsers/mbox.ts';
import { parseTelegram } from '../src/modules/conversations/parsers/telegram.ts';
import type { ConversationEvent } from '../src/modules/conversations/parsers/types.ts';
import { parseWhatsapp, parseWhatsappText, whatsappChatName } from '../src/modules/conversations/parsers/whatsapp.ts';
import {
  ICS,
  MBOX,
  TELEGRAM_FULL,
  TELEGRAM_SINGLE,
  WHATSAPP_ANDROID_DOTTED,
  WHATSAPP_ANDROID_UK,
  WHATSAPP_ANDROID_US,
  WHATSAPP_IOS,
  WHATSAPP_IOS_GROUP,
  whatsappIosZip,
} from './conversation-samples.ts';

/** A stream that hands the text over in small pieces, cutting lines and characters in two. */
const chunked = (text: string | Buffer, size = 7) => {
  const buf = Buffer.isBuffer(text) ? text : Buffer.from(text);
  return Readable.from(
    (function* () {
      for (let i = 0; i < buf.length; i += size) yield buf.subarray(i, i + size);
    })(),
  );
};
const all = async (it: AsyncIterable<ConversationEvent>) => {
  const out: ConversationEvent[] = [];
  for await (const ev of it) out.push(ev);
  return out;
};
const NOW = new Date('2026-11-26T00:00:00Z');
const SELF = { names: ['Sam Trader'], phones: [], emails: ['sam@tradeloom.test'] };
const digest = (kind: ConversationKind, events: ConversationEvent[], self = SELF) => {
  const agg = new ConversationAggregator(kind, self);
  for (const ev of events) agg.add(ev);
  return agg.finish();
};

describe('lines', () => {
  it('splits CRLF and LF across chunks, keeps multi-byte characters whole, drops a BOM', async () => {
    const lines: string[] = [];
    for await (const l of readLines(chunked('\ufeffé1\r\nzwei €\n\ndrei', 3))) lines.push(l);
    expect(lines).toEqual(['é1', 'zwei €', '', 'drei']);
  });
  it('refuses a line longer than the limit with a 422', async () => {
    await expect(all(readLines(chunked('x'.repeat(5000), 512), 1000) as never)).rejects.toMatchObject({ status: 422 });
  });
});

describe('WhatsApp', () => {
  it('reads Android month-first 12-hour exports: multi-line messages, system lines, media', async () => {
    const events = await all(parseWhatsappText(chunked(WHATSAPP_ANDROID_US), 'Ann Lee'));
    expect(events.map((e) => [e.day, e.from.name])).toEqual([
      ['2026-01-05', 'Ann Lee'],
      ['2026-01-05', 'Sam Trader'],
      ['2026-01-05', 'Ann Lee'],
      ['2026-01-13', 'Sam Trader'],
      ['2026-02-02', 'Ann Lee'],
      ['2026-02-02', 'Ann Lee'],
    ]);
    expect(events[4]!.at.toISOString()).toBe('2026-02-02T23:45:00.000Z');
    const d = digest('whatsapp', events);
    expect(d.participants).toHaveLength(1);
    expect(d.participants[0]).toMatchObject({ key: 'name:ann lee', count: 6, first: '2026-01-05', last: '2026-02-02' });
    expect(d.participants[0]!.entries).toEqual([
      ['2026-01-05', 'whatsapp:2026-01-05', 'in', 3],
      ['2026-01-13', 'whatsapp:2026-01-13', 'out', 1],
      ['2026-02-02', 'whatsapp:2026-02-02', 'in', 2],
    ]);
  });

  it('reads Android day-first 24-hour exports with a phone number as the sender', async () => {
    const events = await all(parseWhatsappText(chunked(WHATSAPP_ANDROID_UK)));
    expect(events.map((e) => e.day)).toEqual(['2026-02-03', '2026-02-03', '2026-02-14']);
    expect(events[0]!.from).toEqual({ phone: '+44 7700 900123' });
    // No chat name: the user is recognised by the profile's name, the other sender is the contact.
    const d = digest('whatsapp', events);
    expect(d.participants.map((p) => [p.key, p.count])).toEqual([['phone:+447700900123', 3]]);
    expect(d.participants[0]!.entries.map((e) => e[2])).toEqual(['in', 'in']);
  });

  it('decides day-first from a later line when the first dates are ambiguous, and reads dotted dates', async () => {
    const late = ['01/02/2026, 10:00 - Ann Lee: hi', '13/02/2026, 10:00 - Ann Lee: later'].join('\n');
    expect((await all(parseWhatsappText(chunked(late)))).map((e) => e.day)).toEqual(['2026-02-01', '2026-02-13']);
    const us = ['01/02/26, 10:00 AM - Ann Lee: hi', '01/13/26, 10:00 PM - Ann Lee: later'].join('\n');
    expect((await all(parseWhatsappText(chunked(us)))).map((e) => e.day)).toEqual(['2026-01-02', '2026-01-13']);
    const dotted = await all(parseWhatsappText(chunked(WHATSAPP_ANDROID_DOTTED), 'Klaus Meyer'));
    expect(dotted.map((e) => e.day)).toEqual(['2026-03-05', '2026-03-05', '2026-03-06']);
  });

  it('reads iOS exports (brackets, seconds, U+200E system lines) and the zip WhatsApp shares', async () => {
    const events = await all(parseWhatsappText(chunked(WHATSAPP_IOS)));
    expect(events.map((e) => [e.day, e.from.name])).toEqual([
      ['2026-03-12', 'Maria Costa'],
      ['2026-03-12', 'Sam Trader'],
      ['2026-03-12', 'Maria Costa'],
      ['2026-03-25', 'Sam Trader'],
    ]);
    const zip = await whatsappIosZip();
    const fromZip = await all(parseWhatsapp(chunked(zip, 1000), { fileName: 'WhatsApp Chat - Maria Costa.zip', zip: true }));
    expect(fromZip.map((e) => e.day)).toEqual(events.map((e) => e.day));
    expect(fromZip[0]!.chat).toMatchObject({ name: 'Maria Costa', personal: true });
    const d = digest('whatsapp', fromZip, { names: [], phones: [], emails: [] });
    expect(d.participants.map((p) => [p.key, p.count, p.entries.map((e) => e[2])])).toEqual([['name:maria costa', 4, ['in', 'out']]]);
  });

  it('gives each sender of a group the days they wrote, though the export is named like a person', async () => {
    const d = digest('whatsapp', await all(parseWhatsappText(chunked(WHATSAPP_IOS_GROUP), 'Steel desk')));
    expect(d.participants.map((p) => [p.key, p.count])).toEqual([
      ['name:ravi patel', 2],
      ['name:maria costa', 1],
    ]);
  });

  it('finds the chat name in the file names WhatsApp uses, and refuses a file without messages', async () => {
    expect(whatsappChatName('WhatsApp Chat with Ann Lee.txt')).toBe('Ann Lee');
    expect(whatsappChatName('WhatsApp Chat - Maria Costa.zip')).toBe('Maria Costa');
    expect(whatsappChatName('_chat.txt')).toBeUndefined();
    await expect(all(parseWhatsappText(chunked('just some notes\nnothing here')))).rejects.toMatchObject({ status: 422 });
  });
});

describe('Telegram', () => {
  it('reads a one-chat export: the chat name is the contact, service messages are skipped', async () => {
    const events = await all(parseTelegram(chunked(TELEGRAM_SINGLE, 50)));
    expect(events).toHaveLength(4);
    const d = digest('telegram', events, { names: [], phones: [], emails: [] });
    expect(d.participants.map((p) => [p.key, p.count, p.entries])).toEqual([
      [
        'name:chen wei',
        4,
        [
          ['2026-02-10', 'telegram:2026-02-10', 'in', 3],
          ['2026-02-12', 'telegram:2026-02-12', 'out', 1],
        ],
      ],
    ]);
  });

  it('reads the whole-account export chat by chat, without channels or saved messages', async () => {
    const events = await all(parseTelegram(chunked(TELEGRAM_FULL, 64)));
    expect(events.map((e) => e.from.name)).toEqual(['Chen Wei', 'Sam Trader', 'Ravi Patel', 'Sam Trader']);
    const d = digest('telegram', events);
    expect(d.totals.chats).toBe(2);
    expect(d.participants.map((p) => [p.key, p.count])).toEqual([
      ['name:chen wei', 2],
      ['name:ravi patel', 1],
    ]);
  });

  it('refuses a file that is not JSON', async () => {
    await expect(all(parseTelegram(chunked('{"name": "x", "messages": [ {')))).rejects.toMatchObject({ status: 422 });
  });
});

describe('iCalendar', () => {
  it('reads meetings with attendees, expands a series, applies moved and cancelled occurrences, skips cancelled and future events', async () => {
    const events = await all(parseIcs(chunked(ICS, 40), NOW));
    const d = digest('ics', events);
    const byKey = Object.fromEntries(d.participants.map((p) => [p.key, p]));
    expect(Object.keys(byKey).sort()).toEqual(['email:ann@agri.example', 'email:maria@metals.example', 'email:oleg@blacksea.example']);
    expect(byKey['email:ann@agri.example']!.participant).toEqual({ email: 'ann@agri.example', name: 'Ann Lee' });
    expect(byKey['email:oleg@blacksea.example']!.entries).toEqual([['2026-01-15', 'meeting-1@example.com', null, 1]]);
    // Weekly x4: the 12th excluded, the 19th moved to the 20th, the 26th cancelled.
    expect(byKey['email:maria@metals.example']!.entries.map((e) => e[0]).sort()).toEqual(['2026-01-05', '2026-01-20']);
    expect(d.totals.items).toBe(3);
  });

  it('refuses a file that is not a calendar', async () => {
    await expect(all(parseIcs(chunked('hello\nworld'), NOW))).rejects.toMatchObject({ status: 422 });
  });
});

describe('mbox', () => {
  it('reads only headers: folded lists, encoded names, and never a body line as a message', async () => {
    const events = await all(parseMbox(chunked(MBOX, 13)));
    expect(events.map((e) => e.key)).toEqual([
      '<offer-1@tradeloom.test>',
      '<reply-1@azucar.example>',
      expect.stringMatching(/^mbox:[0-9a-f]{32}$/),
    ]);
    expect(events[0]!.to).toEqual([
      { email: 'jose@azucar.example', name: 'José García' },
      { email: 'ann@agri.example', name: 'Lee, Ann' },
      { email: 'francois@negoce.example', name: 'François Dupont' },
    ]);
    expect(events[1]!.from).toEqual({ email: 'jose@azucar.example', name: 'José García' });
    expect(events[1]!.day).toBe('2026-01-16');
    const d = digest('mbox', events);
    const jose = d.participants.find((p) => p.key === 'email:jose@azucar.example')!;
    expect(jose.entries).toEqual([
      ['2026-01-15', '<offer-1@tradeloom.test>', 'out', 1],
      ['2026-01-16', '<reply-1@azucar.example>', 'in', 1],
    ]);
    expect(d.participants.some((p) => p.key === 'email:sam@tradeloom.test')).toBe(false);
  });

  it('recognises the mailbox owner without a profile address when one address is in most messages', () => {
    const at = new Date('2026-01-01T00:00:00Z');
    const mk = (n: number, from: string, to: string): ConversationEvent => ({
      at,
      day: '2026-01-01',
      from: { email: from },
      to: [{ email: to }],
      kind: 'email',
      key: `<${n}@x>`,
    });
    const d = digest('mbox', [mk(1, 'me@x.com', 'a@y.com'), mk(2, 'b@y.com', 'me@x.com'), mk(3, 'me@x.com', 'c@y.com')], {
      names: [],
      phones: [],
      emails: [],
    });
    expect(d.participants.map((p) => [p.key, p.entries[0]![2]]).sort()).toEqual([
      ['email:a@y.com', 'out'],
      ['email:b@y.com', 'in'],
      ['email:c@y.com', 'out'],
    ]);
  });

  it('decodes encoded words and parses address lists with groups and comments', () => {
    expect(decodeWords('=?UTF-8?B?Sm9zw6k=?= =?UTF-8?Q?_Garc=C3=ADa?=')).toBe('José García');
    expect(parseAddressList('Desk: a@x.com, b@y.com (Bo Lee);, "Q, R" <R@Z.com>')).toEqual([
      { email: 'a@x.com' },
      { email: 'b@y.com', name: 'Bo Lee' },
      { email: 'r@z.com', name: 'Q, R' },
    ]);
  });

  it('refuses a file that is not an mbox', async () => {
    await expect(all(parseMbox(chunked('Subject: hi\n\nbody')))).rejects.toMatchObject({ status: 422 });
  });
});

describe('limits', () => {
  it('refuses a file naming more people than an import reads', () => {
    const agg = new ConversationAggregator('mbox', SELF, 3);
    const at = new Date();
    expect(() => {
      for (let i = 0; i < 5; i++)
        agg.add({ at, day: '2026-01-01', from: { email: `p${i}@x.com` }, to: [], kind: 'email', key: `<${i}@x>` });
    }).toThrow(/more than 3 people/);
  });
});
