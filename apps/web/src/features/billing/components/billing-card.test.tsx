import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const toastMock = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('sonner', () => ({ toast: toastMock }));

import { jsonResponse, profileFixture } from '@/test/fixtures';
import { fakeApi, type Route, renderWithApp } from '@/test/render';
import { BillingCard } from './billing-card';

const json = jsonResponse;

interface World {
  plan: string;
  status: string;
  credits: number;
  /** What a POST answers, by path. */
  post?: Record<string, () => Response>;
}

let api = fakeApi();

function serve(world: World) {
  const posted: string[] = [];
  api = fakeApi({
    'GET /api/profile': profileFixture({
      plan: world.plan,
      subscription_tier: world.plan,
      status: world.status,
      credits_remaining: world.credits,
    }),
    'GET /api/billing/subscription': {
      provider: 'local',
      plan: world.plan,
      plan_name: 'Professional Plan',
      status: world.status,
      current_period_end: null,
      cancel_at_period_end: false,
      has_payment_method: world.status === 'active',
    },
  });
  for (const [path, answer] of Object.entries(world.post ?? {}))
    api.on(`POST ${path}` as Route, () => {
      posted.push(path);
      return answer();
    });
  return posted;
}

/** A stand-in for the tab window.open gives back. */
function fakeTab() {
  return {
    opener: {} as unknown,
    document: { title: '', body: { textContent: '' } },
    location: { replace: vi.fn() },
    close: vi.fn(),
  };
}

function renderCard() {
  renderWithApp(<BillingCard />, { api });
}

const packs = async () => {
  const section = within((await screen.findByRole('heading', { name: 'Buy AI credits' })).closest('section')!);
  return {
    section,
    small: section.getByRole('button', { name: /100 credits/ }),
    large: section.getByRole('button', { name: /250 credits/ }),
  };
};

describe('Billing card', () => {
  let open: ReturnType<typeof vi.spyOn>;
  let tab: ReturnType<typeof fakeTab>;
  beforeEach(() => {
    toastMock.success.mockReset();
    toastMock.error.mockReset();
    localStorage.clear();
    tab = fakeTab();
    open = vi.spyOn(window, 'open').mockImplementation(() => tab as unknown as Window);
  });
  afterEach(() => open.mockRestore());

  it('says what each pack brings and disables the packs that would not fit whole, with the reason', async () => {
    serve({ plan: 'professional', status: 'active', credits: 507 });
    renderCard();
    const { small, large } = await packs();
    expect(small.textContent).toBe('100 credits · $25');
    expect(large.textContent).toBe('250 credits · $50');
    expect((small as HTMLButtonElement).disabled).toBe(true);
    expect((large as HTMLButtonElement).disabled).toBe(true);
    expect(small.getAttribute('aria-describedby')).toBeTruthy();
    const why = document.getElementById(small.getAttribute('aria-describedby')!);
    expect(why?.textContent).toBe("Only 93 credits fit under your plan's cap of 600.");
  });

  it('at the cap both packs are disabled and the card says why', async () => {
    serve({ plan: 'professional', status: 'active', credits: 600 });
    renderCard();
    const { section, small, large } = await packs();
    expect((small as HTMLButtonElement).disabled).toBe(true);
    expect((large as HTMLButtonElement).disabled).toBe(true);
    expect(section.getByText(/Your balance is at your plan's cap of 600 credits\./)).toBeTruthy();
  });

  it('a pack that fits opens its checkout in a new tab, opened on the click', async () => {
    const posted = serve({
      plan: 'professional',
      status: 'active',
      credits: 300,
      post: { '/api/billing/credit-checkout': () => json(200, { url: 'http://localhost/billing/checkout/cs_local_1' }) },
    });
    renderCard();
    const { small, large } = await packs();
    expect((small as HTMLButtonElement).disabled).toBe(false);
    expect((large as HTMLButtonElement).disabled).toBe(false);
    await userEvent.click(large);
    // Opened before the server answered, so no popup blocker stops it; cut off from this tab.
    expect(open).toHaveBeenCalledWith('', '_blank');
    expect(tab.opener).toBeNull();
    await waitFor(() => expect(tab.location.replace).toHaveBeenCalledWith('http://localhost/billing/checkout/cs_local_1'));
    expect(posted).toEqual(['/api/billing/credit-checkout']);
    expect(tab.close).not.toHaveBeenCalled();
  });

  it("'Manage Subscription' with nothing to manage: the spec's 'No Payment Method' toast and the new tab closed", async () => {
    serve({
      plan: 'professional',
      status: 'trial',
      credits: 10,
      post: {
        '/api/billing/portal': () =>
          json(400, {
            error: {
              code: 'NO_PAYMENT_METHOD',
              message: 'Please add a payment method first to manage your subscription.',
              details: { title: 'No Payment Method' },
            },
          }),
      },
    });
    renderCard();
    await userEvent.click(await screen.findByRole('button', { name: 'Manage Subscription' }));
    await waitFor(() =>
      expect(toastMock.error).toHaveBeenCalledWith('No Payment Method', {
        description: 'Please add a payment method first to manage your subscription.',
      }),
    );
    expect(open).toHaveBeenCalledTimes(1);
    expect(tab.close).toHaveBeenCalled();
    expect(tab.location.replace).not.toHaveBeenCalled();
  });

  it('a plan upgrade opens its checkout in a new tab too', async () => {
    serve({
      plan: 'professional',
      status: 'trial',
      credits: 10,
      post: { '/api/billing/checkout': () => json(200, { url: 'http://localhost/billing/checkout/cs_local_2' }) },
    });
    renderCard();
    await userEvent.click(await screen.findByRole('button', { name: 'Upgrade to Professional' }));
    await waitFor(() => expect(tab.location.replace).toHaveBeenCalledWith('http://localhost/billing/checkout/cs_local_2'));
  });
});
