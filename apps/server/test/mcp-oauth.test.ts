/**
 * OAuth 2.1 for MCP clients (issue 26, decision 036), against the app: the official MCP client finds
 * everything from `/mcp` alone (the 401's challenge, protected resource and authorization server
 * metadata), registers itself, sends the user to authorize with PKCE, the signed-in user allows it on
 * the consent screen's API, the client gets tokens, calls a tool, refreshes; the user sees it in
 * Settings and revokes it, and the next call is refused. Then what must fail: a wrong PKCE verifier,
 * another user's consent request, a code or refresh token used twice, an unregistered redirect URI.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { OAuthClientProvider } from '@modelcontextprotocol/sdk/client/auth.js';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type { OAuthClientInformationMixed, OAuthClientMetadata, OAuthTokens } from '@modelcontextprotocol/sdk/shared/auth.js';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { mcpCalls, profiles, userCredits } from '../src/db/schema/index.ts';
import { BASE, createSecondInstance, createTestRuntime, type SecondInstance, SHARED_SECRET, signUp, type TestRuntime } from './harness.ts';

type Session = Awaited<ReturnType<typeof signUp>>;
const REDIRECT = 'http://localhost:6274/oauth/callback';

async function trader(rt: TestRuntime): Promise<Session> {
  const s = await signUp(rt);
  await rt.deps.db.update(profiles).set({ demoModeEnabled: false }).where(eq(profiles.id, s.user.id));
  await rt.deps.db.update(userCredits).set({ aiCredits: 100 }).where(eq(userCredits.userId, s.user.id));
  await rt.deps.db.execute(
    sql`update organisations set subscription_status = 'active' where id in (select org_id from organisation_members where user_id = ${s.user.id})`,
  );
  for (const c of [
    { full_name: 'Amara Okafor', company: 'Lagos Cocoa Exports', commodities: 'Cocoa beans', notes: 'Sells cocoa beans from Nigeria.' },
    {
      full_name: 'Bruno Keller',
      company: 'Zurich Chocolate AG',
      commodities: 'Cocoa beans',
      notes: 'Buys cocoa beans for the Swiss plant.',
    },
  ]) {
    const res = await rt.request('POST', '/api/contacts', { cookie: s.cookie, json: c });
    expect(res.status).toBe(201);
  }
  return s;
}

/** The browser of a signed-in user: follows /oauth/authorize to the consent screen and answers it. Answers the code. */
async function consent(rt: TestRuntime, s: Session, authorizationUrl: URL | string, decision = { allow: true }) {
  const url = new URL(authorizationUrl);
  const res = await rt.request('GET', url.pathname + url.search, { cookie: s.cookie });
  expect(res.status).toBe(302);
  const consentPage = new URL(res.headers.get('location')!, BASE);
  expect(consentPage.pathname).toBe('/oauth/consent');
  const requestId = consentPage.searchParams.get('request')!;
  const view = await rt.request('GET', `/api/oauth-clients/requests/${requestId}`, { cookie: s.cookie });
  expect(view.status).toBe(200);
  const answer = await rt.request('POST', `/api/oauth-clients/requests/${requestId}`, { cookie: s.cookie, json: decision });
  expect(answer.status).toBe(200);
  const back = new URL(((await answer.json()) as { redirect_to: string }).redirect_to);
  return { requestId, view: await view.json(), back, code: back.searchParams.get('code') };
}

/** What an MCP client keeps between runs, in memory. */
class MemoryProvider implements OAuthClientProvider {
  info: OAuthClientInformationMixed | undefined;
  saved: OAuthTokens | undefined;
  verifier = '';
  authorizationUrl: URL | undefined;
  readonly redirectUrl = REDIRECT;
  readonly clientMetadata: OAuthClientMetadata = {
    client_name: 'Claude (test)',
    redirect_uris: [REDIRECT],
    grant_types: ['authorization_code', 'refresh_token'],
    response_types: ['code'],
    token_endpoint_auth_method: 'none',
    scope: 'read write',
  };
  clientInformation() {
    return this.info;
  }
  saveClientInformation(info: OAuthClientInformationMixed) {
    this.info = info;
  }
  tokens() {
    return this.saved;
  }
  saveTokens(t: OAuthTokens) {
    this.saved = t;
  }
  redirectToAuthorization(url: URL) {
    this.authorizationUrl = url;
  }
  saveCodeVerifier(v: string) {
    this.verifier = v;
  }
  codeVerifier() {
    return this.verifier;
  }
}

