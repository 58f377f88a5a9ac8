/**
 * The Network Map's data: the contacts the user sees (own, plus the demo network in demo mode), with
 * the contacts screen's search and filters, aggregated by city in one statement, so the browser gets
 * one row per city instead of every contact. A city is the geocoded city, or else the contact's
 * coordinates rounded to about a kilometre. Only contacts with non-zero latitude and longitude are
 * placed (spec §5). The legend group of a city is the group most of its commodity entries resolve to,
 * through the domain's one resolver of trade names.
 */
import { type CommodityGroup, MAP_POPUP_CONTACTS, MAP_TILE_MAX_ZOOM, type MapQuery, type MapResponse } from '@tradeloom/domain';
import { resolveCommodity } from '@tradeloom/domain/trade';
import { sql } from 'drizzle-orm';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { searchConditions } from '../contacts/contacts.search.ts';
import { contactRowsSql, visibleOwners } from '../contacts/contacts.store.ts';
import { charge } from '../metering/metering.service.ts';

interface CityRow {
  key: string;
  name: string | null;
  country: string | null;
  latitude: number;
  longitude: number;
  count: number;
  contacts: { id: string; full_name: string; company: string | null; strength: number | null }[] | null;
  entries: [string, number][] | null;
}

// Commodity text -> the product it names, kept across requests (the resolver is pure; texts repeat a lot).
const RESOLVED = new Map<string, { id: string; name: string; group: CommodityGroup }>();
function resolved(text: string) {
  let r = RESOLVED.get(text);
  if (!r) {
    const p = resolveCommodity(text);
    r = { id: p.id, name: p.name, group: p.group };
    if (RESOLVED.size > 50_000) RESOLVED.clear();
    RESOLVED.set(text, r);
  }
  return r;
}

export async function mapData(db: Db, config: Pick<Config, 'mapTiles'>, userId: string, query: MapQuery): Promise<MapResponse> {
  const owners = await visibleOwners(db, userId);
  const fields = ['id', 'full_name', 'company', 'commodities', 'city_id', 'latitude', 'longitude', 'location'] as const;
  const visible = contactRowsSql(
    owners,
    [...fields, 'last_contacted_at', 'updated_at', 'strength'],
    searchConditions({ ...query, role: query.role ?? [] }),
  );
  const placed = sql`latitude is not null and longitude is not null and latitude <> 0 and longitude <> 0`;
  const result = (await db.execute(sql`
    with visible as (
      ${visible}
    ),
    keyed as (
      select v.*, coalesce('c' || v.city_id::text, 'p' || round(v.latitude::numeric, 2)::text || ',' || round(v.longitude::numeric, 2)::text) as key
      from visible v where ${placed}
    ),
    entries as (
      select key, min(trim(e)) as written, count(*)::int as n
      from keyed, unnest(regexp_split_to_array(keyed.commodities, '\\s*[,;]\\s*')) as e
      where trim(e) <> ''
      group by key, lower(trim(e))
    ),
    grouped as (
      select k.key, min(k.city_id) as city_id, count(*)::int as count, avg(k.latitude) as latitude, avg(k.longitude) as longitude,
             (array_agg(k.location order by k.updated_at desc))[1] as location,
             (array_agg(json_build_object('id', k.id, 'full_name', k.full_name, 'company', k.company, 'strength', k.strength)
                order by k.last_contacted_at desc nulls last, k.full_name, k.id))[1:${MAP_POPUP_CONTACTS}] as contacts
      from keyed k group by k.key
    )
    select (select count(*)::int from visible) as total,
           (select count(*)::int from keyed) as placed,
           (select json_agg(json_build_object(
              'key', g.key, 'name', coalesce(ci.name, split_part(g.location, ',', 1)), 'country', ci.country,
              'latitude', coalesce(ci.latitude, g.latitude), 'longitude', coalesce(ci.longitude, g.longitude), 'count', g.count,
              'contacts', g.contacts,
              'entries', (select json_agg(json_build_array(en.written, en.n) order by en.n desc, en.written) from entries en where en.key = g.key)
            ) order by g.count desc, g.key)
            from grouped g left join cities ci on ci.id = g.city_id) as cities
  `)) as unknown as { rows: { total: number; placed: number; cities: CityRow[] | null }[] };
  const row = result.rows[0]!;
  const cities = (row.cities ?? []).map((c) => {
    // 'Copper cathodes' and 'Cu cathode' are one product: counted together, named canonically.
    const weight = new Map<CommodityGroup, number>();
    const products = new Map<string, { name: string; n: number }>();
    for (const [text, n] of c.entries ?? []) {
      const r = resolved(text);
      weight.set(r.group, (weight.get(r.group) ?? 0) + n);
      const p = products.get(r.id);
      if (p) p.n += n;
      else products.set(r.id, { name: r.name, n });
    }
    let top: { name: string; n: number } | null = null;
    for (const p of products.values()) if (!top || p.n > top.n) top = p;
    // The most frequent group; 'other' only when nothing else is there, and ties to the first listed.
    let group: CommodityGroup = 'other';
    let best = 0;
    for (const [g, n] of weight) {
      if (g === 'other') continue;
      if (n > best) {
        best = n;
        group = g;
      }
    }
    return {
      key: c.key,
      name: c.name?.trim() || 'Unknown place',
      country: c.country,
      latitude: Number(c.latitude),
      longitude: Number(c.longitude),
      count: c.count,
      group,
      top_commodity: top?.name ?? null,
      contacts: c.contacts ?? [],
    };
  });
  return {
    total: row.total,
    with_coordinates: row.placed,
    cities,
    tiles: config.mapTiles ? { url: config.mapTiles.url, attribution: config.mapTiles.attribution, max_zoom: MAP_TILE_MAX_ZOOM } : null,
  };
}

/**
 * Opening the map, a paid action ('map_open'): one more map load on the trial's counter and a
 * consume_map audit event, together. A trialing organisation at its map limit is refused (402
 * DEMO_LIMIT_REACHED) and nothing is recorded.
 */
export async function recordMapOpened(db: Db, userId: string): Promise<{ map_loads_used: number | null; trial_map_limit: number | null }> {
  const { trial } = await db.transaction((tx) => charge(tx, { userId, action: 'map_open' }));
  return { map_loads_used: trial?.used ?? null, trial_map_limit: trial?.limit ?? null };
}
