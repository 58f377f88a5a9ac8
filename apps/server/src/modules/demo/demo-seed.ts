/**
 * Writes the demo network into the shared demo account, and keeps it current: a network of an older
 * generator is replaced whole (demo contacts are read-only, so nothing of a user's is lost; insights
 * and chat answers that named old demo contacts simply stop naming them), and a network written days
 * ago has its dates moved up, so 'last contacted 5 weeks ago' stays true while the server runs on.
 */
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { cities, contactInteractions, demoNetworkState } from '../../db/schema/index.ts';
import { countOwnContacts, deleteOwnerContacts, insertContactRows, shiftContactDates } from '../contacts/contacts.store.ts';
import { resolveLocation } from '../locations/locations.service.ts';
import { DEMO_CONTACT_COUNT, DEMO_NETWORK_VERSION, generateDemoNetwork } from './demo-network.ts';

/** Dates are moved up once they lag this many days behind today (not at every start). */
export const REDATE_AFTER_DAYS = 7;
const DAY = 86_400_000;

const isoDay = (d: Date) => d.toISOString().slice(0, 10);

/**
 * Brings the owner's demo network to the current version and day, inside the caller's transaction.
 * Answers how many contacts were written (0 when the network only kept or moved its dates).
 */
export async function syncDemoNetwork(tx: Tx, owner: string, seed: number, today: Date): Promise<number> {
  const day = isoDay(today);
  const [state] = await tx.select().from(demoNetworkState).where(eq(demoNetworkState.id, 1)).limit(1);
  const existing = await countOwnContacts(tx, owner);
  if (state?.version === DEMO_NETWORK_VERSION && existing > 0) {
    const behind = Math.round((Date.parse(day) - Date.parse(state.datedOn)) / DAY);
    if (behind >= REDATE_AFTER_DAYS) await redate(tx, owner, behind, day);
    return 0;
  }

  // An older network (or none): replaced whole. Its interactions go with it (cascade).
  await deleteOwnerContacts(tx, owner);
  const network = generateDemoNetwork(seed, DEMO_CONTACT_COUNT, today);
  const [anyCity] = await tx.select({ id: cities.id }).from(cities).limit(1);
  const places = new Map<string, { cityId: number | null; latitude: number; longitude: number }>();
  for (const hub of new Set(network.map((c) => c.hub))) {
    const resolved = anyCity ? await resolveLocation(tx, hub.lookup ?? hub.location) : null;
    places.set(hub.location, resolved ?? { cityId: null, latitude: hub.latitude, longitude: hub.longitude });
  }
  const rows = network.map((c) => {
    const place = places.get(c.hub.location)!;
    return {
      id: randomUUID(),
      userId: owner,
      full_name: c.fullName,
      company: c.company,
      title: c.title,
      role: c.role,
      client_email: c.email,
      phone: c.phone,
      location: c.hub.location,
      city_id: place.cityId,
      latitude: place.latitude,
      longitude: place.longitude,
      commodities: c.commodities,
      source_of_introduction: c.sourceOfIntroduction,
      notes: c.notes || null,
      last_contacted_at: c.lastContactedAt,
      createdAt: c.createdAt,
      updatedAt: c.updatedAt,
    };
  });
  await insertContactRows(tx, rows);
  const log = network.flatMap((c, i) =>
    c.interactions.map((x) => ({
      userId: owner,
      contactId: rows[i]!.id,
      kind: x.kind,
      occurredOn: x.date,
      text: x.text,
      createdAt: new Date(`${x.date}T12:00:00Z`),
    })),
  );
  for (let i = 0; i < log.length; i += 500) await tx.insert(contactInteractions).values(log.slice(i, i + 500));
  await tx
    .insert(demoNetworkState)
    .values({ id: 1, version: DEMO_NETWORK_VERSION, datedOn: day })
    .onConflictDoUpdate({ target: demoNetworkState.id, set: { version: DEMO_NETWORK_VERSION, datedOn: day, updatedAt: new Date() } });
  return rows.length;
}

/** Moves every date of the network up by `days`, so it reads as written on `day`. */
async function redate(tx: Tx, owner: string, days: number, day: string): Promise<void> {
  const shift = sql`make_interval(days => ${days}::int)`;
  await shiftContactDates(tx, owner, days);
  await tx
    .update(contactInteractions)
    .set({ occurredOn: sql`${contactInteractions.occurredOn} + ${days}::int`, createdAt: sql`${contactInteractions.createdAt} + ${shift}` })
    .where(eq(contactInteractions.userId, owner));
  await tx.update(demoNetworkState).set({ datedOn: day, updatedAt: new Date() }).where(eq(demoNetworkState.id, 1));
}
