/**
 * Real-looking conversation exports for the tests of issue 27's imports (decision 040): WhatsApp from
 * Android (month-first with AM/PM, day-first 24 h, dotted) and iOS (bracketed, U+200E marks), Telegram
 * (one chat and the whole account), a calendar and an mbox.
 */
import { zipParts } from './xlsx-zip.ts';

const LRM = '\u200e';
const NNBSP = '\u202f';

/** Android, US English: month-first, 12-hour clock (narrow no-break space before PM). */
export const WHATSAPP_ANDROID_US = [
  `1/5/26, 9:15${NNBSP}AM - Messages and calls are end-to-end encrypted. No one outside of this chat, not even WhatsApp, can read or listen to them. Tap to learn more.`,
  `1/5/26, 9:15${NNBSP}AM - Ann Lee: Morning, are you still looking for 25,000 t of wheat?`,
  `1/5/26, 9:17${NNBSP}AM - Sam Trader: Yes — CIF Alexandria, Feb/Mar shipment.`,
  'Can you send specs?',
  'Protein 12.5 min',
  `1/5/26, 9:20${NNBSP}AM - Ann Lee: <Media omitted>`,
  `1/13/26, 6:02${NNBSP}PM - Sam Trader: Any news on the tender?`,
  `2/2/26, 11:45${NNBSP}PM - Ann Lee: Offer attached: 231 USD/t`,
  `2/2/26, 11:46${NNBSP}PM - Ann Lee: valid until Friday`,
].join('\n');

/** Android, UK English: day-first, 24-hour; the sender is a phone number (with the bidi marks WhatsApp writes). */
export const WHATSAPP_ANDROID_UK = [
  '03/02/2026, 08:01 - Messages and calls are end-to-end encrypted. No one outside of this chat, not even WhatsApp, can read or listen to them.',
  '03/02/2026, 08:01 - \u202a+44 7700 900123\u202c: Hi, this is Oleg from Black Sea Grain',
  '03/02/2026, 08:05 - Sam Trader: Hi Oleg',
  '14/02/2026, 21:15 - \u202a+44 7700 900123\u202c: Vessel nominated.',
  'ETA 20/02',
].join('\r\n');

/** Android, German: dotted day-first dates, 2-digit year. */
export const WHATSAPP_ANDROID_DOTTED = [
  '05.03.26, 10:00 - Klaus Meyer: Guten Morgen',
  '05.03.26, 10:02 - Sam Trader: Morning Klaus',
  '06.03.26, 07:30 - Sam Trader: Any update on the scrap cargo?',
].join('\n');

/** iOS: bracketed, day-first, seconds, U+200E before system lines and media. */
export const WHATSAPP_IOS = [
  `[12/03/2026, 14:02:11] Maria Costa: ${LRM}Messages and calls are end-to-end encrypted. No one outside of this chat, not even WhatsApp, can read or listen to them.`,
  '[12/03/2026, 14:02:11] Maria Costa: Hello Sam, following up on the copper cathodes',
  '[12/03/2026, 14:05:40] Sam Trader: Hi Maria! LME + 120 is our best.',
  `${LRM}[12/03/2026, 14:06:02] Maria Costa: ${LRM}image omitted`,
  '[25/03/2026, 09:00:00] Sam Trader: Maria, are you at LME Asia week?',
  'Would be good to meet.',
].join('\n');

/** An iOS group chat. */
export const WHATSAPP_IOS_GROUP = [
  `[01/04/2026, 10:00:00] Steel desk: ${LRM}Maria Costa created group “Steel desk”`,
  `[01/04/2026, 10:00:01] Steel desk: ${LRM}Maria Costa added you`,
  '[01/04/2026, 10:01:00] Maria Costa: Welcome all',
  '[01/04/2026, 10:02:00] Ravi Patel: Thanks Maria',
  '[02/04/2026, 10:02:00] Ravi Patel: HRC offer coming',
  '[02/04/2026, 11:00:00] Sam Trader: 👍',
].join('\n');

/** The .zip WhatsApp on iOS shares: '_chat.txt' and a photo. */
export async function whatsappIosZip(): Promise<Buffer> {
  return zipParts([
    { name: '_chat.txt', chunks: () => [WHATSAPP_IOS] },
    { name: '00000004-PHOTO-2026-03-12-14-06-02.jpg', chunks: () => [Buffer.alloc(2048, 7)] },
  ]);
}

