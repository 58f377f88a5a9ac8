/**
 * Insight flags (users, on their own insights) and the flagged-insight review of the admin console
 * (spec §3 'Flagged insight review row', §4 'Flagged insight', §7 admin_mark_feedback_processed).
 */
import { ADMIN_LIST_LIMITS, type FlaggedInsightRow } from '@tradeloom/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminActions, aiInsights, insightFeedback } from '../src/db/schema/index.ts';
import { addAdminByEmail } from '../src/modules/admin/admin.service.ts';
import { createTestRuntime, signUp, type TestRuntime } from './harness.ts';

let rt: TestRuntime;
let admin: Awaited<ReturnType<typeof signUp>>;

beforeAll(async () => {
  rt = await createTestRuntime();
  admin = await signUp(rt);
  expect((await addAdminByEmail(rt.deps.db, admin.email)).status).toBe('added');
});
afterAll(async () => {
  await rt?.dispose();
});

async function insightOf(userId: string, title: string): Promise<string> {
  const [row] = await rt.deps.db
    .insert(aiInsights)
    .values({ userId, title, description: `About ${title}`, insightType: 'opportunity', priority: 'high' })
    .returning({ id: aiInsights.id });
  return row!.id;
}

const flag = (cookie: string, id: string, json: unknown) => rt.request('POST', `/api/insights/${id}/flag`, { cookie, json });
const review = async (cookie = admin.cookie): Promise<FlaggedInsightRow[]> => {
  const res = await rt.request('GET', '/api/admin/insights/flags', { cookie });
  expect(res.status).toBe(200);
  return ((await res.json()) as { flags: FlaggedInsightRow[] }).flags;
};
const markProcessed = (id: string, cookie = admin.cookie) => rt.request('POST', `/api/admin/insights/flags/${id}/processed`, { cookie });

describe('flagging an insight', () => {
  it('flags the user’s own insight with a type and a comment; it lands in the review', async () => {
    const u = await signUp(rt);
    const id = await insightOf(u.user.id, 'Sell urea to Kochi');
    expect((await flag(u.cookie, id, { type: 'inaccurate', comment: '  The buyer left the company.  ' })).status).toBe(204);
    expect((await flag(u.cookie, id, { type: 'duplicate' })).status).toBe(204);

    const mine = (await review()).filter((r) => r.user_email === u.email);
    expect(mine).toHaveLength(2);
    const inaccurate = mine.find((r) => r.feedback_type === 'flag_inaccurate');
    expect(inaccurate).toMatchObject({
      user_email: u.email,
      insight_title: 'Sell urea to Kochi',
      feedback_text: 'The buyer left the company.',
      processed_at: null,
    });
    expect(Date.parse(inaccurate!.flagged_at)).toBeGreaterThan(Date.now() - 60_000);
    expect(mine.find((r) => r.feedback_type === 'flag_duplicate')).toMatchObject({ feedback_text: null });
    // The flag does not hide the insight (dismissing does).
    const list = (await (await rt.request('GET', '/api/insights', { cookie: u.cookie })).json()) as { items: { id: string }[] };
    expect(list.items.map((i) => i.id)).toContain(id);
  });

  it('answers 404 for another user’s insight or an unknown id, and 400 for a bad type or a long comment', async () => {
    const owner = await signUp(rt);
    const other = await signUp(rt);
    const id = await insightOf(owner.user.id, 'Owner only');
    expect((await flag(other.cookie, id, { type: 'irrelevant' })).status).toBe(404);
    expect((await flag(other.cookie, 'not-a-uuid', { type: 'irrelevant' })).status).toBe(404);
    expect((await flag(other.cookie, '00000000-0000-4000-8000-000000000000', { type: 'other' })).status).toBe(404);
    expect((await flag(owner.cookie, id, { type: 'wrong' })).status).toBe(400);
    expect((await flag(owner.cookie, id, { type: 'flag_other' })).status).toBe(400);
    expect((await flag(owner.cookie, id, {})).status).toBe(400);
    expect((await flag(owner.cookie, id, { type: 'other', comment: 'x'.repeat(1001) })).status).toBe(400);
    expect((await flag('', id, { type: 'other' })).status).toBe(401);
    const rows = await rt.deps.db.select().from(insightFeedback).where(eq(insightFeedback.insightId, id));
    expect(rows).toHaveLength(0);
  });
});

