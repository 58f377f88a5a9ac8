/**
 * An AI client connects with OAuth (issue 26, decision 036), the way a trader sees it: the client
 * (played here with fetch) registers and sends the browser to authorize; the trader, signed out,
 * signs in and lands on the consent screen, allows it; the client gets its tokens and calls a tool;
 * the trader finds it in Settings › API & AI clients and revokes it, and its next call is refused.
 * With two-factor on, the code step sits between the password and the consent screen.
 */
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, signInInBrowser, signOutInBrowser, signUpInBrowser, test, uniqueEmail, waitForMail } from './support.ts';
import { totp } from './totp.ts';

const REDIRECT = 'http://127.0.0.1:9/callback';
const CLIENT_NAME = 'Claude (e2e)';
/** With OAUTH_SHOTS_DIR set, the consent screen and the connected client are kept as screenshots. */
const SHOTS = process.env.OAUTH_SHOTS_DIR;
if (SHOTS) fs.mkdirSync(SHOTS, { recursive: true });

const mcpCall = (token: string) => ({
  headers: { authorization: `Bearer ${token}`, accept: 'application/json, text/event-stream', 'content-type': 'application/json' },
  data: { jsonrpc: '2.0', id: 1, method: 'tools/call', params: { name: 'network_summary', arguments: {} } },
});

/**
 * The AI client, played with fetch: discovery from /mcp, dynamic registration, an authorization URL
 * with PKCE; its redirect URI answers in place of the client app, so the code can be read.
 */
async function startClient(page: Page) {
  const challenge = await page.request.post('/mcp', { data: {} });
  expect(challenge.status()).toBe(401);
  const resourceMetadataUrl = /resource_metadata="([^"]+)"/.exec(challenge.headers()['www-authenticate'] ?? '')![1]!;
  const prm = await (await page.request.get(resourceMetadataUrl)).json();
  const as = await (await page.request.get(`${prm.authorization_servers[0]}/.well-known/oauth-authorization-server`)).json();
  const reg = await page.request.post(as.registration_endpoint, {
    data: { client_name: CLIENT_NAME, redirect_uris: [REDIRECT], token_endpoint_auth_method: 'none' },
  });
  expect(reg.status()).toBe(201);
  const { client_id } = await reg.json();
  const verifier = randomBytes(32).toString('base64url');
  const authorize = `${as.authorization_endpoint}?${new URLSearchParams({
    response_type: 'code',
    client_id,
    redirect_uri: REDIRECT,
    code_challenge: createHash('sha256').update(verifier).digest('base64url'),
    code_challenge_method: 'S256',
    scope: 'read write',
    state: 'e2e-state',
    resource: prm.resource,
  })}`;

  // The client's redirect URI answers in place of the client app, so the code can be read.
  const seen: { url: URL | null } = { url: null };
  await page.route(`${REDIRECT}**`, async (route) => {
    seen.url = new URL(route.request().url());
    await route.fulfill({ status: 200, contentType: 'text/plain', body: 'You can close this window.' });
  });

  return { authorize, verifier, client_id, as, seen };
}

