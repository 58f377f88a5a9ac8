import { inferAdditionalFields, magicLinkClient } from 'better-auth/client/plugins';
import { createAuthClient } from 'better-auth/react';

/**
 * Better Auth client, same origin (the server mounts it at /api/auth).
 * `phone` and `termsAccepted` are additional user fields declared on the server.
 */
export const authClient = createAuthClient({
  baseURL: window.location.origin,
  plugins: [
    magicLinkClient(),
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
 * Re-read the session now and wait for it. Better Auth refreshes its session atom on its own after
 * sign-in, but asynchronously; navigating into a guarded route before that lands would bounce.
 */
export async function refreshSession(): Promise<void> {
  await authClient.$store.atoms.session?.get().refetch();
}
