/**
 * Benchmarks that print one figure per line (no pass/fail; budgets are read, not asserted):
 * contact search over 100k contacts of one user, and location search over the world cities,
 * on embedded PGlite and, when BENCH_DATABASE_URL or TEST_DATABASE_URL is set, on PostgreSQL
 * (in a database of its own, dropped afterwards).
 */

import { COMMODITY_CATALOGUE } from '@tradeloom/domain';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { type Database, openPglite, openPostgres } from '../apps/server/src/db/client.ts';
import { listContacts } from '../apps/server/src/modules/contacts/contacts.search.ts';
import { importCities } from '../apps/server/src/modules/locations/city-import.ts';
import { searchLocations } from '../apps/server/src/modules/locations/locations.service.ts';

const CONTACTS = Number(process.env.BENCH_CONTACTS ?? 100_000);
const RUNS = 5;
const USER = 'bench-user';

/** What people type and pick: names, companies, places, commodities, and the two filters. */
const CONTACT_QUERIES: { q?: string; commodity?: string[]; location?: string[] }[] = [
  {},
  { q: 'okafor' },
  { q: 'priya nair' },
  { q: 'maas' },
  { q: 'huaxin steel' },
  { q: 'rotterdam' },
  { q: 'copper' },
  { q: 'contact4242@' },
  { q: 'zzzz-nothing' },
  { commodity: ['Gold'] },
  { location: ['Singapore, Singapore'] },
  { q: 'wei', location: ['Hamburg, Germany'] },
  { commodity: ['Wheat', 'Corn'], location: ['Chicago, United States'] },
];
const LOCATION_QUERIES = [
  'singa',
  'gene',
  'rotter',
  'houst',
  'lond',
  'sao p',
  'mumb',
  'hamb',
  'lagos',
  'santia',
  'vanc',
  'tok',
  'dub',
  'shang',
  'johan',
  'perth',
  'ba',
  'new y',
  'zur',
  'janeiro',
];

function p50(samples: number[]): number {
  const s = [...samples].sort((a, b) => a - b);
  return s[Math.floor((s.length - 1) / 2)]!;
}

async function time(fn: () => Promise<unknown>): Promise<number> {
  const t = performance.now();
  await fn();
  return performance.now() - t;
}

/**
 * 100k contacts for one user, varied like a real book: names from 50 x 60 pools, about 1,500
 * companies, 60 cities, two or three of the 55 catalogue commodities each. One statement per 25k rows.
 */
