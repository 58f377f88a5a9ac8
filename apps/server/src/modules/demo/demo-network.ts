/**
 * The demo account's contact network: a pure, deterministic generator (same seed and day, same
 * network). People sit at real trading hubs in firms named after what they trade, hold the titles
 * such firms give, and carry the notes and call logs a trader keeps, dated back from the demo's day.
 */
import { commodityGroup, type InteractionKind, joinCommodities } from '@tradeloom/domain';
import { FIRM_KINDS, type FirmKind, INTERMEDIARIES, INTERMEDIARY_TRADES, SERVICE_FIRMS } from './demo-firms.ts';
import { type Hub, hubByKey } from './demo-hubs.ts';
import {
  BUY_LOGS,
  BUY_NOTES,
  EVENTS,
  FOLLOW_UP_NOTES,
  GENERAL_NOTES,
  lotsFor,
  MONTHS,
  PAYMENT,
  SELL_LOGS,
  SELL_NOTES,
  SERVICE_LOGS,
  SOURCES,
  spoken,
} from './demo-notes.ts';
import { PEOPLE } from './demo-people.ts';
import { PLANTED } from './demo-planted.ts';

export const DEMO_CONTACT_COUNT = 240;
/** Raise it whenever a change here or in the word lists changes the network: servers then replace theirs. */
export const DEMO_NETWORK_VERSION = 2;
/** The day a test network is dated from (the server dates it from the day it is written). */
export const DEMO_TEST_DAY = new Date(Date.UTC(2025, 5, 30));
const DAY = 86_400_000;

export interface DemoInteraction {
  kind: InteractionKind;
  /** YYYY-MM-DD */
  date: string;
  text: string;
}

export interface DemoContact {
  fullName: string;
  company: string;
  title: string;
  role: string;
  email: string;
  phone: string;
  hub: Hub;
  commodities: string;
  sourceOfIntroduction: string;
  notes: string;
  /** YYYY-MM-DD, or null when the user never logged being in touch. */
  lastContactedAt: string | null;
  interactions: DemoInteraction[];
  createdAt: Date;
  updatedAt: Date;
}

/** mulberry32: small, fast, and the same on every platform. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const ascii = (s: string) =>
  s
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[ışİŞ]/g, (ch) => ({ ı: 'i', ş: 's', İ: 'I', Ş: 'S' })[ch] ?? ch)
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '');

const isoDay = (d: Date) => d.toISOString().slice(0, 10);

/** A firm's name in its country's style: 'Elbe Copper Smelting GmbH', 'PT Kalimantan Coal'. */
export function firmName(hub: Hub, stem: string, words: string, form: string): string {
  return hub.formFirst ? `${form} ${stem} ${words}` : `${stem} ${words} ${form}`;
}

interface Slot {
  hub: Hub;
  company: string;
  role: string;
  title: string;
  /** The products the person deals in. */
  goods: string[];
  /** The side their notes and logs show: a seller's, a buyer's, either (a trader), or none (a service). */
  side: 'sells' | 'buys' | 'both' | 'none';
  kind: FirmKind;
  /** Notes of an intermediary or a service, who take no side. */
  neutral?: readonly string[];
}

