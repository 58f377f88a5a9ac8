import { COMMODITY_GROUPS, CONTACT_ROLES, commodityGroup, splitCommodities } from '@tradeloom/domain';
import { resolveCommodity, roleSide } from '@tradeloom/domain/trade';
import { findSynergies, profileNetwork, scanNetwork } from '@tradeloom/intelligence';
import { answerQuestion, buildAssistantIndex } from '@tradeloom/intelligence/assistant';
import { describe, expect, it } from 'vitest';
import { DEMO_CONTACT_COUNT, type DemoContact, generateDemoNetwork, seededRandom } from './demo-network.ts';

// What a firm's name says it trades, as a trader reads it: each word, the product families it allows.
const OIL = ['crude', 'natural_gas', 'lpg', 'middle_distillates', 'fuel_oil', 'gasoline', 'naphtha', 'bitumen', 'petcoke', 'base_oil'];
const GRAIN = ['wheat', 'corn', 'barley', 'sorghum', 'oats', 'soy', 'rapeseed', 'sunflower', 'pulses'];
const BASE = ['copper', 'aluminium', 'zinc', 'nickel', 'lead', 'tin', 'cobalt'];
const FERTILISER = ['nitrogen_fertiliser', 'phosphate', 'potash', 'compound_fertiliser', 'fertiliser', 'sulphur'];
const NAME_WORDS: Record<string, readonly string[]> = {
  Refining: OIL,
  Petroleum: OIL,
  Energy: OIL,
  Oil: OIL,
  'Oil & Gas': ['crude', 'natural_gas', 'lpg'],
  Bunkers: ['fuel_oil', 'middle_distillates'],
  'Marine Fuels': ['fuel_oil', 'middle_distillates'],
  LNG: ['natural_gas'],
  Power: ['natural_gas', 'coal', 'biomass'],
  Coal: ['coal', 'met_coal'],
  'Iron Ore': ['iron_ore'],
  Steel: ['iron_ore', 'met_coal', 'iron', 'steel', 'ferrous_scrap'],
  Stainless: ['steel', 'nickel', 'ferrous_scrap'],
  Recycling: ['ferrous_scrap'],
  Bullion: ['gold', 'silver', 'platinum', 'palladium'],
  'Precious Metals': ['gold', 'silver', 'platinum', 'palladium'],
  Gold: ['gold'],
  Platinum: ['platinum', 'palladium'],
  Copper: ['copper', 'cobalt'],
  Cables: ['copper', 'aluminium'],
  'Wire & Cable': ['copper', 'aluminium'],
  Aluminium: ['aluminium'],
  Alumina: ['aluminium'],
  Nickel: ['nickel'],
  Zinc: ['zinc', 'lead'],
  Tin: ['tin'],
  Lithium: ['lithium'],
  'Battery Materials': ['lithium', 'cobalt', 'nickel'],
  Metals: BASE,
  Manganese: ['manganese'],
  Grain: GRAIN,
  Grains: GRAIN,
  Oilseeds: ['soy', 'rapeseed', 'sunflower', 'palm'],
  Crushing: ['soy', 'rapeseed', 'sunflower'],
  Agri: [...GRAIN, 'sugar', 'coffee', 'cocoa', 'cotton', 'rice', 'palm'],
  'Flour Mills': ['wheat'],
  Milling: ['wheat'],
  Feeds: ['corn', 'soy', 'barley', 'wheat', 'sorghum'],
  Feedmill: ['corn', 'soy', 'barley', 'wheat', 'sorghum'],
  'Edible Oils': ['palm', 'soy', 'sunflower', 'rapeseed'],
  Sugar: ['sugar'],
  Coffee: ['coffee'],
  Cocoa: ['cocoa'],
  Cotton: ['cotton'],
  Textiles: ['cotton'],
  Rice: ['rice'],
  Meats: ['cattle', 'hogs', 'meat'],
  Livestock: ['cattle', 'hogs'],
  Fertilisers: FERTILISER,
  'Agro Inputs': FERTILISER,
  Carbon: ['carbon'],
  'Forest Products': ['timber', 'biomass', 'pulp_paper'],
  Timber: ['timber', 'biomass', 'pulp_paper'],
  Chemicals: ['polymers', 'chemicals'],
  Polymers: ['polymers'],
  Packaging: ['polymers'],
  Plastics: ['polymers'],
  Cement: ['cement', 'coal'],
};
// Firms that serve every trade and claim none by name.
const SERVICE_WORDS = /\b(Commodity Finance|Chartering|Inspection Services)\b/;

