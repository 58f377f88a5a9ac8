/**
 * Mailbox capture throughput (issue 27 item 1, decision 039): a real Dovecot (the test helper starts
 * it on loopback) holding 10,000 messages over the last year among about 500 contacts (70% in the
 * INBOX, 30% in Sent, some from strangers), a user whose contacts carry those addresses, and the
 * product's own route and job: connect the mailbox (login test), then the 'mailbox-sync' job's first
 * run (headers of every message) and a second run (nothing new). Peak RSS and heap are sampled every
 * 20 ms during each run; in-process PGlite counts in the RSS. On PostgreSQL too when a URL is given.
 *
 * `npm run bench -- imap` (BENCH_IMAP_MESSAGES changes the count).
 */
import { eq, sql } from 'drizzle-orm';
import { type Database, openPglite, openPostgres } from '../apps/server/src/db/client.ts';
import { contactInteractions, contacts, mailboxes } from '../apps/server/src/db/schema/index.ts';
import { type DovecotServer, dovecotAvailable, type MailMessage, startDovecot } from '../apps/server/test/dovecot.ts';
import { BASE, startInProcess } from './lib/in-process.ts';
import { postgresAdminUrl, withTempDatabase } from './lib/postgres.ts';
import { figure, int, note, seconds } from './lib/report.ts';
import { tempDir } from './lib/server.ts';

const MESSAGES = Number(process.env.BENCH_IMAP_MESSAGES ?? 10_000);
const CONTACTS = 500;
const DAY = 86_400_000;

/** 10,000 messages: 70% received (a contact, or a stranger one time in ten), 30% sent to one or two contacts. */
function generate(owner: string): MailMessage[] {
  const out: MailMessage[] = [];
  const now = Date.now();
  for (let i = 0; i < MESSAGES; i++) {
    const c = (i * 7919) % CONTACTS;
    const date = new Date(now - ((i * 104_729) % (360 * DAY)) - 3_600_000);
    const who = `trader${c}@firm${c % 97}.example`;
    if (i % 10 < 7) {
      const from = i % 10 === 3 ? `someone${i}@elsewhere.example` : who;
      out.push({
        from,
        to: [owner],
        cc: i % 5 === 0 ? [`trader${(c + 1) % CONTACTS}@firm${(c + 1) % 97}.example`] : [],
        date,
        subject: `Cargo ${i}`,
        messageId: `in-${i}@bench.example`,
      });
    } else {
      const to = [who, ...(i % 4 === 0 ? [`trader${(c + 3) % CONTACTS}@firm${(c + 3) % 97}.example`] : [])];
      out.push({ from: owner, to, date, subject: `Re: cargo ${i}`, messageId: `out-${i}@bench.example`, folder: 'Sent' });
    }
  }
  return out;
}

/** Runs fn while sampling the process's RSS and heap every 20 ms. */
async function sampled<T>(fn: () => Promise<T>): Promise<{ value: T; ms: number; rss: number; heap: number }> {
  let rss = process.memoryUsage().rss;
  let heap = process.memoryUsage().heapUsed;
  const timer = setInterval(() => {
    const m = process.memoryUsage();
    rss = Math.max(rss, m.rss);
    heap = Math.max(heap, m.heapUsed);
  }, 20);
  const t = performance.now();
  try {
    const value = await fn();
    return { value, ms: performance.now() - t, rss, heap };
  } finally {
    clearInterval(timer);
  }
}

const mb = (bytes: number) => `${(bytes / 1e6).toFixed(0)} MB`;

async function measure(kind: string, database: Database, imap: DovecotServer): Promise<void> {
  const { rt, userId, cookie } = await startInProcess(database, { name: `imap-${kind.toLowerCase()}` });
  const user = { id: userId };
  try {
    await rt.deps.db.insert(contacts).values(
      Array.from({ length: CONTACTS }, (_, c) => ({
        userId: user.id,
        fullName: `Trader ${c}`,
        clientEmail: `trader${c}@firm${c % 97}.example`,
      })),
    );
    const connect = await rt.app.request('/api/mailboxes', {
      method: 'POST',
      headers: { origin: BASE, cookie, 'content-type': 'application/json' },
      body: JSON.stringify({ host: imap.host, port: imap.port, tls: false, username: imap.user, password: imap.password }),
    });
    if (connect.status !== 201) throw new Error(`connect answered ${connect.status}: ${await connect.text()}`);
    const { id } = (await connect.json()) as { id: string };

    global.gc?.();
    const before = process.memoryUsage();
    const first = await sampled(() => rt.deps.jobs.runDueJobs());
    const [row] = await rt.deps.db.select().from(mailboxes).where(eq(mailboxes.id, id));
    if (row?.status !== 'idle') throw new Error(`first sync ended ${row?.status}: ${row?.lastError}`);
    const [n] = await rt.deps.db
      .select({ n: sql<number>`count(*)::int`, c: sql<number>`count(distinct ${contactInteractions.contactId})::int` })
      .from(contactInteractions)
      .where(eq(contactInteractions.sourceId, row.sourceId));
    note('imap', `${kind}: ${int(n!.n)} interactions on ${int(n!.c)} contacts from ${int(MESSAGES)} messages`);

    const again = await rt.app.request(`/api/mailboxes/${id}/sync`, { method: 'POST', headers: { origin: BASE, cookie } });
    if (again.status !== 202) throw new Error(`sync answered ${again.status}`);
    const second = await sampled(() => rt.deps.jobs.runDueJobs());
    const [after] = await rt.deps.db
      .select({ n: sql<number>`count(*)::int` })
      .from(contactInteractions)
      .where(eq(contactInteractions.sourceId, row.sourceId));
    if (after!.n !== n!.n) throw new Error(`the second sync added ${after!.n - n!.n}`);

    figure(`IMAP capture, first sync of ${int(MESSAGES)} message headers, ${kind}`, seconds(first.ms));
    figure(`IMAP capture, first sync throughput, ${kind}`, `${int((MESSAGES / first.ms) * 1000)} messages/s`);
    figure(`IMAP capture, first sync peak RSS / heap used, ${kind}`, `${mb(first.rss)} / ${mb(first.heap)}`);
    figure(`IMAP capture, RSS / heap used before the first sync, ${kind}`, `${mb(before.rss)} / ${mb(before.heapUsed)}`);
    figure(`IMAP capture, second sync (nothing new), ${kind}`, seconds(second.ms));
    figure(`IMAP capture, second sync peak RSS / heap used, ${kind}`, `${mb(second.rss)} / ${mb(second.heap)}`);
  } finally {
    await rt.close();
  }
}

export async function run(): Promise<void> {
  const why = dovecotAvailable();
  if (why) {
    note('imap', `skipped: ${why}`);
    return;
  }
  const t = performance.now();
  const imap = await startDovecot();
  try {
    imap.deliver(generate(imap.user));
    note('imap', `Dovecot on 127.0.0.1:${imap.port}, ${int(MESSAGES)} messages written in ${seconds(performance.now() - t)}`);
    await measure('PGlite', await openPglite(tempDir('imap-pglite')), imap);
    const admin = postgresAdminUrl();
    if (!admin) {
      note('imap', 'no BENCH_DATABASE_URL or TEST_DATABASE_URL: PostgreSQL figures skipped');
      return;
    }
    await withTempDatabase(admin, async (url) => measure('PostgreSQL', openPostgres(url, 10), imap));
  } finally {
    await imap.stop();
  }
}
