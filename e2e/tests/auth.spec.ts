import { expect, signInInBrowser, signOutInBrowser, signUpInBrowser, test, uniqueEmail, waitForMail } from './support.ts';
import { totp } from './totp.ts';

test('sign up, sign out, sign in again', async ({ page }) => {
  const email = uniqueEmail('journey');
  const password = 'cargo-route-42';
  await signUpInBrowser(page, { name: 'Maya Okafor', email, password });

  await page.goto('/contacts');
  await expect(page.getByTestId('app-sidebar')).toBeVisible();
  await expect(page.getByRole('link', { name: 'AI Insights' })).toBeVisible();

  await signOutInBrowser(page);
  await page.goto('/auth?mode=login');
  await signInInBrowser(page, email, password);
  await page.waitForURL((url) => url.pathname === '/');
  await expect(page.getByTestId('app-sidebar')).toBeVisible();
});

test('a protected page sends a visitor to sign-in and back to the page afterwards', async ({ page }) => {
  const email = uniqueEmail('redirect');
  const password = 'cargo-route-42';
  await signUpInBrowser(page, { name: 'Lars Berg', email, password });
  await signOutInBrowser(page);

  await page.goto('/settings?tab=billing');
  await page.waitForURL('**/auth?**');
  const url = new URL(page.url());
  expect(url.searchParams.get('mode')).toBe('login');
  expect(url.searchParams.get('redirect')).toBe('/settings?tab=billing');

  await signInInBrowser(page, email, password);
  await page.waitForURL((u) => u.pathname === '/settings' && u.search === '?tab=billing');
  // The redirect replaced history: going back does not land on the sign-in form.
  await page.goBack();
  expect(new URL(page.url()).pathname).not.toBe('/auth');
});

test('magic link signs the user in', async ({ page }) => {
  const email = uniqueEmail('magic');
  await signUpInBrowser(page, { name: 'Ines Duarte', email, password: 'cargo-route-42' });
  await signOutInBrowser(page);

  const before = Date.now();
  await page.goto('/auth?mode=login');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send Magic Link' }).click();
  await expect(page.getByText('Magic link sent! Check your inbox to sign in.')).toBeVisible();

  const mail = await waitForMail(email, 'magic_link', before);
  await page.goto(mail.link);
  // The first link proves the address: the password chosen before is removed, and Settings says so
  // and offers to set one (issue 22, decision 021).
  await page.waitForURL((u) => u.pathname === '/settings');
  await expect(page.getByTestId('app-sidebar')).toBeVisible();
  await expect(
    page.getByText('For your safety, the password set before it was confirmed has been removed.', { exact: false }),
  ).toBeVisible();
  await expect(page.locator('#security').getByRole('button', { name: 'Set a password' })).toBeVisible();
});

test('a magic link to an account with two-factor lands on the code step (issue 22, decision 021)', async ({ page }) => {
  const email = uniqueEmail('magic2fa');
  const password = 'cargo-route-42';
  await signUpInBrowser(page, { name: 'Noor Haddad', email, password });
  // Two-factor on, in Settings.
  await page.goto('/settings?tab=security');
  const security = page.locator('#security');
  await security.getByRole('button', { name: 'Enable 2FA' }).click();
  const setup = page.getByRole('dialog', { name: /two-factor/i });
  await setup.getByLabel('Password').fill(password);
  await setup.getByRole('button', { name: 'Continue' }).click();
  const secret = (await setup.getByTestId('totp-secret').textContent())!.replace(/\s/g, '');
  await setup.getByLabel('Verification code').fill(totp(secret));
  await setup.getByRole('button', { name: 'Verify' }).click();
  await setup.getByRole('button', { name: 'Done' }).click();
  await expect(security.getByText('Enabled', { exact: true })).toBeVisible();
  await signOutInBrowser(page);

  const before = Date.now();
  await page.goto('/auth?mode=login');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send Magic Link' }).click();
  await expect(page.getByText('Magic link sent! Check your inbox to sign in.')).toBeVisible();
  const mail = await waitForMail(email, 'magic_link', before);
  await page.goto(mail.link);
  await expect(page.getByRole('heading', { name: 'Two-factor authentication' })).toBeVisible();
  expect((await page.request.get('/api/profile')).status()).toBe(401);
  await page.getByLabel('Verification code').fill(totp(secret));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByText('Signed in successfully!')).toBeVisible();
  await expect(page.getByTestId('app-sidebar')).toBeVisible();
  // The address was proven by this first link: the password set before it is gone.
  await page.waitForURL((u) => u.pathname === '/settings');
  await expect(page.locator('#security').getByRole('button', { name: 'Set a password' })).toBeVisible();
});