const appFetch = (rt: TestRuntime) => async (url: string | URL, init?: RequestInit) => rt.app.request(String(url), init);

function transportWith(rt: TestRuntime, opts: { provider?: OAuthClientProvider; bearer?: string }) {
  return new StreamableHTTPClientTransport(new URL(`${BASE}/mcp`), {
    authProvider: opts.provider,
    requestInit: opts.bearer ? { headers: { Authorization: `Bearer ${opts.bearer}` } } : undefined,
    fetch: appFetch(rt),
  });
}

const pkce = () => {
  const verifier = randomBytes(32).toString('base64url');
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') };
};

async function register(rt: TestRuntime, body: Record<string, unknown> = {}) {
  const res = await rt.request('POST', '/oauth/register', {
    json: { client_name: 'Cursor', redirect_uris: [REDIRECT], token_endpoint_auth_method: 'none', ...body },
  });
  return { status: res.status, body: (await res.json()) as Record<string, string> };
}

const authorizeUrl = (clientId: string, challenge: string, extra: Record<string, string> = {}) =>
  `${BASE}/oauth/authorize?${new URLSearchParams({
    response_type: 'code',
    client_id: clientId,
    redirect_uri: REDIRECT,
    code_challenge: challenge,
    code_challenge_method: 'S256',
    scope: 'read',
    state: 'st-1',
    resource: `${BASE}/mcp`,
    ...extra,
  })}`;

async function token(rt: TestRuntime, form: Record<string, string>) {
  const res = await rt.app.request('/oauth/token', {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(form).toString(),
  });
  return { status: res.status, body: (await res.json()) as Record<string, string> };
}

