/**
 * The tools of the MCP endpoint (issue 26, decision 035): the assistant's own lookups over the user's
 * network (the network cache's index, the same engine functions the in-app assistant calls), and four
 * writes through the services the app's routes use, so every rule of theirs (visibility, demo
 * contacts read-only, the contact limit, validation) holds here too. Every contact a tool returns
 * carries its link in the app.
 */
import {
  contactInputSchema,
  INTERACTION_KINDS,
  INTERACTION_TEXT_MAX,
  insightListQuerySchema,
  interactionInputSchema,
  priorityInputSchema,
  TRADE_REGION_NAMES,
} from '@tradeloom/domain';
import { resolveCommodity } from '@tradeloom/domain/trade';
import {
  type AssistantIndex,
  bestIntroductions,
  coldContacts,
  type IndexedContact,
  introductionsFor,
  parseQuestion,
  priorityMatches,
  searchContacts,
  summarizeNetwork,
} from '@tradeloom/intelligence/assistant';
import { z } from 'zod';
import type { AppDeps } from '../../lib/context.ts';
import { notFound } from '../../lib/errors.ts';
import { createContact, getContact, updateContact } from '../contacts/contacts.service.ts';
import { addInteraction, listInteractions } from '../contacts/interactions.service.ts';
import { listInsights } from '../insights/insights.service.ts';
import { addPriority } from '../priorities/priorities.service.ts';

export interface ToolContext {
  deps: AppDeps;
  userId: string;
  now: Date;
}

export interface ToolResult {
  /** The structured answer (JSON). */
  data: Record<string, unknown>;
  /** A short rendering of it for a reader. */
  text: string;
}

export interface McpTool {
  name: string;
  title: string;
  description: string;
  input: z.ZodObject;
  /** A write: refused for read-only tokens, never charged. */
  write: boolean;
  /** A write that replaces what was there (the notes tool). */
  destructive?: boolean;
  run(ctx: ToolContext, args: Record<string, unknown>): Promise<ToolResult>;
}

const LIMIT_DEFAULT = 10;
const limit = (max: number) =>
  z.number().int().min(1).max(max).default(LIMIT_DEFAULT).describe(`How many to return (1 to ${max}, default ${LIMIT_DEFAULT})`);
const contactId = z.uuid().describe("A contact's id (from search_contacts or another tool)");
const isoDate = z.iso.date();

export const contactLink = (deps: AppDeps, id: string) => `${deps.config.baseUrl}/contacts/${id}`;

/** A contact as every tool returns it. */
function card(deps: AppDeps, e: IndexedContact) {
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
    link: contactLink(deps, c.id),
  };
}
type Card = ReturnType<typeof card>;

function line(c: Card, i: number, extra = ''): string {
  const where = [c.city, c.country].filter(Boolean).join(', ');
  const trades = c.trades
    .slice(0, 3)
    .map((t) => (t.side === 'either' ? t.product : `${t.side} ${t.product}`))
    .join('; ');
  const bits = [c.company, where, trades].filter(Boolean).join(' · ');
  return `${i + 1}. ${c.name}${bits ? ` (${bits})` : ''}${extra} ${c.link}`;
}

const list = (cards: Card[], empty: string) => (cards.length ? cards.map((c, i) => line(c, i)).join('\n') : empty);

const byName = new Intl.Collator().compare;

const network = async (ctx: ToolContext) => ctx.deps.assistant.network.get(ctx.userId);

/** A contact of the index by id, or 404 (another user's ids are not there: the index is the user's network). */
function entryOf(index: AssistantIndex, id: string): IndexedContact {
  const e = index.entry(id);
  if (!e) throw notFound('Contact not found');
  return e;
}

const searchInput = z.object({
  text: z
    .string()
    .max(300)
    .optional()
    .describe('What to look for, in words, as a trader would say it: "copper cathode buyers in Asia", "HRC sellers in the Gulf"'),
  products: z
    .array(z.string().min(1).max(100))
    .max(10)
    .optional()
    .describe('Commodities, any of which the contact trades: ["copper cathode"], ["HRC", "CRC"], ["urea"]'),
  side: z.enum(['sells', 'buys']).optional().describe('sells: suppliers, producers, sellers; buys: buyers, end users, importers'),
  role: z.string().max(60).optional().describe('A role: broker, trader, agent, analyst, consultant, banker, logistics'),
  region: z.enum(TRADE_REGION_NAMES).optional().describe('A trade region'),
  country: z.string().max(60).optional().describe('A country, by name or ISO code: "Singapore", "AE"'),
  city: z.string().max(80).optional().describe('A city: "Rotterdam", "Dubai"'),
  company: z.string().max(100).optional().describe('A company name, or part of it'),
  last_contacted_after: isoDate.optional().describe('Only contacts last contacted on or after this date (YYYY-MM-DD)'),
  last_contacted_before: isoDate.optional().describe('Only contacts last contacted on or before this date (YYYY-MM-DD)'),
  never_contacted: z.boolean().optional().describe('Only contacts with no contact logged (true), or only those with one (false)'),
  limit: limit(50),
});

