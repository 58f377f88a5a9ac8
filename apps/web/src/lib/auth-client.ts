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
