import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { PLAN_LIMITS } from '@tradeloom/domain';
import { and, eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  checkoutSessions,
  creditLedger,
  organisationMembers,
  organisations,
  paymentEvents,
  profiles,
  subscriptionAuditLog,
  userCredits,
} from '../src/db/schema/index.ts';
import { endDueSubscriptions } from '../src/modules/billing/billing.service.ts';
import { BASE, createTestRuntime, signUp, type TestRuntime } from './harness.ts';

async function state(rt: TestRuntime, userId: string) {
  const db = rt.deps.db;
  const [p] = await db.select().from(profiles).where(eq(profiles.id, userId));
  const [c] = await db.select().from(userCredits).where(eq(userCredits.userId, userId));
  const [m] = await db.select().from(organisationMembers).where(eq(organisationMembers.userId, userId));
  const [o] = await db.select().from(organisations).where(eq(organisations.id, m!.orgId));
  const audit = await db.select().from(subscriptionAuditLog).where(eq(subscriptionAuditLog.userId, userId));
  const ledger = await db.select().from(creditLedger).where(eq(creditLedger.userId, userId));
  return { profile: p!, credits: c!.aiCredits, org: o!, audit, ledger };
}

describe('billing with the local test-mode checkout', () => {
  let rt: TestRuntime;
  beforeAll(async () => {
    rt = await createTestRuntime();
  });
  afterAll(async () => {
    await rt.dispose();
  });

  async function checkout(cookie: string, path: string, body: unknown): Promise<string> {
    const res = await rt.request('POST', path, { cookie, json: body });
    expect(res.status).toBe(200);
    const { url } = (await res.json()) as { url: string };
    expect(url.startsWith(`${BASE}/billing/checkout/`)).toBe(true);
    return decodeURIComponent(url.slice(`${BASE}/billing/checkout/`.length));
  }

  it('buying Professional from the trial: plan, status, organisation, upgrade credits, audit; completing twice gives once', async () => {
    const { cookie, user } = await signUp(rt);
    const id = await checkout(cookie, '/api/billing/checkout', { plan: 'pro', return_to: '/trial' });
    const page = await rt.request('GET', `/api/billing/checkout-sessions/${id}`, { cookie });
    expect(await page.json()).toMatchObject({
      kind: 'plan',
      plan: 'pro',
      amount: 3999,
      status: 'pending',
      return_path: '/trial',
      recurring: true,
    });

    const done = await rt.request('POST', `/api/billing/checkout-sessions/${id}/complete`, { cookie });
    expect(done.status).toBe(200);
    expect(await done.json()).toMatchObject({ fulfilled: true, session: { status: 'completed' } });
    const after = await state(rt, user.id);
    expect(after.profile).toMatchObject({ plan: 'professional', status: 'active' });
    expect(after.org).toMatchObject({ currentPlan: 'professional', subscriptionStatus: 'active', cancelAtPeriodEnd: false });
    expect(after.org.renewalAnchor).not.toBeNull();
    // 10 trial credits + 500 upgrade credits, under Professional's cap of 600.
    expect(after.credits).toBe(510);
    expect(after.ledger.filter((l) => l.reason === 'plan_upgrade').map((l) => l.delta)).toEqual([500]);
    expect(after.audit.map((a) => [a.eventType, a.oldStatus, a.newStatus])).toContainEqual(['status_changed', 'trial', 'active']);

    const again = await rt.request('POST', `/api/billing/checkout-sessions/${id}/complete`, { cookie });
    expect(again.status).toBe(200);
    expect(await again.json()).toMatchObject({ fulfilled: false });
    const twice = await state(rt, user.id);
    expect(twice.credits).toBe(510);
    expect(twice.audit).toHaveLength(after.audit.length);

    // The profile the app reads says so too.
    const profile = (await (await rt.request('GET', '/api/profile', { cookie })).json()) as { plan: string; credits_remaining: number };
    expect(profile).toMatchObject({ plan: 'professional', credits_remaining: 510 });
  });

  it('an upgrade raises the cap at once: Starter to Power Trader gives all 500', async () => {
    const { cookie, user } = await signUp(rt);
    await rt.deps.db.update(profiles).set({ plan: 'starter', status: 'active' }).where(eq(profiles.id, user.id));
    await rt.deps.db.update(userCredits).set({ aiCredits: PLAN_LIMITS.starter.creditCap }).where(eq(userCredits.userId, user.id));
    const id = await checkout(cookie, '/api/billing/checkout', { plan: 'power_trader' });
    await rt.request('POST', `/api/billing/checkout-sessions/${id}/complete`, { cookie });
    const after = await state(rt, user.id);
    expect(after.profile.plan).toBe('power_trader');
    expect(after.credits).toBe(PLAN_LIMITS.starter.creditCap + 500);
    expect(after.audit.map((a) => [a.eventType, a.oldSubscriptionTier, a.newSubscriptionTier])).toContainEqual([
      'tier_changed',
      'starter',
      'power_trader',
    ]);
  });

  it('a bundle near the cap gives only the credits that reach it', async () => {
    const { cookie, user } = await signUp(rt);
    await rt.deps.db.update(profiles).set({ plan: 'professional', status: 'active' }).where(eq(profiles.id, user.id));
    await rt.deps.db.update(userCredits).set({ aiCredits: 507 }).where(eq(userCredits.userId, user.id));
    const id = await checkout(cookie, '/api/billing/credit-checkout', { bundle: 'credits_250' });
    const page = (await (await rt.request('GET', `/api/billing/checkout-sessions/${id}`, { cookie })).json()) as Record<string, unknown>;
    expect(page).toMatchObject({ kind: 'credits', credits: 250, amount: 5000, recurring: false, return_path: '/settings' });
    await rt.request('POST', `/api/billing/checkout-sessions/${id}/complete`, { cookie });
    const after = await state(rt, user.id);
    expect(after.credits).toBe(600);
    expect(after.ledger.filter((l) => l.reason === 'bundle_purchase').map((l) => l.delta)).toEqual([93]);
  });

  it("cancelled checkouts give nothing; another user's checkout is not found", async () => {
    const a = await signUp(rt);
    const b = await signUp(rt);
    const id = await checkout(a.cookie, '/api/billing/credit-checkout', { bundle: 'credits_100' });
    expect((await rt.request('GET', `/api/billing/checkout-sessions/${id}`, { cookie: b.cookie })).status).toBe(404);
    expect((await rt.request('POST', `/api/billing/checkout-sessions/${id}/complete`, { cookie: b.cookie })).status).toBe(404);
    expect((await rt.request('POST', `/api/billing/checkout-sessions/${id}/cancel`, { cookie: b.cookie })).status).toBe(404);
    const canceled = await rt.request('POST', `/api/billing/checkout-sessions/${id}/cancel`, { cookie: a.cookie });
    expect(await canceled.json()).toMatchObject({ status: 'canceled' });
    const late = await rt.request('POST', `/api/billing/checkout-sessions/${id}/complete`, { cookie: a.cookie });
    expect(late.status).toBe(400);
    expect((await state(rt, a.user.id)).credits).toBe(10);
  });

  it('refuses return paths outside the app and unknown plans', async () => {
    const { cookie } = await signUp(rt);
    for (const body of [
      { plan: 'pro', return_to: 'https://evil.example/' },
      { plan: 'pro', return_to: '//evil.example/' },
      { plan: 'enterprise' },
    ]) {
      const res = await rt.request('POST', '/api/billing/checkout', { cookie, json: body });
      expect(res.status).toBe(400);
    }
    expect((await rt.request('POST', '/api/billing/checkout', { json: { plan: 'pro' } })).status).toBe(401);
  });

  it('the test-mode portal cancels at period end, resumes, changes plan, and the period end ends the plan', async () => {
    const { cookie, user } = await signUp(rt);
    expect((await rt.request('POST', '/api/billing/subscription/cancel', { cookie })).status).toBe(400);
    const portal = await rt.request('POST', '/api/billing/portal', { cookie, json: {} });
    expect(((await portal.json()) as { url: string }).url).toBe(`${BASE}/billing/portal?return_to=%2Fsettings`);
    const id = await checkout(cookie, '/api/billing/checkout', { plan: 'starter' });
    await rt.request('POST', `/api/billing/checkout-sessions/${id}/complete`, { cookie });
    expect((await state(rt, user.id)).credits).toBe(110);

    const up = await rt.request('POST', '/api/billing/subscription-plan', { cookie, json: { plan: 'pro' } });
    expect(await up.json()).toMatchObject({ plan: 'professional', plan_name: 'Professional Plan', status: 'active' });
    expect((await state(rt, user.id)).credits).toBe(600);
    const same = await rt.request('POST', '/api/billing/subscription-plan', { cookie, json: { plan: 'pro' } });
    expect(same.status).toBe(400);

    const cancel = await rt.request('POST', '/api/billing/subscription/cancel', { cookie });
    expect(await cancel.json()).toMatchObject({ cancel_at_period_end: true, status: 'active' });
    const resume = await rt.request('POST', '/api/billing/subscription/resume', { cookie });
    expect(await resume.json()).toMatchObject({ cancel_at_period_end: false });
    await rt.request('POST', '/api/billing/subscription/cancel', { cookie });

    const { org } = await state(rt, user.id);
    expect(await endDueSubscriptions(rt.deps.db, new Date(org.currentPeriodEnd!.getTime() - 1000))).toBe(0);
    expect(await endDueSubscriptions(rt.deps.db, new Date(org.currentPeriodEnd!.getTime() + 1000))).toBe(1);
    const ended = await state(rt, user.id);
    expect(ended.profile).toMatchObject({ plan: 'free', status: 'canceled' });
    expect(ended.org).toMatchObject({ subscriptionStatus: 'canceled', currentPlan: 'free' });
    // Credits stay: they never expire.
    expect(ended.credits).toBe(600);
  });

  it('the webhook is refused without Stripe', async () => {
    const res = await rt.request('POST', '/api/billing/webhook', { json: { id: 'evt_1', type: 'checkout.session.completed' } });
    expect(res.status).toBe(400);
  });
});

