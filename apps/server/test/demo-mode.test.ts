/**
 * Demo mode across the paying journey (issue 21): a purchase ends it in the purchase's transaction, the
 * paying user may show the sample network again and hide it, a trial user cannot hide it, and the end
 * of a subscription leaves the user's own data and choice alone.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contacts, organisationMembers, organisations, profiles } from '../src/db/schema/index.ts';
import { endDueSubscriptions, handlePaymentEvent } from '../src/modules/billing/billing.service.ts';
import type { PaymentEvent } from '../src/providers/payments/index.ts';
import { BASE, createTestRuntime, signUp, type TestRuntime } from './harness.ts';

/** The provider as the webhook route passes it; nothing here is refunded. */
const provider = { name: 'stripe', refund: async () => undefined } as unknown as Parameters<typeof handlePaymentEvent>[1];

describe('demo mode ends with a purchase and is the paying user’s choice', () => {
  let rt: TestRuntime;
  beforeAll(async () => {
    rt = await createTestRuntime();
  });
  afterAll(async () => {
    await rt.dispose();
  });

  const json = async <T>(res: Response): Promise<T> => {
    expect(res.status, await res.clone().text()).toBeLessThan(300);
    return (await res.json()) as T;
  };
  const profile = async (cookie: string) =>
    json<{ plan: string; status: string; demo_mode_enabled: boolean }>(await rt.request('GET', '/api/profile', { cookie }));
  const listed = async (cookie: string) => {
    const page = await json<{ total: number; items: { is_demo: boolean }[] }>(
      await rt.request('GET', '/api/contacts?limit=100', { cookie }),
    );
    return { total: page.total, demo: page.items.filter((c) => c.is_demo).length };
  };
  const mapTotal = async (cookie: string) => (await json<{ total: number }>(await rt.request('GET', '/api/map', { cookie }))).total;

  async function addOwnContacts(cookie: string, n: number) {
    for (let i = 0; i < n; i++) {
      await json(await rt.request('POST', '/api/contacts', { cookie, json: { full_name: `Own Trader ${i}`, company: 'Own Co' } }));
    }
  }

  async function buy(cookie: string, plan: 'starter' | 'pro' | 'power_trader') {
    const { url } = await json<{ url: string }>(await rt.request('POST', '/api/billing/checkout', { cookie, json: { plan } }));
    const id = decodeURIComponent(url.slice(`${BASE}/billing/checkout/`.length));
    await json(await rt.request('POST', `/api/billing/checkout-sessions/${id}/complete`, { cookie }));
    return id;
  }

  it('a trial user sees the sample network and cannot hide it', async () => {
    const { cookie } = await signUp(rt);
    await addOwnContacts(cookie, 2);
    expect(await profile(cookie)).toMatchObject({ status: 'trial', demo_mode_enabled: true });
    const before = await listed(cookie);
    expect(before.demo).toBeGreaterThan(0);

    const hide = await rt.request('PUT', '/api/profile/demo-mode', { cookie, json: { enabled: false } });
    expect(hide.status).toBe(403);
    expect(await hide.json()).toMatchObject({ error: { code: 'DEMO_MODE_LOCKED' } });
    expect((await profile(cookie)).demo_mode_enabled).toBe(true);
    expect(await listed(cookie)).toEqual(before);

    // Showing it (already on) is allowed; bad bodies are a 400, never a 500.
    expect((await rt.request('PUT', '/api/profile/demo-mode', { cookie, json: { enabled: true } })).status).toBe(200);
    for (const body of [{}, { enabled: 'no' }, { enabled: null }, []]) {
      expect((await rt.request('PUT', '/api/profile/demo-mode', { cookie, json: body })).status).toBe(400);
    }
    expect((await rt.request('PUT', '/api/profile/demo-mode', { json: { enabled: false } })).status).toBe(401);
  });

  it('the test-mode purchase ends demo mode: only own contacts are listed and mapped; the user may show it again', async () => {
    const { cookie } = await signUp(rt);
    await addOwnContacts(cookie, 3);
    const trialMap = await mapTotal(cookie);
    expect(trialMap).toBeGreaterThan(3);

    await buy(cookie, 'pro');
    expect(await profile(cookie)).toMatchObject({ plan: 'professional', status: 'active', demo_mode_enabled: false });
    expect(await listed(cookie)).toEqual({ total: 3, demo: 0 });
    expect(await mapTotal(cookie)).toBe(3);

    // Shown again from Settings, then hidden again.
    const shown = await json<{ demo_mode_enabled: boolean }>(
      await rt.request('PUT', '/api/profile/demo-mode', { cookie, json: { enabled: true } }),
    );
    expect(shown.demo_mode_enabled).toBe(true);
    expect((await listed(cookie)).demo).toBeGreaterThan(0);
    expect(await mapTotal(cookie)).toBe(trialMap);
    await json(await rt.request('PUT', '/api/profile/demo-mode', { cookie, json: { enabled: false } }));
    expect(await listed(cookie)).toEqual({ total: 3, demo: 0 });

    // Only the session's own profile changes: another paying user keeps theirs.
    const other = await signUp(rt);
    await buy(other.cookie, 'starter');
    await json(await rt.request('PUT', '/api/profile/demo-mode', { cookie: other.cookie, json: { enabled: true } }));
    await json(await rt.request('PUT', '/api/profile/demo-mode', { cookie, json: { enabled: false } }));
    expect((await profile(other.cookie)).demo_mode_enabled).toBe(true);
    expect((await profile(cookie)).demo_mode_enabled).toBe(false);
  });

  it('a portal plan change ends demo mode too; the end of the subscription keeps own data and the choice', async () => {
    const { cookie, user } = await signUp(rt);
    await addOwnContacts(cookie, 2);
    await buy(cookie, 'starter');
    await json(await rt.request('PUT', '/api/profile/demo-mode', { cookie, json: { enabled: true } }));
    await json(await rt.request('PUT', '/api/profile/auto-scan', { cookie, json: { enabled: false, frequency: 'weekly' } }));

    await json(await rt.request('POST', '/api/billing/subscription-plan', { cookie, json: { plan: 'pro' } }));
    expect(await profile(cookie)).toMatchObject({ plan: 'professional', demo_mode_enabled: false });
    await json(await rt.request('PUT', '/api/profile/auto-scan', { cookie, json: { enabled: true, frequency: 'weekly' } }));

    await json(await rt.request('POST', '/api/billing/subscription/cancel', { cookie }));
    const [member] = await rt.deps.db.select().from(organisationMembers).where(eq(organisationMembers.userId, user.id));
    const [org] = await rt.deps.db.select().from(organisations).where(eq(organisations.id, member!.orgId));
    expect(await endDueSubscriptions(rt.deps.db, new Date(org!.currentPeriodEnd!.getTime() + 1000))).toBe(1);

    const ended = await json<{
      plan: string;
      status: string;
      demo_mode_enabled: boolean;
      auto_scan_enabled: boolean;
      monthly_quota: number;
    }>(await rt.request('GET', '/api/profile', { cookie }));
    expect(ended).toMatchObject({ plan: 'free', status: 'canceled', demo_mode_enabled: false, auto_scan_enabled: false, monthly_quota: 0 });
    expect(await listed(cookie)).toEqual({ total: 2, demo: 0 });
    const own = await rt.deps.db
      .select()
      .from(contacts)
      .where(and(eq(contacts.userId, user.id)));
    expect(own.map((c) => c.fullName).sort()).toEqual(['Own Trader 0', 'Own Trader 1']);
    // Once bought, the choice stays the user's after the plan ends.
    expect((await rt.request('PUT', '/api/profile/demo-mode', { cookie, json: { enabled: true } })).status).toBe(200);
    expect((await rt.request('PUT', '/api/profile/demo-mode', { cookie, json: { enabled: false } })).status).toBe(200);
  });

  it('a provider’s completed checkout ends demo mode in the same transaction as the plan', async () => {
    const { cookie, user } = await signUp(rt);
    const { url } = await json<{ url: string }>(await rt.request('POST', '/api/billing/checkout', { cookie, json: { plan: 'pro' } }));
    const sessionId = decodeURIComponent(url.slice(`${BASE}/billing/checkout/`.length));
    const result = await handlePaymentEvent(rt.deps.db, provider, {
      type: 'checkout.completed',
      id: `evt_demo_${user.id}`,
      sessionId,
      customerId: 'cus_demo',
      subscriptionId: 'sub_demo',
    } as PaymentEvent);
    expect(result).toBe('applied');
    const [p] = await rt.deps.db.select().from(profiles).where(eq(profiles.id, user.id));
    expect(p).toMatchObject({ status: 'active', demoModeEnabled: false });
  });

  it('a subscription made active by the provider ends a trial’s demo mode once; a renewal leaves the choice alone', async () => {
    const { cookie, user } = await signUp(rt);
    const [member] = await rt.deps.db.select().from(organisationMembers).where(eq(organisationMembers.userId, user.id));
    await rt.deps.db
      .update(organisations)
      .set({ stripeCustomerId: `cus_${user.id}` })
      .where(eq(organisations.id, member!.orgId));
    const event = (id: string): PaymentEvent => ({
      type: 'subscription.updated',
      id,
      subscription: {
        id: `sub_${user.id}`,
        customerId: `cus_${user.id}`,
        status: 'active',
        plan: 'pro',
        currentPeriodEnd: new Date(Date.now() + 30 * 86_400_000),
        cancelAtPeriodEnd: false,
      },
    });
    await handlePaymentEvent(rt.deps.db, provider, event(`evt_a_${user.id}`));
    expect((await profile(cookie)).demo_mode_enabled).toBe(false);
    await json(await rt.request('PUT', '/api/profile/demo-mode', { cookie, json: { enabled: true } }));
    await handlePaymentEvent(rt.deps.db, provider, event(`evt_b_${user.id}`));
    expect((await profile(cookie)).demo_mode_enabled).toBe(true);
  });
});
