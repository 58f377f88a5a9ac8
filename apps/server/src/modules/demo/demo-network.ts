/**
 * The demo account's contact network: a pure, deterministic generator (same seed, same network).
 * People from many countries sit at real trading hubs, trade what their hub trades and carry the
 * kind of notes a trader keeps.
 */
import { COMMODITY_CATALOGUE, COMMODITY_GROUPS, CONTACT_ROLES, type CommodityGroup, joinCommodities } from '@tradeloom/domain';
import {
  CUSTOM_ROLES,
  HUBS,
  type Hub,
  INCOTERMS,
  NOTE_TEMPLATES,
  PAYMENT,
  PEOPLE,
  PORTS,
  SECTOR_WORDS,
  SOURCES,
  TITLES,
} from './demo-pools.ts';

export const DEMO_CONTACT_COUNT = 240;
/** Demo contacts are dated in the year before this day, so a user's own contacts list above them. */
const ANCHOR = Date.UTC(2025, 5, 30);

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

const byGroup = new Map<CommodityGroup, string[]>(
  COMMODITY_GROUPS.map((g) => [g, COMMODITY_CATALOGUE.filter((c) => c.group === g).map((c) => c.name)]),
);

const ascii = (s: string) =>
  s
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[ışİŞ]/g, (ch) => ({ ı: 'i', ş: 's', İ: 'I', Ş: 'S' })[ch] ?? ch)
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '');

export function generateDemoNetwork(seed: number, count = DEMO_CONTACT_COUNT): DemoContact[] {
  const rand = seededRandom(seed);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(rand() * list.length)]!;
  const totalWeight = HUBS.reduce((s, h) => s + h.weight, 0);
  const pickHub = (): Hub => {
    let r = rand() * totalWeight;
    for (const h of HUBS) {
      r -= h.weight;
      if (r < 0) return h;
    }
    return HUBS[HUBS.length - 1]!;
  };
  const roles = [...CONTACT_ROLES];
  const usedNames = new Set<string>();
  const out: DemoContact[] = [];

  for (let i = 0; i < count; i++) {
    // The first hubs go round once so every hub has people; the rest follow the hub weights.
    const hub = i < HUBS.length ? HUBS[i]! : pickHub();
    const pool = PEOPLE[hub.people];
    let fullName = '';
    for (let tries = 0; tries < 20; tries++) {
      fullName = `${pick(pool.first)} ${pick(pool.last)}`;
      if (!usedNames.has(fullName)) break;
    }
    usedNames.add(fullName);

    // Every role appears: the first contacts cycle through them, the rest are drawn.
    const baseRole = i < roles.length ? roles[i]! : pick(roles);
    const role = baseRole === 'Other' ? pick(CUSTOM_ROLES) : baseRole;
    const title = pick(TITLES[baseRole] ?? TITLES.Other!);

    // Every legend group appears: the first contacts cycle through the groups.
    const mainGroup = i < COMMODITY_GROUPS.length ? COMMODITY_GROUPS[i]! : rand() < 0.85 ? pick(hub.focus) : pick(COMMODITY_GROUPS);
    const goods = new Set<string>([pick(byGroup.get(mainGroup)!)]);
    const extra = Math.floor(rand() * 3);
    for (let k = 0; k < extra; k++) goods.add(pick(byGroup.get(rand() < 0.7 ? mainGroup : pick(hub.focus))!));
    const commodityList = [...goods];

    const company = `${pick(hub.stems)} ${pick(SECTOR_WORDS[mainGroup])} ${pick(hub.suffixes)}`;
    const [first, ...rest] = fullName.split(' ');
    const domain = `${ascii(company.split(' ').slice(0, 2).join(''))}.${hub.tld}`;
    const email = `${ascii(first ?? '')}.${ascii(rest.join(''))}@${domain}`;
    const digits = Array.from({ length: 7 }, () => Math.floor(rand() * 10)).join('');
    const phone = `${hub.dial} ${digits.slice(0, 3)} ${digits.slice(3)}`;

    const fill = (template: string) =>
      template
        .replace('{c}', pick(commodityList))
        .replace('{v}', `${pick([5, 10, 25, 30, 50, 75, 100, 150])}kt`)
        .replace('{p}', pick(PORTS))
        .replace('{i}', pick(INCOTERMS))
        .replace('{pay}', pick(PAYMENT))
        .replace('{q}', pick(['Q1', 'Q2', 'Q3', 'Q4']));
    const sentences = new Set<string>();
    const noteCount = 1 + Math.floor(rand() * 3);
    for (let k = 0; k < noteCount; k++) sentences.add(fill(pick(NOTE_TEMPLATES)));
    const notes = rand() < 0.12 ? '' : [...sentences].join(' ');

    const createdAt = new Date(ANCHOR - Math.floor(rand() * 365 * 86_400_000));
    const updatedAt = new Date(createdAt.getTime() + Math.floor(rand() * (ANCHOR - createdAt.getTime())));
    out.push({
      fullName,
      company,
      title,
      role,
      email,
      phone,
      hub,
      commodities: joinCommodities(commodityList),
      sourceOfIntroduction: pick(SOURCES),
      notes,
      createdAt,
      updatedAt,
    });
  }
  return out;
}
