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

  it('a pack is sold only when all of it fits under the cap: 409 before any checkout, and the message says how many fit', async () => {
    const { cookie, user } = await signUp(rt);
    await rt.deps.db.update(profiles).set({ plan: 'professional', status: 'active' }).where(eq(profiles.id, user.id));
    await rt.deps.db.update(userCredits).set({ aiCredits: 507 }).where(eq(userCredits.userId, user.id));
    for (const bundle of ['credits_250', 'credits_100']) {
      const res = await rt.request('POST', '/api/billing/credit-checkout', { cookie, json: { bundle } });
      expect(res.status).toBe(409);
      expect(await res.json()).toMatchObject({
        error: {
          code: 'CREDIT_PACK_OVER_CAP',
          message: "Only 93 credits fit under your plan's cap of 600.",
          details: { room: 93, cap: 600 },
        },
      });
    }
    expect(await rt.deps.db.select().from(checkoutSessions).where(eq(checkoutSessions.userId, user.id))).toHaveLength(0);

    // 100 fits whole on 500: it is sold and all of it arrives.
    await rt.deps.db.update(userCredits).set({ aiCredits: 500 }).where(eq(userCredits.userId, user.id));
    const id = await checkout(cookie, '/api/billing/credit-checkout', { bundle: 'credits_100' });
    const page = (await (await rt.request('GET', `/api/billing/checkout-sessions/${id}`, { cookie })).json()) as Record<string, unknown>;
    expect(page).toMatchObject({ kind: 'credits', credits: 100, amount: 2500, recurring: false, return_path: '/settings' });
    await rt.request('POST', `/api/billing/checkout-sessions/${id}/complete`, { cookie });
    const after = await state(rt, user.id);
    expect(after.credits).toBe(600);
    expect(after.ledger.filter((l) => l.reason === 'bundle_purchase').map((l) => l.delta)).toEqual([100]);

    const full = await rt.request('POST', '/api/billing/credit-checkout', { cookie, json: { bundle: 'credits_100' } });
    expect(full.status).toBe(409);
    expect(await full.json()).toMatchObject({ error: { message: "Your balance is at your plan's cap of 600 credits." } });
  });

  it('two packs bought in two tabs: the one that no longer fits gives nothing and is marked refunded', async () => {
    const { cookie, user } = await signUp(rt);
    await rt.deps.db.update(profiles).set({ plan: 'professional', status: 'active' }).where(eq(profiles.id, user.id));
    await rt.deps.db.update(userCredits).set({ aiCredits: 300 }).where(eq(userCredits.userId, user.id));
    // Each fits on its own (room 300), not both.
    const first = await checkout(cookie, '/api/billing/credit-checkout', { bundle: 'credits_250' });
    const second = await checkout(cookie, '/api/billing/credit-checkout', { bundle: 'credits_250' });
    const one = await rt.request('POST', `/api/billing/checkout-sessions/${first}/complete`, { cookie });
    expect(await one.json()).toMatchObject({ fulfilled: true, session: { status: 'completed' } });
    const two = await rt.request('POST', `/api/billing/checkout-sessions/${second}/complete`, { cookie });
    expect(two.status).toBe(200);
    expect(await two.json()).toMatchObject({ fulfilled: false, session: { status: 'refunded', credits: 250 } });
    const after = await state(rt, user.id);
    expect(after.credits).toBe(550);
    expect(after.ledger.filter((l) => l.reason === 'bundle_purchase').map((l) => [l.delta, l.reference])).toEqual([[250, first]]);
    // Settled: completing it again gives nothing either.
    const again = await rt.request('POST', `/api/billing/checkout-sessions/${second}/complete`, { cookie });
    expect(again.status).toBe(400);
    expect((await state(rt, user.id)).credits).toBe(550);
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
    const id = await checkout(cookie, '/api/billing/checkout', { plan: 'starter' });
    await rt.request('POST', `/api/billing/checkout-sessions/${id}/complete`, { cookie });
    expect((await state(rt, user.id)).credits).toBe(110);
    const portal = await rt.request('POST', '/api/billing/portal', { cookie, json: { return_to: '/settings?tab=billing' } });
    expect(portal.status).toBe(200);
    expect(((await portal.json()) as { url: string }).url).toBe(`${BASE}/billing/portal?return_to=%2Fsettings%3Ftab%3Dbilling`);

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
    // Nothing left to manage: 'No Payment Method' (the test mode keeps no cards).
    const after = await rt.request('POST', '/api/billing/portal', { cookie, json: {} });
    expect(after.status).toBe(400);
    expect(await after.json()).toMatchObject({ error: { code: 'NO_PAYMENT_METHOD' } });
  });

  it("'No Payment Method' from the portal on the trial, with no subscription to manage", async () => {
    const { cookie } = await signUp(rt);
    const res = await rt.request('POST', '/api/billing/portal', { cookie, json: {} });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({
      error: {
        code: 'NO_PAYMENT_METHOD',
        message: 'Please add a payment method first to manage your subscription.',
        details: { title: 'No Payment Method' },
      },
    });
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
  idempotencyKey: string | undefined;
}

/** A small local stand-in for the Stripe API: customers and their cards, checkout sessions, portal sessions, refunds. */
async function fakeStripe() {
  const requests: FakeRequest[] = [];
  /** Customers that keep a saved card. */
  const cards = new Set<string>();
  const refunds = { failing: false };
  let n = 0;
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => {
      body += chunk;
    });
    req.on('end', () => {
      const form = new URLSearchParams(body);
      const path = (req.url ?? '').split('?')[0]!;
      const key = req.headers['idempotency-key'];
      requests.push({ method: req.method ?? '', path, form, idempotencyKey: typeof key === 'string' ? key : undefined });
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
      const methods = /^\/v1\/customers\/([^/]+)\/payment_methods$/.exec(path);
      if (methods) {
        const data = cards.has(methods[1]!) ? [{ id: `pm_${methods[1]}`, object: 'payment_method', type: 'card' }] : [];
        return send(200, { object: 'list', data, has_more: false, url: path });
      }
      if (path === '/v1/refunds') {
        if (refunds.failing) return send(400, { error: { type: 'invalid_request_error', message: 'refund refused' } });
        return send(200, { id: `re_${n}`, object: 'refund', status: 'succeeded', payment_intent: form.get('payment_intent') });
      }
      if (path === '/v1/billing_portal/sessions')
        return send(200, { id: `bps_${n}`, object: 'billing_portal.session', url: 'https://billing.fake/p/1' });
      return send(404, { error: { type: 'invalid_request_error', message: `no route ${path}` } });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    cards,
    refunds,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
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
  /** A plan's completion names its customer and subscription; a pack's, its one-off payment. */
  const completed = (
    eventId: string,
    sessionId: string,
    { customer = 'cus_fake1', paymentIntent }: { customer?: string; paymentIntent?: string } = {},
  ) => ({
    id: eventId,
    object: 'event',
    type: 'checkout.session.completed',
    data: {
      object: {
        id: sessionId,
        object: 'checkout.session',
        customer,
        subscription: paymentIntent ? null : 'sub_1',
        payment_intent: paymentIntent ?? null,
        payment_status: 'paid',
      },
    },
  });
  const sessionOf = async (res: Response) => ((await res.json()) as { url: string }).url.split('/').pop()!;

  it("'No Payment Method' from the portal before any purchase", async () => {
    const { cookie } = await signUp(rt);
    const res = await rt.request('POST', '/api/billing/portal', { cookie, json: {} });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({
      error: { code: 'NO_PAYMENT_METHOD', message: 'Please add a payment method first to manage your subscription.' },
    });
  });

  it("'No Payment Method' for a customer with no subscription and no card; a former subscriber with a card opens the portal", async () => {
    const { cookie, user } = await signUp(rt);
    // A checkout started and never paid leaves a customer with nothing to manage.
    expect((await rt.request('POST', '/api/billing/credit-checkout', { cookie, json: { bundle: 'credits_100' } })).status).toBe(200);
    const { org } = await state(rt, user.id);
    expect(org.stripeCustomerId).toMatch(/^cus_fake/);
    const portalCalls = () => fake.requests.filter((r) => r.path === '/v1/billing_portal/sessions').length;
    const before = portalCalls();
    const res = await rt.request('POST', '/api/billing/portal', { cookie, json: {} });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ error: { code: 'NO_PAYMENT_METHOD' } });
    expect(portalCalls()).toBe(before);

    await rt.deps.db.update(profiles).set({ plan: 'free', status: 'canceled' }).where(eq(profiles.id, user.id));
    fake.cards.add(org.stripeCustomerId!);
    const open = await rt.request('POST', '/api/billing/portal', { cookie, json: {} });
    expect(open.status).toBe(200);
    expect(portalCalls()).toBe(before + 1);
  });

  it('a pack that does not fit is refused before Stripe is asked: the buyer never pays', async () => {
    const { cookie, user } = await signUp(rt);
    await rt.deps.db.update(profiles).set({ plan: 'professional', status: 'active' }).where(eq(profiles.id, user.id));
    await rt.deps.db.update(userCredits).set({ aiCredits: 507 }).where(eq(userCredits.userId, user.id));
    const calls = fake.requests.length;
    const res = await rt.request('POST', '/api/billing/credit-checkout', { cookie, json: { bundle: 'credits_250' } });
    expect(res.status).toBe(409);
    expect(await res.json()).toMatchObject({
      error: { code: 'CREDIT_PACK_OVER_CAP', message: "Only 93 credits fit under your plan's cap of 600." },
    });
    expect(fake.requests.length).toBe(calls);
  });

  it('a paid pack that no longer fits is refunded in full, once, and gives nothing; a failed refund is retried', async () => {
    const { cookie, user } = await signUp(rt);
    await rt.deps.db.update(profiles).set({ plan: 'professional', status: 'active' }).where(eq(profiles.id, user.id));
    await rt.deps.db.update(userCredits).set({ aiCredits: 300 }).where(eq(userCredits.userId, user.id));
    const first = await sessionOf(await rt.request('POST', '/api/billing/credit-checkout', { cookie, json: { bundle: 'credits_250' } }));
    const second = await sessionOf(await rt.request('POST', '/api/billing/credit-checkout', { cookie, json: { bundle: 'credits_250' } }));
    expect(await (await deliver(completed('evt_p1', first, { paymentIntent: 'pi_first' }))).json()).toMatchObject({ result: 'applied' });
    expect((await state(rt, user.id)).credits).toBe(550);

    // Stripe refuses the refund: nothing is recorded, the answer asks Stripe to deliver again.
    fake.refunds.failing = true;
    const failed = await deliver(completed('evt_p2', second, { paymentIntent: 'pi_second' }));
    expect(failed.status).toBe(502);
    const [pending] = await rt.deps.db.select().from(checkoutSessions).where(eq(checkoutSessions.id, second));
    expect(pending?.status).toBe('pending');
    expect(await rt.deps.db.select().from(paymentEvents).where(eq(paymentEvents.id, 'evt_p2'))).toHaveLength(0);

    fake.refunds.failing = false;
    const retried = await deliver(completed('evt_p2', second, { paymentIntent: 'pi_second' }));
    expect(retried.status).toBe(200);
    expect(await retried.json()).toMatchObject({ result: 'refunded' });
    const refundCalls = fake.requests.filter((r) => r.path === '/v1/refunds' && r.form.get('payment_intent') === 'pi_second');
    expect(refundCalls.length).toBeGreaterThanOrEqual(2);
    expect(new Set(refundCalls.map((r) => r.idempotencyKey))).toEqual(new Set([`refund-${second}`]));
    expect(fake.requests.filter((r) => r.path === '/v1/refunds' && r.form.get('payment_intent') === 'pi_first')).toHaveLength(0);

    const after = await state(rt, user.id);
    expect(after.credits).toBe(550);
    expect(after.ledger.filter((l) => l.reason === 'bundle_purchase').map((l) => l.reference)).toEqual([first]);
    // The buyer's return to the app can say what happened.
    const page = await rt.request('GET', `/api/billing/checkout-sessions/${second}`, { cookie });
    expect(await page.json()).toMatchObject({ status: 'refunded', credits: 250 });
    expect(await (await deliver(completed('evt_p2', second, { paymentIntent: 'pi_second' }))).json()).toMatchObject({ result: 'replayed' });
  });

  it('creates the customer and a subscription checkout with our price and metadata; the signed webhook fulfils once', async () => {
    const { cookie, user } = await signUp(rt);
    const mine = fake.requests.length;
    const res = await rt.request('POST', '/api/billing/checkout', { cookie, json: { plan: 'pro', return_to: '/trial' } });
    expect(res.status).toBe(200);
    const { url } = (await res.json()) as { url: string };
    expect(url).toMatch(/^https:\/\/checkout\.fake\/pay\/cs_test_fake\d+$/);
    const sessionId = url.split('/').pop()!;

    const created = fake.requests.slice(mine).find((r) => r.path === '/v1/customers');
    expect(created?.form.get('email')).toBe(user.email);
    const customer = (await state(rt, user.id)).org.stripeCustomerId!;
    const session = fake.requests.slice(mine).find((r) => r.path === '/v1/checkout/sessions')!;
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
    const forged = await deliver(completed('evt_forged', sessionId, { customer }), 'whsec_wrong');
    expect(forged.status).toBe(400);
    const unsigned = await rt.request('POST', '/api/billing/webhook', { json: completed('evt_unsigned', sessionId, { customer }) });
    expect(unsigned.status).toBe(400);
    expect((await state(rt, user.id)).profile.plan).toBe('professional');
    expect((await state(rt, user.id)).profile.status).toBe('trial');

    const ok = await deliver(completed('evt_1', sessionId, { customer }));
    expect(ok.status).toBe(200);
    expect(await ok.json()).toMatchObject({ result: 'applied' });
    const after = await state(rt, user.id);
    expect(after.profile.status).toBe('active');
    expect(after.credits).toBe(510);
    expect(after.org).toMatchObject({ stripeSubscriptionId: 'sub_1', subscriptionStatus: 'active' });

    // Stripe retries, or someone replays the same signed event: nothing changes.
    const replay = await deliver(completed('evt_1', sessionId, { customer }));
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
    const portalCall = fake.requests.slice(mine).find((r) => r.path === '/v1/billing_portal/sessions');
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
