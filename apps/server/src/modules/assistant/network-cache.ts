/**
 * The assistant's index of a user's visible network (own contacts, plus the demo account's while demo
 * mode is on), built once and kept while nothing it was built from changes: the database's change
 * feed drops it when an owner's contacts change ('c:<owner>') or the user's profile does ('p:<user>',
 * demo mode), and everything when the feed goes down or comes back. While the feed is not live the
 * index is built for every question. An index built while a change was announced is not kept.
 */
import type { AssistantContact, AssistantIndex } from '@tradeloom/intelligence/assistant';
import { eq, inArray } from 'drizzle-orm';
import type { ChangeFeed } from '../../db/change-feed.ts';
import type { Db } from '../../db/client.ts';
import { cities, contacts } from '../../db/schema/index.ts';
import { visibleOwners } from '../contacts/contacts.search.ts';

/** The visible contacts as the assistant reads them, with the geocoded city and country. */
export async function loadAssistantContacts(db: Db, owners: readonly string[]): Promise<AssistantContact[]> {
  const rows = await db
    .select({
      id: contacts.id,
      fullName: contacts.fullName,
      company: contacts.company,
      role: contacts.role,
      title: contacts.title,
      location: contacts.location,
      city: cities.name,
      country: cities.country,
      countryCode: cities.countryCode,
      commodities: contacts.commodities,
      notes: contacts.notes,
      lastContactedAt: contacts.lastContactedAt,
      createdAt: contacts.createdAt,
    })
    .from(contacts)
    .leftJoin(cities, eq(cities.id, contacts.cityId))
    .where(inArray(contacts.userId, [...owners]));
  return rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() }));
}

interface Entry {
  owners: string[];
  index: AssistantIndex;
  at: number;
}

export interface NetworkCache {
  /** The user's index, from the cache when it is still current. */
  get(userId: string): Promise<AssistantIndex>;
  /** Drops the user's index (their write request just ended, before the feed announces it). */
  forget(userId: string): void;
}

export function createNetworkCache(opts: { db: Db; feed: ChangeFeed; maxUsers?: number }): NetworkCache {
  const maxUsers = opts.maxUsers ?? 200;
  const entries = new Map<string, Entry>();
  let version = 0;
  opts.feed.subscribe((payload) => {
    version++;
    if (payload === null) return entries.clear();
    const [kind, id] = [payload.slice(0, 2), payload.slice(2)];
    if (kind === 'p:' || kind === 'u:') entries.delete(id);
    else if (kind === 'c:') for (const [user, e] of entries) if (e.owners.includes(id)) entries.delete(user);
  });

  const build = async (userId: string) => {
    const owners = await visibleOwners(opts.db, userId);
    // The assistant's code and word lists load with the first question, not with the server.
    const [{ buildAssistantIndex }, contacts] = await Promise.all([
      import('@tradeloom/intelligence/assistant'),
      loadAssistantContacts(opts.db, owners),
    ]);
    return { owners, index: buildAssistantIndex(contacts) };
  };

  return {
    forget: (userId) => void entries.delete(userId),
    async get(userId) {
      if (!opts.feed.live) return (await build(userId)).index;
      const hit = entries.get(userId);
      if (hit) {
        // Most recently used last, so the oldest is the first to go.
        entries.delete(userId);
        entries.set(userId, hit);
        return hit.index;
      }
      const before = version;
      const { owners, index } = await build(userId);
      if (version === before && opts.feed.live) {
        entries.set(userId, { owners, index, at: Date.now() });
        while (entries.size > maxUsers) entries.delete(entries.keys().next().value!);
      }
      return index;
    },
  };
}