test('password reset end to end', async ({ page }) => {
  const email = uniqueEmail('reset');
  await signUpInBrowser(page, { name: 'Tomas Novak', email, password: 'cargo-route-42' });
  await signOutInBrowser(page);

  const before = Date.now();
  await page.goto('/auth?mode=login');
  await page.getByRole('button', { name: 'Forgot password?' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByRole('button', { name: /send/i }).click();
  await expect(page.getByText('Password reset email sent! Check your inbox.')).toBeVisible();

  const mail = await waitForMail(email, 'password_reset', before);
  await page.goto(mail.link);
  await expect(page.getByLabel('New Password')).toBeVisible();
  expect(new URL(page.url()).search).toBe('');

  const submit = page.getByRole('button', { name: /update password/i });
  await page.getByLabel('New Password').fill('short');
  await page.getByLabel('Confirm Password').fill('short');
  await expect(page.getByText('Password must be at least 8 characters')).toBeVisible();
  await expect(submit).toBeDisabled();
  await page.getByLabel('New Password').fill('new-route-2026');
  await page.getByLabel('Confirm Password').fill('new-route-2027');
  await expect(page.getByText('Passwords do not match')).toBeVisible();
  await page.getByLabel('Confirm Password').fill('new-route-2026');
  await submit.click();
  await expect(page.getByText('Password updated successfully!')).toBeVisible();
  await page.waitForURL((u) => u.pathname === '/');

  // The link is spent: opening it again shows the invalid-link state.
  await page.context().clearCookies();
  await page.goto(mail.link);
  await expect(page.getByRole('button', { name: 'Back to Sign In' })).toBeVisible();

  await page.goto('/auth?mode=login');
  await signInInBrowser(page, email, 'new-route-2026');
});

test('unknown paths: 404 page when signed in, landing page when not', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByRole('link', { name: 'Get Started' }).first()).toBeVisible();
  await expect(page.getByText('Oops! Page not found')).toHaveCount(0);

  await signUpInBrowser(page, { name: 'Ravi Menon', email: uniqueEmail('notfound'), password: 'cargo-route-42' });
  const messages: string[] = [];
  page.on('console', (m) => messages.push(m.text()));
  await page.goto('/no/such/page');
  await expect(page.getByText('404', { exact: true })).toBeVisible();
  await expect(page.getByText('Oops! Page not found')).toBeVisible();
  expect(messages.some((m) => m.includes('/no/such/page'))).toBe(true);
  await page.getByRole('link', { name: /home/i }).click();
  await page.waitForURL((u) => u.pathname === '/');
});

test('sidebar toggles with Ctrl+B and the state survives a reload', async ({ page }) => {
  await signUpInBrowser(page, { name: 'Chen Wei', email: uniqueEmail('sidebar'), password: 'cargo-route-42' });
  await page.goto('/contacts');
  const sidebar = page.getByTestId('app-sidebar');
  await expect(sidebar).toHaveAttribute('data-state', 'expanded');
  await page.keyboard.press('Control+b');
  await expect(sidebar).toHaveAttribute('data-state', 'collapsed');
  await page.reload();
  await expect(page.getByTestId('app-sidebar')).toHaveAttribute('data-state', 'collapsed');
  await page.keyboard.press('Control+b');
  await expect(page.getByTestId('app-sidebar')).toHaveAttribute('data-state', 'expanded');
  const cookies = await page.context().cookies();
  const c = cookies.find((x) => x.name === 'sidebar_state');
  expect(c?.value).toBe('true');
  expect(c!.expires - Date.now() / 1000).toBeGreaterThan(6 * 86400);
});

test('a new sign-in e-mail takes effect only through the link sent to it (issue 22, decision 021)', async ({ page }) => {
  const email = uniqueEmail('change');
  const password = 'cargo-route-42';
  await signUpInBrowser(page, { name: 'Ama Mensah', email, password });
  await page.goto('/settings');
  await page.getByRole('button', { name: 'Edit Details' }).click();
  await page.getByRole('dialog', { name: 'Verify your password' }).getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Verify' }).click();
  const details = page.getByRole('dialog', { name: 'Edit Personal Details' });
  const newEmail = uniqueEmail('changed');
  const before = Date.now();
  await details.getByLabel('Email').fill(newEmail);
  await details.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(`We sent a confirmation link to ${newEmail}.`, { exact: false })).toBeVisible();
  expect(((await (await page.request.get('/api/profile')).json()) as { email: string }).email).toBe(email);

  const mail = await waitForMail(newEmail, 'email_change', before);
  await page.goto(mail.link);
  await page.waitForURL((u) => u.pathname === '/settings');
  await expect(page.getByText('Your sign-in e-mail address has been changed.')).toBeVisible();
  expect(((await (await page.request.get('/api/profile')).json()) as { email: string }).email).toBe(newEmail);
});