test('sign in from an AI client, allow it, see it in Settings, revoke it', async ({ page }) => {
  const email = uniqueEmail('oauth');
  await signUpInBrowser(page, { name: 'OAuth Trader', email, password: 'correct-horse-9' });
  await signOutInBrowser(page);

  const client = await startClient(page);
  const { authorize, verifier, client_id } = client;

  // The browser: signed out, it is sent to sign in first, then comes back to the consent screen.
  await page.goto(authorize);
  await page.waitForURL((url) => url.pathname === '/auth');
  await signInInBrowser(page, email, 'correct-horse-9');
  await page.waitForURL((url) => url.pathname === '/oauth/consent');
  await expect(page.getByRole('heading', { name: `Allow ${CLIENT_NAME} to use your Tradeloom account?` })).toBeVisible();
  await expect(page.getByText(`Signed in as ${email}`)).toBeVisible();
  await expect(page.getByText('Read your network')).toBeVisible();
  await expect(page.getByLabel('Allow changes')).toBeChecked();
  if (SHOTS) await page.screenshot({ path: path.join(SHOTS, 'oauth-consent-1280.png'), fullPage: true });
  await page.getByRole('button', { name: 'Allow' }).click();
  await expect.poll(() => client.seen.url?.searchParams.get('code') ?? null).toMatch(/^tl_code_/);
  const returned = client.seen.url!;
  expect(returned.searchParams.get('state')).toBe('e2e-state');

  // The client exchanges the code and calls a tool.
  const tokenRes = await page.request.post(client.as.token_endpoint, {
    form: {
      grant_type: 'authorization_code',
      code: returned.searchParams.get('code')!,
      code_verifier: verifier,
      client_id,
      redirect_uri: REDIRECT,
    },
  });
  expect(tokenRes.status()).toBe(200);
  const { access_token, scope } = await tokenRes.json();
  expect(scope).toBe('read write');
  const call = await page.request.post('/mcp', mcpCall(access_token));
  expect(call.status()).toBe(200);
  expect((await call.json()).result.isError).toBeFalsy();

  // Settings lists it; Revoke stops it at once.
  await page.goto('/settings?tab=api');
  const list = page.getByRole('list', { name: 'Connected AI clients' });
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await expect(list).toContainText(CLIENT_NAME);
  await expect(list).toContainText('Read and write');
  await expect(list).toContainText('last used');
  if (SHOTS) await page.locator('#api').screenshot({ path: path.join(SHOTS, 'oauth-connected-clients-1280.png') });
  await list.getByRole('button', { name: `Revoke ${CLIENT_NAME}` }).click();
  await expect(page.getByText('No AI client connected yet.', { exact: false })).toBeVisible();
  const after = await page.request.post('/mcp', mcpCall(access_token));
  expect(after.status()).toBe(401);
});

test('with two-factor on, the code step comes between the password and the consent screen', async ({ page }) => {
  const email = uniqueEmail('oauth2fa');
  const password = 'cargo-route-42';
  await signUpInBrowser(page, { name: 'Two Factor Trader', email, password });
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

  const client = await startClient(page);
  await page.goto(client.authorize);
  await page.waitForURL((url) => url.pathname === '/auth');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Two-factor authentication' })).toBeVisible();
  // Before the code, nothing of the request can be read or answered.
  const requestId = new URL(new URL(page.url()).searchParams.get('redirect') ?? '', 'http://x').searchParams.get('request');
  expect(requestId).toBeTruthy();
  expect((await page.request.get(`/api/oauth-clients/requests/${requestId}`)).status()).toBe(401);
  await page.getByLabel('Verification code').fill(totp(secret));
  await page.getByRole('button', { name: 'Verify' }).click();
  await page.waitForURL((url) => url.pathname === '/oauth/consent');
  await expect(page.getByRole('heading', { name: `Allow ${CLIENT_NAME} to use your Tradeloom account?` })).toBeVisible();
  await page.getByRole('button', { name: 'Allow' }).click();
  await expect.poll(() => client.seen.url?.searchParams.get('code') ?? null).toMatch(/^tl_code_/);
});

test('signing in by magic link from the consent redirect comes back to the consent screen', async ({ page }) => {
  const email = uniqueEmail('oauthmagic');
  const signedUp = Date.now();
  await signUpInBrowser(page, { name: 'Magic Trader', email, password: 'correct-horse-9' });
  // The address proven first, as a returning user's is (a first proof by magic link would end elsewhere, decision 021).
  await page.goto((await waitForMail(email, 'verify_email', signedUp)).link);
  await expect(page.getByTestId('app-sidebar')).toBeVisible();
  await signOutInBrowser(page);

  const client = await startClient(page);
  await page.goto(client.authorize);
  await page.waitForURL((url) => url.pathname === '/auth');
  const before = Date.now();
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send Magic Link' }).click();
  await expect(page.getByText('Magic link sent! Check your inbox to sign in.')).toBeVisible();
  const mail = await waitForMail(email, 'magic_link', before);
  await page.goto(mail.link);
  await page.waitForURL((url) => url.pathname === '/oauth/consent');
  await expect(page.getByRole('heading', { name: `Allow ${CLIENT_NAME} to use your Tradeloom account?` })).toBeVisible();
  await page.getByRole('button', { name: 'Deny' }).click();
  await expect.poll(() => client.seen.url?.searchParams.get('error') ?? null).toBe('access_denied');
});
