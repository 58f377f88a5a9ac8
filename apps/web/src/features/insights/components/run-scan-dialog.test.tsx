import { fireEvent, screen, waitFor } from '@testing-library/react';
import { SCAN_MESSAGES } from '@tradeloom/domain';
import { beforeEach, describe, expect, it, vi } from 'vitest';

const toastMock = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('sonner', () => ({ toast: toastMock }));

import { type FakeApi, fakeApi, renderWithApp } from '@/test/render';
import { RunScanDialog } from './run-scan-dialog';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function renderDialog(api: FakeApi, onOpenChange = vi.fn()) {
  renderWithApp(<RunScanDialog open onOpenChange={onOpenChange} />, { api });
  return onOpenChange;
}

describe('Run AI Network Scan', () => {
  beforeEach(() => {
    toastMock.success.mockReset();
    toastMock.error.mockReset();
  });

  it('says what a scan needs and costs, runs it, and says what it found', async () => {
    const api = fakeApi({ 'POST /api/insights/scan': { new_insights_count: 7, credits_spent: 3, credits_remaining: 7 } });
    const onOpenChange = renderDialog(api);
    expect(screen.getByRole('heading', { name: 'Run AI Network Scan' })).toBeTruthy();
    expect(screen.getByText(/at least 10 contacts; costs up to 5 credits/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Start Scan' }));
    await waitFor(() =>
      expect(toastMock.success).toHaveBeenCalledWith('Scan Complete', { description: '7 new insights found. 3 credits used.' }),
    );
    const request = api.calls[0]!.request;
    expect(request.method).toBe('POST');
    expect(new URL(request.url).pathname).toBe('/api/insights/scan');
    expect(await request.json()).toEqual({ trigger_type: 'manual' });
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('gives the spec’s titles and messages when there are too few contacts or credits, or the scan fails', async () => {
    const cases: [Response, string, string][] = [
      [
        json(422, { error: { code: 'NOT_ENOUGH_CONTACTS', message: SCAN_MESSAGES.notEnoughContacts } }),
        SCAN_MESSAGES.notEnoughContactsTitle,
        SCAN_MESSAGES.notEnoughContacts,
      ],
      [
        json(402, { error: { code: 'INSUFFICIENT_CREDITS', message: SCAN_MESSAGES.insufficientCredits } }),
        SCAN_MESSAGES.insufficientCreditsTitle,
        SCAN_MESSAGES.insufficientCredits,
      ],
      [
        json(503, { error: { code: 'SERVICE_UNAVAILABLE', message: 'The service is temporarily unavailable.' } }),
        SCAN_MESSAGES.failedTitle,
        'The service is temporarily unavailable.',
      ],
    ];
    for (const [response, title, description] of cases) {
      toastMock.error.mockReset();
      const { unmount } = renderWithApp(<RunScanDialog open onOpenChange={() => {}} />, {
        api: fakeApi({ 'POST /api/insights/scan': response }),
      });
      fireEvent.click(screen.getByRole('button', { name: 'Start Scan' }));
      await waitFor(() => expect(toastMock.error).toHaveBeenCalledWith(title, { description }));
      unmount();
    }
  });
});
