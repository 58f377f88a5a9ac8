/**
 * Contact import throughput: a generated 100,000-row CSV (the columns of a real trader's
 * spreadsheet, a few duplicates and rows without a name among them) through the product's own API
 * and job runner, in process: upload and read, review, then the background job until the record
 * says completed. On embedded PGlite and, when a PostgreSQL URL is given, on PostgreSQL.
 */
import fs from 'node:fs';
import type { ContactImport, ImportReview, ImportUploadResponse } from '@tradeloom/domain';
import { eq, sql } from 'drizzle-orm';
import { type Database, openPglite, openPostgres } from '../apps/server/src/db/client.ts';
import { contacts } from '../apps/server/src/db/schema/index.ts';
import { startInProcess } from './lib/in-process.ts';
import { postgresAdminUrl, withTempDatabase } from './lib/postgres.ts';
import { figure, int, note, seconds } from './lib/report.ts';
import { tempDir } from './lib/server.ts';

const ROWS = Number(process.env.BENCH_IMPORT_ROWS ?? 100_000);

const FIRST = [
  'Amara',
  'Wei',
  'Lucas',
  'Priya',
  'Omar',
  'Sofia',
  'Kenji',
  'Fatima',
  'Diego',
  'Ingrid',
  'Kwame',
  'Elena',
  'Rahul',
  'Chloe',
  'Tariq',
];
const LAST = [
  'Okafor',
  'Chen',
  'Silva',
  'Nair',
  'Haddad',
  'Rossi',
  'Tanaka',
  'Zahra',
  'Moreno',
  'Berg',
  'Mensah',
  'Petrova',
  'Shah',
  'Martin',
  'Aziz',
];
const PLACES = [
  'Rotterdam, Netherlands',
  'Singapore',
  'Geneva, Switzerland',
  'Dubai, United Arab Emirates',
  'Lagos, Nigeria',
  'Santos, Brazil',
  'Chicago, United States',
  'Mumbai, India',
  'Shanghai, China',
  'Hamburg, Germany',
];
const GOODS = [
  'Urea, DAP',
  'Wheat; Corn',
  'Copper cathodes',
  'Crude oil',
  'Arabica coffee',
  'HRC, Rebar',
  'Sugar ICUMSA 45',
  'Thermal coal',
  'Soybeans',
  'Palm oil',
];
const ROLES = ['Buyer', 'Supplier', 'Trader', 'Broker', 'Agent'];

/** The CSV a trader would export from a spreadsheet: ~1% rows without a name, ~1% repeated rows. */
export function generateCsv(rows: number): string {
  const lines = ['Full Name,Company,Title,Role,Email,Phone,Location,Commodities,Notes,Last Contacted'];
  for (let i = 0; i < rows; i++) {
    if (i % 100 === 37) {
      lines.push(`,Nameless Co ${i},,,,,,Urea,,`);
      continue;
    }
    const k = i % 100 === 71 ? i - 1 : i; // a repeat of the row before: a duplicate inside the file
    const name = `${FIRST[k % FIRST.length]} ${LAST[Math.floor(k / FIRST.length) % LAST.length]} ${k}`;
    const company = `"${LAST[k % LAST.length]} Trading ${k % 4000}, Ltd"`;
    const day = String((k % 28) + 1).padStart(2, '0');
    lines.push(
      [
        name,
        company,
        'Head of Sales',
        ROLES[k % ROLES.length],
        `trader${k}@firm${k % 4000}.example`,
        `+1 555 ${String(k).padStart(7, '0')}`,
        `"${PLACES[k % PLACES.length]}"`,
        `"${GOODS[k % GOODS.length]}"`,
        '"Met at a conference; prefers e-mail"',
        `2024-03-${day}`,
      ].join(','),
    );
  }
  return `${lines.join('\n')}\n`;
}

async function measure(kind: string, database: Database, csv: Buffer): Promise<void> {
  // Power Trader: no contact limit, so all 100,000 rows can land. The job runner polls, as in production.
  const {
    rt,
    userId,
    request: send,
  } = await startInProcess(database, {
    name: `import-${kind.toLowerCase()}`,
    env: { NODE_ENV: 'production', JOBS_POLL_MS: '25' },
    powerTrader: true,
  });
  const user = { id: userId };
  try {
    const t0 = performance.now();
    const form = new FormData();
    form.append('file', new File([new Uint8Array(csv)], 'network.csv', { type: 'text/csv' }));
    const up = (await (await send('POST', '/api/imports', { body: form })).json()) as ImportUploadResponse;
    const t1 = performance.now();
    const review = (await (
      await send('POST', `/api/imports/${up.import.id}/review`, { json: { mapping: up.mapping } })
    ).json()) as ImportReview;
    const t2 = performance.now();
    const started = await send('POST', `/api/imports/${up.import.id}/start`, { json: { mapping: up.mapping, on_duplicate: 'skip' } });
    if (started.status !== 202) throw new Error(`start answered ${started.status}: ${await started.text()}`);
    let record: ContactImport;
    for (;;) {
      await new Promise((r) => setTimeout(r, 50));
      record = (await (await send('GET', `/api/imports/${up.import.id}`)).json()) as ContactImport;
      if (record.status !== 'processing') break;
    }
    const t3 = performance.now();
    if (record.status !== 'completed') throw new Error(`import ended ${record.status}: ${record.results?.failure}`);
    const [n] = await rt.deps.db.select({ n: sql<number>`count(*)::int` }).from(contacts).where(eq(contacts.userId, user.id));
    const r = record.results!;
    note(
      'import',
      `${kind}: ${int(r.created)} created, ${int(r.skipped_duplicates)} duplicates skipped, ${int(r.error_count)} rows without a name; ${int(n!.n)} contacts stored`,
    );
    note('import', `${kind}: review found ${int(review.duplicate_count)} duplicates and ${int(review.error_count)} problems`);
    const goal = kind === 'PGlite' ? '< 15 s' : '< 8 s';
    figure(`import ${int(ROWS)} CSV rows, ${kind}: upload and read`, seconds(t1 - t0));
    figure(`import ${int(ROWS)} CSV rows, ${kind}: review (mapping, duplicates)`, seconds(t2 - t1));
    figure(`import ${int(ROWS)} CSV rows, ${kind}: background job to completed`, seconds(t3 - t2));
    figure(`import ${int(ROWS)} CSV rows, ${kind}: end to end`, seconds(t3 - t0), goal);
    figure(`import throughput, ${kind}`, `${int((ROWS / (t3 - t0)) * 1000)} rows/s`);
  } finally {
    await rt.close();
  }
}

export async function run(): Promise<void> {
  const csv = Buffer.from(generateCsv(ROWS));
  note('import', `generated ${int(ROWS)} rows, ${(csv.length / 1e6).toFixed(1)} MB`);
  const dir = tempDir('import-pglite');
  fs.mkdirSync(dir, { recursive: true });
  await measure('PGlite', await openPglite(dir), csv);
  const admin = postgresAdminUrl();
  if (!admin) {
    note('import', 'no BENCH_DATABASE_URL or TEST_DATABASE_URL: PostgreSQL figures skipped');
    return;
  }
  await withTempDatabase(admin, async (url) => measure('PostgreSQL', openPostgres(url, 10), csv));
}
