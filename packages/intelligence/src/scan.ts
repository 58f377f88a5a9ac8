/**
 * A scan of the user's network: every insight type of the spec, each saying why and naming the
 * contacts it rests on, never one the user already has or dismissed (stable fingerprints). Pure:
 * contacts, priorities, known fingerprints and the time in; insights out.
 */
import { COMMODITY_GROUP_LABELS, plural, pluralize } from '@tradeloom/domain';
import { resolveCommodities } from '@tradeloom/domain/trade';
import { type ContactProfile, type EngineContact, profileNetwork } from './network.ts';
import { type EnginePriority, matchPriorities } from './opportunities.ts';
import { COLD_AFTER_DAYS, coldRelationships, contactWorth, followUps, MIN_COLD_VALUE } from './reminders.ts';
import { findSynergies, synergyPairOf } from './synergy.ts';

export type InsightType = 'synergy' | 'opportunity' | 'reminder' | 'analysis' | 'manual_scan';
export type InsightPriority = 'high' | 'medium' | 'low';

export interface EngineInsight {
  insight_type: InsightType;
  title: string;
  description: string;
  priority: InsightPriority;
  action_items: string[];
  potential_value: string | null;
  /** The contacts the insight rests on. */
  contact_ids: string[];
  /** Stable: the same finding in a later scan has the same fingerprint. */
  fingerprint: string;
}

export interface ScanInput {
  contacts: readonly EngineContact[];
  priorities?: readonly EnginePriority[];
  /** Fingerprints of insights the user has or dismissed: never produced again. */
  known?: ReadonlySet<string>;
  now?: Date;
  trigger?: 'manual' | 'auto';
  /** At most this many insights of each type (the best first). */
  perType?: number;
  /**
   * The contacts as profileNetwork read them, when the caller already has them: a series of scans of one
   * unchanged book (the evaluation's thirty) reads its notes once. Read from `contacts` when absent.
   */
  profiles?: readonly ContactProfile[];
}