export const TELEGRAM_SINGLE = JSON.stringify(
  {
    name: 'Chen Wei',
    type: 'personal_chat',
    id: 4455667788,
    messages: [
      {
        id: 1,
        type: 'service',
        date: '2026-02-10T08:00:00',
        date_unixtime: '1770710400',
        actor: 'Chen Wei',
        action: 'phone_call',
        text: '',
      },
      {
        id: 2,
        type: 'message',
        date: '2026-02-10T08:01:00',
        from: 'Chen Wei',
        from_id: 'user5550001',
        text: 'Iron ore fines 62% — interested?',
      },
      { id: 3, type: 'message', date: '2026-02-10T08:03:00', from: 'Sam Trader', from_id: 'user1000001', text: 'Yes, send the offer' },
      {
        id: 4,
        type: 'message',
        date: '2026-02-10T09:30:00',
        from: 'Chen Wei',
        from_id: 'user5550001',
        text: [{ type: 'bold', text: 'Offer' }, ' attached'],
      },
      { id: 5, type: 'message', date: '2026-02-12T17:00:00', from: 'Sam Trader', from_id: 'user1000001', text: 'Following up' },
    ],
  },
  null,
  1,
);

export const TELEGRAM_FULL = JSON.stringify({
  about: 'Here is the data you requested.',
  personal_information: { user_id: 1000001, first_name: 'Sam', last_name: 'Trader', phone_number: '+44 7700 900999' },
  chats: {
    about: 'This page lists all chats from this export.',
    list: [
      {
        name: 'Chen Wei',
        type: 'personal_chat',
        id: 4455667788,
        messages: [
          { id: 10, type: 'message', date: '2026-02-10T08:01:00', from: 'Chen Wei', from_id: 'user5550001', text: 'Hi' },
          { id: 11, type: 'message', date: '2026-02-13T10:00:00', from: 'Sam Trader', from_id: 'user1000001', text: 'Any news?' },
        ],
      },
      {
        name: 'Grain Desk',
        type: 'private_supergroup',
        id: 99,
        messages: [
          { id: 20, type: 'message', date: '2026-03-01T12:00:00', from: 'Ravi Patel', from_id: 'user777', text: 'Morning' },
          { id: 21, type: 'message', date: '2026-03-01T12:05:00', from: 'Sam Trader', from_id: 'user1000001', text: 'Morning' },
          { id: 22, type: 'service', date: '2026-03-01T12:06:00', actor: 'Ravi Patel', action: 'pin_message', text: '' },
        ],
      },
      {
        name: 'Commodity News',
        type: 'public_channel',
        id: 5,
        messages: [{ id: 30, type: 'message', date: '2026-03-02T00:00:00', from: 'Commodity News', text: 'Brent up' }],
      },
      {
        type: 'saved_messages',
        id: 6,
        messages: [{ id: 40, type: 'message', date: '2026-03-03T00:00:00', from: 'Sam Trader', text: 'note to self' }],
      },
    ],
  },
});

