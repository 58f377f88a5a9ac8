/**
 * Meetings from an iCalendar file (.ics): the lines are unfolded and each VEVENT collected and parsed
 * alone with ical.js, so a calendar of years is never held whole. A recurring event is expanded to its
 * occurrences up to now (EXDATEs left out); an occurrence moved or cancelled by a RECURRENCE-ID event
 * carries an override; cancelled events, future occurrences and declining attendees are not meetings.
 */
import ICAL from 'ical.js';
import { readLines } from './lines.ts';
import { CONVERSATION_LIMITS, type ConversationEvent, ConversationParseError, type Participant } from './types.ts';

/** VEVENT blocks as text (unfolded lines joined by CRLF), plus the calendar's VTIMEZONEs. */
async function* eventBlocks(input: AsyncIterable<Buffer | string>) {
  let current: string[] | null = null;
  let depth = 0;
  let seenCalendar = false;
  let last: string | null = null;
  const flush = function* (line: string): Generator<string[]> {
    const upper = line.toUpperCase();
    if (upper.startsWith('BEGIN:VCALENDAR')) seenCalendar = true;
    if (current) {
      current.push(line);
      if (current.length > CONVERSATION_LIMITS.maxEventLines)
        throw new ConversationParseError('An event of this calendar is too large to read.');
      if (upper.startsWith('BEGIN:')) depth++;
      else if (upper.startsWith('END:')) {
        depth--;
        if (depth === 0) {
          const done = current;
          current = null;
          yield done;
        }
      }
    } else if (upper === 'BEGIN:VEVENT' || upper === 'BEGIN:VTIMEZONE') {
      current = [line];
      depth = 1;
    }
  };
  for await (const raw of readLines(input)) {
    if ((raw.startsWith(' ') || raw.startsWith('\t')) && last !== null) {
      last += raw.slice(1);
      if (last.length > CONVERSATION_LIMITS.maxLineChars) throw new ConversationParseError('A line of this calendar is too long to read.');
      continue;
    }
    if (last !== null) yield* flush(last);
    last = raw;
    if (!seenCalendar && last.trim() !== '' && !last.toUpperCase().startsWith('BEGIN:VCALENDAR'))
      throw new ConversationParseError('This is not a calendar file (.ics): it does not start with BEGIN:VCALENDAR.');
  }
  if (last !== null) yield* flush(last);
  if (!seenCalendar) throw new ConversationParseError('This is not a calendar file (.ics): it does not start with BEGIN:VCALENDAR.');
}

function person(prop: ICAL.Property | null): Participant | null {
  if (!prop) return null;
  const value = String(prop.getFirstValue() ?? '');
  const email = /^mailto:/i.test(value)
    ? value.slice(7).trim().toLowerCase()
    : value.includes('@')
      ? value.trim().toLowerCase()
      : undefined;
  const cn = prop.getParameter('cn');
  const name = typeof cn === 'string' && cn.trim() ? cn.trim() : undefined;
  if (!email && !name) return null;
  return { ...(email ? { email } : {}), ...(name ? { name } : {}) };
}

const dayOfTime = (t: ICAL.Time) =>
  `${String(t.year).padStart(4, '0')}-${String(t.month).padStart(2, '0')}-${String(t.day).padStart(2, '0')}`;

/** The meetings of the calendar, occurrence by occurrence; `now` bounds what has happened. */
export async function* parseIcs(input: AsyncIterable<Buffer | string>, now = new Date()): AsyncGenerator<ConversationEvent> {
  const nowMs = now.getTime();
  for await (const lines of eventBlocks(input)) {
    if (lines[0]!.toUpperCase() === 'BEGIN:VTIMEZONE') {
      try {
        const tz = new ICAL.Component(ICAL.parse(lines.join('\r\n')) as unknown as unknown[]);
        ICAL.TimezoneService.register(new ICAL.Timezone(tz));
      } catch {
        // An unreadable time zone: its events are read in floating time.
      }
      continue;
    }
    let vevent: ICAL.Component;
    try {
      vevent = new ICAL.Component(ICAL.parse(lines.join('\r\n')) as unknown as unknown[]);
    } catch {
      continue; // one broken event does not spoil the calendar
    }
    const event = new ICAL.Event(vevent);
    if (!event.uid || !event.startDate) continue;
    const cancelled = String(vevent.getFirstPropertyValue('status') ?? '').toUpperCase() === 'CANCELLED';
    const organizer = person(vevent.getFirstProperty('organizer'));
    const attendees: Participant[] = [];
    for (const prop of vevent.getAllProperties('attendee')) {
      if (String(prop.getParameter('partstat') ?? '').toUpperCase() === 'DECLINED') continue;
      const p = person(prop);
      if (p && !(p.email && p.email === organizer?.email)) attendees.push(p);
    }
    if (!organizer && attendees.length === 0) continue;
    const from = organizer ?? attendees[0]!;
    const to = organizer ? attendees : attendees.slice(1);
    const make = (start: ICAL.Time, key: string, override?: 'replace' | 'cancel'): ConversationEvent => ({
      at: start.toJSDate(),
      day: dayOfTime(start),
      from,
      to,
      kind: 'meeting',
      key,
      ...(override ? { override } : {}),
    });

    if (event.isRecurrenceException()) {
      const key = `${event.uid}/${event.recurrenceId.toString()}`;
      if (cancelled) yield make(event.startDate, key, 'cancel');
      else if (event.startDate.toJSDate().getTime() <= nowMs) yield make(event.startDate, key, 'replace');
      // Moved into the future: not yet met, but the original occurrence is gone.
      else yield make(event.startDate, key, 'cancel');
      continue;
    }
    if (cancelled) continue;
    if (!event.isRecurring()) {
      if (event.startDate.toJSDate().getTime() <= nowMs) yield make(event.startDate, event.uid);
      continue;
    }
    const it = event.iterator();
    for (let n = 0; n < CONVERSATION_LIMITS.maxOccurrences; n++) {
      const next = it.next();
      if (!next || next.toJSDate().getTime() > nowMs) break;
      yield make(next, `${event.uid}/${next.toString()}`);
    }
  }
}
