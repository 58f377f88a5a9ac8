/**
 * Conversation imports (issue 27 item 2, decision 040): a generated WhatsApp group export of 100,000
 * messages (250 people, 200 of them contacts, two years), a 100 MB WhatsApp 1:1 export (about 1.4
 * million messages) and a 100,000-message Telegram export, each through the product's own API and
 * job runner in process: upload, read in the reader process into a review, then confirm. The files
 * are written to disk as they are generated and uploaded from disk (a disk-backed Blob), so the
 * bench itself never holds one. Peak RSS is sampled every 20 ms, of the server process and of the
 * reader process apart (the reader is where a file is parsed). On PGlite, and PostgreSQL when a URL is given.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { ConversationImport } from '@tradeloom/domain';
import { type Database, openPglite, openPostgres } from '../apps/server/src/db/client.ts';
import { contacts } from '../apps/server/src/db/schema/index.ts';
import { BASE, startInProcess } from './lib/in-process.ts';
import { postgresAdminUrl, withTempDatabase } from './lib/postgres.ts';
import { figure, int, note, seconds } from './lib/report.ts';
import { tempDir } from './lib/server.ts';

const MESSAGES = Number(process.env.BENCH_CHAT_MESSAGES ?? 100_000);
const BIG_BYTES = Number(process.env.BENCH_CHAT_BIG_BYTES ?? 100 * 1024 * 1024 - 4096);
const PEOPLE = 250;
const CONTACTS = 200;
const ME = 'Bench Trader';

const WORDS =
  'offer cargo vessel laycan tender price basis CIF FOB discharge load port freight quality spec LC draft ok thanks call tomorrow'.split(
    ' ',
  );
const person = (i: number) => (i % 3 === 0 ? `+44 7700 ${String(900000 + i).slice(-6)}` : `Trader ${i} Example`);
const text = (i: number) => Array.from({ length: 4 + (i % 9) }, (_, k) => WORDS[(i * 7 + k * 3) % WORDS.length]).join(' ');

/** Writes lines to a file as they are made, waiting when the stream asks to. */
async function writeLines(file: string, lines: Iterable<string>): Promise<number> {
  const out = fs.createWriteStream(file);
  let buf = '';
  for (const line of lines) {
    buf += `${line}\n`;
    if (buf.length > 1 << 20) {
      if (!out.write(buf)) await new Promise<void>((r) => out.once('drain', () => r()));
      buf = '';
    }
  }
  out.end(buf);
  await new Promise<void>((r) => out.once('finish', () => r()));
  return fs.statSync(file).size;
}

const stamp = (t: Date) => {
  const dd = String(t.getUTCDate()).padStart(2, '0');
  const mm = String(t.getUTCMonth() + 1).padStart(2, '0');
  return `${dd}/${mm}/${t.getUTCFullYear()}, ${String(t.getUTCHours()).padStart(2, '0')}:${String(t.getUTCMinutes()).padStart(2, '0')}`;
};
const START = Date.UTC(2024, 0, 1);

/** A WhatsApp (Android, day-first) group chat: n messages from PEOPLE people and the user over two years. */
function* groupChat(n: number) {
  yield `${stamp(new Date(START))} - Messages and calls are end-to-end encrypted. No one outside of this chat, not even WhatsApp, can read or listen to them.`;
  const span = 2 * 365 * 86_400_000;
  for (let i = 0; i < n; i++) {
    const t = new Date(START + Math.floor((i / n) * span));
    const from = i % 5 === 0 ? ME : person((i * 31) % PEOPLE);
    yield `${stamp(t)} - ${from}: ${text(i)}`;
    if (i % 50 === 0) yield 'and a second line of the same message';
  }
}

/** A 1:1 chat until the file reaches `bytes`. */
function* bigChat(bytes: number) {
  let size = 0;
  const span = 3 * 365 * 86_400_000;
  const estimate = bytes / 75;
  for (let i = 0; size < bytes - 200; i++) {
    const t = new Date(START + Math.min(span, Math.floor((i / estimate) * span)));
    const line = `${stamp(t)} - ${i % 2 ? ME : 'Amara Okafor'}: ${text(i)}`;
    size += Buffer.byteLength(line) + 1;
    yield line;
  }
}

/** A Telegram Desktop export of one group with n messages. */
function* telegram(n: number) {
  yield '{"name":"Grain desk","type":"private_supergroup","id":42,"messages":[';
  const span = 2 * 365 * 86_400_000;
  for (let i = 0; i < n; i++) {
    const t = new Date(START + Math.floor((i / n) * span)).toISOString().slice(0, 19);
    const from = i % 5 === 0 ? ME : `Trader ${(i * 31) % PEOPLE} Example`;
    yield `${i ? ',' : ''}{"id":${i},"type":"message","date":"${t}","from":"${from}","from_id":"user${(i * 31) % PEOPLE}","text":"${text(i)}"}`;
  }
  yield ']}';
}

