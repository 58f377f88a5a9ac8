/**
 * Time in a question, read against the logged interactions: 'haven't spoken to in over 6 months'
 * (silent since a date), 'who did I talk to this year', 'last week', 'in the last 30 days', 'in
 * October' (in touch within a span), 'never contacted' (no touch at all). Dates by name ('since
 * March', 'since 3 March 2025') are read with chrono-node; a month or day without a year is the last
 * one before now.
 */
import * as chrono from 'chrono-node';
import { NUMBER_WORDS as ENGINE_NUMBER_WORDS } from '../network.ts';

const DAY = 86_400_000;

/** 'Since' in the languages of the trade ('sejak 13 nov', 'desde el lunes', 'seit März'): up to now, not that day. */
const SINCE_WORD = /\b(since|after|from|sejak|semenjak|desde|depuis|seit|dal|dalla|od|simula|mula|a partir)\b/;

export interface TimeFilter {
  /**
   * silent: last touch before `from`; touched: a touch within [from, to]; never: no touch logged; added: the contact was
   * added to the book within [from, to] ('contacts I added this month').
   */
  kind: 'silent' | 'touched' | 'never' | 'added';
  from: number | null;
  to: number | null;
  /** How the answer says it: 'in over 3 months', 'since 1 March 2026', 'this year'. */
  label: string;
  /** Only touches of this kind count ('who did I call in September': calls). */
  via?: InteractionWay;
  /** touched: the latest touch is the one in [from, to] ('contacts I last spoke to in June'). */
  last?: boolean;
}

export type InteractionWay = 'call' | 'email' | 'meeting' | 'message';

/** The way of being in touch a question asks about, if it names one ('who did I email', 'meetings I had'). */
export function interactionWay(text: string): InteractionWay | null {
  if (/\b(called|call|calls|phoned|phone|rang|ring)\b/.test(text)) return 'call';
  if (/\b(email|emailed|emails|e mail|e mailed|mailed)\b/.test(text)) return 'email';
  if (/\b(whatsapp|whatsapped|texted|text|messaged|message|messages|wechat|sms|telegram)\b/.test(text)) return 'message';
  if (/\b(meet|met|meeting|meetings|in person|face to face)\b/.test(text)) return 'meeting';
  return null;
}

const UNIT_DAYS: Record<string, number> = { day: 1, week: 7, month: 30.44, year: 365.25, quarter: 91.3 };
const NUMBER_WORDS: Record<string, number> = {
  a: 1,
  an: 1,
  ...ENGINE_NUMBER_WORDS,
  eighteen: 18,
  twenty: 20,
  thirty: 30,
  few: 3,
  couple: 2,
  several: 3,
};

/** Words that say the user was NOT in touch: the question asks for silence. */
const SILENT =
  /\b(haven t|havent|have not|hasn t|has not|hadn t|not|didn t|did not|don t|no (contact|call|calls|meeting|meetings|word|news)|silent|quiet|cold|dormant|lapsed|without (contact|talking|speaking|a call)|not heard|lost touch|out of touch)\b/;
/** Words that say the user WAS in touch. */
const TOUCH =
  /\b(talk|talked|talking|spoke|spoken|speak|speaking|contacted|met|meet|meeting|call|called|calling|rang|phoned|email|emailed|e mailed|messaged|whatsapp|whatsapped|texted|wechat|wechatted|heard|chat|chatted|saw|seen|see|in touch|touched base|interact|interacted|reached|caught up|visited)\b/;

const DURATION =
  /\b(?:in|for|over|more than|longer than|at least|past|last|within|the last|the past|under|less than)?\s*(\d{1,3}|a|an|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|eighteen|twenty|thirty|few|couple|several)( of)? (day|week|month|year|quarter)s?\b/;

function monthStart(d: Date, back = 0): number {
  return Date.UTC(d.getUTCFullYear(), d.getUTCMonth() - back, 1);
}

function weekStart(d: Date, back = 0): number {
  const day = (d.getUTCDay() + 6) % 7; // Monday 0
  return Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate() - day - 7 * back);
}

const isoDay = (t: number) => new Date(t).toLocaleString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

/**
 * The time a question asks about, or null. `text` is the question's normalised words (as the parser
 * reads them: lower case, "haven't" as 'haven t'); `raw` the question as typed (for chrono).
 */