// Legal forms by country, as firms there write them.
const FORMS: Record<string, readonly string[]> = {
  Switzerland: ['SA', 'Sàrl', 'AG'],
  Singapore: ['Pte Ltd'],
  'United States': ['LLC', 'Inc.', 'LP'],
  Netherlands: ['B.V.'],
  China: ['Co., Ltd.'],
  'United Arab Emirates': ['DMCC', 'FZE', 'LLC'],
  Brazil: ['S.A.', 'Ltda.'],
  'South Africa': ['(Pty) Ltd', 'Ltd'],
  Australia: ['Pty Ltd', 'Ltd'],
  India: ['Pvt Ltd', 'Ltd'],
  'United Kingdom': ['Ltd', 'LLP'],
  Germany: ['GmbH', 'GmbH & Co. KG', 'AG'],
  Nigeria: ['Ltd', 'Plc'],
  Chile: ['SpA', 'S.A.'],
  Canada: ['Inc.', 'Ltd.', 'Corp.'],
  Japan: ['K.K.', 'Co., Ltd.'],
  Türkiye: ['A.Ş.', 'Ltd. Şti.'],
  Ghana: ['Ltd'],
  Ukraine: ['LLC'],
  France: ['SAS', 'SA'],
  Egypt: ['S.A.E.'],
  Estonia: ['AS', 'OÜ'],
  Indonesia: ['PT'],
};

const nameWords = (company: string) =>
  Object.keys(NAME_WORDS).filter((w) => new RegExp(`(^|\\s)${w.replace(/&/g, '\\&')}(\\s|$)`).test(company));
const country = (c: DemoContact) => c.hub.location.split(', ').at(-1)!;

