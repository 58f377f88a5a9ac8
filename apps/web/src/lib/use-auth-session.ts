import { authClient, type AuthSession } from './auth-client';

export type SessionStatus = 'loading' | 'authenticated' | 'unauthenticated';

// Better Auth flips isPending back to true whenever it refetches a null session (e.g. right after
// sign-in). Only the very first load should block the screen, so remember that it settled once.
let settledOnce = false;

export function useAuthSession(): { status: SessionStatus; session: AuthSession | null } {
  const { data, isPending } = authClient.useSession();
  if (!isPending) settledOnce = true;
  if (data) return { status: 'authenticated', session: data };
  return { status: isPending && !settledOnce ? 'loading' : 'unauthenticated', session: null };
}