describe('not-helpful ratings in the review', () => {
  it('a thumbs down is a not_helpful row (once while pending); a thumbs up withdraws it; the rating itself is unchanged', async () => {
    const u = await signUp(rt);
    const id = await insightOf(u.user.id, 'Reconnect with Thabo');
    const rate = (rating: number) => rt.request('POST', `/api/insights/${id}/rating`, { cookie: u.cookie, json: { rating } });
    expect((await rate(1)).status).toBe(204);
    expect((await rate(1)).status).toBe(204);
    let mine = (await review()).filter((r) => r.user_email === u.email);
    expect(mine).toEqual([
      expect.objectContaining({ feedback_type: 'not_helpful', insight_title: 'Reconnect with Thabo', processed_at: null }),
    ]);
    const list = (await (await rt.request('GET', '/api/insights', { cookie: u.cookie })).json()) as {
      items: { id: string; rating: number }[];
    };
    expect(list.items.find((i) => i.id === id)?.rating).toBe(1);

    expect((await rate(5)).status).toBe(204);
    expect((await review()).filter((r) => r.user_email === u.email)).toEqual([]);

    // Processed, it stays in the review; a new thumbs down after it is a new row.
    expect((await rate(1)).status).toBe(204);
    mine = (await review()).filter((r) => r.user_email === u.email);
    expect((await markProcessed(mine[0]!.feedback_id)).status).toBe(200);
    expect((await rate(5)).status).toBe(204);
    expect((await rate(1)).status).toBe(204);
    mine = (await review()).filter((r) => r.user_email === u.email);
    expect(mine.map((r) => r.processed_at === null)).toEqual([true, false]);
  });

  it('ratings and dismissals themselves are not in the review', async () => {
    const u = await signUp(rt);
    const id = await insightOf(u.user.id, 'Dismissed one');
    await rt.request('POST', `/api/insights/${id}/dismiss`, { cookie: u.cookie, json: { reason: 'other', comment: 'meh' } });
    const id2 = await insightOf(u.user.id, 'Liked one');
    await rt.request('POST', `/api/insights/${id2}/rating`, { cookie: u.cookie, json: { rating: 5 } });
    expect((await review()).filter((r) => r.user_email === u.email)).toEqual([]);
  });

  it('a dismissal as inaccurate reaches the review as an inaccurate flag, with its comment', async () => {
    const u = await signUp(rt);
    const id = await insightOf(u.user.id, 'Cobalt to Antwerp');
    const res = await rt.request('POST', `/api/insights/${id}/dismiss`, {
      cookie: u.cookie,
      json: { reason: 'inaccurate', comment: 'He stopped buying cobalt' },
    });
    expect(res.status).toBeLessThan(300);
    const mine = (await review()).filter((r) => r.user_email === u.email);
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({
      insight_title: 'Cobalt to Antwerp',
      feedback_type: 'flag_inaccurate',
      feedback_text: 'He stopped buying cobalt',
    });
  });
});

describe('marking a flag processed', () => {
  it('sets processed_at, records one admin action, and is idempotent', async () => {
    const u = await signUp(rt);
    const id = await insightOf(u.user.id, 'Iron ore in Port Hedland');
    await flag(u.cookie, id, { type: 'irrelevant', comment: 'Not my trade' });
    const [row] = (await review()).filter((r) => r.user_email === u.email);

    const first = await markProcessed(row!.feedback_id);
    expect(first.status).toBe(200);
    const body = (await first.json()) as FlaggedInsightRow;
    expect(body).toMatchObject({ feedback_id: row!.feedback_id, feedback_type: 'flag_irrelevant', feedback_text: 'Not my trade' });
    expect(body.processed_at).not.toBeNull();

    const second = await markProcessed(row!.feedback_id);
    expect(second.status).toBe(200);
    expect(((await second.json()) as FlaggedInsightRow).processed_at).toBe(body.processed_at);

    const [stored] = await rt.deps.db.select().from(insightFeedback).where(eq(insightFeedback.id, row!.feedback_id));
    expect(stored!.processedBy).toBe(admin.user.id);
    const logged = await rt.deps.db
      .select()
      .from(adminActions)
      .where(and(eq(adminActions.action, 'feedback_processed'), eq(adminActions.targetUserId, u.user.id)));
    expect(logged).toHaveLength(1);
    expect(logged[0]).toMatchObject({ adminId: admin.user.id, targetEmail: u.email });
    expect(logged[0]!.detail).toMatchObject({ feedback_id: row!.feedback_id, feedback_type: 'flag_irrelevant' });

    expect((await review()).find((r) => r.feedback_id === row!.feedback_id)?.processed_at).toBe(body.processed_at);
  });

  it('answers 404 for an unknown id or feedback that is not a flag', async () => {
    const u = await signUp(rt);
    const id = await insightOf(u.user.id, 'Rated');
    await rt.request('POST', `/api/insights/${id}/rating`, { cookie: u.cookie, json: { rating: 5 } });
    const [rating] = await rt.deps.db.select().from(insightFeedback).where(eq(insightFeedback.insightId, id));
    expect((await markProcessed(rating!.id)).status).toBe(404);
    expect((await markProcessed('00000000-0000-4000-8000-000000000000')).status).toBe(404);
    expect((await markProcessed('nope')).status).toBe(404);
  });

  it('keeps the 100 newest, newest first', async () => {
    const u = await signUp(rt);
    const id = await insightOf(u.user.id, 'Many flags');
    const base = Date.now() + 60_000;
    await rt.deps.db.insert(insightFeedback).values(
      Array.from({ length: ADMIN_LIST_LIMITS.flaggedInsights + 5 }, (_, i) => ({
        userId: u.user.id,
        insightId: id,
        feedbackType: 'flag_other',
        feedbackText: `flag ${i}`,
        createdAt: new Date(base + i * 1000),
      })),
    );
    const rows = await review();
    expect(rows).toHaveLength(ADMIN_LIST_LIMITS.flaggedInsights);
    expect(rows[0]!.feedback_text).toBe(`flag ${ADMIN_LIST_LIMITS.flaggedInsights + 4}`);
    expect(rows.every((r, i) => i === 0 || r.flagged_at <= rows[i - 1]!.flagged_at)).toBe(true);
  });
});

describe('the review is admin only', () => {
  it('answers 403 to a normal user on both routes, and writes nothing', async () => {
    const u = await signUp(rt);
    const id = await insightOf(u.user.id, 'Mine');
    await flag(u.cookie, id, { type: 'other', comment: 'please look' });
    const [row] = await rt.deps.db.select().from(insightFeedback).where(eq(insightFeedback.insightId, id));
    expect((await rt.request('GET', '/api/admin/insights/flags', { cookie: u.cookie })).status).toBe(403);
    expect((await markProcessed(row!.id, u.cookie)).status).toBe(403);
    expect((await rt.request('GET', '/api/admin/insights/flags')).status).toBe(401);
    const [after] = await rt.deps.db.select().from(insightFeedback).where(eq(insightFeedback.id, row!.id));
    expect(after!.processedAt).toBeNull();
  });
});
