/** A signed-in user made through the API, as the sign-up form does it. */

export interface SignedInUser {
  email: string;
  password: string;
  /** The `Cookie` header value of the new session. */
  cookie: string;
  cookies: { name: string; value: string }[];
}

let n = 0;

/** POST /api/auth/sign-up/email from the server's own origin; the session cookie comes back with it. */
export async function signUp(baseUrl: string, name = 'Bench Trader'): Promise<SignedInUser> {
  n += 1;
  const email = `bench.${Date.now().toString(36)}${n}@example.com`;
  const password = 'cargo-route-42-bench';
  const res = await fetch(`${baseUrl}/api/auth/sign-up/email`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: baseUrl },
    body: JSON.stringify({ email, password, name, termsAccepted: true }),
  });
  if (!res.ok) throw new Error(`sign-up answered ${res.status}: ${await res.text()}`);
  await res.body?.cancel();
  const cookies = res.headers.getSetCookie().map((line) => {
    const pair = line.split(';', 1)[0]!;
    const eq = pair.indexOf('=');
    return { name: pair.slice(0, eq), value: pair.slice(eq + 1) };
  });
  if (cookies.length === 0) throw new Error('sign-up set no cookie');
  return { email, password, cookies, cookie: cookies.map((c) => `${c.name}=${c.value}`).join('; ') };
}

/** A JSON request with the user's session (and the Origin every state-changing request needs). */
export async function api<T>(
  baseUrl: string,
  user: SignedInUser,
  pathAndQuery: string,
  init: { method?: string; body?: unknown } = {},
): Promise<T> {
  const res = await fetch(`${baseUrl}${pathAndQuery}`, {
    method: init.method ?? 'GET',
    headers: {
      Cookie: user.cookie,
      Origin: baseUrl,
      ...(init.body !== undefined ? { 'Content-Type': 'application/json' } : {}),
    },
    ...(init.body !== undefined ? { body: JSON.stringify(init.body) } : {}),
  });
  if (!res.ok) throw new Error(`${init.method ?? 'GET'} ${pathAndQuery} answered ${res.status}: ${await res.text()}`);
  return (await res.json()) as T;
}