/** A calendar: a meeting with attendees, a weekly series with an exception, a moved and a cancelled occurrence, a cancelled event and a future one. */
export const ICS = [
  'BEGIN:VCALENDAR',
  'VERSION:2.0',
  'PRODID:-//Example Corp//Calendar 1.0//EN',
  'BEGIN:VTIMEZONE',
  'TZID:Europe/London',
  'BEGIN:STANDARD',
  'DTSTART:19701025T020000',
  'RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU',
  'TZOFFSETFROM:+0100',
  'TZOFFSETTO:+0000',
  'END:STANDARD',
  'END:VTIMEZONE',
  'BEGIN:VEVENT',
  'UID:meeting-1@example.com',
  'DTSTAMP:20260101T000000Z',
  'DTSTART:20260115T100000Z',
  'DTEND:20260115T110000Z',
  'SUMMARY:Wheat tender debrief',
  'ORGANIZER;CN=Sam Trader:mailto:sam@tradeloom.test',
  'ATTENDEE;CN=Ann Lee;PARTSTAT=ACCEPTED:mailto:ann@agri.example',
  'ATTENDEE;CN="Oleg Petrenko";PARTSTAT=ACCEPTED:mailto:OLEG@blacksea.exam',
  ' ple',
  'ATTENDEE;CN=Declined Dan;PARTSTAT=DECLINED:mailto:dan@x.example',
  'BEGIN:VALARM',
  'ACTION:DISPLAY',
  'TRIGGER:-PT15M',
  'END:VALARM',
  'END:VEVENT',
  'BEGIN:VEVENT',
  'UID:weekly-copper@example.com',
  'DTSTAMP:20260101T000000Z',
  'DTSTART;TZID=Europe/London:20260105T090000',
  'DTEND;TZID=Europe/London:20260105T093000',
  'RRULE:FREQ=WEEKLY;COUNT=4',
  'EXDATE;TZID=Europe/London:20260112T090000',
  'SUMMARY:Copper weekly',
  'ORGANIZER:mailto:maria@metals.example',
  'ATTENDEE:mailto:sam@tradeloom.test',
  'END:VEVENT',
  'BEGIN:VEVENT',
  'UID:weekly-copper@example.com',
  'DTSTAMP:20260101T000000Z',
  'RECURRENCE-ID;TZID=Europe/London:20260119T090000',
  'DTSTART;TZID=Europe/London:20260120T150000',
  'DTEND;TZID=Europe/London:20260120T153000',
  'SUMMARY:Copper weekly (moved)',
  'ORGANIZER:mailto:maria@metals.example',
  'ATTENDEE:mailto:sam@tradeloom.test',
  'END:VEVENT',
  'BEGIN:VEVENT',
  'UID:weekly-copper@example.com',
  'DTSTAMP:20260101T000000Z',
  'RECURRENCE-ID;TZID=Europe/London:20260126T090000',
  'DTSTART;TZID=Europe/London:20260126T090000',
  'STATUS:CANCELLED',
  'ORGANIZER:mailto:maria@metals.example',
  'END:VEVENT',
  'BEGIN:VEVENT',
  'UID:cancelled-1@example.com',
  'DTSTAMP:20260101T000000Z',
  'DTSTART:20260201T100000Z',
  'STATUS:CANCELLED',
  'ORGANIZER:mailto:sam@tradeloom.test',
  'ATTENDEE:mailto:ghost@x.example',
  'END:VEVENT',
  'BEGIN:VEVENT',
  'UID:future-1@example.com',
  'DTSTAMP:20260101T000000Z',
  'DTSTART:20991231T100000Z',
  'ORGANIZER:mailto:sam@tradeloom.test',
  'ATTENDEE:mailto:future@x.example',
  'END:VEVENT',
  'END:VCALENDAR',
  '',
].join('\r\n');

/** An mbox: folded headers, encoded names, a body that quotes a 'From ' line ('>From '), and a message without a Message-ID. */
export const MBOX = [
  'From sam@tradeloom.test Thu Jan 15 10:00:00 2026',
  'Return-Path: <sam@tradeloom.test>',
  'Message-ID: <offer-1@tradeloom.test>',
  'Date: Thu, 15 Jan 2026 10:00:00 +0000 (UTC)',
  'From: Sam Trader <sam@tradeloom.test>',
  'To: =?UTF-8?B?Sm9zw6kgR2FyY8OtYQ==?= <jose@azucar.example>,',
  ' "Lee, Ann" <ann@agri.example>',
  'Cc: =?ISO-8859-1?Q?Fran=E7ois_Dupont?= <francois@negoce.example>',
  'Subject: Sugar offer',
  '',
  'Dear José,',
  '>From our side the offer stands.',
  '',
  'From the desk of Sam: this line is not a new message because it follows a body line.',
  'Best, Sam',
  '',
  'From jose@azucar.example Fri Jan 16 08:30:00 2026',
  'Message-ID: <reply-1@azucar.example>',
  'Date: Fri, 16 Jan 2026 08:30:00 -0300',
  'From: =?UTF-8?Q?Jos=C3=A9_Garc=C3=ADa?= <JOSE@azucar.example>',
  'To: sam@tradeloom.test',
  'In-Reply-To: <offer-1@tradeloom.test>',
  'Subject: Re: Sugar offer',
  '',
  'Thanks Sam.',
  '> On Thu, Sam wrote:',
  '>From our side the offer stands.',
  '',
  'From newsletter@bulk.example Sat Jan 17 06:00:00 2026',
  'Date: Sat, 17 Jan 2026 06:00:00 +0000',
  'From: Market Wire <newsletter@bulk.example>',
  'To: sam@tradeloom.test',
  'Subject: Daily prices',
  '',
  'Prices.',
  '',
].join('\n');
