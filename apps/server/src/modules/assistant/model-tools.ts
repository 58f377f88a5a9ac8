/**
 * The tools a configured model may call: the built-in assistant's own lookups over the user's
 * network. Only what a tool returns reaches the model, so it sees the contacts a question needs and
 * no others; every contact a tool returns is noted, so the answer's chips can name them.
 */
import {
  type AssistantIndex,
  bestIntroductions,
  coldContacts,
  type EnginePriority,
  filtersFromQuestion,
  type IndexedContact,
  introductionsFor,
  LIST_LIMIT,
  parseQuestion,
  priorityMatches,
  searchContacts,
  summarizeNetwork,
  worthOf,
} from '@tradeloom/intelligence/assistant';
import { z } from 'zod';
import type { ModelTool } from '../../providers/ai/index.ts';

function card(e: IndexedContact) {
  const c = e.contact;
  return {
    id: c.id,
    name: c.fullName,
    company: c.company ?? null,
    role: c.role ?? c.title ?? null,
    city: e.city,
    country: e.country,
    region: e.region,
    trades: e.profile.products.map((t) => ({ product: t.product.name, side: t.side })),
    last_contacted: c.lastContactedAt ?? null,
  };
}

export function modelSystemPrompt(now: Date): string {
  return [
    "You are Tradeloom's AI CRM Assistant for a commodity trader. Answer only from the user's own contacts, which you can read only through the tools.",
    'Call a tool before naming anyone; never invent a contact, company or figure. If the tools return nothing, say so plainly.',
    "Write short Markdown: bold each contact's full name exactly as the tool gives it, use numbered lists for several contacts, no HTML.",
    'You cannot see market prices, news or anything outside the network: say so when asked.',
    `Today is ${now.toISOString().slice(0, 10)}.`,
  ].join('\n');
}

const text = (max: number) => z.string().max(max).optional();

/** The tools over one user's index; `named` collects the ids of every contact a tool returned. */
export function modelTools(index: AssistantIndex, priorities: readonly EnginePriority[], named: string[]): Record<string, ModelTool> {
  const note = (entries: IndexedContact[]) => {
    for (const e of entries) named.push(e.contact.id);
    return entries.map(card);
  };
  // Filters come as words; the built-in reader turns them into products, places, roles and companies.
  const filters = (input: { commodity?: string; side?: 'sells' | 'buys'; role?: string; place?: string; company?: string }) => {
    const read = (words?: string) => (words ? parseQuestion(index, words) : null);
    const commodity = read(input.commodity);
    const place = read(input.place);
    const role = read(input.role);
    const company = read(input.company);
    return {
      products: commodity?.products ?? [],
      side: input.side ?? null,
      role: role?.role ?? null,
      places: place?.places ?? [],
      companies: company?.companies ?? [],
    };
  };
  const searchInput = z.object({
    question: text(300).describe(
      "The user's search in their words when it has more than the fields below: negation ('outside Europe', 'not brokers'), time ('not spoken to in 3 months', 'this year', 'never contacted'), who introduced them ('introduced by Maria'), an event in the notes ('met at LME Week'), 'both HRC and CRC'. The other fields are then ignored.",
    ),
    commodity: text(100).describe('A commodity as the user said it: "copper", "Cu cathode", "HRC", "gasoil"'),
    side: z.enum(['sells', 'buys']).optional().describe('sells: suppliers, producers, sellers; buys: buyers, end users, importers'),
    role: text(60).describe('A role: broker, trader, agent, analyst, consultant, banker, logistics'),
    place: text(100).describe('A city, country or region (Asia, Europe, Middle East, Africa, North America, South America, Oceania)'),
    company: text(100).describe('A company name'),
  });
  const nameInput = z.object({ name: z.string().min(1).max(100).describe("A contact's name as the user wrote it") });
  const findByName = (name: string) => parseQuestion(index, name).people;

  return {
    search_contacts: {
      description:
        "Finds the user's contacts by commodity, side, role, place and company (all optional, combined). Returns the total and the best matches.",
      inputSchema: searchInput,
      execute: async (raw) => {
        const input = searchInput.parse(raw);
        const now = new Date();
        const f = input.question ? filtersFromQuestion(index, input.question, now) : filters(input);
        const { hits, broadened } = searchContacts(index, f, now, worthOf(index, priorities, now));
        return { total: hits.length, broadened_to_family: broadened, contacts: note(hits.slice(0, LIST_LIMIT).map((h) => h.entry)) };
      },
    },
    contact_details: {
      description: 'One contact by name: role, company, place, what they trade and on which side, last contacted, notes.',
      inputSchema: nameInput,
      execute: async (raw) => {
        const people = findByName(nameInput.parse(raw).name).slice(0, 3);
        const cards = note(people);
        return { matches: cards.map((c, i) => ({ ...c, notes: people[i]!.contact.notes?.slice(0, 500) ?? null })) };
      },
    },
    suggest_introductions: {
      description:
        'Whom to introduce a named contact to (the contacts on the other side of what they trade), or, without a name, the best seller-buyer introductions across the network.',
      inputSchema: z.object({ name: text(100).describe("A contact's name; leave out for the network's best introductions") }),
      execute: async (raw) => {
        const { name } = z.object({ name: text(100) }).parse(raw);
        if (name) {
          const [who] = findByName(name);
          if (!who) return { error: `No contact named ${name}` };
          const intros = introductionsFor(index, who).slice(0, 5);
          note([who]);
          return {
            contact: card(who),
            introductions: intros.map((i) => ({ to: note([i.to])[0], product: i.product.name, they: i.toSide })),
          };
        }
        return {
          introductions: bestIntroductions(index, 5).map((p) => ({
            seller: note([p.from])[0],
            buyer: note([p.to])[0],
            product: p.product.name,
          })),
        };
      },
    },
    cold_relationships: {
      description: 'Valuable relationships the user has not been in touch with for 90 days or more, the most valuable first.',
      inputSchema: z.object({}),
      execute: async () => {
        const cold = coldContacts(index, priorities);
        return {
          total: cold.length,
          contacts: cold
            .slice(0, LIST_LIMIT)
            .map((c) => ({ ...note([c.entry])[0], days_silent: c.daysSilent, worth: c.why, possible_counterparts: c.counterparts })),
        };
      },
    },
    network_summary: {
      description: "Counts over the user's whole network: sides, top commodities, regions, countries, cold relationships, missing data.",
      inputSchema: z.object({}),
      execute: async () => summarizeNetwork(index, new Date(), undefined, priorities),
    },
    priority_matches: {
      description: "The contacts who serve each of the user's active business priorities.",
      inputSchema: z.object({}),
      execute: async () =>
        priorityMatches(index, priorities).map((m) => ({
          priority: m.priority.priorityText,
          wants: m.wants,
          contacts: m.contacts.flatMap((c) => {
            const e = index.entry(c.id);
            return e ? [{ ...note([e])[0], why: c.why }] : [];
          }),
        })),
    },
  };
}
