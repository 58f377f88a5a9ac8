/**
 * The paid routes under concurrency (issue 22, item 10; decision 024): an answer whose client went
 * away before it was computed is neither charged nor stored; the per-user caches of the assistant
 * (network and priorities) and of the insights list follow changes made without a request of the
 * user's (a job, another instance: the database's announcements); the demo limit and the balance
 * still hold under concurrent questions.
 */
import type http from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  aiInsights,
  auditEvents,
  chatMessages,
  creditLedger,
  insightFeedback,
  organisationMembers,
  profiles,
  trialUsage,
  userBusinessPriorities,
  userCredits,
} from '../src/db/schema/index.ts';
import type { ChatModel } from '../src/providers/ai/index.ts';
import { createTestRuntime, signUp, type TestRuntime } from './harness.ts';

type Session = Awaited<ReturnType<typeof signUp>>;

let rt: TestRuntime;
beforeAll(async () => {
  rt = await createTestRuntime();
});
afterAll(async () => {
  await rt.dispose();
});

async function trader(): Promise<Session> {
  const s = await signUp(rt);
  await rt.deps.db.update(profiles).set({ demoModeEnabled: false }).where(eq(profiles.id, s.user.id));
  for (const c of [
    { full_name: 'Mei Lin', role: 'Buyer', company: 'Lin Metals', commodities: 'Copper cathodes', location: 'Shanghai, China' },
    { full_name: 'Ana Silva', role: 'Supplier', company: 'Silva Agro', commodities: 'Yellow corn', location: 'Santos, Brazil' },
  ]) {
    expect((await rt.request('POST', '/api/contacts', { cookie: s.cookie, json: c })).status).toBe(201);
  }
  return s;
}

const credits = async (s: Session) =>
  (await rt.deps.db.select({ n: userCredits.aiCredits }).from(userCredits).where(eq(userCredits.userId, s.user.id)))[0]!.n;
const stored = async (s: Session) =>
  (await rt.deps.db.select({ n: sql<number>`count(*)::int` }).from(chatMessages).where(eq(chatMessages.userId, s.user.id)))[0]!.n;
const ledgerRows = async (s: Session) =>
  (await rt.deps.db.select({ n: sql<number>`count(*)::int` }).from(creditLedger).where(eq(creditLedger.userId, s.user.id)))[0]!.n;
const aiEvents = async (s: Session) =>
  (
    await rt.deps.db
      .select({ n: sql<number>`count(*)::int` })
      .from(auditEvents)
      .where(and(eq(auditEvents.userId, s.user.id), eq(auditEvents.event, 'consume_ai')))
  )[0]!.n;

/** A model that answers only when told to, and says when it has been asked: the point of computation, made visible. */
function gatedModel() {
  let asked!: () => void;
  const wasAsked = new Promise<void>((resolve) => {
    asked = resolve;
  });
  let release!: () => void;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  let seen: AbortSignal | undefined;
  const model: ChatModel = {
    name: 'gated',
    async answer({ signal }) {
      seen = signal;
      asked();
      // It ignores its signal on purpose: the answer arrives after the client has gone.
      await released;
      return 'Mei Lin buys copper cathodes.';
    },
  };
  return { model, wasAsked, release, signal: () => seen };
}

