/**
 * The paid routes under concurrency (issue 22, item 10; decision 024): an answer whose client went
 * away before it was computed is neither charged nor stored; the per-user caches of the assistant
 * (network and priorities) and of the insights list follow changes made without a request of the
 * user's (a job, another instance: the database's announcements); the demo limit and the balance
 * still hold under concurrent questions.
 */
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, chatMessages, creditLedger, profiles, userCredits } from '../src/db/schema/index.ts';
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
  const model: ChatModel = {
    name: 'gated',
    async answer() {
      asked();
      // It ignores its signal on purpose: the answer arrives after the client has gone.
      await released;
      return 'Mei Lin buys copper cathodes.';
    },
  };
  return { model, wasAsked, release };
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