export function generateDemoNetwork(seed: number, count = DEMO_CONTACT_COUNT, today = DEMO_TEST_DAY): DemoContact[] {
  const rand = seededRandom(seed);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(rand() * list.length)]!;
  const between = (lo: number, hi: number) => lo + Math.floor(rand() * (hi - lo + 1));
  const weighted = (kinds: readonly FirmKind[]): FirmKind => {
    let r = rand() * kinds.reduce((s, k) => s + k.weight, 0);
    for (const k of kinds) {
      r -= k.weight;
      if (r < 0) return k;
    }
    return kinds.at(-1)!;
  };
  const intermediated = FIRM_KINDS.filter((k) => INTERMEDIARY_TRADES.includes(k.key));
  const day0 = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate());
  const daysAgo = (n: number) => new Date(day0 - n * DAY);
  const usedNames = new Set(PLANTED.map((p) => p.fullName));

  // Two firms of a kind at most in a hub, so colleagues share a company now and then.
  const company = (kind: FirmKind, hub: Hub, word: string, suffix = '') => {
    const stem = hub.stems[between(0, 1) + (kind.key.length % 4)]!;
    return firmName(hub, stem, suffix ? `${word} ${suffix}` : word, pick(hub.forms));
  };
  const pickGoods = (list: readonly string[]) => {
    const goods = new Set([pick(list)]);
    for (let k = between(0, 2); k > 0; k--) goods.add(pick(list));
    return [...goods];
  };
  const allGoods = (kind: FirmKind) => [...new Set([...kind.sells, ...kind.buys])];

  const slot = (i: number): Slot => {
    // Every role appears: the first contacts go through the intermediaries, then the service firms.
    const middleAt = i < INTERMEDIARIES.length ? i : null;
    const serviceAt = middleAt === null && i < INTERMEDIARIES.length + SERVICE_FIRMS.length ? i - INTERMEDIARIES.length : null;
    const r = middleAt === null && serviceAt === null ? rand() : 1;
    if (serviceAt !== null || r < 0.06) {
      const service = SERVICE_FIRMS[serviceAt ?? between(0, SERVICE_FIRMS.length - 1)]!;
      const kind = weighted(FIRM_KINDS.filter((k) => service.trades.includes(k.key)));
      const hub = hubByKey(pick(kind.hubs));
      return {
        hub,
        company: firmName(hub, pick(hub.stems), service.words, pick(hub.forms)),
        role: service.role,
        title: pick(service.titles),
        goods: pickGoods(allGoods(kind)),
        side: 'none',
        kind,
        neutral: service.notes,
      };
    }
    if (middleAt !== null || r < 0.24) {
      const middle = INTERMEDIARIES[middleAt ?? between(0, INTERMEDIARIES.length - 1)]!;
      const kind = weighted(intermediated);
      const hub = hubByKey(pick(kind.hubs));
      return {
        hub,
        company: company(kind, hub, kind.words[0]!, middle.word),
        role: middle.staff.role,
        title: pick(middle.staff.titles),
        goods: pickGoods(allGoods(kind)),
        side: 'none',
        kind,
        neutral: middle.notes,
      };
    }
    const kind = weighted(FIRM_KINDS);
    const hub = hubByKey(pick(kind.hubs));
    const staff = pick(kind.staff);
    const goods = staff.goods ?? (staff.side === 'sells' ? kind.sells : staff.side === 'buys' ? kind.buys : allGoods(kind));
    return {
      hub,
      company: company(kind, hub, pick(kind.words)),
      role: staff.role,
      title: pick(staff.titles),
      goods: pickGoods(goods),
      side: staff.side,
      kind,
    };
  };

  const out: DemoContact[] = PLANTED.slice(0, count).map((p) => {
    const hub = hubByKey(p.hub);
    return {
      fullName: p.fullName,
      company: p.company,
      title: p.title,
      role: p.role,
      ...contactPoints(p.fullName, p.company, hub, rand),
      hub,
      commodities: joinCommodities(p.commodities),
      sourceOfIntroduction: p.source,
      notes: p.notes,
      lastContactedAt: isoDay(daysAgo(p.lastContactedDaysAgo)),
      interactions: p.log.map((l) => ({ kind: l.kind, date: isoDay(daysAgo(l.daysAgo)), text: l.text })),
      createdAt: daysAgo(p.createdDaysAgo),
      updatedAt: daysAgo(p.lastContactedDaysAgo),
    };
  });

  for (let i = 0; out.length < count; i++) {
    const s = slot(i);
    const pool = PEOPLE[s.hub.people];
    let fullName = '';
    for (let tries = 0; tries < 30; tries++) {
      fullName = `${pick(pool.first)} ${pick(pool.last)}`;
      if (!usedNames.has(fullName)) break;
    }
    usedNames.add(fullName);

    // What the person sells or wants (a trader one or the other), the product the notes are about,
    // and the lot and port they quote, the same in the notes and the log.
    const said: 'sells' | 'buys' | 'none' =
      s.side === 'both' ? (s.kind.buys.some((g) => s.goods.includes(g)) && rand() < 0.5 ? 'buys' : 'sells') : s.side;
    const sided = s.goods.filter((g) => (said === 'buys' ? s.kind.buys : s.kind.sells).includes(g));
    const lead = pick(sided.length ? sided : s.goods);
    const lot = pick(lotsFor(lead, s.kind.lots));
    // The firm's own port when the hub has one; a trading hub quotes the trade's ports, buying FOB at
    // origin and selling delivered.
    const home = s.kind.ports.filter((p) => s.hub.ports?.includes(p));
    const port = pick(home.length ? home : (s.hub.ports ?? s.kind.ports));
    const delivered = s.hub.ports ? said === 'buys' : said !== 'buys';
    const incoterm = delivered ? pick(['CFR', 'CIF']) : 'FOB';
    const events = s.kind.events ?? EVENTS[commodityGroup(lead)];
    const fill = (template: string, n = 0) =>
      template
        .replace('{c}', spoken(lead))
        .replace('{v}', lot)
        .replace('{p}', port)
        .replace('{i}', incoterm)
        .replace('{pay}', pick(PAYMENT))
        .replace('{b}', s.kind.bench)
        .replace('{q}', pick(['Q1', 'Q2', 'Q3', 'Q4']))
        .replace('{m}', pick(MONTHS))
        .replace('{e}', pick(events))
        .replace('{n}', String(n));
    // Only a buyer runs a tender; a trader asks for offers.
    const buyNotes = s.role === 'Buyer' ? BUY_NOTES : BUY_NOTES.filter((t) => !t.startsWith('Tender'));
    const sentences = [fill(pick(s.neutral ?? (said === 'sells' ? SELL_NOTES : buyNotes)))];
    if (!s.neutral && rand() < 0.6) sentences.push(fill(pick(GENERAL_NOTES)));

    // A share of the book has a last call and a log; some notes ask for a follow-up that is falling due.
    let lastContactedAt: string | null = null;
    const interactions: DemoInteraction[] = [];
    let oldest = 0;
    if (rand() < 0.72) {
      const followUp = rand() < 0.14;
      const lastDays = followUp ? between(7, 45) : between(2, 360);
      lastContactedAt = isoDay(daysAgo(lastDays));
      if (followUp) sentences.push(fill(pick(FOLLOW_UP_NOTES), Math.max(3, lastDays + between(-20, 8))));
      const logs = said === 'sells' ? SELL_LOGS : said === 'buys' ? BUY_LOGS : SERVICE_LOGS;
      let at = lastDays;
      for (let k = between(1, 3); k > 0; k--) {
        const text = fill(pick(logs));
        interactions.push({ kind: LOG_KINDS[text.split(/[: ]/)[0]!] ?? 'note', date: isoDay(daysAgo(at)), text });
        oldest = at;
        at += between(20, 120);
      }
    }
    const createdAt = daysAgo(Math.max(oldest + between(5, 60), between(20, 420)));
    out.push({
      fullName,
      company: s.company,
      title: s.title,
      role: s.role,
      ...contactPoints(fullName, s.company, s.hub, rand),
      hub: s.hub,
      commodities: joinCommodities(s.goods),
      sourceOfIntroduction: pick(SOURCES),
      notes: rand() < 0.08 ? '' : sentences.join(' '),
      lastContactedAt,
      interactions,
      createdAt,
      updatedAt: lastContactedAt ? new Date(`${lastContactedAt}T00:00:00Z`) : createdAt,
    });
  }
  return out;
}

const LOG_KINDS: Record<string, InteractionKind> = { Call: 'call', 'E-mail': 'email', WhatsApp: 'message', Meeting: 'meeting' };

/** An e-mail at the firm's domain and a phone number of its city. */
function contactPoints(fullName: string, company: string, hub: Hub, rand: () => number) {
  const [first, ...rest] = fullName.split(' ');
  const words = company.split(' ').filter((w) => w !== 'PT');
  const email = `${ascii(first ?? '')}.${ascii(rest.join(''))}@${ascii(words.slice(0, 2).join(''))}.${hub.tld}`;
  const digits = Array.from({ length: 7 }, () => Math.floor(rand() * 10)).join('');
  return { email, phone: `${hub.dial} ${digits.slice(0, 3)} ${digits.slice(3)}` };
}