describe('a client that goes away before its answer is computed', () => {
  it('is not charged and nothing is stored (model answering)', async () => {
    const s = await trader();
    const before = { credits: await credits(s), stored: await stored(s), ledger: await ledgerRows(s) };
    const gate = gatedModel();
    const previous = rt.deps.assistant.model;
    rt.deps.assistant.model = gate.model;
    try {
      const client = new AbortController();
      const pending = rt.app.request('/api/ai/chat', {
        method: 'POST',
        headers: { origin: 'http://localhost:3000', cookie: s.cookie, 'content-type': 'application/json' },
        body: JSON.stringify({ message: 'who buys copper?' }),
        signal: client.signal,
      });
      await gate.wasAsked;
      client.abort();
      gate.release();
      const res = await Promise.resolve(pending).catch(() => null);
      await res?.body?.cancel();
    } finally {
      rt.deps.assistant.model = previous;
    }
    expect(await credits(s)).toBe(before.credits);
    expect(await stored(s)).toBe(before.stored);
    expect(await ledgerRows(s)).toBe(before.ledger);
    expect(await aiEvents(s)).toBe(0);
    // The same question with the client still there is answered and charged.
    const ok = await rt.request('POST', '/api/ai/chat', { cookie: s.cookie, json: { message: 'who buys copper?' } });
    expect(ok.status).toBe(200);
    expect(await credits(s)).toBe(before.credits - 1);
    expect(await stored(s)).toBe(before.stored + 2);
  });

  it('is not charged and nothing is stored when a real HTTP client disconnects while the model works', async () => {
    const s = await trader();
    const before = { credits: await credits(s), ledger: await ledgerRows(s) };
    const gate = gatedModel();
    const previous = rt.deps.assistant.model;
    rt.deps.assistant.model = gate.model;
    const server = serve({ fetch: rt.app.fetch, port: 0, hostname: '127.0.0.1' }) as http.Server;
    await new Promise<void>((resolve) => server.once('listening', () => resolve()));
    try {
      const { port } = server.address() as AddressInfo;
      const client = new AbortController();
      const pending = fetch(`http://127.0.0.1:${port}/api/ai/chat`, {
        method: 'POST',
        headers: { origin: 'http://localhost:3000', cookie: s.cookie, 'content-type': 'application/json' },
        body: JSON.stringify({ message: 'who buys copper?' }),
        signal: client.signal,
      }).catch(() => null);
      await gate.wasAsked;
      client.abort();
      await pending;
      // The server hears the socket close (the model's signal follows the request's); the model then answers, too late.
      await expect.poll(() => gate.signal()?.aborted, { timeout: 5000 }).toBe(true);
      gate.release();
      await new Promise((r) => setTimeout(r, 300));
    } finally {
      rt.deps.assistant.model = previous;
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
    expect(await credits(s)).toBe(before.credits);
    expect(await stored(s)).toBe(0);
    expect(await ledgerRows(s)).toBe(before.ledger);
  });

  it('is not charged and nothing is stored (built-in assistant, streamed or not)', async () => {
    const s = await trader();
    const before = { credits: await credits(s), ledger: await ledgerRows(s) };
    for (const accept of ['application/json', 'text/event-stream']) {
      const client = new AbortController();
      client.abort();
      const res = await Promise.resolve(
        rt.app.request('/api/ai/chat', {
          method: 'POST',
          headers: { origin: 'http://localhost:3000', cookie: s.cookie, 'content-type': 'application/json', accept },
          body: JSON.stringify({ message: 'who buys copper?' }),
          signal: client.signal,
        }),
      ).catch(() => null);
      await res?.text().catch(() => '');
    }
    expect(await credits(s)).toBe(before.credits);
    expect(await stored(s)).toBe(0);
    expect(await ledgerRows(s)).toBe(before.ledger);
  });
});

/** Counts what the app sends to the embedded database: statements, and transactions opened. */
function countDatabaseWork(rt: TestRuntime) {
  const client = rt.deps.database.pglite as unknown as Record<string, (...args: unknown[]) => unknown>;
  const counts = { queries: 0, transactions: 0 };
  const originals = { query: client.query!, exec: client.exec!, transaction: client.transaction! };
  client.query = (...args) => {
    counts.queries++;
    return originals.query.apply(client, args);
  };
  client.exec = (...args) => {
    counts.queries++;
    return originals.exec.apply(client, args);
  };
  client.transaction = (...args) => {
    counts.transactions++;
    return originals.transaction.apply(client, args);
  };
  return {
    counts,
    restore: () => Object.assign(client, originals),
  };
}

describe.skipIf(inject('dbDriver') !== 'pglite')('the work of a paid request on the embedded database (one connection)', () => {
  it('a question to a known network costs one statement and holds no transaction open across the answer', async () => {
    const s = await trader();
    const ask = () => rt.request('POST', '/api/ai/chat', { cookie: s.cookie, json: { message: 'who buys copper?' } });
    expect((await ask()).status).toBe(200);
    const work = countDatabaseWork(rt);
    try {
      expect((await ask()).status).toBe(200);
    } finally {
      work.restore();
    }
    expect(work.counts).toEqual({ queries: 1, transactions: 0 });
  });

  it('a repeated insights list is answered without the database', async () => {
    const s = await trader();
    await rt.deps.db
      .insert(aiInsights)
      .values({ userId: s.user.id, title: 'Copper lead', description: 'x', insightType: 'opportunity', priority: 'high' });
    const list = () => rt.request('GET', '/api/insights', { cookie: s.cookie });
    await expect.poll(async () => ((await (await list()).json()) as { items: unknown[] }).items.length, { timeout: 2000 }).toBe(1);
    const work = countDatabaseWork(rt);
    try {
      expect((await list()).status).toBe(200);
    } finally {
      work.restore();
    }
    expect(work.counts).toEqual({ queries: 0, transactions: 0 });
  });
});

describe('the per-user caches follow changes made without a request of the user (a job, another instance)', () => {
  interface ListBody {
    items: { id: string; title: string; rating: number | null; contacts: { full_name: string }[] }[];
    counts: { all: number };
  }
  const list = async (s: Session) => (await (await rt.request('GET', '/api/insights', { cookie: s.cookie })).json()) as ListBody;

  it('the insights list: new insights, ratings, dismissals and renamed contacts show at once; a repeat revalidates with 304', async () => {
    const s = await trader();
    expect((await list(s)).counts.all).toBe(0);
    const [mei] = await rt.deps.db
      .select({ id: sql<string>`id` })
      .from(sql`contacts`)
      .where(sql`user_id = ${s.user.id} and full_name = 'Mei Lin'`);
    // An auto-scan writes insights with no request of the user's.
    const [insight] = await rt.deps.db
      .insert(aiInsights)
      .values({
        userId: s.user.id,
        title: 'Copper lead',
        description: 'x',
        insightType: 'opportunity',
        priority: 'high',
        contactIds: [mei!.id],
      })
      .returning({ id: aiInsights.id });
    await expect.poll(async () => (await list(s)).counts.all, { timeout: 2000 }).toBe(1);
    const first = await rt.request('GET', '/api/insights', { cookie: s.cookie });
    const etag = first.headers.get('etag');
    expect(etag).toMatch(/^W\//);
    expect((await rt.request('GET', '/api/insights', { cookie: s.cookie, headers: { 'if-none-match': etag! } })).status).toBe(304);

    await rt.deps.db.insert(insightFeedback).values({ userId: s.user.id, insightId: insight!.id, feedbackType: 'rating', rating: 5 });
    await expect.poll(async () => (await list(s)).items[0]?.rating, { timeout: 2000 }).toBe(5);
    await rt.deps.db.execute(sql`update contacts set full_name = 'Mei Lin-Zhou' where id = ${mei!.id}`);
    await expect.poll(async () => (await list(s)).items[0]?.contacts[0]?.full_name, { timeout: 2000 }).toBe('Mei Lin-Zhou');
    await rt.deps.db.update(aiInsights).set({ isDismissed: true }).where(eq(aiInsights.id, insight!.id));
    await expect.poll(async () => (await list(s)).counts.all, { timeout: 2000 }).toBe(0);
  });

  it("the assistant: priorities added or removed elsewhere are the next answer's", async () => {
    const s = await trader();
    const ask = async () =>
      (
        (await (
          await rt.request('POST', '/api/ai/chat', { cookie: s.cookie, json: { message: 'Which contacts serve my priorities?' } })
        ).json()) as {
          response: string;
        }
      ).response;
    expect(await ask()).toContain('no active business priorities');
    await rt.deps.db
      .insert(userBusinessPriorities)
      .values({ userId: s.user.id, priorityText: 'Secure copper cathode offtake', targetCommodity: 'Copper' });
    await expect.poll(ask, { timeout: 2000 }).toContain('Secure copper cathode offtake');
    await rt.deps.db.update(userBusinessPriorities).set({ isActive: false }).where(eq(userBusinessPriorities.userId, s.user.id));
    await expect.poll(ask, { timeout: 2000 }).toContain('no active business priorities');
  });
});

describe('the balance and the demo limit under concurrent questions', () => {
  it('a trial at its last demo use answers one of 10 concurrent questions; nothing else is charged or stored', async () => {
    const s = await trader();
    const [m] = await rt.deps.db
      .select({ orgId: organisationMembers.orgId })
      .from(organisationMembers)
      .where(eq(organisationMembers.userId, s.user.id));
    await rt.deps.db.update(trialUsage).set({ aiInsightsUsed: 4 }).where(eq(trialUsage.orgId, m!.orgId));
    const before = await credits(s);
    const results = await Promise.all(
      Array.from({ length: 10 }, () => rt.request('POST', '/api/ai/chat', { cookie: s.cookie, json: { message: 'who buys copper?' } })),
    );
    const statuses = results.map((r) => r.status).sort();
    expect(statuses).toEqual([200, ...Array(9).fill(402)]);
    for (const r of results.filter((x) => x.status === 402)) {
      expect(await r.json()).toMatchObject({ error: { code: 'DEMO_LIMIT_REACHED' } });
    }
    expect(await credits(s)).toBe(before - 1);
    expect(await stored(s)).toBe(2);
    expect(await aiEvents(s)).toBe(1);
    const [usage] = await rt.deps.db.select().from(trialUsage).where(eq(trialUsage.orgId, m!.orgId));
    expect(usage!.aiInsightsUsed).toBe(5);
    // The ledger still balances: the balance is the sum of its rows.
    const [sum] = await rt.deps.db
      .select({ n: sql<number>`coalesce(sum(delta), 0)::int` })
      .from(creditLedger)
      .where(eq(creditLedger.userId, s.user.id));
    expect(sum!.n).toBe(await credits(s));
  });
});