export function parseTime(text: string, raw: string, now: Date): TimeFilter | null {
  const t = now.getTime();
  if (
    /\b(never (been )?(contacted|called|spoken|talked|met|emailed|reached|logged|in touch)|never (spoke|talked|met)|not (yet )?contacted (yet|at all|ever)|no (contact|interaction|touch|call|meeting)s? (logged|at all|ever|yet)|no interactions?|not contacted yet|uncontacted|(haven t|hasn t|have not|has not|not) been (contacted|called|spoken to|reached)(?! (in|for|since|this|last|over|during|before)\b)|haven t (yet )?(contacted|spoken to|talked to|called|met)( [a-z]+)? (yet|at all|ever))\b/.test(
      text,
    )
  )
    return { kind: 'never', from: null, to: null, label: 'never contacted' };
  if (
    /\bwho (did|have) i (last|most recently|recently) (speak|spoke|spoken|talk|talked|call|called|meet|met|contact|contacted|email|emailed|see|saw)\b|\bmost recently (contacted|spoken|talked|called|met)\b/.test(
      text,
    ) &&
    // ('Who did I last speak to in 2024' asks for those whose last touch was then.)
    !/\b(in|since|before|during|until|after) (19|20)\d\d\b|\b(19|20)\d\d\b/.test(text)
  )
    return { kind: 'touched', from: null, to: null, label: '' };
  // 'Anyone I last spoke to in 2023 or earlier': silent since the year after.
  const orEarlier = text.match(/\b((?:19|20)\d\d) or (earlier|before)\b/);
  if (orEarlier && /\blast\b/.test(text)) {
    const year = Number(orEarlier[1]) + 1;
    return { kind: 'silent', from: Date.UTC(year, 0, 1), to: null, label: `since ${year - 1}` };
  }
  // 'Contacts I last spoke to more than 6 months ago', 'whose last contact was before this year': silent since then.
  // 'Which contacts did I add this month', 'new contacts since September': when they came into the book.
  const added =
    /\b(added|add|adding|created|imported|entered|saved|new contacts?|new in my (book|network))\b/.test(text) && !TOUCH.test(text);
  const silent =
    !added &&
    (SILENT.test(text) ||
      /\b(more than|over|longer than|at least) (\d{1,3}|a|an|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|eighteen) (day|week|month|year)s? ago\b|\b(day|week|month|year)s? ago or (more|longer|earlier)\b/.test(
        text,
      ) ||
      /\blast (contact|contacted|touch|spoke|spoken|talked|call|called|interaction|met)\b[a-z ]{0,20}\b(was |were )?before\b/.test(text));
  const touch =
    TOUCH.test(text) || /\b(active|recent|recently|lately)\b/.test(text) || /\b(i|we)( have| ve| did| had)? contact\b/.test(text);
  if (!silent && !touch && !added) return null;

  let from: number | null = null;
  let to: number | null = null;
  let label = '';
  const d = text.match(DURATION);
  if (d) {
    const n = /^\d+$/.test(d[1]!) ? Number(d[1]) : NUMBER_WORDS[d[1]!]!;
    const days = Math.round(n * UNIT_DAYS[d[3]!]!);
    from = t - days * DAY;
    label = `${silent ? 'in over' : 'in the last'} ${n} ${d[3]}${n === 1 ? '' : 's'}`;
  } else if (/\b(this|current) year\b|\byear to date\b|\bytd\b/.test(text)) {
    from = Date.UTC(now.getUTCFullYear(), 0, 1);
    label = 'this year';
  } else if (/\blast year\b/.test(text)) {
    from = Date.UTC(now.getUTCFullYear() - 1, 0, 1);
    to = silent ? null : Date.UTC(now.getUTCFullYear(), 0, 1) - 1;
    if (silent) from = Date.UTC(now.getUTCFullYear() - 1, 0, 1);
    label = 'last year';
  } else if (/\bthis month\b/.test(text)) {
    from = monthStart(now);
    label = 'this month';
  } else if (/\blast month\b/.test(text)) {
    // 'Who did I meet last month': the calendar month before; 'in the last month', 'since last month' and 'not since
    // last month' run to today.
    from = monthStart(now, 1);
    const upToNow = silent || /\b(in|within|over|during|for) the (last|past) month\b|\bsince last month\b/.test(text);
    to = upToNow ? null : monthStart(now) - 1;
    label = upToNow ? 'since the start of last month' : 'last month';
  } else if (/\bthis week\b/.test(text)) {
    from = weekStart(now);
    label = 'this week';
  } else if (/\blast week\b/.test(text)) {
    from = weekStart(now, 1);
    label = 'since the start of last week';
  } else if (/\b(?:in|during|since|for) q([1-4])\b|\bq([1-4]) (?:this|last)? ?year\b/.test(text)) {
    // A quarter: the last one of that number to have begun.
    const n = Number((text.match(/\bq([1-4])\b/) ?? [])[1]);
    let year = now.getUTCFullYear();
    if (Date.UTC(year, (n - 1) * 3, 1) > t || /\blast year\b/.test(text)) year--;
    from = Date.UTC(year, (n - 1) * 3, 1);
    to = silent || /\bsince\b/.test(text) ? null : Date.UTC(year, n * 3, 1) - 1;
    label = `${/\bsince\b/.test(text) || silent ? 'since' : 'in'} Q${n} ${year}`;
  } else if (/\b(spring|summer|autumn|fall|winter)\b/.test(text)) {
    // A season: the last one to have begun (northern: spring from March, summer June, autumn September, winter December).
    const season = text.match(/\b(spring|summer|autumn|fall|winter)\b/)![1]!;
    const month = { spring: 2, summer: 5, autumn: 8, fall: 8, winter: 11 }[season as 'spring']!;
    let year = now.getUTCFullYear();
    if (Date.UTC(year, month, 1) > t) year--;
    if (/\blast (spring|summer|autumn|fall|winter)\b/.test(text) && Date.UTC(year, month + 3, 1) > t) year--;
    from = Date.UTC(year, month, 1);
    to = silent || /\bsince\b/.test(text) ? null : Date.UTC(year, month + 3, 1) - 1;
    label = `${/\bsince\b/.test(text) || silent ? 'since' : 'in'} ${season === 'fall' ? 'autumn' : season} ${year}`;
  } else if (
    /\b(in|during|since|after|before|from) (19|20)\d\d\b/.test(text) &&
    !/\b(jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]* (19|20)\d\d\b/.test(text)
  ) {
    // A year alone ('who did I last speak to in 2024', 'not since 2024'): chrono reads no bare year.
    const m = text.match(/\b(in|during|since|after|before|from) ((19|20)\d\d)\b/)!;
    const year = Number(m[2]);
    if (m[1] === 'before') {
      to = Date.UTC(year, 0, 1) - 1;
      label = `before ${year}`;
    } else if (silent) {
      // ("Haven't spoken to since 2024": the last time was in 2024.)
      from = Date.UTC(year + 1, 0, 1);
      label = `since ${year}`;
    } else if (m[1] === 'since' || m[1] === 'from') {
      from = Date.UTC(year, 0, 1);
      label = `since ${year}`;
    } else if (m[1] === 'after') {
      from = Date.UTC(year + 1, 0, 1);
      label = `after ${year}`;
    } else {
      from = Date.UTC(year, 0, 1);
      to = Date.UTC(year + 1, 0, 1) - 1;
      label = `in ${year}`;
    }
  } else if (/\byesterday\b/.test(text)) {
    from = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() - 1);
    // 'Calls yesterday?': that day; 'since yesterday': up to now.
    const since = silent || SINCE_WORD.test(text);
    if (!since) to = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()) - 1;
    label = since ? 'since yesterday' : 'yesterday';
  } else if (/\btoday\b/.test(text)) {
    from = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
    label = 'today';
  } else {
    // 'Between 1st and 5th Nov' reads as chrono's '1-5 Nov'; 'between 1 Nov and 5 Nov' as two dates, the second its end.
    const ranged = raw.replace(
      /\b(?:between|from) (\d{1,2})(?:st|nd|rd|th)? (?:and|&|to|-) (\d{1,2})(?:st|nd|rd|th)? ([a-z]{3,})/i,
      '$1-$2 $3',
    );
    const found = chrono.parse(ranged, now);
    const parsed = found[0];
    const rangeEnd = parsed?.end ?? (found[1] && /\b(between|from)\b/.test(text) ? found[1].start : null);
    if (parsed) {
      let start = parsed.start.date().getTime();
      const yearSure = parsed.start.isCertain('year');
      // 'since March' in November is this March; a date without a year is never in the future.
      if (!yearSure) while (start > t) start = new Date(start).setUTCFullYear(new Date(start).getUTCFullYear() - 1);
      const dayOnly = !parsed.start.isCertain('day') && parsed.start.isCertain('month');
      const startDay = dayOnly
        ? Date.UTC(new Date(start).getUTCFullYear(), new Date(start).getUTCMonth(), 1)
        : Date.UTC(new Date(start).getUTCFullYear(), new Date(start).getUTCMonth(), new Date(start).getUTCDate());
      const since = SINCE_WORD.test(text);
      from = startDay;
      const dayCertain = parsed.start.isCertain('day');
      const endDay = (at: number) => Date.UTC(new Date(at).getUTCFullYear(), new Date(at).getUTCMonth(), new Date(at).getUTCDate() + 1) - 1;
      if (!silent && rangeEnd && !/\bbefore\b/.test(text)) {
        // 'Between 1st and 5th Nov': from the first day to the end of the last.
        let end = rangeEnd.date().getTime();
        if (!rangeEnd.isCertain('year')) while (end > t) end = new Date(end).setUTCFullYear(new Date(end).getUTCFullYear() - 1);
        to = rangeEnd.isCertain('day') ? endDay(end) : Date.UTC(new Date(end).getUTCFullYear(), new Date(end).getUTCMonth() + 1, 1) - 1;
        label = `between ${isoDay(startDay)} and ${isoDay(to - DAY + 1)}`;
      } else if (!silent && !since && dayCertain && !/\bbefore\b/.test(text)) {
        // 'Anyone I emailed on 18 Nov': that day.
        to = endDay(startDay);
        label = `on ${isoDay(startDay)}`;
      } else if (!silent && !since && dayOnly) {
        // 'in October': that month.
        const s = new Date(startDay);
        to = Date.UTC(s.getUTCFullYear(), s.getUTCMonth() + 1, 1) - 1;
        label = `in ${s.toLocaleString('en-GB', { month: 'long', year: 'numeric', timeZone: 'UTC' })}`;
      } else label = `since ${isoDay(startDay)}`;
      if (/\bbefore\b/.test(text) && !silent) {
        to = startDay - 1;
        from = null;
        label = `before ${isoDay(startDay)}`;
      }
    } else if (/\b(recent|recently|lately)\b/.test(text) && !silent) {
      from = t - 30 * DAY;
      label = 'in the last 30 days';
    } else if (/\b(in|for) (a while|ages|a long time|long)\b/.test(text) && silent) {
      return null; // the reconnect list's own rule
    } else return null;
  }
  if (added) return { kind: 'added', from, to, label };
  if (silent) return { kind: 'silent', from, to: null, label };
  // 'Contacts I last spoke to in June', 'last contacted in May': the latest touch falls then, none after it.
  if (
    (from !== null || to !== null) &&
    /\b(last|latest) (spoke|spoken|speak|talked|talk|contacted|contact|called|call|emailed|met|heard|touched|touch|in touch|interaction|conversation|reached)\b|\blast (spoke|talked) (to|with)\b/.test(
      text,
    )
  )
    return { kind: 'touched', from, to, label, last: true };
  return { kind: 'touched', from, to, label };
}

/** Whether a contact's touches satisfy the filter (`last` is its latest touch, null when never). */
export function matchesTime(f: TimeFilter, touches: readonly number[], last: number | null, added: number | null = null): boolean {
  if (f.kind === 'added') return added !== null && (f.from === null || added >= f.from) && (f.to === null || added <= f.to);
  if (f.kind === 'never') return last === null;
  if (f.kind === 'silent') return last !== null && (f.from === null || last < f.from);
  if (f.last) return last !== null && (f.from === null || last >= f.from) && (f.to === null || last <= f.to);
  return touches.some((x) => (f.from === null || x >= f.from) && (f.to === null || x <= f.to));
}
