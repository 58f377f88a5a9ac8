/**
 * A calendar imported from its link (POST /api/conversation-imports/from-url, decision 040 'Calendar
 * links'), against a real HTTP server on loopback: the link -> the same review as an uploaded .ics ->
 * confirm -> interactions; redirects (and too many); a page that is not a calendar; a body past the
 * cap refused without reading it all; a server too slow; the private-address guard; the link never
 * stored.
 */
import http from 'node:http';
import { CALENDAR_URL_MESSAGES, type ConversationImport, calendarFetchUrl } from '@tradeloom/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactInteractions, contacts, conversationImports } from '../src/db/schema/index.ts';
import { ApiError } from '../src/lib/errors.ts';
import { resolvePublicHost } from '../src/lib/private-address.ts';
import { fetchCalendar } from '../src/modules/conversations/calendar-url.ts';
import { ICS } from './conversation-samples.ts';
import { freePort } from './free-port.ts';
import { createTestRuntime, signUp, type TestRuntime } from './harness.ts';

const SECRET = 'private-7f3a9c21e5b84d0f9a6c/basic.ics';
const HUGE = 200 * 1024 * 1024;
const CHUNK = Buffer.alloc(1024 * 1024, 'x');

let rt: TestRuntime;
let server: http.Server;
let base: string;
const hits: string[] = [];
/** Bytes the huge routes managed to send before the client went away. */
const sent: Record<string, number> = {};

function pump(res: http.ServerResponse, key: string, first: Buffer) {
  sent[key] = 0;
  let closed = false;
  res.on('close', () => {
    closed = true;
  });
  const write = () => {
    while (!closed && sent[key]! < HUGE) {
      const chunk = sent[key] === 0 ? first : CHUNK;
      sent[key]! += chunk.length;
      if (!res.write(chunk)) return void res.once('drain', write);
    }
    if (!closed) res.end();
  };
  write();
}