async function seedContacts(database: Database): Promise<void> {
  const { db } = database;
  await db.execute(sql`insert into "user" (id, name, email) values (${USER}, 'Bench', 'bench@example.com') on conflict do nothing`);
  await db.execute(
    sql`insert into profiles (id, email, demo_mode_enabled) values (${USER}, 'bench@example.com', false) on conflict do nothing`,
  );
  const first = (
    'Maria Wei John Priya Lars Ana Kofi Yuki Omar Sofia Jan Chen Ivan Lena Raj Tomas Aisha Diego Mei Pieter Olga Hassan Emma Kenji ' +
    'Nadia Lucas Fatima Bruno Ingrid Sanjay Zara Mateo Elif Kwame Hana Felix Amara Rafael Chloe Arjun Leila Viktor Rosa Dmitri Aiko Samuel Noor Paulo Greta Tariq'
  ).split(' ');
  const last = (
    'Okafor Smith Tanaka Müller Silva Nair Visser Wang Haddad Rossi Dubois Kim Novak Garcia Johansson Mensah Ivanova Schmidt Costa Patel ' +
    'Yamamoto Hernandez Andersen Kowalski Nguyen Ahmed Fischer Moreau Lopez Cohen Petrov Suzuki Jansen Romero Walsh Bakker Ferreira Singh Chowdhury Li ' +
    'Park Hoffmann Martin Rahman Eriksen Demir Popescu Horvat Kariuki Obi Lindqvist Morales Sato Kaya Alves Bianchi Wagner Zhou Osei Reyes'
  ).split(' ');
  const stems = (
    'Gulf Maas Huaxin Andes Straits Lakeside Prairie Elbe Atlas Nordic Sahara Pacific Danube Baltic Meridian Aurora Kestrel Summit Delta ' +
    'Harbor Orion Cobalt Sierra Phoenix Tigris Volta Zenith Granite Horizon Lotus'
  ).split(' ');
  const kinds = (
    'Energy Metals Agri Trading Resources Commodities Steel Grains Petroleum Minerals Logistics Capital Shipping Mining Chemicals Softs ' +
    'Bullion Fertilisers Oil Gas Coal Copper Sugar Cotton Freight Alloys Power Foods Holdings Partners Group Brokers Refining Terminals Exports Imports ' +
    'Ventures Marine Carbon Feed Rice Coffee Cocoa Timber Ores Fuels Polymers Scrap'
  ).split(' ');
  const places = (
    'Rotterdam, Netherlands|Singapore, Singapore|Houston, United States|Geneva, Switzerland|Hamburg, Germany|Shanghai, China|Dubai, United Arab Emirates|' +
    'Chicago, United States|Lagos, Nigeria|Perth, Australia|Mumbai, India|Santiago, Chile|London, United Kingdom|Tokyo, Japan|São Paulo, Brazil|' +
    'Johannesburg, South Africa|Vancouver, Canada|Istanbul, Türkiye|Jakarta, Indonesia|Accra, Ghana|Antwerp, Belgium|Lugano, Switzerland|Zug, Switzerland|' +
    'Hong Kong, Hong Kong|Seoul, South Korea|Busan, South Korea|Qingdao, China|Dalian, China|Tianjin, China|Karachi, Pakistan|Dhaka, Bangladesh|' +
    'Chennai, India|Kolkata, India|Riyadh, Saudi Arabia|Jeddah, Saudi Arabia|Doha, Qatar|Muscat, Oman|Cairo, Egypt|Casablanca, Morocco|Abidjan, Côte d’Ivoire|' +
    'Dakar, Senegal|Nairobi, Kenya|Mombasa, Kenya|Durban, South Africa|Buenos Aires, Argentina|Rosario, Argentina|Lima, Peru|Bogotá, Colombia|' +
    'Mexico City, Mexico|Calgary, Canada|Minneapolis, United States|New York City, United States|Stamford, United States|Oslo, Norway|Stockholm, Sweden|' +
    'Gdańsk, Poland|Piraeus, Greece|Limassol, Cyprus|Almaty, Kazakhstan|Kuala Lumpur, Malaysia'
  ).split('|');
  const goods = COMMODITY_CATALOGUE.map((c) => c.name);
  const arr = (xs: string[]) => sql.param(xs);
  const pick = (xs: string[], expr: ReturnType<typeof sql>) => sql`(${arr(xs)}::text[])[1 + (${expr}) % ${xs.length}]`;
  for (let start = 0; start < CONTACTS; start += 25_000) {
    const end = Math.min(CONTACTS, start + 25_000) - 1;
    // Multiplicative hashes of i spread the pools independently of one another.
    const h = (k: number) => sql.raw(`((i::bigint * ${k}) % 1000003)`);
    await db.execute(sql`
      insert into contacts (user_id, full_name, company, client_email, location, commodities, notes, created_at, updated_at)
      select ${USER},
        ${pick(first, h(7919))} || ' ' || ${pick(last, h(104729))},
        ${pick(stems, h(3571))} || ' ' || ${pick(kinds, h(2749))} || ' ' || ${pick(['Ltd', 'SA', 'B.V.', 'GmbH', 'LLC', 'Pte Ltd', 'Inc.'], h(31))},
        'contact' || i || '@example.com',
        ${pick(places, h(6761))},
        ${pick(goods, h(4567))} || ', ' || ${pick(goods, h(8123))} || case when i % 3 = 0 then ', ' || ${pick(goods, h(9901))} else '' end,
        case when i % 4 = 0 then 'Follow up on Q3 tender' end,
        now() - (i || ' minutes')::interval,
        now() - (i || ' minutes')::interval
      from generate_series(${start}::int, ${end}::int) as i`);
  }
  await db.execute(sql`vacuum analyze contacts`);
}

async function benchDatabase(label: string, database: Database): Promise<void> {
  await database.migrate();
  let t = performance.now();
  await seedContacts(database);
  console.error(`[${label}] seeded ${CONTACTS} contacts in ${Math.round(performance.now() - t)} ms`);
  t = performance.now();
  await importCities(database.db);
  console.error(`[${label}] loaded cities in ${Math.round(performance.now() - t)} ms`);

  const contactSamples: number[] = [];
  for (const q of CONTACT_QUERIES) {
    const query = { commodity: [], location: [], limit: 60, ...q };
    await listContacts(database.db, USER, query); // warm
    for (let i = 0; i < RUNS; i++) contactSamples.push(await time(() => listContacts(database.db, USER, query)));
  }
  const locationSamples: number[] = [];
  for (const q of LOCATION_QUERIES) {
    await searchLocations(database.db, q, 50);
    for (let i = 0; i < RUNS; i++) locationSamples.push(await time(() => searchLocations(database.db, q, 50)));
  }
  const n = `${Math.round(CONTACTS / 1000)}k`;
  console.log(`contacts search p50 (${label}, ${n}): ${p50(contactSamples).toFixed(1)} ms`);
  console.log(`location search p50 (${label}): ${p50(locationSamples).toFixed(1)} ms`);
}

if (!process.env.BENCH_SKIP_PGLITE) {
  const pglite = await openPglite(undefined);
  try {
    await benchDatabase('pglite', pglite);
  } finally {
    await pglite.close();
  }
}

const adminUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
if (adminUrl) {
  const name = `tl_bench_${Date.now().toString(36)}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = openPostgres(url.toString(), 4);
  try {
    await benchDatabase('postgres', database);
  } finally {
    await database.close();
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
}