interface FakeRequest {
  method: string;
  path: string;
  form: URLSearchParams;
}

/** A small local stand-in for the Stripe API: customers, checkout sessions, billing portal sessions. */
async function fakeStripe() {
  const requests: FakeRequest[] = [];
  let n = 0;
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => {
      body += chunk;
    });
    req.on('end', () => {
      const form = new URLSearchParams(body);
      const path = (req.url ?? '').split('?')[0]!;
      requests.push({ method: req.method ?? '', path, form });
      n += 1;
      const send = (status: number, json: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json', 'request-id': `req_${n}` });
        res.end(JSON.stringify(json));
      };
      if (req.headers.authorization !== 'Bearer sk_test_fake')
        return send(401, { error: { type: 'invalid_request_error', message: 'bad key' } });
      if (path === '/v1/customers') return send(200, { id: `cus_fake${n}`, object: 'customer', email: form.get('email') });
      if (path === '/v1/checkout/sessions')
        return send(200, { id: `cs_test_fake${n}`, object: 'checkout.session', url: `https://checkout.fake/pay/cs_test_fake${n}` });
      if (path === '/v1/billing_portal/sessions')
        return send(200, { id: `bps_${n}`, object: 'billing_portal.session', url: 'https://billing.fake/p/1' });
      return send(404, { error: { type: 'invalid_request_error', message: `no route ${path}` } });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, requests, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

describe('billing through Stripe (a local fake of its API, signed webhooks)', () => {
  const WEBHOOK_SECRET = 'whsec_test_secret';
  let rt: TestRuntime;
  let fake: Awaited<ReturnType<typeof fakeStripe>>;
  const stripe = new Stripe('sk_test_unused');

  beforeAll(async () => {
    fake = await fakeStripe();
    rt = await createTestRuntime({
      STRIPE_SECRET_KEY: 'sk_test_fake',
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_API_BASE: fake.url,
      STRIPE_PRICE_STARTER: 'price_starter',
      STRIPE_PRICE_PRO: 'price_pro',
      STRIPE_PRICE_POWER_TRADER: 'price_power',
      STRIPE_PRICE_CREDITS_100: 'price_c100',
      STRIPE_PRICE_CREDITS_250: 'price_c250',
    });
  });
  afterAll(async () => {
    await rt.dispose();
    await fake.close();
  });

  function deliver(event: Record<string, unknown>, secret = WEBHOOK_SECRET) {
    const payload = JSON.stringify(event);
    const header = stripe.webhooks.generateTestHeaderString({ payload, secret });
    return rt.request('POST', '/api/billing/webhook', {
      body: payload,
      headers: { 'content-type': 'application/json', 'stripe-signature': header },
    });
  }
  const completed = (eventId: string, sessionId: string) => ({
    id: eventId,
    object: 'event',
    type: 'checkout.session.completed',
    data: { object: { id: sessionId, object: 'checkout.session', customer: 'cus_fake1', subscription: 'sub_1', payment_status: 'paid' } },
  });

  it("'No Payment Method' from the portal before any purchase", async () => {
    const { cookie } = await signUp(rt);
    const res = await rt.request('POST', '/api/billing/portal', { cookie, json: {} });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({
      error: { code: 'NO_PAYMENT_METHOD', message: 'Please add a payment method first to manage your subscription.' },
    });
  });

  it('creates the customer and a subscription checkout with our price and metadata; the signed webhook fulfils once', async () => {
    const { cookie, user } = await signUp(rt);
    const res = await rt.request('POST', '/api/billing/checkout', { cookie, json: { plan: 'pro', return_to: '/trial' } });
    expect(res.status).toBe(200);
    const { url } = (await res.json()) as { url: string };
    expect(url).toMatch(/^https:\/\/checkout\.fake\/pay\/cs_test_fake\d+$/);
    const sessionId = url.split('/').pop()!;

    const customer = fake.requests.find((r) => r.path === '/v1/customers');
    expect(customer?.form.get('email')).toBe(user.email);
    const session = fake.requests.find((r) => r.path === '/v1/checkout/sessions')!;
    expect(session.form.get('mode')).toBe('subscription');
    expect(session.form.get('line_items[0][price]')).toBe('price_pro');
    expect(session.form.get('metadata[user_id]')).toBe(user.id);
    expect(session.form.get('metadata[plan]')).toBe('pro');
    expect(session.form.get('success_url')).toBe(`${BASE}/trial?session_id={CHECKOUT_SESSION_ID}`);
    const [row] = await rt.deps.db.select().from(checkoutSessions).where(eq(checkoutSessions.id, sessionId));
    expect(row).toMatchObject({ userId: user.id, provider: 'stripe', status: 'pending' });
    // The local adapter's pages are not there with Stripe.
    expect((await rt.request('POST', `/api/billing/checkout-sessions/${sessionId}/complete`, { cookie })).status).toBe(404);

    // A forged delivery: refused, nothing changes.
    const forged = await deliver(completed('evt_forged', sessionId), 'whsec_wrong');
    expect(forged.status).toBe(400);
    const unsigned = await rt.request('POST', '/api/billing/webhook', { json: completed('evt_unsigned', sessionId) });
    expect(unsigned.status).toBe(400);
    expect((await state(rt, user.id)).profile.plan).toBe('professional');
    expect((await state(rt, user.id)).profile.status).toBe('trial');

    const ok = await deliver(completed('evt_1', sessionId));
    expect(ok.status).toBe(200);
    expect(await ok.json()).toMatchObject({ result: 'applied' });
    const after = await state(rt, user.id);
    expect(after.profile.status).toBe('active');
    expect(after.credits).toBe(510);
    expect(after.org).toMatchObject({ stripeSubscriptionId: 'sub_1', subscriptionStatus: 'active' });

    // Stripe retries, or someone replays the same signed event: nothing changes.
    const replay = await deliver(completed('evt_1', sessionId));
    expect(replay.status).toBe(200);
    expect(await replay.json()).toMatchObject({ result: 'replayed' });
    const replayed = await state(rt, user.id);
    expect(replayed.credits).toBe(510);
    expect(replayed.audit).toHaveLength(after.audit.length);
    expect(replayed.ledger).toHaveLength(after.ledger.length);
    const events = await rt.deps.db.select().from(paymentEvents).where(eq(paymentEvents.id, 'evt_1'));
    expect(events).toHaveLength(1);

    // The portal now opens for the customer.
    const portal = await rt.request('POST', '/api/billing/portal', { cookie, json: {} });
    expect(await portal.json()).toEqual({ url: 'https://billing.fake/p/1' });
    const portalCall = fake.requests.find((r) => r.path === '/v1/billing_portal/sessions');
    expect(portalCall?.form.get('customer')).toBe(after.org.stripeCustomerId);

    // Cancelled in Stripe: canceled, on the free plan, with its audit row; credits stay.
    const deleted = await deliver({
      id: 'evt_2',
      object: 'event',
      type: 'customer.subscription.deleted',
      data: {
        object: {
          id: 'sub_1',
          object: 'subscription',
          customer: after.org.stripeCustomerId,
          status: 'canceled',
          cancel_at_period_end: false,
          items: { object: 'list', data: [{ id: 'si_1', price: { id: 'price_pro' }, current_period_end: 1_900_000_000 }] },
        },
      },
    });
    expect(deleted.status).toBe(200);
    const ended = await state(rt, user.id);
    expect(ended.profile).toMatchObject({ plan: 'free', status: 'canceled' });
    expect(ended.org.subscriptionStatus).toBe('canceled');
    expect(ended.credits).toBe(510);
    expect(
      ended.audit.filter((a) => a.eventType === 'status_changed' && a.newStatus === 'canceled' && a.triggeredBy === 'stripe'),
    ).toHaveLength(1);
  });

  it('a credit bundle is a one-off payment; a subscription update moves plan and period', async () => {
    const { cookie, user } = await signUp(rt);
    const res = await rt.request('POST', '/api/billing/credit-checkout', { cookie, json: { bundle: 'credits_100' } });
    const sessionId = ((await res.json()) as { url: string }).url.split('/').pop()!;
    const call = fake.requests.filter((r) => r.path === '/v1/checkout/sessions').at(-1)!;
    expect(call.form.get('mode')).toBe('payment');
    expect(call.form.get('line_items[0][price]')).toBe('price_c100');
    await deliver(completed('evt_b1', sessionId));
    expect((await state(rt, user.id)).credits).toBe(110);

    const [m] = await rt.deps.db.select().from(organisationMembers).where(eq(organisationMembers.userId, user.id));
    await rt.deps.db.update(organisations).set({ stripeSubscriptionId: 'sub_9' }).where(eq(organisations.id, m!.orgId));
    const updated = await deliver({
      id: 'evt_u1',
      object: 'event',
      type: 'customer.subscription.updated',
      data: {
        object: {
          id: 'sub_9',
          object: 'subscription',
          customer: 'cus_other',
          status: 'past_due',
          cancel_at_period_end: true,
          items: { object: 'list', data: [{ id: 'si_9', price: { id: 'price_starter' }, current_period_end: 1_900_000_000 }] },
        },
      },
    });
    expect(updated.status).toBe(200);
    const after = await state(rt, user.id);
    expect(after.profile).toMatchObject({ plan: 'starter', status: 'past_due' });
    expect(after.org).toMatchObject({ currentPlan: 'starter', subscriptionStatus: 'past_due', cancelAtPeriodEnd: true });
    expect(after.org.currentPeriodEnd?.getTime()).toBe(1_900_000_000_000);
    const rows = await rt.deps.db
      .select()
      .from(subscriptionAuditLog)
      .where(and(eq(subscriptionAuditLog.userId, user.id), eq(subscriptionAuditLog.eventType, 'tier_changed')));
    expect(rows.map((r) => r.newSubscriptionTier)).toEqual(['starter']);
  });
});