beforeAll(async () => {
  rt = await createTestRuntime({ CALENDAR_URL_TIMEOUT_MS: '5000', MAILBOX_ALLOW_PRIVATE_HOSTS: '1' });
  const port = await freePort();
  server = http.createServer((req, res) => {
    hits.push(req.url ?? '');
    const url = req.url ?? '';
    if (url === `/calendar/ical/${SECRET}`) {
      res.writeHead(200, { 'content-type': 'text/calendar; charset=utf-8' });
      return res.end(`\ufeff${ICS}`);
    }
    if (url === '/r1') return res.writeHead(302, { location: '/r2' }).end();
    if (url === '/r2') return res.writeHead(301, { location: `http://127.0.0.1:${port}/r3` }).end();
    if (url === '/r3') return res.writeHead(307, { location: `/calendar/ical/${SECRET}` }).end();
    if (url === '/to-private') return res.writeHead(302, { location: `http://127.0.0.1:${port}/calendar/ical/${SECRET}` }).end();
    if (url.startsWith('/loop')) return res.writeHead(302, { location: `/loop${url.length}` }).end();
    if (url === '/page') {
      res.writeHead(200, { 'content-type': 'text/html' });
      return res.end('<!doctype html><html><body>Sign in to see this calendar</body></html>');
    }
    if (url === '/gone') return res.writeHead(404).end('Not found');
    if (url === '/huge') {
      res.writeHead(200, { 'content-type': 'text/calendar', 'content-length': String(HUGE) });
      return pump(res, 'huge', Buffer.from(`${ICS.slice(0, ICS.indexOf('BEGIN:VEVENT'))}X-PAD:`));
    }
    if (url === '/huge-chunked') {
      res.writeHead(200, { 'content-type': 'text/calendar' });
      return pump(res, 'chunked', Buffer.from('BEGIN:VCALENDAR\r\nX-PAD:'));
    }
    if (url === '/slow') {
      res.writeHead(200, { 'content-type': 'text/calendar' });
      res.write('BEGIN:VCALENDAR\r\n');
      return; // never ends
    }
    if (url === '/silent') return; // never answers
    res.writeHead(500).end();
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((r) => server.close(r));
  await rt.dispose();
});

type Session = Awaited<ReturnType<typeof signUp>>;
const fromUrl = (s: Session, url: unknown) => rt.request('POST', '/api/conversation-imports/from-url', { cookie: s.cookie, json: { url } });
const errorOf = async (res: Response) => ((await res.json()) as { error: { code: string; message: string } }).error;

async function settle(s: Session, id: string): Promise<ConversationImport> {
  for (let i = 0; i < 300; i++) {
    await rt.deps.jobs.runDueJobs();
    const record = (await (await rt.request('GET', `/api/conversation-imports/${id}`, { cookie: s.cookie })).json()) as ConversationImport;
    if (record.status !== 'reading') return record;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error('conversation import was not read');
}

describe('calendar links', () => {
  it('a link -> the same review as an uploaded .ics -> confirm -> meetings; the link itself is never stored', async () => {
    const s = await signUp(rt, { name: 'Sam Trader', email: 'sam.link@tradeloom.test' });
    const [maria] = await rt.deps.db
      .insert(contacts)
      .values({ userId: s.user.id, fullName: 'Maria Costa', clientEmail: 'Maria@Metals.example' })
      .returning({ id: contacts.id });
    const res = await fromUrl(s, `  ${base}/calendar/ical/${SECRET}  `);
    expect(res.status, await res.clone().text()).toBe(202);
    const created = (await res.json()) as ConversationImport;
    expect(created).toMatchObject({
      kind: 'ics',
      status: 'reading',
      file_name: '127.0.0.1.ics',
      file_size: Buffer.byteLength(`\ufeff${ICS}`),
    });
    const record = await settle(s, created.id);
    expect(record.status, record.error ?? '').toBe('review');
    // The import is the caller's alone: another user neither lists, reads, confirms nor cancels it.
    const other = await signUp(rt, { name: 'Other Trader', email: 'other.link@tradeloom.test' });
    expect((await rt.request('GET', '/api/conversation-imports', { cookie: other.cookie }).then((r) => r.json())).imports).toEqual([]);
    for (const [method, path, json] of [
      ['GET', `/api/conversation-imports/${created.id}`, undefined],
      ['POST', `/api/conversation-imports/${created.id}/confirm`, {}],
      ['DELETE', `/api/conversation-imports/${created.id}`, undefined],
    ] as const)
      expect((await rt.request(method, path, { cookie: other.cookie, json })).status, `${method} ${path}`).toBe(404);
    expect(record.review!.matched.map((m) => [m.contacts[0]!.id, m.interactions])).toEqual([[maria!.id, 2]]);
    expect(record.review!.unmatched.map((u) => u.email).sort()).toEqual(['ann@agri.example', 'oleg@blacksea.example']);
    const [row] = await rt.deps.db.select().from(conversationImports).where(eq(conversationImports.id, created.id));
    expect(JSON.stringify(row)).not.toContain('7f3a9c21');
    expect(JSON.stringify(record)).not.toContain('7f3a9c21');
    expect((await rt.request('POST', `/api/conversation-imports/${created.id}/confirm`, { cookie: s.cookie, json: {} })).status).toBe(200);
    const meetings = await rt.deps.db
      .select({ kind: contactInteractions.kind, date: contactInteractions.occurredOn })
      .from(contactInteractions)
      .where(eq(contactInteractions.contactId, maria!.id))
      .orderBy(contactInteractions.occurredOn);
    expect(meetings).toEqual([
      { kind: 'meeting', date: '2026-01-05' },
      { kind: 'meeting', date: '2026-01-20' },
    ]);
  });

  it('follows up to 3 redirects, each hop checked; more is refused', async () => {
    const s = await signUp(rt, { name: 'Sam Trader', email: 'sam.redirect@tradeloom.test' });
    const res = await fromUrl(s, `${base}/r1`);
    expect(res.status, await res.clone().text()).toBe(202);
    expect((await settle(s, ((await res.json()) as ConversationImport).id)).status).toBe('review');
    const loop = await fromUrl(s, `${base}/loop`);
    expect(loop.status).toBe(422);
    expect((await errorOf(loop)).message).toBe(`${CALENDAR_URL_MESSAGES.unreachable}it redirected too many times.`);
    expect(hits.filter((h) => h.startsWith('/loop'))).toHaveLength(4);
  });

  it('a page that is not a calendar, a missing calendar and bad links are clear 4xx', async () => {
    const s = await signUp(rt, { name: 'Sam Trader', email: 'sam.page@tradeloom.test' });
    const page = await fromUrl(s, `${base}/page`);
    expect(page.status).toBe(422);
    expect(await errorOf(page)).toMatchObject({ code: 'NOT_A_CALENDAR', message: CALENDAR_URL_MESSAGES.notCalendar });
    const gone = await fromUrl(s, `${base}/gone`);
    expect(gone.status).toBe(422);
    expect((await errorOf(gone)).message).toMatch(/^Could not fetch the calendar: .*404/);
    for (const bad of ['ftp://example.com/cal.ics', 'not a link', '', `https://example.com/${'a'.repeat(2100)}`, 42])
      expect((await fromUrl(s, bad)).status, String(bad).slice(0, 30)).toBe(400);
    expect((await rt.request('GET', '/api/conversation-imports', { cookie: s.cookie }).then((r) => r.json())).imports).toEqual([]);
  });

  it('a calendar past 100 MB is a 413 without reading it all (declared or not); nothing is kept', async () => {
    const s = await signUp(rt, { name: 'Sam Trader', email: 'sam.huge@tradeloom.test' });
    const declared = await fromUrl(s, `${base}/huge`);
    expect(declared.status).toBe(413);
    expect((await errorOf(declared)).message).toBe(CALENDAR_URL_MESSAGES.tooLarge);
    await new Promise((r) => setTimeout(r, 100));
    expect(sent.huge).toBeLessThan(20 * 1024 * 1024);
    const rss = process.memoryUsage().rss;
    const chunked = await fromUrl(s, `${base}/huge-chunked`);
    expect(chunked.status).toBe(413);
    await new Promise((r) => setTimeout(r, 100));
    expect(sent.chunked).toBeLessThan(130 * 1024 * 1024);
    // Streamed to the spool, never held whole: far less than the 100 MB read.
    expect(process.memoryUsage().rss - rss).toBeLessThan(80 * 1024 * 1024);
    expect((await rt.request('GET', '/api/conversation-imports', { cookie: s.cookie }).then((r) => r.json())).imports).toEqual([]);
  });

  it('a server too slow, or silent, is cut at the time limit', async () => {
    const s = await signUp(rt, { name: 'Sam Trader', email: 'sam.slow@tradeloom.test' });
    for (const path of ['/slow', '/silent']) {
      const started = Date.now();
      const res = await fromUrl(s, `${base}${path}`);
      expect(res.status).toBe(422);
      expect((await errorOf(res)).message).toBe(`${CALENDAR_URL_MESSAGES.unreachable}it did not answer within 5 seconds.`);
      expect(Date.now() - started).toBeLessThan(12_000);
    }
    const refused = await fromUrl(s, `http://127.0.0.1:${await freePort()}/cal.ics`);
    expect(refused.status).toBe(422);
    expect((await errorOf(refused)).message).toBe(`${CALENDAR_URL_MESSAGES.unreachable}the server refused the connection.`);
  });

  it('the guard: loopback and private addresses refused when private hosts are not allowed, before any request', async () => {
    const opts = { allowPrivate: false, timeoutMs: 2000, maxBytes: 1024, spoolDir: rt.dataDir };
    const before = hits.length;
    for (const url of [
      `${base}/calendar/ical/${SECRET}`,
      `http://localhost:${new URL(base).port}/x.ics`,
      'webcal://10.1.2.3/c.ics',
      'http://[::1]/c.ics',
    ]) {
      const err = await fetchCalendar(url, opts).catch((e) => e);
      expect(err, url).toBeInstanceOf(ApiError);
      expect(err, url).toMatchObject({ status: 422, code: 'CALENDAR_PRIVATE_HOST', message: CALENDAR_URL_MESSAGES.privateHost });
    }
    expect(hits.length).toBe(before);
    const unknown = await fetchCalendar('https://no-such-host.invalid/c.ics', opts).catch((e) => e);
    expect(unknown).toMatchObject({ status: 422, message: `${CALENDAR_URL_MESSAGES.unreachable}no server has that name.` });
  });

  it('the guard checks every hop, and connects to the address it checked', async () => {
    // 'calendar.public.test' stands for a public host: it is not in any DNS, and resolves (here) to the
    // loopback server, so the fetch can only succeed by connecting to the address the guard answered.
    const resolve = async (host: string, allowPrivate: boolean) =>
      host === 'calendar.public.test' ? [{ address: '127.0.0.1', family: 4 as const }] : resolvePublicHost(host, allowPrivate);
    const port = new URL(base).port;
    const opts = { allowPrivate: false, timeoutMs: 2000, maxBytes: 1024 * 1024, spoolDir: rt.dataDir, resolve };
    const plain = await fetchCalendar(`http://calendar.public.test:${port}/calendar/ical/${SECRET}`, opts);
    expect(plain).toMatchObject({ name: 'calendar.public.test.ics', size: Buffer.byteLength(`\ufeff${ICS}`) });
    const before = hits.length;
    const redirected = await fetchCalendar(`http://calendar.public.test:${port}/to-private`, opts).catch((e) => e);
    expect(redirected).toMatchObject({ status: 422, code: 'CALENDAR_PRIVATE_HOST' });
    expect(hits.slice(before)).toEqual(['/to-private']);
  });

  it('webcal links are https; other schemes are not links', () => {
    expect(calendarFetchUrl('webcal://p42-caldav.icloud.com/published/2/abc')?.href).toBe('https://p42-caldav.icloud.com/published/2/abc');
    expect(calendarFetchUrl('webcals://example.com/a.ics')?.href).toBe('https://example.com/a.ics');
    expect(calendarFetchUrl(' https://calendar.google.com/calendar/ical/x/basic.ics ')?.hostname).toBe('calendar.google.com');
    expect(calendarFetchUrl('file:///etc/passwd')).toBeNull();
    expect(calendarFetchUrl('javascript:alert(1)')).toBeNull();
  });
});
