/**
 * Database figures, in-process on the server's own query code: contacts search over 100,000
 * contacts of one user, location suggestions by typed length (2–3 letters apart), on embedded PGlite
 * and, when a PostgreSQL URL is given, on PostgreSQL, where a million contacts over ten users follow.
 */
import { sql } from 'drizzle-orm';
import { type Database, openPglite, openPostgres } from '../apps/server/src/db/client.ts';
import { listContacts } from '../apps/server/src/modules/contacts/contacts.search.ts';
import { importCities } from '../apps/server/src/modules/locations/city-import.ts';
import { searchLocations } from '../apps/server/src/modules/locations/locations.service.ts';
import { postgresAdminUrl, withTempDatabase } from './lib/postgres.ts';
import { figure, int, ms, note } from './lib/report.ts';
import { seedContacts, withContactIndexesRebuilt } from './lib/seed.ts';
import { percentile, time } from './lib/stats.ts';

const CONTACTS = Number(process.env.BENCH_CONTACTS ?? 100_000);
const BIG_CONTACTS = Number(process.env.BENCH_BIG_CONTACTS ?? 1_000_000);
const BIG_USERS = 10;
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

/** What people type into the location field, from the first two letters on. */
const LOCATION_QUERIES = [
  // 2 and 3 letters: the suggestions appear from the second letter.
  'ba',
  'sa',
  'ma',
  'lo',
  'ka',
  'ch',
  'be',
  'tok',
  'dub',
  'zur',
  'new',
  'san',
  'por',
  'hou',
  'rot',
  'mum',
  // longer
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
  'shang',
  'johan',
  'perth',
  'new y',
  'janeiro',
];

const isShort = (q: string) => q.trim().length <= 3;

async function contactSearchSamples(database: Database, users: string[]): Promise<number[]> {
  const samples: number[] = [];
  for (const user of users) {
    for (const q of CONTACT_QUERIES) {
      const query = { commodity: [], location: [], limit: 60, ...q };
      await listContacts(database.db, user, query); // warm
      for (let i = 0; i < RUNS; i++) samples.push(await time(() => listContacts(database.db, user, query)));
    }
  }
  return samples;
}

async function locationSamples(database: Database): Promise<{ short: number[]; long: number[] }> {
  const short: number[] = [];
  const long: number[] = [];
  for (const q of LOCATION_QUERIES) {
    await searchLocations(database.db, q, 50); // warm
    for (let i = 0; i < RUNS; i++) (isShort(q) ? short : long).push(await time(() => searchLocations(database.db, q, 50)));
  }
  return { short, long };
}

const p50p95 = (s: number[]) => `p50 ${ms(percentile(s, 50))}, p95 ${ms(percentile(s, 95))}`;

async function benchDatabase(label: 'pglite' | 'postgres', database: Database): Promise<void> {
  await database.migrate();
  let t = performance.now();
  await seedContacts(database, { userId: USER, email: 'bench@example.com', count: CONTACTS });
  note('db', `${label}: seeded ${int(CONTACTS)} contacts in ${ms(performance.now() - t)}`);
  t = performance.now();
  await importCities(database.db);
  note('db', `${label}: loaded cities in ${ms(performance.now() - t)}`);

  const contacts = await contactSearchSamples(database, [USER]);
  figure(`contacts search p50, ${int(CONTACTS)} contacts of one user (${label})`, ms(percentile(contacts, 50)));
  const { short, long } = await locationSamples(database);
  figure(`location suggestions, 2–3 letters (${label})`, p50p95(short), '≤ 10 ms');
  figure(`location suggestions, 4+ letters (${label})`, p50p95(long), '≤ 10 ms');
  figure(`location suggestions, all lengths (${label})`, p50p95([...short, ...long]), '≤ 10 ms');

  if (label !== 'postgres') return;
  // The big book: nine more users next to the first, each with a differently shuffled book.
  const perUser = Math.round(BIG_CONTACTS / BIG_USERS);
  const others = Array.from({ length: BIG_USERS - 1 }, (_, k) => `bench-user-${k + 2}`);
  t = performance.now();
  const existing = CONTACTS;
  await withContactIndexesRebuilt(database, async () => {
    if (existing !== perUser) {
      await database.db.execute(sql`delete from contacts where user_id = ${USER}`);
      await seedContacts(database, { userId: USER, email: 'bench@example.com', count: perUser, batch: 100_000 });
    }
    for (const [k, user] of others.entries())
      await seedContacts(database, { userId: user, count: perUser, variant: k + 1, batch: 100_000 });
  });
  // Write the new rows out now (where the role may), not while the queries are timed.
  await database.db.execute(sql`checkpoint`).catch(() => {});
  note('db', `${label}: ${int(perUser * BIG_USERS)} contacts over ${BIG_USERS} users ready in ${ms(performance.now() - t)}`);
  // The first, a middle and the last user's book.
  const big = await contactSearchSamples(database, [USER, others[3]!, others.at(-1)!]);
  figure(
    `contacts search p50, ${int(perUser * BIG_USERS)} contacts over ${BIG_USERS} users (${label})`,
    `${ms(percentile(big, 50))} (p95 ${ms(percentile(big, 95))})`,
    '≤ 20 ms',
  );
}

export async function run(): Promise<void> {
  if (!process.env.BENCH_SKIP_PGLITE) {
    const pglite = await openPglite(undefined);
    try {
      await benchDatabase('pglite', pglite);
    } finally {
      await pglite.close();
    }
  }
  const adminUrl = postgresAdminUrl();
  if (!adminUrl) {
    figure(
      `contacts search p50, ${int(BIG_CONTACTS)} contacts over ${BIG_USERS} users (postgres)`,
      'not measured: set BENCH_DATABASE_URL or TEST_DATABASE_URL',
      '≤ 20 ms',
    );
    return;
  }
  await withTempDatabase(adminUrl, async (url) => {
    const database = openPostgres(url, 4);
    try {
      await benchDatabase('postgres', database);
    } finally {
      await database.close();
    }
  });
}