function searchTool(): McpTool {
  return {
    name: 'search_contacts',
    title: 'Search contacts',
    description:
      "Finds contacts in the user's Tradeloom network by commodity, side (sells or buys), role, region, country, city, company and when they were last contacted. All filters are optional and combine; `text` may carry a whole question ('cobalt sellers in Africa'). Returns how many match and the best matches, each with what they trade and a link to the contact in Tradeloom.",
    input: searchInput,
    write: false,
    async run(ctx, raw) {
      const a = raw as z.output<typeof searchInput>;
      const { index } = await network(ctx);
      const fromText = a.text ? parseQuestion(index, a.text, ctx.now) : null;
      const unresolved: string[] = [];
      const placesOf = (words: string | undefined) => {
        if (!words) return [];
        const places = parseQuestion(index, words, ctx.now).places;
        if (!places.length) unresolved.push(words);
        return places;
      };
      const products = a.products?.length ? a.products.map((p) => resolveCommodity(p)) : (fromText?.products ?? []);
      const places = [...placesOf(a.city), ...placesOf(a.country), ...placesOf(a.region)];
      const companies = a.company ? parseQuestion(index, a.company, ctx.now).companies : (fromText?.companies ?? []);
      const role = a.role ? parseQuestion(index, a.role, ctx.now).role : (fromText?.role ?? null);
      const filters = {
        products,
        side: a.side ?? fromText?.side ?? null,
        role,
        places: places.length || a.city || a.country || a.region ? places : (fromText?.places ?? []),
        companies,
      };
      const companyWords = a.company && companies.length === 0 ? a.company.toLowerCase() : null;
      const roleWords = a.role && !role ? a.role.toLowerCase() : null;
      const keep = (e: IndexedContact) => {
        const last = e.contact.lastContactedAt?.slice(0, 10) ?? null;
        if (companyWords && !(e.contact.company ?? '').toLowerCase().includes(companyWords)) return false;
        if (roleWords && !`${e.contact.role ?? ''} ${e.contact.title ?? ''}`.toLowerCase().includes(roleWords)) return false;
        if (a.never_contacted === true && last) return false;
        if (a.never_contacted === false && !last) return false;
        if (a.last_contacted_after && (!last || last < a.last_contacted_after)) return false;
        if (a.last_contacted_before && (!last || last > a.last_contacted_before)) return false;
        return true;
      };
      const engineFilters = products.length || filters.side || role || filters.places.length || companies.length;
      let broadened = false;
      let matching: IndexedContact[];
      if (unresolved.length) matching = [];
      else if (engineFilters) {
        const found = searchContacts(index, filters, ctx.now);
        broadened = found.broadened;
        matching = found.hits.map((h) => h.entry).filter(keep);
      } else {
        // Nothing for the engine to look up (only words of a field, or dates): the engine would rank the
        // whole network; filter first and rank what is left as it does (the latest contact first, then by name).
        matching = index.contacts
          .filter(keep)
          .sort((x, y) => (y.lastTouch ?? 0) - (x.lastTouch ?? 0) || byName(x.contact.fullName, y.contact.fullName));
      }
      const cards = matching.slice(0, a.limit).map((e) => card(ctx.deps, e));
      const note = unresolved.length
        ? `No place called ${unresolved.map((u) => `"${u}"`).join(' or ')} is known.`
        : broadened
          ? 'No one lists that exact product; these trade the same family.'
          : null;
      return {
        data: { total: matching.length, shown: cards.length, broadened_to_family: broadened, note, contacts: cards },
        text: `${matching.length} contact${matching.length === 1 ? '' : 's'} match${note ? `. ${note}` : ''}\n${list(cards, 'No contacts match.')}`,
      };
    },
  };
}

const getInput = z.object({
  id: contactId,
  interactions: z.number().int().min(0).max(100).default(20).describe('How many of the latest interactions to include'),
});

