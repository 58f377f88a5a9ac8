/** Contacts made in bulk with generate_series, varied like a real book. */
import { COMMODITY_CATALOGUE } from '@tradeloom/domain';
import { sql } from 'drizzle-orm';
import type { Database } from '../../apps/server/src/db/client.ts';

const FIRST = (
  'Maria Wei John Priya Lars Ana Kofi Yuki Omar Sofia Jan Chen Ivan Lena Raj Tomas Aisha Diego Mei Pieter Olga Hassan Emma Kenji ' +
  'Nadia Lucas Fatima Bruno Ingrid Sanjay Zara Mateo Elif Kwame Hana Felix Amara Rafael Chloe Arjun Leila Viktor Rosa Dmitri Aiko Samuel Noor Paulo Greta Tariq'
).split(' ');
const LAST = (
  'Okafor Smith Tanaka Müller Silva Nair Visser Wang Haddad Rossi Dubois Kim Novak Garcia Johansson Mensah Ivanova Schmidt Costa Patel ' +
  'Yamamoto Hernandez Andersen Kowalski Nguyen Ahmed Fischer Moreau Lopez Cohen Petrov Suzuki Jansen Romero Walsh Bakker Ferreira Singh Chowdhury Li ' +
  'Park Hoffmann Martin Rahman Eriksen Demir Popescu Horvat Kariuki Obi Lindqvist Morales Sato Kaya Alves Bianchi Wagner Zhou Osei Reyes'
).split(' ');
const STEMS = (
  'Gulf Maas Huaxin Andes Straits Lakeside Prairie Elbe Atlas Nordic Sahara Pacific Danube Baltic Meridian Aurora Kestrel Summit Delta ' +
  'Harbor Orion Cobalt Sierra Phoenix Tigris Volta Zenith Granite Horizon Lotus'
).split(' ');
const KINDS = (
  'Energy Metals Agri Trading Resources Commodities Steel Grains Petroleum Minerals Logistics Capital Shipping Mining Chemicals Softs ' +
  'Bullion Fertilisers Oil Gas Coal Copper Sugar Cotton Freight Alloys Power Foods Holdings Partners Group Brokers Refining Terminals Exports Imports ' +
  'Ventures Marine Carbon Feed Rice Coffee Cocoa Timber Ores Fuels Polymers Scrap'
).split(' ');
const PLACES = (
  'Rotterdam, Netherlands|Singapore, Singapore|Houston, United States|Geneva, Switzerland|Hamburg, Germany|Shanghai, China|Dubai, United Arab Emirates|' +
  'Chicago, United States|Lagos, Nigeria|Perth, Australia|Mumbai, India|Santiago, Chile|London, United Kingdom|Tokyo, Japan|São Paulo, Brazil|' +
  'Johannesburg, South Africa|Vancouver, Canada|Istanbul, Türkiye|Jakarta, Indonesia|Accra, Ghana|Antwerp, Belgium|Lugano, Switzerland|Zug, Switzerland|' +
  'Hong Kong, Hong Kong|Seoul, South Korea|Busan, South Korea|Qingdao, China|Dalian, China|Tianjin, China|Karachi, Pakistan|Dhaka, Bangladesh|' +
  'Chennai, India|Kolkata, India|Riyadh, Saudi Arabia|Jeddah, Saudi Arabia|Doha, Qatar|Muscat, Oman|Cairo, Egypt|Casablanca, Morocco|Abidjan, Côte d’Ivoire|' +
  'Dakar, Senegal|Nairobi, Kenya|Mombasa, Kenya|Durban, South Africa|Buenos Aires, Argentina|Rosario, Argentina|Lima, Peru|Bogotá, Colombia|' +
  'Mexico City, Mexico|Calgary, Canada|Minneapolis, United States|New York City, United States|Stamford, United States|Oslo, Norway|Stockholm, Sweden|' +
  'Gdańsk, Poland|Piraeus, Greece|Limassol, Cyprus|Almaty, Kazakhstan|Kuala Lumpur, Malaysia'
).split('|');
const SUFFIXES = ['Ltd', 'SA', 'B.V.', 'GmbH', 'LLC', 'Pte Ltd', 'Inc.'];

export interface SeedOptions {
  userId: string;
  email?: string;
  count: number;
  /** Shifts the name, company, place and commodity pools, so each user's book differs. */
  variant?: number;
  /** Rows per statement. */
  batch?: number;
}

/**
 * `count` contacts for one user (made with its profile, demo mode off, when it does not exist yet):
 * names from 50 x 60 pools, about 1,500 companies, 60 cities, two or three of the 55 catalogue
 * commodities each, a note on every fourth, one a minute back in time. Ends with VACUUM ANALYZE.
 */
