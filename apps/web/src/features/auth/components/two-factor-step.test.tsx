import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';

const fetchMock = vi.hoisted(() => {
  const mock = vi.fn();
  globalThis.fetch = mock as unknown as typeof fetch;
  return mock;
});

import { TwoFactorStep } from './two-factor-step';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** Accepts TOTP code 123456 and backup code 'ABCDE-12345'; records what was posted where. */
function serve() {
  const posts: { path: string; body: Record<string, unknown> }[] = [];
  fetchMock.mockImplementation(async (input: Request | string | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(new URL(String(input), 'http://localhost'), init);
    const { pathname } = new URL(request.url);
    const body = (await request.json().catch(() => ({}))) as Record<string, unknown>;
    posts.push({ path: pathname, body });
    if (pathname.endsWith('/two-factor/verify-totp'))
      return body.code === '123456' ? json(200, { token: 't' }) : json(401, { code: 'INVALID_CODE', message: 'Invalid code' });
    if (pathname.endsWith('/two-factor/verify-backup-code'))
      return body.code === 'ABCDE-12345' ? json(200, { token: 't' }) : json(401, { code: 'INVALID_BACKUP_CODE', message: 'Invalid' });
    return json(404, {});
  });
  return posts;
}

describe('Sign-in second step', () => {
  beforeEach(() => fetchMock.mockReset());

  it('asks for six digits, keeps the form on a wrong code, and signs in with the right one', async () => {
    const posts = serve();
    const onSignedIn = vi.fn(async () => {});
    render(<TwoFactorStep onSignedIn={onSignedIn} onBack={() => {}} />);
    expect(screen.getByRole('heading', { name: 'Two-factor authentication' })).toBeTruthy();
    const code = screen.getByLabelText('Verification code');
    await userEvent.type(code, '12ab3');
    expect((code as HTMLInputElement).value).toBe('123');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Enter the 6-digit code from your authenticator app.');
    expect(posts).toHaveLength(0);

    await userEvent.type(code, '000');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('That code did not match. Try the newest code from your app.'));
    expect(onSignedIn).not.toHaveBeenCalled();

    await userEvent.clear(code);
    await userEvent.type(code, '123456');
    await userEvent.click(screen.getByLabelText('Trust this device for 30 days'));
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledTimes(1));
    expect(posts.at(-1)).toMatchObject({ body: { code: '123456', trustDevice: true } });
  });

  it('takes a backup code instead', async () => {
    const posts = serve();
    const onSignedIn = vi.fn(async () => {});
    render(<TwoFactorStep onSignedIn={onSignedIn} onBack={() => {}} />);
    await userEvent.click(screen.getByRole('button', { name: 'Use a backup code instead' }));
    await userEvent.type(screen.getByLabelText('Backup code'), 'ABCDE-12345');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledTimes(1));
    expect(posts.at(-1)?.path).toMatch(/\/two-factor\/verify-backup-code$/);
  });
});
