/** The onboarding checklist: steps complete from the user's own audit events; a click records a step once. */
import type { OnboardingProgress } from '@tradeloom/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents } from '../src/db/schema/index.ts';
import { recordAuditEvent } from '../src/modules/audit/audit.service.ts';
import { createTestRuntime, signUp, type TestRuntime } from './harness.ts';

let rt: TestRuntime;
beforeAll(async () => {
  rt = await createTestRuntime();
});
afterAll(async () => {
  await rt.dispose();
});

type Session = Awaited<ReturnType<typeof signUp>>;

async function progress(s: Session): Promise<OnboardingProgress> {
  const res = await rt.request('GET', '/api/onboarding', { cookie: s.cookie });
  expect(res.status).toBe(200);
  return res.json();
}
async function complete(s: Session, step: string): Promise<OnboardingProgress> {
  const res = await rt.request('POST', `/api/onboarding/steps/${step}`, { cookie: s.cookie });
  expect(res.status).toBe(200);
  return res.json();
}
const done = (p: OnboardingProgress) => p.steps.filter((x) => x.complete).map((x) => x.id);
const events = (s: Session, event: string) =>
  rt.deps.db
    .select()
    .from(auditEvents)
    .where(and(eq(auditEvents.userId, s.user.id), eq(auditEvents.event, event)));

function csvImport(s: Session, csv: string) {
  const fd = new FormData();
  fd.append('file', new File([new TextEncoder().encode(csv)], 'book.csv', { type: 'text/csv' }));
  return rt.request('POST', '/api/imports', { cookie: s.cookie, body: fd });
}

describe('GET /api/onboarding', () => {
  it('shows a new user 0 of 4 steps, in order', async () => {
    const s = await signUp(rt);
    expect(await progress(s)).toEqual({
      steps: [
        { id: 'import_contacts', complete: false },
        { id: 'first_map_view', complete: false },
        { id: 'three_ai_insights', complete: false },
        { id: 'add_notes', complete: false },
      ],
      completed: 0,
      total: 4,
      percent: 0,
    });
  });

  it('completes three_ai_insights after 3 consume_ai events, not after 2', async () => {
    const s = await signUp(rt);
    await recordAuditEvent(rt.deps.db, s.user.id, 'consume_ai');
    await recordAuditEvent(rt.deps.db, s.user.id, 'consume_ai');
    expect(done(await progress(s))).toEqual([]);
    await recordAuditEvent(rt.deps.db, s.user.id, 'consume_ai');
    const p = await progress(s);
    expect(done(p)).toEqual(['three_ai_insights']);
    expect(p).toMatchObject({ completed: 1, total: 4, percent: 25 });
  });

  it('completes import_contacts after a real contact import', async () => {
    const s = await signUp(rt);
    const up = await csvImport(s, 'Full Name,Company\nMaria Lopez,Cargill\n');
    expect(up.status).toBe(201);
    const { import: record, mapping } = (await up.json()) as { import: { id: string }; mapping: unknown };
    const start = await rt.request('POST', `/api/imports/${record.id}/start`, { cookie: s.cookie, json: { mapping } });
    expect(start.status).toBe(202);
    for (let i = 0; i < 200; i++) {
      await rt.deps.jobs.runDueJobs();
      const r = (await (await rt.request('GET', `/api/imports/${record.id}`, { cookie: s.cookie })).json()) as { status: string };
      if (r.status !== 'processing' && r.status !== 'pending') break;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(done(await progress(s))).toEqual(['import_contacts']);
  });

  it('completes add_notes when a note is saved on a contact', async () => {
    const s = await signUp(rt);
    const res = await rt.request('POST', '/api/contacts', {
      cookie: s.cookie,
      json: { full_name: 'Aiko Tan', notes: 'Wants 50kt CIF Qingdao' },
    });
    expect(res.status).toBe(201);
    expect(done(await progress(s))).toEqual(['add_notes']);
  });

  it("never counts another user's events", async () => {
    const a = await signUp(rt);
    const b = await signUp(rt);
    for (const step of ['import_contacts', 'first_map_view', 'add_notes']) await complete(a, step);
    for (let i = 0; i < 3; i++) await recordAuditEvent(rt.deps.db, a.user.id, 'consume_ai');
    expect((await progress(a)).completed).toBe(4);
    expect(await progress(b)).toMatchObject({ completed: 0, percent: 0 });
  });

  it('needs a session', async () => {
    expect((await rt.request('GET', '/api/onboarding')).status).toBe(401);
    expect((await rt.request('POST', '/api/onboarding/steps/first_map_view')).status).toBe(401);
  });
});

describe('POST /api/onboarding/steps/{step}', () => {
  it('records each step once, with the onboarding flag, and answers the progress', async () => {
    const s = await signUp(rt);
    let p = await complete(s, 'import_contacts');
    expect(done(p)).toEqual(['import_contacts']);
    expect(p).toMatchObject({ completed: 1, total: 4, percent: 25 });
    p = await complete(s, 'first_map_view');
    expect(done(p)).toEqual(['import_contacts', 'first_map_view']);
    p = await complete(s, 'add_notes');
    expect(done(p)).toEqual(['import_contacts', 'first_map_view', 'add_notes']);
    expect(p).toMatchObject({ completed: 3, percent: 75 });

    // Repeated and concurrent clicks record nothing more.
    await Promise.all(['import_contacts', 'first_map_view', 'add_notes', 'import_contacts', 'first_map_view'].map((x) => complete(s, x)));
    expect(await progress(s)).toEqual(p);
    for (const event of ['import_contacts', 'consume_map', 'add_notes']) {
      const rows = await events(s, event);
      expect(rows, event).toHaveLength(1);
      expect(rows[0]!.meta).toEqual({ onboarding: true });
      expect(rows[0]!.orgId).toBeTruthy();
    }
  });

  it('records nothing for a step already complete from real use', async () => {
    const s = await signUp(rt);
    await recordAuditEvent(rt.deps.db, s.user.id, 'consume_map');
    expect(done(await complete(s, 'first_map_view'))).toEqual(['first_map_view']);
    const rows = await events(s, 'consume_map');
    expect(rows).toHaveLength(1);
    expect(rows[0]!.meta).toEqual({});
  });

  it('refuses the AI step (it only navigates) and unknown steps with 400', async () => {
    const s = await signUp(rt);
    for (const step of ['three_ai_insights', 'consume_ai', 'nope']) {
      const res = await rt.request('POST', `/api/onboarding/steps/${step}`, { cookie: s.cookie });
      expect(res.status, step).toBe(400);
      expect((await res.json()).error.code).toBe('VALIDATION_ERROR');
    }
    expect(await events(s, 'consume_ai')).toHaveLength(0);
    expect((await progress(s)).completed).toBe(0);
  });
});