export async function seedContacts(database: Database, opts: SeedOptions): Promise<void> {
  const { db } = database;
  const { userId, count } = opts;
  const email = opts.email ?? `${userId}@example.com`;
  const shift = (opts.variant ?? 0) * 104_729;
  await db.execute(sql`insert into "user" (id, name, email) values (${userId}, 'Bench', ${email}) on conflict do nothing`);
  await db.execute(sql`insert into profiles (id, email, demo_mode_enabled) values (${userId}, ${email}, false) on conflict do nothing`);
  const goods = COMMODITY_CATALOGUE.map((c) => c.name);
  const pick = (xs: string[], expr: ReturnType<typeof sql>) => sql`(${sql.param(xs)}::text[])[1 + (${expr}) % ${xs.length}]`;
  const batch = opts.batch ?? 25_000;
  for (let start = 0; start < count; start += batch) {
    const end = Math.min(count, start + batch) - 1;
    // Multiplicative hashes of i spread the pools independently of one another.
    const h = (k: number) => sql.raw(`(((i::bigint + ${shift}) * ${k}) % 1000003)`);
    await db.execute(sql`
      insert into contacts (user_id, full_name, company, client_email, location, commodities, notes, created_at, updated_at)
      select ${userId},
        ${pick(FIRST, h(7919))} || ' ' || ${pick(LAST, h(104729))},
        ${pick(STEMS, h(3571))} || ' ' || ${pick(KINDS, h(2749))} || ' ' || ${pick(SUFFIXES, h(31))},
        'contact' || i || '@example.com',
        ${pick(PLACES, h(6761))},
        ${pick(goods, h(4567))} || ', ' || ${pick(goods, h(8123))} || case when i % 3 = 0 then ', ' || ${pick(goods, h(9901))} else '' end,
        case when i % 4 = 0 then 'Follow up on Q3 tender' end,
        now() - (i || ' minutes')::interval,
        now() - (i || ' minutes')::interval
      from generate_series(${start}::int, ${end}::int) as i`);
  }
  await db.execute(sql`vacuum analyze contacts`);
}

/**
 * Runs `fn` with the contacts table's secondary indexes dropped and builds them again afterwards
 * from their own definitions: a million rows load in a fraction of the time the indexes would take
 * row by row, and the indexes end up the same (only more compact).
 */
export async function withContactIndexesRebuilt(database: Database, fn: () => Promise<void>): Promise<void> {
  const { db } = database;
  const { rows } = (await db.execute(sql`
    select i.indexname, i.indexdef from pg_indexes i
    where i.schemaname = current_schema() and i.tablename = 'contacts'
      and not exists (select 1 from pg_constraint c where c.conname = i.indexname and c.conrelid = 'contacts'::regclass)`)) as unknown as {
    rows: { indexname: string; indexdef: string }[];
  };
  for (const r of rows) await db.execute(sql.raw(`drop index "${r.indexname}"`));
  try {
    await fn();
  } finally {
    await db.transaction(async (tx) => {
      await tx.execute(sql`set local maintenance_work_mem = '512MB'`);
      for (const r of rows) await tx.execute(sql.raw(r.indexdef));
    });
    await db.execute(sql`vacuum analyze contacts`);
  }
}

export interface MapSeedOptions {
  userId: string;
  /** Contacts to write (every city gets at least one). */
  count: number;
  /** Distinct cities: the most populous of the cities table, so real places on land all over the world. */
  cities: number;
}

/**
 * A network for the map: `count` contacts over `cities` distinct cities, placed by coordinates only
 * (city_id null), so the map groups them by their rounded coordinates as it does typed locations.
 * The first `cities` contacts take one city each; the rest favour the larger cities (a squared hash),
 * as a real book clusters in trading hubs. Two or three catalogue commodities each. Demo mode off, so
 * the map shows exactly this network. Ends with VACUUM ANALYZE.
 */
export async function seedMapNetwork(database: Database, opts: MapSeedOptions): Promise<void> {
  const { db } = database;
  const { userId, count, cities } = opts;
  await db.execute(sql`update profiles set demo_mode_enabled = false where id = ${userId}`);
  const goods = COMMODITY_CATALOGUE.map((c) => c.name);
  const pick = (xs: string[], expr: ReturnType<typeof sql>) => sql`(${sql.param(xs)}::text[])[1 + (${expr}) % ${xs.length}]`;
  const h = (k: number) => sql.raw(`((i::bigint * ${k}) % 1000003)`);
  await db.execute(sql`
    with picked as (
      select (row_number() over (order by population desc, id) - 1)::int as n, name, country, latitude, longitude
      from cities order by population desc, id limit ${cities}
    ),
    slots as (
      select i, case when i < ${cities} then i else floor(${cities} * power(${h(7907)}::float8 / 1000003, 2))::int end as n
      from generate_series(0, ${count - 1}) as i
    )
    insert into contacts (user_id, full_name, company, client_email, location, city_id, latitude, longitude, commodities,
                          last_contacted_at, created_at, updated_at)
    select ${userId},
      ${pick(FIRST, h(7919))} || ' ' || ${pick(LAST, h(104729))},
      ${pick(STEMS, h(3571))} || ' ' || ${pick(KINDS, h(2749))} || ' ' || ${pick(SUFFIXES, h(31))},
      'map' || r.i || '@example.com',
      p.name || ', ' || p.country,
      null, p.latitude, p.longitude,
      ${pick(goods, h(4567))} || ', ' || ${pick(goods, h(8123))} || case when r.i % 3 = 0 then ', ' || ${pick(goods, h(9901))} else '' end,
      (current_date - (r.i % 400))::date,
      now() - (r.i || ' minutes')::interval,
      now() - (r.i || ' minutes')::interval
    from slots r join picked p on p.n = r.n`);
  await db.execute(sql`vacuum analyze contacts`);
}