function getContactTool(): McpTool {
  return {
    name: 'get_contact',
    title: 'Get a contact',
    description:
      "One contact of the user's network by id: name, company, role, contact details, place, commodities, notes, when last contacted, and the latest logged interactions (calls, meetings, e-mails, messages, notes), newest first.",
    input: getInput,
    write: false,
    async run(ctx, raw) {
      const a = raw as z.output<typeof getInput>;
      const contact = await getContact(ctx.deps.db, ctx.userId, a.id);
      const interactions = a.interactions ? (await listInteractions(ctx.deps.db, ctx.userId, a.id)).slice(0, a.interactions) : [];
      const data = {
        contact: {
          id: contact.id,
          name: contact.full_name,
          company: contact.company,
          title: contact.title,
          role: contact.role,
          email: contact.client_email,
          phone: contact.phone,
          location: contact.location,
          country: contact.country ?? null,
          commodities: contact.commodities,
          notes: contact.notes,
          source_of_introduction: contact.source_of_introduction,
          linkedin_url: contact.linkedin_url,
          last_contacted: contact.last_contacted_at,
          strength: contact.strength,
          strength_note: contact.strength_note,
          keep_in_touch_days: contact.keep_in_touch_days,
          keep_in_touch_due: contact.cadence_due_on,
          keep_in_touch_overdue: contact.cadence_overdue,
          created_at: contact.created_at,
          is_demo: contact.is_demo,
          link: contactLink(ctx.deps, contact.id),
        },
        interactions: interactions.map((i) => ({ id: i.id, kind: i.kind, date: i.date, text: i.text })),
      };
      const head = [contact.full_name, contact.company, contact.location].filter(Boolean).join(' · ');
      const log = interactions.map((i) => `- ${i.date} ${i.kind}${i.text ? `: ${i.text.slice(0, 120)}` : ''}`).join('\n');
      return {
        data,
        text: `${head}\nCommodities: ${contact.commodities ?? 'none listed'}\nLast contacted: ${contact.last_contacted_at ?? 'never'}${contact.strength == null ? '' : `\nRelationship strength: ${contact.strength}/100 (${contact.strength_note ?? ''})`}${contact.cadence_due_on ? `\nNext touch due: ${contact.cadence_due_on}${contact.cadence_overdue ? ' (overdue)' : ''}` : ''}\n${data.contact.link}${log ? `\n${log}` : ''}`,
      };
    },
  };
}

const introInput = z.object({
  contact_id: contactId.optional().describe('Whom to find introductions for: the contacts on the other side of what they trade'),
  product: z
    .string()
    .min(1)
    .max(100)
    .optional()
    .describe('Or a commodity: its sellers and buyers in the network, to introduce to each other'),
  limit: limit(25),
});

function introductionsTool(): McpTool {
  return {
    name: 'suggest_introductions',
    title: 'Suggest introductions',
    description:
      "Whom to introduce to whom in the user's network. With contact_id: the contacts on the other side of what that contact trades (their buyers if they sell, their sellers if they buy). With product: the sellers and the buyers of that commodity. With neither: the best seller-buyer pair of each product across the network.",
    input: introInput,
    write: false,
    async run(ctx, raw) {
      const a = raw as z.output<typeof introInput>;
      const { index } = await network(ctx);
      const d = ctx.deps;
      if (a.contact_id) {
        const from = entryOf(index, a.contact_id);
        const intros = introductionsFor(index, from, ctx.now).slice(0, a.limit);
        const rows = intros.map((i) => ({ to: card(d, i.to), product: i.product.name, they: i.toSide }));
        return {
          data: { contact: card(d, from), introductions: rows },
          text: `Introductions for ${from.contact.fullName}:\n${
            rows.length
              ? rows.map((r, i) => line(r.to, i, ` — ${r.they} ${r.product}`)).join('\n')
              : 'No one on the other side of what they trade.'
          }`,
        };
      }
      if (a.product) {
        const product = resolveCommodity(a.product);
        const side = (s: 'sells' | 'buys') =>
          searchContacts(index, { products: [product], side: s, role: null, places: [], companies: [] }, ctx.now)
            .hits.slice(0, a.limit)
            .map((h) => card(d, h.entry));
        const sellers = side('sells');
        const buyers = side('buys');
        return {
          data: { product: product.name, sellers, buyers },
          text: `${product.name}\nSellers:\n${list(sellers, 'none')}\nBuyers:\n${list(buyers, 'none')}`,
        };
      }
      const pairs = bestIntroductions(index, a.limit, ctx.now).map((p) => ({
        seller: card(d, p.from),
        buyer: card(d, p.to),
        product: p.product.name,
      }));
      return {
        data: { pairs },
        text: pairs.length
          ? pairs.map((p, i) => `${i + 1}. ${p.product}: ${p.seller.name} (sells) → ${p.buyer.name} (buys)`).join('\n')
          : 'No seller-buyer pairs in the network yet.',
      };
    },
  };
}