/** Peak RSS of this process and of its child processes (the reader), sampled every 20 ms. */
function sampler() {
  let own = process.memoryUsage().rss;
  let child = 0;
  const children = () => {
    for (const pid of fs.readdirSync('/proc')) {
      if (!/^\d+$/.test(pid)) continue;
      try {
        const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
        const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
        if (ppid !== process.pid) continue;
        const hwm = /VmHWM:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'));
        if (hwm) child = Math.max(child, Number(hwm[1]) * 1024);
      } catch {
        // gone meanwhile
      }
    }
  };
  const timer = setInterval(() => {
    own = Math.max(own, process.memoryUsage().rss);
    children();
  }, 20);
  return {
    stop: () => {
      clearInterval(timer);
      return { own, child };
    },
  };
}
const mb = (b: number) => `${Math.round(b / 1024 / 1024)} MB`;

async function measure(kind: string, database: Database, files: { label: string; file: string; name: string; items: number }[]) {
  const { rt, userId, cookie } = await startInProcess(database, { name: `chat-${kind.toLowerCase()}`, powerTrader: true });
  const user = { id: userId };
  try {
    // 200 of the 250 people are contacts: by phone (every third) or by name; Amara of the 1:1 chat too.
    await rt.deps.db
      .insert(contacts)
      .values([
        ...Array.from({ length: CONTACTS }, (_, i) =>
          i % 3 === 0
            ? { userId: user.id, fullName: `Phone Contact ${i}`, phone: `07700 ${String(900000 + i).slice(-6)}` }
            : { userId: user.id, fullName: `Trader ${i} Example` },
        ),
        { userId: user.id, fullName: 'Amara Okafor' },
      ]);
    const request = (method: string, url: string, body?: BodyInit, json?: unknown) =>
      rt.app.request(url, {
        method,
        headers: { origin: BASE, cookie, ...(json !== undefined ? { 'content-type': 'application/json' } : {}) },
        body: json !== undefined ? JSON.stringify(json) : body,
      });

    note('chat-import', `${kind}: RSS before the imports ${mb(process.memoryUsage().rss)} (the embedded database counts in it)`);
    for (const f of files) {
      const base = process.memoryUsage().rss;
      const s = sampler();
      const t0 = performance.now();
      const form = new FormData();
      form.append('file', new File([await fs.openAsBlob(f.file)], f.name));
      const up = await request('POST', '/api/conversation-imports', form);
      if (up.status !== 202) throw new Error(`upload answered ${up.status}: ${await up.text()}`);
      const { id } = (await up.json()) as ConversationImport;
      const t1 = performance.now();
      let record: ConversationImport;
      for (;;) {
        await new Promise((r) => setTimeout(r, 50));
        record = (await (await request('GET', `/api/conversation-imports/${id}`)).json()) as ConversationImport;
        if (record.status !== 'reading') break;
      }
      const t2 = performance.now();
      if (record.status !== 'review') throw new Error(`${f.label}: ${record.status} ${record.error}`);
      const read = s.stop();
      const s2 = sampler();
      const confirmed = await request('POST', `/api/conversation-imports/${id}/confirm`, undefined, {});
      const t3 = performance.now();
      const wrote = s2.stop();
      if (confirmed.status !== 200) throw new Error(`confirm answered ${confirmed.status}: ${await confirmed.text()}`);
      const done = (await confirmed.json()) as ConversationImport;
      const r = record.review!;
      note(
        'chat-import',
        `${f.label}, ${kind}: ${int(r.totals.items)} messages read, ${r.matched.length} people matched, ${r.unmatched.length + r.unmatched_more} not; ${int(done.results!.interactions_added)} interactions added`,
      );
      figure(`${f.label}, ${kind}: upload`, seconds(t1 - t0));
      figure(`${f.label}, ${kind}: read into the review (reader process)`, seconds(t2 - t1));
      figure(`${f.label}, ${kind}: confirm (${int(done.results!.interactions_added)} interactions)`, seconds(t3 - t2));
      const peak = Math.max(read.own, wrote.own);
      figure(
        `${f.label}, ${kind}: peak RSS server (growth during the import) / reader`,
        `${mb(peak)} (+${mb(peak - base)}) / ${mb(read.child)}`,
      );
    }
  } finally {
    await rt.close();
  }
}

export async function run(): Promise<void> {
  const dir = tempDir('chat-files');
  const files = [
    {
      label: `WhatsApp group, ${int(MESSAGES)} messages`,
      name: 'WhatsApp Chat with Grain desk.txt',
      file: path.join(dir, 'group.txt'),
      items: MESSAGES,
    },
    { label: `Telegram, ${int(MESSAGES)} messages`, name: 'result.json', file: path.join(dir, 'result.json'), items: MESSAGES },
    { label: 'WhatsApp 1:1, 100 MB', name: 'WhatsApp Chat with Amara Okafor.txt', file: path.join(dir, 'big.txt'), items: 0 },
  ];
  const sizes = [
    await writeLines(files[0]!.file, groupChat(MESSAGES)),
    await writeLines(files[1]!.file, telegram(MESSAGES)),
    await writeLines(files[2]!.file, bigChat(BIG_BYTES)),
  ];
  note('chat-import', `generated ${sizes.map((s) => `${(s / 1e6).toFixed(1)} MB`).join(', ')}`);
  await measure('PGlite', await openPglite(tempDir('chat-pglite')), files);
  const admin = postgresAdminUrl();
  if (!admin) {
    note('chat-import', 'no BENCH_DATABASE_URL or TEST_DATABASE_URL: PostgreSQL figures skipped');
    return;
  }
  await withTempDatabase(admin, async (url) => measure('PostgreSQL', openPostgres(url, 10), files));
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await run();
  process.exit(0);
}
