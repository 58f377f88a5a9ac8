/**
 * What the assistant reads for a user's question, kept per user while nothing it was read from
 * changes (decision 024): the index of the visible network (own contacts, plus the demo account's
 * while demo mode is on) and the user's active business priorities. The database's change feed drops
 * a user's entry when an owner of their network changes contacts ('c:<owner>'), when their profile
 * or account does ('p:', 'u:': demo mode) or their priorities do ('b:', migration 0018), and
 * everything when the feed goes down or comes back. While the feed is not live everything is read
 * for every question.
 *
 * Concurrent questions of one user share one read. A read during which a change of its own user or
 * owners was announced answers its question but is not kept; changes of other users (their credits,
 * sessions, contacts) do not keep it out, so a busy server still fills the cache.
 */
import type { AssistantContact, AssistantIndex, EnginePriority } from '@tradeloom/intelligence/assistant';
import type { ChangeFeed } from '../../db/change-feed.ts';
import type { Db } from '../../db/client.ts';
import { visibleOwners } from '../contacts/contacts.store.ts';
import { loadEngineNetwork } from '../contacts/engine-network.ts';
import { activePriorities } from '../priorities/priorities.service.ts';

/**
 * The visible contacts as the assistant reads them, with the geocoded city and country, who introduced
 * each, and each one's latest logged interactions (the contacts module's loader, shared with the scan).
 */
export const loadAssistantContacts = (db: Db, owners: readonly string[]): Promise<AssistantContact[]> => loadEngineNetwork(db, owners);

/** The assistant's code and word lists, loaded with the first question (not with the server), once. */
let engine: Promise<typeof import('@tradeloom/intelligence/assistant')> | undefined;
export const assistantEngine = () => (engine ??= import('@tradeloom/intelligence/assistant'));

export interface UserNetwork {
  index: AssistantIndex;
  priorities: EnginePriority[];
}

interface Entry extends UserNetwork {
  owners: string[];
}

/** A read in progress: its owners once known, and whether a change it depends on was announced meanwhile. */
interface Reading {
  owners: string[] | null;
  stale: boolean;
  result: Promise<Entry>;
}

export interface NetworkCache {
  /** The user's index and priorities, from the cache when still current. */
  get(userId: string): Promise<UserNetwork>;
  /** Drops the user's entry (their write request just ended, before the feed announces it). */
  forget(userId: string): void;
}

export function createNetworkCache(opts: { db: Db; feed: ChangeFeed; maxUsers?: number }): NetworkCache {
  const maxUsers = opts.maxUsers ?? 200;
  const entries = new Map<string, Entry>();
  const reading = new Map<string, Reading>();
  const drop = (userId: string) => {
    entries.delete(userId);
    const r = reading.get(userId);
    if (r) r.stale = true;
  };
  opts.feed.subscribe((payload) => {
    if (payload === null) {
      entries.clear();
      for (const r of reading.values()) r.stale = true;
      return;
    }
    const [kind, id] = [payload.slice(0, 2), payload.slice(2)];
    if (kind === 'p:' || kind === 'u:' || kind === 'b:') drop(id);
    else if (kind === 'c:') {
      for (const [user, e] of entries) if (e.owners.includes(id)) entries.delete(user);
      // A read that does not know its owners yet may be reading this owner's contacts.
      for (const r of reading.values()) if (r.owners === null || r.owners.includes(id)) r.stale = true;
    }
  });

  const read = async (userId: string, r: Reading | null): Promise<Entry> => {
    const owners = await visibleOwners(opts.db, userId);
    if (r) r.owners = owners;
    const [{ buildAssistantIndex }, rows, priorities] = await Promise.all([
      assistantEngine(),
      loadAssistantContacts(opts.db, owners),
      activePriorities(opts.db, userId),
    ]);
    return { owners, index: buildAssistantIndex(rows), priorities };
  };

  return {
    forget: (userId) => drop(userId),
    async get(userId) {
      if (!opts.feed.live) return read(userId, null);
      const hit = entries.get(userId);
      if (hit) {
        // Most recently used last, so the oldest is the first to go.
        entries.delete(userId);
        entries.set(userId, hit);
        return hit;
      }
      const pending = reading.get(userId);
      if (pending && !pending.stale) return pending.result;
      const r: Reading = { owners: null, stale: false, result: Promise.resolve(null as unknown as Entry) };
      r.result = read(userId, r);
      reading.set(userId, r);
      try {
        const entry = await r.result;
        if (!r.stale && opts.feed.live) {
          entries.set(userId, entry);
          while (entries.size > maxUsers) entries.delete(entries.keys().next().value!);
        }
        return entry;
      } finally {
        if (reading.get(userId) === r) reading.delete(userId);
      }
    },
  };
}