describe('the demo network', () => {
  const today = new Date(Date.UTC(2026, 10, 25));
  const network = generateDemoNetwork(7, DEMO_CONTACT_COUNT, today);

  it('is the same for the same seed and different for another', () => {
    expect(generateDemoNetwork(7, DEMO_CONTACT_COUNT, today)).toEqual(network);
    expect(generateDemoNetwork(8, DEMO_CONTACT_COUNT, today).map((c) => c.fullName)).not.toEqual(network.map((c) => c.fullName));
    const a = seededRandom(1);
    const b = seededRandom(1);
    expect([a(), a(), a()]).toEqual([b(), b(), b()]);
  });

  it('has 240 contacts with unique names, among them the people the landing page and the sign-in panel name', () => {
    expect(network.length).toBe(DEMO_CONTACT_COUNT);
    expect(DEMO_CONTACT_COUNT).toBeGreaterThanOrEqual(240);
    expect(new Set(network.map((c) => c.fullName)).size).toBeGreaterThan(DEMO_CONTACT_COUNT * 0.95);
    const names = network.map((c) => c.fullName);
    for (const person of ['Olena Kovalenko', 'Martin Dubois', 'Karim Mansour', 'Amira Haddad', 'Lars Pettersen'])
      expect(names).toContain(person);
  });

  it('covers every role, every legend group and many hubs and countries', () => {
    const roles = new Set(network.map((c) => c.role));
    for (const role of CONTACT_ROLES.filter((r) => r !== 'Other')) expect(roles).toContain(role);
    // Other is saved as the custom role typed in its place.
    expect([...roles].some((r) => !(CONTACT_ROLES as readonly string[]).includes(r))).toBe(true);
    const groups = new Set(network.flatMap((c) => splitCommodities(c.commodities).map(commodityGroup)));
    expect([...groups].sort()).toEqual([...COMMODITY_GROUPS].sort());
    expect(new Set(network.map(country)).size).toBeGreaterThanOrEqual(15);
    for (const hub of ['Geneva, Switzerland', 'Singapore, Singapore', 'Rotterdam, Netherlands', 'São Paulo, Brazil', 'Tokyo, Japan']) {
      expect(network.some((c) => c.hub.location === hub)).toBe(true);
    }
  });

  it('names every firm after what its people trade: no copper house trading tin, no bullion house selling hogs', () => {
    const wrong: string[] = [];
    for (const c of network) {
      const words = nameWords(c.company);
      if (words.length === 0) {
        if (!SERVICE_WORDS.test(c.company)) wrong.push(`${c.company}: says nothing of what it trades`);
        continue;
      }
      const allowed = new Set(words.flatMap((w) => NAME_WORDS[w]!));
      for (const name of splitCommodities(c.commodities)) {
        const family = resolveCommodity(name).family;
        if (!allowed.has(family)) wrong.push(`${c.company} (${c.fullName}) trades ${name}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('repeats no word in a firm name and gives each firm a legal form of its country', () => {
    for (const c of network) {
      const words = c.company
        .toLowerCase()
        .split(/[\s,()]+/)
        .filter((w) => /\p{L}{2,}/u.test(w));
      expect(new Set(words).size, c.company).toBe(words.length);
      const forms = FORMS[country(c)];
      expect(forms, country(c)).toBeDefined();
      const ok = country(c) === 'Indonesia' ? c.company.startsWith('PT ') : forms!.some((f) => c.company.endsWith(` ${f}`));
      expect(ok, `${c.company} in ${country(c)}`).toBe(true);
    }
  });

  it('gives titles that fit the role: a buyer procures, a supplier sells, and a title never repeats the role', () => {
    const fits: Record<string, readonly (string | null)[]> = {
      Supplier: ['sells', null],
      Buyer: ['buys', null],
      Trader: ['either', null],
      Broker: ['either', null],
      Agent: ['either', null],
      Consultant: ['none', null],
    };
    for (const c of network) {
      expect(c.title.toLowerCase(), c.fullName).not.toBe(c.role.toLowerCase());
      const allowed = fits[c.role];
      if (allowed) expect(allowed, `${c.role} titled ${c.title}`).toContain(roleSide(c.title));
    }
  });

  it('lists commodities by their catalogue names, each in the legend group the map shows it in', () => {
    for (const c of network) {
      for (const name of splitCommodities(c.commodities)) {
        const r = resolveCommodity(name);
        expect({ name, known: r.known, canonical: r.name, group: commodityGroup(name) }).toEqual({
          name,
          known: true,
          canonical: name,
          group: r.group,
        });
      }
    }
  });

  it('writes notes the way traders do: lots, incoterms and ports', () => {
    const specific = network.filter(
      (c) =>
        /\b\d[\d,.]*\s?(kt|t|kg|oz|kbbl|m bbl|bales|containers|head)\b/.test(c.notes) &&
        /\b(FOB|CIF|CFR|FCA|DAP)\b|\bex\b|\bfrom\b|\bat\b|\binto\b/.test(c.notes),
    );
    expect(specific.length).toBeGreaterThan(DEMO_CONTACT_COUNT * 0.5);
    expect(network.filter((c) => c.notes.length > 20).length).toBeGreaterThan(DEMO_CONTACT_COUNT * 0.8);
  });

  it('has a year of relationship history: last-contacted dates and logged calls, meetings and e-mails', () => {
    const day = 86_400_000;
    const touched = network.filter((c) => c.lastContactedAt !== null);
    expect(touched.length).toBeGreaterThan(DEMO_CONTACT_COUNT * 0.5);
    const ages = touched.map((c) => Math.round((today.getTime() - Date.parse(c.lastContactedAt!)) / day));
    expect(ages.filter((a) => a <= 30).length).toBeGreaterThanOrEqual(20);
    expect(ages.filter((a) => a > 90).length).toBeGreaterThanOrEqual(30);
    expect(Math.max(...ages)).toBeLessThanOrEqual(365);
    expect(network.filter((c) => c.interactions.length > 0).length).toBeGreaterThan(DEMO_CONTACT_COUNT * 0.5);
    expect(new Set(network.flatMap((c) => c.interactions.map((i) => i.kind)))).toEqual(new Set(['call', 'email', 'message', 'meeting']));
    for (const c of network) {
      expect(c.createdAt.getTime()).toBeLessThanOrEqual(c.updatedAt.getTime());
      expect(c.updatedAt.getTime()).toBeLessThan(today.getTime());
      if (c.interactions.length === 0) continue;
      const dates = c.interactions.map((i) => i.date).sort();
      // The last-contacted date is the latest logged interaction, and nothing is logged before the contact existed.
      expect(c.lastContactedAt, c.fullName).toBe(dates.at(-1));
      expect(Date.parse(dates[0]!)).toBeGreaterThanOrEqual(c.createdAt.getTime());
    }
  });

  it('puts no copper trade in Singapore (the chat journey test asks for copper there among the user’s own)', () => {
    const copper = network.filter((c) => c.hub.location.startsWith('Singapore') && /copper/i.test(c.commodities));
    expect(copper.map((c) => c.fullName)).toEqual([]);
  });

  it('gives the insight engine introductions of a seller and a buyer of the same product, follow-ups falling due and relationships going cold', () => {
    const contacts = network.map((c, i) => ({
      id: `d${i}`,
      fullName: c.fullName,
      company: c.company,
      role: c.role,
      title: c.title,
      location: c.hub.location,
      commodities: c.commodities,
      notes: c.notes,
      lastContactedAt: c.lastContactedAt,
      createdAt: c.createdAt.toISOString(),
    }));
    const byName = new Map(contacts.map((c) => [c.fullName, c.id]));
    const profiles = new Map(profileNetwork(contacts).map((p) => [p.contact.id, p]));
    const side = (id: string, productId: string) => profiles.get(id)!.products.find((t) => t.product.id === productId)?.side;
    const now = new Date(today.getTime() + 12 * 3_600_000);

    const synergies = findSynergies([...profiles.values()], { now });
    expect(synergies.length).toBeGreaterThanOrEqual(20);
    for (const m of synergies.slice(0, 30)) {
      const p = m.products.find((x) => !x.generic) ?? m.products[0]!;
      expect(side(m.sellerId, p.id) ?? 'sells').toBe('sells');
      expect(side(m.buyerId, p.id) ?? 'buys').toBe('buys');
      expect(profiles.get(m.sellerId)!.contact.company).not.toBe(profiles.get(m.buyerId)!.contact.company);
    }
    // The planted pairs meet.
    const pair = (seller: string, buyer: string) =>
      synergies.some((m) => m.sellerId === byName.get(seller) && m.buyerId === byName.get(buyer));
    expect(pair('Olena Kovalenko', 'Karim Mansour')).toBe(true);
    expect(pair('Lars Pettersen', 'Amira Haddad')).toBe(true);
    expect(pair('Matías Rojas', 'Zhang Wei')).toBe(true);
    expect(pair('Kwame Mensah', 'Omar Al Mansoori')).toBe(true);

    const insights = scanNetwork({ contacts, now });
    const reminders = insights.filter((i) => i.insight_type === 'reminder');
    expect(reminders.filter((i) => i.title.startsWith('Follow up with')).length).toBeGreaterThanOrEqual(3);
    expect(reminders.filter((i) => i.title.startsWith('Reconnect with')).length).toBeGreaterThanOrEqual(3);
    expect(insights.filter((i) => i.insight_type === 'synergy').length).toBeGreaterThanOrEqual(5);
    const names = new Set(network.map((c) => c.fullName));
    for (const i of insights) for (const id of i.contact_ids) expect(names).toContain(contacts.find((c) => c.id === id)?.fullName);
  });

  // The assistant's first sample question names a person of the network; any of them, asked by their whole name,
  // is that one person, even when others share the family name ('Zanele van der Merwe', 'Naledi van der Merwe').
  it('answers a question naming any of its people by the whole name about that one person, for any seed', () => {
    for (const seed of [7, 11, 23, 1_000_003]) {
      const people = generateDemoNetwork(seed, DEMO_CONTACT_COUNT, today).map((c, i) => ({
        id: `d${i}`,
        fullName: c.fullName,
        company: c.company,
        role: c.role,
        location: c.hub.location,
        commodities: c.commodities,
        notes: c.notes,
      }));
      const index = buildAssistantIndex(people);
      const twice = new Set(people.filter((c, i) => people.findIndex((d) => d.fullName === c.fullName) !== i).map((c) => c.fullName));
      for (const c of people) {
        if (twice.has(c.fullName)) continue;
        const answer = answerQuestion(index, { message: `Who should I introduce ${c.fullName} to?`, now: today });
        expect(answer.text, `${seed}: ${c.fullName}`).not.toContain('Several contacts match that name');
      }
    }
  });
});