const cmp = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
const names = (ids: readonly string[], byId: Map<string, EngineContact>) => ids.map((id) => byId.get(id)?.fullName ?? id);
const list = (items: readonly string[]) => (items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`);

/** An introduction's priority follows its confidence (decision 033). */
export const synergyPriority = (confidence: number): InsightPriority =>
  confidence >= 0.75 ? 'high' : confidence >= 0.6 ? 'medium' : 'low';

export function scanNetwork(input: ScanInput): EngineInsight[] {
  const now = input.now ?? new Date();
  const perType = input.perType ?? 10;
  const known = input.known ?? new Set<string>();
  const byId = new Map(input.contacts.map((c) => [c.id, c]));
  // In the order of the ids, never the order the contacts came in: the same book gives the same scan.
  const profiles = [...(input.profiles ?? profileNetwork(input.contacts))].sort((a, b) => cmp(a.contact.id, b.contact.id));
  const out: EngineInsight[] = [];
  const add = (insight: EngineInsight) => {
    if (!known.has(insight.fingerprint) && !out.some((i) => i.fingerprint === insight.fingerprint)) out.push(insight);
  };

  // Synergies: introductions, best first.
  // Every chosen pair counts toward its contacts' worth; only the first perType are described.
  const synergyCount = new Map<string, number>();
  const count = (id: string) => synergyCount.set(id, (synergyCount.get(id) ?? 0) + 1);
  // Introductions suggested in earlier scans still say what the contact can do.
  for (const f of known) {
    const pair = synergyPairOf(f);
    if (pair && byId.has(pair.sellerId) && byId.has(pair.buyerId)) {
      count(pair.sellerId);
      count(pair.buyerId);
    }
  }
  const synergies = findSynergies(profiles, {
    now,
    exclude: known,
    limit: perType,
    onChosen: (sellerId, buyerId) => {
      count(sellerId);
      count(buyerId);
    },
  });
  for (const m of synergies.slice(0, perType)) {
    const [seller, buyer] = names([m.sellerId, m.buyerId], byId);
    const product = list(m.products.map((p) => p.name));
    const brokers = names(m.brokerIds, byId);
    add({
      insight_type: 'synergy',
      title: `Introduce ${seller} to ${buyer} for ${product}`,
      description: `${m.reasons.join(' ')}${brokers.length ? ` ${list(brokers)} also ${pluralize(brokers.length, 'deals', 'deal')} in ${product} and could bridge them.` : ''}`,
      priority: synergyPriority(m.score),
      action_items: [
        `Check ${seller}'s current availability of ${product}`,
        `Ask ${buyer} for their next requirement and delivery terms`,
        `Introduce them, or arrange the trade between them yourself`,
      ],
      potential_value: `A new ${product} trade flow between ${seller} and ${buyer}`,
      contact_ids: [m.sellerId, m.buyerId, ...m.brokerIds],
      fingerprint: m.fingerprint,
    });
  }

  // Opportunities: the contacts who can serve each active priority.
  const priorityMatches = matchPriorities(input.priorities ?? [], profiles, { now });
  const servesPriority = new Map<string, number>();
  for (const pm of priorityMatches) {
    for (const c of pm.contacts) servesPriority.set(c.id, (servesPriority.get(c.id) ?? 0) + 1);
    if (pm.contacts.length === 0) continue;
    const who = names(
      pm.contacts.map((c) => c.id),
      byId,
    );
    const deadline = pm.priority.deadline ? ` before ${pm.priority.deadline.slice(0, 10)}` : '';
    add({
      insight_type: 'opportunity',
      title: `${plural(pm.contacts.length, 'contact')} for "${pm.priority.priorityText.trim()}"`,
      description: `For your priority "${pm.priority.priorityText.trim()}"${deadline}: ${pm.contacts.map((c, i) => `${who[i]} (${c.why})`).join('; ')}.`,
      priority: pm.contacts[0]!.score >= 0.8 ? 'high' : 'medium',
      action_items: pm.contacts.slice(0, 3).map((c, i) => `Contact ${who[i]}: ${c.why}`),
      potential_value: pm.products.length ? `Progress on ${list(pm.products.map((p) => p.name))}${deadline}` : null,
      contact_ids: pm.contacts.map((c) => c.id),
      fingerprint: `opportunity:${pm.priority.id}:${pm.contacts.map((c) => c.id).join('+')}`,
    });
  }

  // Reminders: follow-ups the notes ask for, then valuable relationships going cold.
  for (const f of followUps(profiles, { now }).slice(0, perType)) {
    const [name] = names([f.id], byId);
    const due = f.due.toISOString().slice(0, 10);
    add({
      insight_type: 'reminder',
      title: `Follow up with ${name}`,
      description: `Your notes say: "${f.text}" (due ${due}).`,
      priority: f.due.getTime() <= now.getTime() ? 'high' : 'medium',
      action_items: [`Get in touch with ${name}`, 'Log the call or meeting on the contact'],
      potential_value: null,
      contact_ids: [f.id],
      fingerprint: `reminder:followup:${f.id}:${due}`,
    });
  }
  const profileById = new Map(profiles.map((p) => [p.contact.id, p]));
  const coldFingerprint = (id: string, lastTouch: number) => `reminder:cold:${id}:${new Date(lastTouch).toISOString().slice(0, 10)}`;
  const cold = coldRelationships(
    profiles,
    (p) => contactWorth(p, synergyCount.get(p.contact.id) ?? 0, servesPriority.get(p.contact.id) ?? 0),
    { now, limit: perType, skip: (p) => p.lastTouch !== null && known.has(coldFingerprint(p.contact.id, p.lastTouch)) },
  );
  for (const c of cold) {
    const [name] = names([c.id], byId);
    const profile = profileById.get(c.id)!;
    const lastDate = new Date(profile.lastTouch!).toISOString().slice(0, 10);
    const lastInteraction = profile.contact.interactions?.find((i) => i.occurredOn.slice(0, 10) === lastDate);
    const lastWhat = lastInteraction ? `${lastInteraction.kind} on ${lastDate}` : lastDate;
    add({
      insight_type: 'reminder',
      title: `Reconnect with ${name}`,
      description: `No contact for ${c.daysSilent} days (last: ${lastWhat}). ${name} is worth keeping warm: ${c.why.join('; ') || 'in your network'}.`,
      priority: c.value >= 8 || (c.daysSilent >= 2 * COLD_AFTER_DAYS && c.value >= 4) ? 'high' : c.value >= 4 ? 'medium' : 'low',
      action_items: [`Call or message ${name}`, 'Ask what they are trading this quarter'],
      potential_value: c.why.length ? `Keeps ${name} active: ${c.why[0]}` : null,
      contact_ids: [c.id],
      fingerprint: coldFingerprint(c.id, profile.lastTouch!),
    });
  }

  // Contacts never contacted are not 'gone cold'; the valuable ones are worth a first call.
  const never = profiles
    .filter((p) => p.lastTouch === null)
    .map((p) => ({ p, ...contactWorth(p, synergyCount.get(p.contact.id) ?? 0, servesPriority.get(p.contact.id) ?? 0) }))
    .filter((w) => w.value >= MIN_COLD_VALUE)
    .sort((a, b) => b.value - a.value || cmp(a.p.contact.id, b.p.contact.id));
  if (never.length > 0) {
    const first = never.slice(0, 5).map((w) => `${w.p.contact.fullName} (${w.why[0] ?? 'in your network'})`);
    add({
      insight_type: 'analysis',
      title: `${plural(never.length, 'valuable contact')} you have never been in touch with`,
      description: `No call, meeting or message is logged with ${never.length === 1 ? 'this contact' : 'these contacts'}, the most valuable first: ${list(first)}${never.length > 5 ? ` and ${never.length - 5} more` : ''}.`,
      priority: 'low',
      action_items: [`Introduce yourself to ${never[0]!.p.contact.fullName}`, 'Log the first call on the contact'],
      potential_value: 'Relationships that exist only in the contact book put to work',
      contact_ids: never.slice(0, 10).map((w) => w.p.contact.id),
      fingerprint: `analysis:never:${never.length}`,
    });
  }

  // Analysis: concentration, one-sided products, missing data.
  const total = profiles.length;
  if (total > 0) {
    const byGroup = new Map<string, number>();
    const sides = new Map<string, { name: string; sells: string[]; buys: string[] }>();
    for (const p of profiles) {
      for (const g of new Set(p.products.map((t) => t.product.group))) byGroup.set(g, (byGroup.get(g) ?? 0) + 1);
      for (const t of p.products) {
        if (!t.product.known) continue;
        const s = sides.get(t.product.id) ?? { name: t.product.name, sells: [], buys: [] };
        if (t.side === 'sells') s.sells.push(p.contact.id);
        if (t.side === 'buys') s.buys.push(p.contact.id);
        sides.set(t.product.id, s);
      }
    }
    const [topGroup, topCount] = [...byGroup].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))[0] ?? ['', 0];
    if (topGroup && topCount / total >= 0.5 && total >= 10) {
      add({
        insight_type: 'analysis',
        title: `${Math.round((100 * topCount) / total)}% of your network is in ${COMMODITY_GROUP_LABELS[topGroup as keyof typeof COMMODITY_GROUP_LABELS]}`,
        description: `${topCount} of your ${total} contacts trade ${COMMODITY_GROUP_LABELS[topGroup as keyof typeof COMMODITY_GROUP_LABELS]}. A downturn there would touch most of your relationships.`,
        priority: 'low',
        action_items: ['Add contacts in a second commodity group you know', 'Ask your strongest contacts for introductions outside it'],
        potential_value: 'A network that holds up when one market slows',
        contact_ids: [],
        fingerprint: `analysis:concentration:${topGroup}:${Math.round((10 * topCount) / total)}`,
      });
    }
    const gaps = [...sides.entries()]
      .filter(([, s]) => s.buys.length > 0 && s.sells.length === 0)
      .sort((a, b) => b[1].buys.length - a[1].buys.length || a[0].localeCompare(b[0]))
      .slice(0, 3);
    for (const [id, s] of gaps) {
      add({
        insight_type: 'analysis',
        title: `No supplier of ${s.name} for ${plural(s.buys.length, 'buyer')}`,
        description: `${list(names(s.buys.slice(0, 5), byId))} ${pluralize(s.buys.length, 'buys', 'buy')} ${s.name}, but no contact in your network sells it.`,
        priority: s.buys.length >= 3 ? 'high' : 'medium',
        action_items: [`Find a producer or exporter of ${s.name}`, `Ask your buyers of ${s.name} who supplies them today`],
        potential_value: `Supply for ${plural(s.buys.length, 'existing buyer')}`,
        contact_ids: s.buys.slice(0, 10),
        fingerprint: `analysis:gap:${id}:${s.buys.length}`,
      });
    }
    // Commodities count as listed even when they take no side (a banker's or a consultant's).
    const missing = profiles
      .filter((p) => !p.contact.location?.trim() || (p.products.length === 0 && resolveCommodities(p.contact.commodities).length === 0))
      .map((p) => p.contact.id);
    if (missing.length > 0) {
      add({
        insight_type: 'analysis',
        title: `${plural(missing.length, 'contact is', 'contacts are')} missing a location or commodities`,
        description: `Without a location or commodities, ${missing.length === 1 ? 'this contact' : 'these contacts'} cannot be matched or shown on the map: ${list(names(missing.slice(0, 5), byId))}${missing.length > 5 ? ` and ${missing.length - 5} more` : ''}.`,
        priority: missing.length >= total / 4 ? 'medium' : 'low',
        action_items: ['Fill in the location and commodities of these contacts'],
        potential_value: 'More introductions and a complete map',
        contact_ids: missing.slice(0, 20),
        fingerprint: `analysis:missing:${missing.length}`,
      });
    }
  }

  if (input.trigger === 'manual') {
    const counts = (t: InsightType) => out.filter((i) => i.insight_type === t).length;
    add({
      insight_type: 'manual_scan',
      title: `Network scan: ${plural(out.length, 'new insight')}`,
      description: `Scanned ${plural(total, 'contact')} on ${now.toISOString().slice(0, 10)}: ${plural(counts('synergy'), 'introduction')}, ${plural(counts('opportunity'), 'opportunity', 'opportunities')}, ${plural(counts('reminder'), 'reminder')} and ${plural(counts('analysis'), 'observation')} about your network.`,
      priority: 'low',
      action_items: out.length
        ? ['Start with the high-priority insights']
        : ['Add notes, commodities and locations to your contacts for sharper results'],
      potential_value: null,
      contact_ids: [],
      fingerprint: `manual_scan:${now.toISOString()}`,
    });
  }
  return out;
}
