import { type ReactNode, useState } from 'react';
import { Navigate, useSearchParams } from 'react-router';
import { FullPageSpinner } from '@/components/layout/full-page-spinner';
import { safeRedirect } from '@/lib/safe-redirect';
import { type SessionStatus, useAuthSession } from '@/lib/use-auth-session';

/**
 * /auth for visitors only: someone already signed in when they arrive goes to the redirect target.
 * Only the status on arrival counts; signing in on this page is followed up by the form itself
 * (toast, trial setup, then its own navigation), which this guard must not cut short.
 */
export function GuestOnly({ children }: { children: ReactNode }) {
  const { status } = useAuthSession();
  const [searchParams] = useSearchParams();
  const [arrival, setArrival] = useState<SessionStatus>(status);
  if (arrival === 'loading' && status !== 'loading') setArrival(status);

  if (arrival === 'loading') return <FullPageSpinner />;
  if (arrival === 'authenticated') return <Navigate to={safeRedirect(searchParams.get('redirect'))} replace />;
  return children;
}
