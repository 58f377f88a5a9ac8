/**
 * The daily relationship refresh (issue 27 items 3 and 4, decision 041) on a large book: 10,000
 * contacts with 100,000 interactions over the last year (mixed kinds and directions), a cadence on a
 * third of them. Times the job's two steps (every strength recomputed and written; the overdue cadences
 * turned into reminders), a second refresh (nothing changed, nothing written), and the list sorted by
 * strength and filtered to the overdue. PGlite, and PostgreSQL when a URL is given.
 *
 * `npx tsx bench/relationship-refresh.ts` (BENCH_STRENGTH_CONTACTS, BENCH_STRENGTH_INTERACTIONS).
 */
import { sql } from 'drizzle-orm';
import { type Database, openPglite, openPostgres } from '../apps/server/src/db/client.ts';
import { listContacts } from '../apps/server/src/modules/contacts/contacts.search.ts';
import { refreshStrength } from '../apps/server/src/modules/contacts/strength.service.ts';
import { queueCadenceReminders } from '../apps/server/src/modules/relationships/cadence-reminders.ts';
import { startInProcess } from './lib/in-process.ts';
import { postgresAdminUrl, withTempDatabase } from './lib/postgres.ts';
import { figure, int, note, seconds } from './lib/report.ts';
import { tempDir } from './lib/server.ts';

const CONTACTS = Number(process.env.BENCH_STRENGTH_CONTACTS ?? 10_000);
const INTERACTIONS = Number(process.env.BENCH_STRENGTH_INTERACTIONS ?? 100_000);
const KINDS = ['email', 'email', 'email', 'message', 'call', 'meeting', 'note'];

async function timed<T>(fn: () => Promise<T>): Promise<{ value: T; ms: number }> {
  const t = performance.now();
  const value = await fn();
  return { value, ms: performance.now() - t };
}

async function measure(kind: string, database: Database): Promise<void> {
  const { rt, userId } = await startInProcess(database, { name: `strength-${kind.toLowerCase()}` });
  const user = { id: userId };
  try {
    const db = rt.deps.db;
    const t = performance.now();
    await db.execute(sql`
      insert into contacts (user_id, full_name, role, keep_in_touch_days, last_contacted_at)
      select ${user.id}, 'Trader ' || g, (array['Buyer','Supplier','Broker','Trader','Other'])[1 + g % 5],
             case when g % 3 = 0 then (array[14,30,91,182])[1 + g % 4] end, current_date - (g % 200)
      from generate_series(1, ${CONTACTS}) g`);
    await db.execute(sql`
      insert into contact_interactions (user_id, contact_id, kind, occurred_on, text, direction, external_key)
      select ${user.id}, c.id, (${sql.param(KINDS)}::text[])[1 + (g % ${KINDS.length})], current_date - ((g * 7919) % 365)::int,
             '', case when g % 3 = 0 then 'out' when g % 3 = 1 then 'in' end, 'bench-' || g
      from generate_series(1::bigint, ${INTERACTIONS}::bigint) g
      join (select id, row_number() over (order by id) as n from contacts where user_id = ${user.id}) c
        on c.n = 1 + (g * 104729) % ${CONTACTS}`);
    note(
      'strength',
      `${kind}: ${int(CONTACTS)} contacts and ${int(INTERACTIONS)} interactions written in ${seconds(performance.now() - t)}`,
    );

    const first = await timed(() => refreshStrength(db, user.id, 'all'));
    const reminders = await timed(() => queueCadenceReminders(db, user.id));
    const second = await timed(() => refreshStrength(db, user.id, 'all'));
    const sorted = await timed(() => listContacts(db, user.id, { sort: 'strength', limit: 60, commodity: [], location: [], role: [] }));
    const overdue = await timed(() => listContacts(db, user.id, { overdue: true, limit: 60, commodity: [], location: [], role: [] }));
    note(
      'strength',
      `${kind}: ${int(reminders.value)} reminders; ${int(overdue.value.total)} overdue; strongest ${sorted.value.items[0]?.strength}`,
    );
    figure(`Strength refresh of ${int(CONTACTS)} contacts / ${int(INTERACTIONS)} interactions, ${kind}`, seconds(first.ms));
    figure(`Cadence reminders (${int(reminders.value)} added), ${kind}`, seconds(reminders.ms));
    figure(`Strength refresh again (nothing changed), ${kind}`, seconds(second.ms));
    figure(`List page sorted by strength (of ${int(sorted.value.total)}), ${kind}`, seconds(sorted.ms));
    figure(`List page of overdue cadences (${int(overdue.value.total)}), ${kind}`, seconds(overdue.ms));
  } finally {
    await rt.close();
  }
}

export async function run(): Promise<void> {
  await measure('PGlite', await openPglite(tempDir('strength-pglite')));
  const admin = postgresAdminUrl();
  if (!admin) {
    note('strength', 'no BENCH_DATABASE_URL or TEST_DATABASE_URL: PostgreSQL figures skipped');
    return;
  }
  await withTempDatabase(admin, async (url) => measure('PostgreSQL', openPostgres(url, 10)));
}

if (import.meta.url === `file://${process.argv[1]}`) await run();
