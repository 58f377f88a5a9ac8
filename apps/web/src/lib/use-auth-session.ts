import { useEffect } from 'react';
import { type AuthSession, authClient } from './auth-client';

export type SessionStatus = 'loading' | 'authenticated' | 'unauthenticated';

// Better Auth flips isPending back to true whenever it refetches a null session (e.g. right after
// sign-in). Only the very first load should block the screen, so remember that it settled once.
let settledOnce = false;

// A 429, a 5xx or a dropped connection on the first session read says nothing about who is signed
// in; treating it as "signed out" would bounce a signed-in user to /auth. Retry a few times first.
const MAX_RETRIES = 3;
let retries = 0;
let retryTimer: ReturnType<typeof setTimeout> | undefined;

function isTransient(error: unknown): boolean {
  if (!error) return false;
  const status = (error as { status?: unknown }).status;
  return typeof status !== 'number' || status === 429 || status >= 500;
}

function scheduleRetry(refetch: () => Promise<void>) {
  if (retryTimer !== undefined) return;
  retryTimer = setTimeout(
    () => {
      retryTimer = undefined;
      retries += 1;
      void refetch();
    },
    400 * 2 ** retries,
  );
}

export interface AuthSessionState {
  status: SessionStatus;
  session: AuthSession | null;
  /** A re-read of a missing session is in flight (e.g. right after sign-in); guards should wait. */
  refreshing: boolean;
}

export function useAuthSession(): AuthSessionState {
  const { data, isPending, isRefetching, error, refetch } = authClient.useSession();
  const retrying = !settledOnce && !data && !isPending && isTransient(error) && retries < MAX_RETRIES;

  useEffect(() => {
    if (retrying) scheduleRetry(() => refetch());
  }, [retrying, refetch]);

  if (!isPending && !retrying) settledOnce = true;
  if (data) return { status: 'authenticated', session: data, refreshing: false };
  return {
    status: (isPending && !settledOnce) || retrying ? 'loading' : 'unauthenticated',
    session: null,
    refreshing: isRefetching,
  };
}