describe('OAuth for MCP clients', () => {
  let rt: TestRuntime;
  let a: Session;
  let b: Session;
  beforeAll(async () => {
    rt = await createTestRuntime();
    a = await trader(rt);
    b = await trader(rt);
  });
  afterAll(async () => {
    await rt?.dispose();
  });

  it('discovery: /mcp without a token is 401 and points to the metadata, which points to every endpoint', async () => {
    const res = await rt.app.request('/mcp', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
    expect(res.status).toBe(401);
    const challenge = res.headers.get('www-authenticate')!;
    expect(challenge).toMatch(/^Bearer /);
    expect(challenge).toContain(`resource_metadata="${BASE}/.well-known/oauth-protected-resource/mcp"`);
    const bad = await rt.app.request('/mcp', { method: 'POST', headers: { authorization: 'Bearer tl_oat_nope' }, body: '{}' });
    expect(bad.status).toBe(401);
    expect(bad.headers.get('www-authenticate')).toContain('error="invalid_token"');

    for (const p of ['/.well-known/oauth-protected-resource/mcp', '/.well-known/oauth-protected-resource']) {
      const prm = (await (await rt.app.request(p)).json()) as Record<string, unknown>;
      expect(prm).toMatchObject({ resource: `${BASE}/mcp`, authorization_servers: [BASE], scopes_supported: ['read', 'write'] });
    }
    const as = await rt.app.request('/.well-known/oauth-authorization-server');
    expect(as.headers.get('access-control-allow-origin')).toBe('*');
    expect(await as.json()).toMatchObject({
      issuer: BASE,
      authorization_endpoint: `${BASE}/oauth/authorize`,
      token_endpoint: `${BASE}/oauth/token`,
      registration_endpoint: `${BASE}/oauth/register`,
      revocation_endpoint: `${BASE}/oauth/revoke`,
      code_challenge_methods_supported: ['S256'],
      grant_types_supported: ['authorization_code', 'refresh_token'],
    });
    // No OpenID Connect, and no other resource: JSON 404s a client can read, not a page.
    for (const p of ['/.well-known/openid-configuration', '/.well-known/oauth-protected-resource/api']) {
      const missing = await rt.app.request(p);
      expect(missing.status).toBe(404);
      expect(missing.headers.get('content-type')).toContain('application/json');
    }
    // A browser-based client may call the token endpoint from its own origin.
    const preflight = await rt.app.request('/oauth/token', {
      method: 'OPTIONS',
      headers: {
        origin: 'https://inspector.example',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type',
      },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('*');
  });

  it('the official MCP client connects from the URL alone: registers, the user allows it, it calls a tool, refreshes; revoked in Settings, it is refused', async () => {
    const provider = new MemoryProvider();
    // First attempt: no token, so the SDK discovers, registers and sends the user to authorize.
    const first = new Client({ name: 'claude-test', version: '1.0.0' });
    await expect(first.connect(transportWith(rt, { provider }))).rejects.toThrow(/Unauthorized/i);
    expect(provider.info?.client_id).toMatch(/^tlc_/);
    const url = provider.authorizationUrl!;
    expect(url.origin + url.pathname).toBe(`${BASE}/oauth/authorize`);
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    expect(url.searchParams.get('resource')).toBe(`${BASE}/mcp`);

    const { view, back, code } = await consent(rt, a, url);
    expect(view).toMatchObject({ client: { name: 'Claude (test)', redirect_host: 'localhost:6274' }, wants_write: true });
    expect(back.origin + back.pathname).toBe(REDIRECT);
    expect(back.searchParams.get('iss')).toBe(BASE);
    expect(code).toMatch(/^tl_code_/);

    // Back in the client: the code and the verifier become tokens, and the connection works.
    const transport = transportWith(rt, { provider });
    await transport.finishAuth(code!);
    expect(provider.saved?.access_token).toMatch(/^tl_oat_/);
    expect(provider.saved?.scope).toBe('read write');
    const client = new Client({ name: 'claude-test', version: '1.0.0' });
    await client.connect(transport);
    const found = (await client.callTool({ name: 'search_contacts', arguments: { products: ['cocoa beans'] } })) as {
      isError?: boolean;
      structuredContent?: { contacts: { name: string }[] };
    };
    expect(found.isError).toBeFalsy();
    expect(found.structuredContent!.contacts.map((c) => c.name).sort()).toEqual(['Amara Okafor', 'Bruno Keller']);

    // The call is in A's audit trail under the client's name.
    const [logged] = await rt.deps.db.select().from(mcpCalls).where(eq(mcpCalls.userId, a.user.id));
    expect(logged).toMatchObject({
      clientLabel: 'Claude (test)',
      tool: 'search_contacts',
      ok: true,
      tokenId: null,
      oauthClientId: provider.info!.client_id,
    });

    // Settings lists it for A only; B can neither see nor revoke it.
    const listed = (await (await rt.request('GET', '/api/oauth-clients', { cookie: a.cookie })).json()) as {
      id: string;
      name: string;
      scope: string;
      last_used_at: string | null;
    }[];
    expect(listed).toHaveLength(1);
    expect(listed[0]).toMatchObject({ name: 'Claude (test)', scope: 'read_write' });
    expect(listed[0]!.last_used_at).not.toBeNull();
    expect(await (await rt.request('GET', '/api/oauth-clients', { cookie: b.cookie })).json()).toEqual([]);
    expect((await rt.request('DELETE', `/api/oauth-clients/${listed[0]!.id}`, { cookie: b.cookie })).status).toBe(404);

    // A refresh gives a new pair; the old refresh token is spent.
    const refreshed = await token(rt, {
      grant_type: 'refresh_token',
      refresh_token: provider.saved!.refresh_token!,
      client_id: provider.info!.client_id,
    });
    expect(refreshed.status).toBe(200);
    expect(refreshed.body.access_token).not.toBe(provider.saved!.access_token);
    const fresh = new Client({ name: 'claude-test', version: '1.0.0' });
    await fresh.connect(transportWith(rt, { bearer: refreshed.body.access_token }));
    expect(((await fresh.callTool({ name: 'network_summary', arguments: {} })) as { isError?: boolean }).isError).toBeFalsy();

    // A revokes it in Settings: the very next call is refused.
    expect((await rt.request('DELETE', `/api/oauth-clients/${listed[0]!.id}`, { cookie: a.cookie })).status).toBe(204);
    await expect(fresh.callTool({ name: 'network_summary', arguments: {} })).rejects.toThrow();
    const after = await rt.app.request('/mcp', {
      method: 'POST',
      headers: {
        authorization: `Bearer ${refreshed.body.access_token}`,
        'content-type': 'application/json',
        accept: 'application/json, text/event-stream',
      },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/list' }),
    });
    expect(after.status).toBe(401);
    expect(await (await rt.request('GET', '/api/oauth-clients', { cookie: a.cookie })).json()).toEqual([]);
    // Its refresh token is dead too.
    expect(
      (await token(rt, { grant_type: 'refresh_token', refresh_token: refreshed.body.refresh_token!, client_id: provider.info!.client_id }))
        .body.error,
    ).toBe('invalid_grant');
    await Promise.allSettled([client.close(), fresh.close(), first.close()]);
  });

  it('a wrong PKCE verifier is refused, and does not burn the code for the real client', async () => {
    const { body: c } = await register(rt);
    const { verifier, challenge } = pkce();
    const { code } = await consent(rt, a, authorizeUrl(c.client_id!, challenge));
    const wrong = await token(rt, {
      grant_type: 'authorization_code',
      code: code!,
      code_verifier: pkce().verifier,
      client_id: c.client_id!,
      redirect_uri: REDIRECT,
    });
    expect(wrong).toMatchObject({ status: 400, body: { error: 'invalid_grant' } });
    const missing = await token(rt, { grant_type: 'authorization_code', code: code!, client_id: c.client_id!, redirect_uri: REDIRECT });
    expect(missing.body.error).toBe('invalid_grant');
    const right = await token(rt, {
      grant_type: 'authorization_code',
      code: code!,
      code_verifier: verifier,
      client_id: c.client_id!,
      redirect_uri: REDIRECT,
    });
    expect(right.status).toBe(200);
    expect(right.body.scope).toBe('read');
  });

  it('an authorization without PKCE S256 goes back to the client with an error, and an unregistered redirect URI is not followed', async () => {
    const { body: c } = await register(rt);
    const plain = await rt.request(
      'GET',
      `/oauth/authorize?${new URLSearchParams({ response_type: 'code', client_id: c.client_id!, redirect_uri: REDIRECT, code_challenge: pkce().challenge, code_challenge_method: 'plain', state: 'x' })}`,
      { cookie: a.cookie },
    );
    expect(plain.status).toBe(302);
    const loc = new URL(plain.headers.get('location')!);
    expect(loc.origin + loc.pathname).toBe(REDIRECT);
    expect(loc.searchParams.get('error')).toBe('invalid_request');
    expect(loc.searchParams.get('state')).toBe('x');
    const evil = await rt.request(
      'GET',
      `/oauth/authorize?${new URLSearchParams({ response_type: 'code', client_id: c.client_id!, redirect_uri: 'https://evil.example/cb', code_challenge: pkce().challenge, code_challenge_method: 'S256' })}`,
      { cookie: a.cookie },
    );
    expect(evil.status).toBe(400);
    expect(evil.headers.get('location')).toBeNull();
    expect((await register(rt, { redirect_uris: ['http://evil.example/cb'] })).body.error).toBe('invalid_redirect_uri');
    // Bad input is a 400 in OAuth's shape, never a 500.
    expect(await register(rt, { client_name: 'Claude\u0000' })).toMatchObject({ status: 400, body: { error: 'invalid_client_metadata' } });
    expect(await register(rt, { redirect_uris: 'not-a-list' })).toMatchObject({ status: 400, body: { error: 'invalid_client_metadata' } });
    expect(await token(rt, { grant_type: 'authorization_code', code: 'x', client_id: 'tlc_\u0000' })).toMatchObject({
      status: 400,
      body: { error: 'invalid_request' },
    });
    expect(await token(rt, { grant_type: 'password', client_id: c.client_id! })).toMatchObject({
      status: 400,
      body: { error: 'unsupported_grant_type' },
    });
    const notJson = await rt.app.request('/oauth/register', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{' });
    expect(notJson.status).toBe(400);
  });

  it("another user's consent request can be neither read nor answered, and a code is only good for its own client", async () => {
    const { body: c } = await register(rt);
    const { challenge, verifier } = pkce();
    const res = await rt.request(
      'GET',
      new URL(authorizeUrl(c.client_id!, challenge)).pathname + new URL(authorizeUrl(c.client_id!, challenge)).search,
      { cookie: a.cookie },
    );
    const requestId = new URL(res.headers.get('location')!, BASE).searchParams.get('request')!;
    expect((await rt.request('GET', `/api/oauth-clients/requests/${requestId}`, { cookie: a.cookie })).status).toBe(200);
    expect((await rt.request('GET', `/api/oauth-clients/requests/${requestId}`, { cookie: b.cookie })).status).toBe(404);
    expect((await rt.request('POST', `/api/oauth-clients/requests/${requestId}`, { cookie: b.cookie, json: { allow: true } })).status).toBe(
      404,
    );
    expect((await rt.request('GET', `/api/oauth-clients/requests/${requestId}`)).status).toBe(401);
    const answer = await rt.request('POST', `/api/oauth-clients/requests/${requestId}`, { cookie: a.cookie, json: { allow: true } });
    const code = new URL(((await answer.json()) as { redirect_to: string }).redirect_to).searchParams.get('code')!;
    // Answered once: a second answer finds nothing.
    expect((await rt.request('POST', `/api/oauth-clients/requests/${requestId}`, { cookie: a.cookie, json: { allow: true } })).status).toBe(
      404,
    );
    const { body: other } = await register(rt);
    expect(
      (await token(rt, { grant_type: 'authorization_code', code, code_verifier: verifier, client_id: other.client_id! })).body.error,
    ).toBe('invalid_grant');
    // B's connected clients stay empty; A's hold the grant.
    expect(await (await rt.request('GET', '/api/oauth-clients', { cookie: b.cookie })).json()).toEqual([]);
  });

  it('deny goes back with access_denied; read only is what the user allowed when they untick changes', async () => {
    const { body: c } = await register(rt);
    const denied = await consent(rt, a, authorizeUrl(c.client_id!, pkce().challenge), { allow: false });
    expect(denied.back.searchParams.get('error')).toBe('access_denied');
    expect(denied.back.searchParams.get('state')).toBe('st-1');
    expect(denied.code).toBeNull();

    const { verifier, challenge } = pkce();
    const readOnly = await consent(rt, b, authorizeUrl(c.client_id!, challenge, { scope: 'read write' }), { allow: true, write: false } as {
      allow: boolean;
    });
    expect(readOnly.view).toMatchObject({ wants_write: true });
    const t = await token(rt, { grant_type: 'authorization_code', code: readOnly.code!, code_verifier: verifier, client_id: c.client_id! });
    expect(t.body.scope).toBe('read');
    const client = new Client({ name: 'x', version: '1' });
    await client.connect(transportWith(rt, { bearer: t.body.access_token }));
    const write = (await client.callTool({ name: 'add_priority', arguments: { priority_text: 'Find cocoa buyers in Asia' } })) as {
      isError?: boolean;
      structuredContent?: { error?: { code: string } };
    };
    expect(write.isError).toBe(true);
    expect(write.structuredContent?.error?.code).toBe('READ_ONLY_TOKEN');
    await client.close();
  });

  it('a code or a refresh token used twice revokes the grant', async () => {
    const { body: c } = await register(rt);
    const { verifier, challenge } = pkce();
    const { code } = await consent(rt, a, authorizeUrl(c.client_id!, challenge));
    const form = { grant_type: 'authorization_code', code: code!, code_verifier: verifier, client_id: c.client_id! };
    const first = await token(rt, form);
    expect(first.status).toBe(200);
    expect((await token(rt, form)).body.error).toBe('invalid_grant');
    const refused = await token(rt, { grant_type: 'refresh_token', refresh_token: first.body.refresh_token!, client_id: c.client_id! });
    expect(refused.body.error).toBe('invalid_grant');

    const again = pkce();
    const second = await consent(rt, a, authorizeUrl(c.client_id!, again.challenge));
    const t = await token(rt, {
      grant_type: 'authorization_code',
      code: second.code!,
      code_verifier: again.verifier,
      client_id: c.client_id!,
    });
    const r1 = await token(rt, { grant_type: 'refresh_token', refresh_token: t.body.refresh_token!, client_id: c.client_id! });
    expect(r1.status).toBe(200);
    expect(
      (await token(rt, { grant_type: 'refresh_token', refresh_token: t.body.refresh_token!, client_id: c.client_id! })).body.error,
    ).toBe('invalid_grant');
    // The replay took the newest pair down with it.
    expect(
      (await token(rt, { grant_type: 'refresh_token', refresh_token: r1.body.refresh_token!, client_id: c.client_id! })).body.error,
    ).toBe('invalid_grant');
  });

  it('a confidential client must authenticate; RFC 7009 revocation ends the grant', async () => {
    const { status, body: c } = await register(rt, { token_endpoint_auth_method: 'client_secret_basic' });
    expect(status).toBe(201);
    expect(c.client_secret).toMatch(/^tl_cs_/);
    const { verifier, challenge } = pkce();
    const { code } = await consent(rt, a, authorizeUrl(c.client_id!, challenge));
    const noSecret = await token(rt, { grant_type: 'authorization_code', code: code!, code_verifier: verifier, client_id: c.client_id! });
    expect(noSecret).toMatchObject({ status: 401, body: { error: 'invalid_client' } });
    const basic = `Basic ${Buffer.from(`${c.client_id}:${c.client_secret}`).toString('base64')}`;
    const res = await rt.app.request('/oauth/token', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', authorization: basic },
      body: new URLSearchParams({ grant_type: 'authorization_code', code: code!, code_verifier: verifier }).toString(),
    });
    expect(res.status).toBe(200);
    const t = (await res.json()) as Record<string, string>;
    const revoke = await rt.app.request('/oauth/revoke', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', authorization: basic },
      body: new URLSearchParams({ token: t.refresh_token! }).toString(),
    });
    expect(revoke.status).toBe(200);
    const mcp = await rt.app.request('/mcp', {
      method: 'POST',
      headers: {
        authorization: `Bearer ${t.access_token}`,
        'content-type': 'application/json',
        accept: 'application/json, text/event-stream',
      },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/list' }),
    });
    expect(mcp.status).toBe(401);
  });
});

// Revocation holds on every instance: a token is read from the database on each call, never cached.
describe.runIf(inject('dbDriver') === 'postgres')('OAuth clients on two instances', () => {
  let one: TestRuntime;
  let two: SecondInstance;
  beforeAll(async () => {
    one = await createTestRuntime({ BETTER_AUTH_SECRET: SHARED_SECRET });
    two = await createSecondInstance(one);
  });
  afterAll(async () => {
    await two?.dispose();
    await one?.dispose();
  });

  it('a client allowed on one instance works on the other, and a revoke on the first stops it on the second at once', async () => {
    const s = await trader(one);
    const { body: c } = await register(one);
    const { verifier, challenge } = pkce();
    const { code } = await consent(one, s, authorizeUrl(c.client_id!, challenge));
    // The code is exchanged on the other instance.
    const res = await two.app.request('/oauth/token', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'authorization_code',
        code: code!,
        code_verifier: verifier,
        client_id: c.client_id!,
      }).toString(),
    });
    expect(res.status).toBe(200);
    const t = (await res.json()) as { access_token: string };
    const list = (body: string) =>
      two.app.request('/mcp', {
        method: 'POST',
        headers: {
          authorization: `Bearer ${t.access_token}`,
          'content-type': 'application/json',
          accept: 'application/json, text/event-stream',
        },
        body,
      });
    const rpc = JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/list' });
    expect((await list(rpc)).status).toBe(200);
    const [grant] = (await (await one.request('GET', '/api/oauth-clients', { cookie: s.cookie })).json()) as { id: string }[];
    expect((await one.request('DELETE', `/api/oauth-clients/${grant!.id}`, { cookie: s.cookie })).status).toBe(204);
    expect((await list(rpc)).status).toBe(401);
  });
});