const limitOnly = z.object({ limit: limit(50) });

function coldTool(): McpTool {
  return {
    name: 'cold_relationships',
    title: 'Cold relationships',
    description:
      'Valuable relationships the user has not been in touch with for 90 days or more (by the last logged contact), the most valuable first, with how long they have been silent.',
    input: limitOnly,
    write: false,
    async run(ctx, raw) {
      const a = raw as z.output<typeof limitOnly>;
      const { index, priorities } = await network(ctx);
      const cold = coldContacts(index, priorities, ctx.now);
      const rows = cold
        .slice(0, a.limit)
        .map((c) => ({ ...card(ctx.deps, c.entry), days_silent: c.daysSilent, possible_counterparts: c.counterparts }));
      return {
        data: { total: cold.length, contacts: rows },
        text: `${cold.length} relationship${cold.length === 1 ? '' : 's'} going cold\n${
          rows.length
            ? rows.map((r, i) => line(r, i, ` — ${r.days_silent} days silent`)).join('\n')
            : 'None: every valuable relationship was contacted lately.'
        }`,
      };
    },
  };
}

function prioritiesTool(): McpTool {
  return {
    name: 'priority_matches',
    title: 'Priority matches',
    description: "The contacts who can serve each of the user's active business priorities, best first, with why.",
    input: z.object({}),
    write: false,
    async run(ctx) {
      const { index, priorities } = await network(ctx);
      const matches = priorityMatches(index, priorities, ctx.now).map((m) => ({
        priority: m.priority.priorityText,
        wants: m.wants,
        contacts: m.contacts.flatMap((c) => {
          const e = index.entry(c.id);
          return e ? [{ ...card(ctx.deps, e), why: c.why }] : [];
        }),
      }));
      return {
        data: { priorities: matches },
        text: matches.length
          ? matches.map((m) => `${m.priority} (wants ${m.wants}):\n${list(m.contacts, 'no one yet')}`).join('\n\n')
          : 'No active business priorities. Add one with add_priority.',
      };
    },
  };
}

function summaryTool(): McpTool {
  return {
    name: 'network_summary',
    title: 'Network summary',
    description:
      "Counts over the user's whole network: contacts, sellers, buyers, two-sided traders, top commodities, countries and regions, relationships gone cold, and contacts missing products or a place.",
    input: z.object({}),
    write: false,
    async run(ctx) {
      const { index } = await network(ctx);
      const s = summarizeNetwork(index, ctx.now);
      const top = (xs: { name: string; contacts: number }[]) => xs.map((x) => `${x.name} ${x.contacts}`).join(', ') || 'none';
      return {
        data: { ...s },
        text: `${s.total} contacts: ${s.sellers} sellers, ${s.buyers} buyers, ${s.twoSided} on both sides.\nTop commodities: ${top(s.topProducts)}\nTop countries: ${top(s.topCountries)}\nCold: ${s.cold}; never contacted: ${s.neverLogged}`,
      };
    },
  };
}

const insightsInput = z.object({
  tab: insightListQuerySchema.shape.tab.describe('all, unread, or high (high priority)'),
  limit: z.number().int().min(1).max(50).default(LIMIT_DEFAULT).describe('How many to return (1 to 50)'),
});

function insightsTool(): McpTool {
  return {
    name: 'list_insights',
    title: 'List insights',
    description:
      "The user's AI insights from Tradeloom's network scans (opportunities, introductions, reminders, risks), newest first, with the contacts each rests on.",
    input: insightsInput,
    write: false,
    async run(ctx, raw) {
      const a = raw as z.output<typeof insightsInput>;
      const page = await listInsights(ctx.deps.db, ctx.userId, { tab: a.tab, limit: a.limit });
      const items = page.items.map((i) => ({
        id: i.id,
        title: i.title,
        description: i.description,
        type: i.insight_type,
        priority: i.priority,
        is_read: i.is_read,
        action_items: i.action_items,
        potential_value: i.potential_value,
        contacts: i.contacts.map((c) => ({ id: c.id, name: c.full_name, link: contactLink(ctx.deps, c.id) })),
        created_at: i.created_at,
      }));
      return {
        data: { counts: page.counts, insights: items },
        text: items.length ? items.map((i, n) => `${n + 1}. [${i.priority}] ${i.title}`).join('\n') : 'No insights yet.',
      };
    },
  };
}

