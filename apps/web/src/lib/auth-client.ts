import { inferAdditionalFields, magicLinkClient, twoFactorClient } from 'better-auth/client/plugins';
import { createAuthClient } from 'better-auth/react';

/**
 * Better Auth client, same origin (the server mounts it at /api/auth).
 * `phone` and `termsAccepted` are additional user fields declared on the server.
 */
/** An early answer older than this is not used. */
const EARLY_MAX_AGE_MS = 10_000;

/**
 * The session read public/boot.js started before the app's code arrived, for the first session read
 * of the app (a plain GET of get-session), once; every other request goes to the network.
 */
function takeEarlySession(input: RequestInfo | URL, init?: RequestInit): Promise<Response> | null {
  const holder = window as { __tradeloomEarly?: { session?: { response: Promise<Response>; at: number } } };
  const early = holder.__tradeloomEarly?.session;
  if (!early) return null;
  const url = new URL(input instanceof Request ? input.url : String(input), window.location.origin);
  const method = (init?.method ?? (input instanceof Request ? input.method : 'GET')).toUpperCase();
  // Better Auth's own session read (its path under the client's base path), with no options.
  if (method !== 'GET' || !url.pathname.endsWith('/get-session') || url.search) return null;
  delete holder.__tradeloomEarly?.session;
  if (Date.now() - early.at > EARLY_MAX_AGE_MS) return null;
  return early.response.catch(() => fetch(input, init));
}

export const authClient = createAuthClient({
  baseURL: window.location.origin,
  fetchOptions: { customFetchImpl: (input, init) => takeEarlySession(input, init) ?? fetch(input, init) },
  plugins: [
    magicLinkClient(),
    // The sign-in form asks for the code itself when the answer says twoFactorRedirect (decision 016).
    twoFactorClient(),
    inferAdditionalFields({
      user: {
        phone: { type: 'string', required: false },
        termsAccepted: { type: 'boolean', required: true },
      },
    }),
  ],
});

export type AuthSession = typeof authClient.$Infer.Session;
export type AuthUser = AuthSession['user'];

/**
 * Re-read the session now and wait until the session store has settled. Better Auth refreshes on its
 * own after sign-in, asynchronously, and a newer refetch cancels an older one (whose promise then
 * resolves early); navigating into a guarded route before the store settles would bounce.
 */
export async function refreshSession(timeoutMs = 8000): Promise<void> {
  const atom = authClient.$store.atoms.session;
  if (!atom) return;
  await atom.get().refetch();
  await new Promise<void>((resolve) => {
    const settled = () => {
      const value = atom.get();
      return !value.isPending && !value.isRefetching;
    };
    if (settled()) return resolve();
    const timer = setTimeout(done, timeoutMs);
    const stop = atom.listen(() => {
      if (settled()) done();
    });
    function done() {
      clearTimeout(timer);
      stop();
      resolve();
    }
  });
}

/**
 * Forget the session in this tab at once, after a successful sign-out. Waiting for Better Auth's own
 * refetch would leave one render in which guarded screens still think someone is signed in and fire
 * requests that can only answer 401.
 */
export function clearSession(): void {
  const atom = authClient.$store.atoms.session;
  if (!atom) return;
  atom.set({ ...atom.get(), data: null, error: null, isPending: false, isRefetching: false });
}
