import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import { type ApiCall, fakeApi, renderWithApp, reply } from '@/test/render';
import { TwoFactorStep } from './two-factor-step';

let api = fakeApi();

/** Accepts TOTP code 123456 and backup code 'ABCDE-12345'; records what was posted where. */
function serve() {
  const posts: { path: string; body: Record<string, unknown> }[] = [];
  const record = ({ path, body }: ApiCall) => posts.push({ path, body: body ?? {} });
  api = fakeApi()
    .on('POST /api/auth/two-factor/verify-totp', (call) => {
      record(call);
      return call.body.code === '123456' ? { token: 't' } : reply(401, { code: 'INVALID_CODE', message: 'Invalid code' });
    })
    .on('POST /api/auth/two-factor/verify-backup-code', (call) => {
      record(call);
      return call.body.code === 'ABCDE-12345' ? { token: 't' } : reply(401, { code: 'INVALID_BACKUP_CODE', message: 'Invalid' });
    });
  return posts;
}

describe('Sign-in second step', () => {
  it('asks for six digits, keeps the form on a wrong code, and signs in with the right one', async () => {
    const posts = serve();
    const onSignedIn = vi.fn(async () => {});
    renderWithApp(<TwoFactorStep onSignedIn={onSignedIn} onBack={() => {}} />, { api });
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
    renderWithApp(<TwoFactorStep onSignedIn={onSignedIn} onBack={() => {}} />, { api });
    await userEvent.click(screen.getByRole('button', { name: 'Use a backup code instead' }));
    await userEvent.type(screen.getByLabelText('Backup code'), 'ABCDE-12345');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledTimes(1));
    expect(posts.at(-1)?.path).toMatch(/\/two-factor\/verify-backup-code$/);
  });
});