const logInput = z.object({
  contact_id: contactId,
  kind: z.enum(INTERACTION_KINDS).describe('call, meeting, email, message or note'),
  date: interactionInputSchema.shape.date.optional().describe('When it happened (YYYY-MM-DD, not in the future); today if left out'),
  text: z.string().trim().max(INTERACTION_TEXT_MAX).default('').describe('What was said or agreed'),
});

function logTool(): McpTool {
  return {
    name: 'log_interaction',
    title: 'Log an interaction',
    description:
      "Logs a call, meeting, e-mail, message or note with one of the user's own contacts on a date; the contact's last-contacted date moves to it when later, and its reminders are done.",
    input: logInput,
    write: true,
    async run(ctx, raw) {
      const a = raw as z.output<typeof logInput>;
      const date = a.date ?? ctx.now.toISOString().slice(0, 10);
      const i = await addInteraction(ctx.deps.db, ctx.userId, a.contact_id, { kind: a.kind, date, text: a.text });
      return {
        data: {
          interaction: { id: i.id, contact_id: i.contact_id, kind: i.kind, date: i.date, text: i.text },
          link: contactLink(ctx.deps, i.contact_id),
        },
        text: `Logged a ${i.kind} on ${i.date}. ${contactLink(ctx.deps, i.contact_id)}`,
      };
    },
  };
}

const addContactInput = contactInputSchema.pick({
  full_name: true,
  company: true,
  title: true,
  role: true,
  client_email: true,
  phone: true,
  location: true,
  commodities: true,
  notes: true,
  source_of_introduction: true,
  linkedin_url: true,
});

function addContactTool(): McpTool {
  return {
    name: 'add_contact',
    title: 'Add a contact',
    description:
      "Adds a contact to the user's network. Commodities are a comma-separated list ('Copper Cathode, Zinc'); say in the notes which side they are on ('sells copper cathode'). The location is placed on the map later.",
    input: addContactInput,
    write: true,
    async run(ctx, raw) {
      const a = raw as z.output<typeof addContactInput>;
      const contact = await createContact(ctx.deps.db, ctx.userId, {
        ...a,
        client_name: null,
        city_id: null,
        latitude: null,
        longitude: null,
        last_contacted_at: null,
        keep_in_touch_days: null,
      });
      const link = contactLink(ctx.deps, contact.id);
      return {
        data: { contact: { id: contact.id, name: contact.full_name, company: contact.company, link } },
        text: `Added ${contact.full_name}. ${link}`,
      };
    },
  };
}

const notesInput = z.object({
  contact_id: contactId,
  notes: z.string().trim().min(1).max(5000).describe('The text'),
  mode: z
    .enum(['append', 'replace'])
    .default('append')
    .describe('append (default): add below the notes there; replace: the notes become this text'),
});

function notesTool(): McpTool {
  return {
    name: 'update_contact_notes',
    title: "Update a contact's notes",
    description:
      "Adds to (or, with mode 'replace', replaces) the notes of one of the user's own contacts. Notes are where a trader keeps what a contact trades, on which side, volumes and terms.",
    input: notesInput,
    write: true,
    destructive: true,
    async run(ctx, raw) {
      const a = raw as z.output<typeof notesInput>;
      let notes = a.notes;
      if (a.mode === 'append') {
        const current = (await getContact(ctx.deps.db, ctx.userId, a.contact_id)).notes;
        if (current) notes = `${current}\n\n${a.notes}`;
      }
      const update = contactInputSchema.partial().pick({ notes: true }).parse({ notes });
      const contact = await updateContact(ctx.deps.db, ctx.userId, a.contact_id, update);
      const link = contactLink(ctx.deps, contact.id);
      return {
        data: { contact: { id: contact.id, name: contact.full_name, notes: contact.notes, link } },
        text: `Notes of ${contact.full_name} saved. ${link}`,
      };
    },
  };
}

function priorityTool(): McpTool {
  return {
    name: 'add_priority',
    title: 'Add a business priority',
    description:
      "Adds a business priority ('Source 5,000 t of copper cathode for Q3'), with its commodities, a region and a deadline if any. Tradeloom's assistant and scans look for contacts who serve it first.",
    input: priorityInputSchema,
    write: true,
    async run(ctx, raw) {
      const p = await addPriority(ctx.deps.db, ctx.userId, raw as z.output<typeof priorityInputSchema>);
      return { data: { priority: p }, text: `Priority added: ${p.priority_text}` };
    },
  };
}

/** Every tool, reads first. */
export const MCP_TOOLS: readonly McpTool[] = [
  searchTool(),
  getContactTool(),
  introductionsTool(),
  coldTool(),
  prioritiesTool(),
  summaryTool(),
  insightsTool(),
  logTool(),
  addContactTool(),
  notesTool(),
  priorityTool(),
];
