import { screen, waitFor } from '@testing-library/react';
import { ADMIN_CREDITS_VALIDATION_MESSAGE, type CreditAdjustmentResult } from '@tradeloom/domain';
import { describe, expect, it } from 'vitest';
import { apiError, renderWithApp } from '@/test/render';
import { CreditAdjustmentForm } from './credit-adjustment-form';

const result = (over: Partial<CreditAdjustmentResult['adjustment']> = {}, limited = false): CreditAdjustmentResult => ({
  adjustment: {
    id: 'a1',
    user_id: 'u1',
    user_email: 'trader@example.com',
    user_name: null,
    delta: 15,
    applied: 15,
    balance_after: 25,
    reason: 'Support',
    adjusted_by: 'admin',
    adjusted_by_email: 'admin@example.com',
    created_at: '2026-11-25T23:00:00.000Z',
    ...over,
  },
  cap: 600,
  limited,
  replayed: false,
});

const fields = () => ({
  user: screen.getByLabelText('User id or e-mail'),
  delta: screen.getByLabelText('Credits'),
  reason: screen.getByLabelText('Reason'),
  submit: screen.getByRole('button', { name: /adjust/i }),
});

describe('CreditAdjustmentForm', () => {
  it("shows the spec's validation error and sends nothing for an empty form, a fraction or a zero", async () => {
    const { api, user } = renderWithApp(<CreditAdjustmentForm />, { api: { 'POST /api/admin/credits/adjustments': result() } });
    const f = fields();
    await user.click(f.submit);
    expect((await screen.findByRole('alert')).textContent).toContain(ADMIN_CREDITS_VALIDATION_MESSAGE);
    await user.type(f.user, 'trader@example.com');
    await user.type(f.reason, 'Support');
    for (const bad of ['1.5', '0', 'ten']) {
      await user.clear(f.delta);
      await user.type(f.delta, bad);
      await user.click(f.submit);
      expect(screen.getByRole('alert').textContent).toContain('Validation Error - Please fill in all fields correctly.');
    }
    expect(api.callsTo('POST /api/admin/credits/adjustments')).toHaveLength(0);
  });

  it('is disabled while submitting, and a retry of the same submission keeps its idempotency key', async () => {
    let release: (() => void) | undefined;
    let calls = 0;
    const { api, user } = renderWithApp(<CreditAdjustmentForm />, {
      api: {
        'POST /api/admin/credits/adjustments': async () => {
          calls++;
          if (calls === 1) return apiError(500, 'INTERNAL', 'Database hiccup');
          await new Promise<void>((resolve) => {
            release = resolve;
          });
          return result();
        },
      },
    });
    const f = fields();
    await user.type(f.user, 'trader@example.com');
    await user.type(f.delta, '15');
    await user.type(f.reason, 'Support');
    await user.click(f.submit);
    await waitFor(() => expect(api.callsTo('POST /api/admin/credits/adjustments')).toHaveLength(1));
    await waitFor(() => expect((f.submit as HTMLButtonElement).disabled).toBe(false));

    await user.click(f.submit); // the same submission again
    await waitFor(() => expect((screen.getByRole('button', { name: 'Adjusting…' }) as HTMLButtonElement).disabled).toBe(true));
    release?.();
    expect((await screen.findByRole('status')).textContent).toContain('Added 15 credits to trader@example.com; balance 25.');
    const [first, second] = api.callsTo('POST /api/admin/credits/adjustments');
    expect(first!.body).toMatchObject({ user: 'trader@example.com', delta: 15, reason: 'Support' });
    expect(second!.body.idempotency_key).toBe(first!.body.idempotency_key);
    expect((f.user as HTMLInputElement).value).toBe('');
  });

  it('a new submission gets a new key, and a capped result says so', async () => {
    const { api, user } = renderWithApp(<CreditAdjustmentForm />, {
      api: { 'POST /api/admin/credits/adjustments': result({ delta: 1000, applied: 590, balance_after: 600 }, true) },
    });
    for (let i = 0; i < 2; i++) {
      const f = fields();
      await user.type(f.user, 'trader@example.com');
      await user.type(f.delta, '1000');
      await user.type(f.reason, 'Too many');
      await user.click(f.submit);
      await waitFor(() => expect(api.callsTo('POST /api/admin/credits/adjustments')).toHaveLength(i + 1));
    }
    const [a, b] = api.callsTo('POST /api/admin/credits/adjustments');
    expect(a!.body.idempotency_key).not.toBe(b!.body.idempotency_key);
    expect((await screen.findByRole('status')).textContent).toContain("the plan's cap of 600 credits stops the rest");
  });
});
