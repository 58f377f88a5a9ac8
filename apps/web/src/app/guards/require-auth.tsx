import { Navigate, Outlet, useLocation } from 'react-router';
import { LiveAccount } from '@/app/live-account';
import { useFirstScreenCodeReady } from '@/app/preload';
import { FullPageSpinner } from '@/components/layout/full-page-spinner';
import { paths } from '@/lib/paths';
import { isSigningOutFrom } from '@/lib/sign-out-marker';
import { useAuthSession } from '@/lib/use-auth-session';

/** Protected routes: spinner while the session loads, else /auth?mode=login&redirect=… (history replaced). */
export function RequireAuth() {
  const { status, refreshing, session } = useAuthSession();
  const codeReady = useFirstScreenCodeReady();
  const location = useLocation();
  // While a missing session is being re-read, "signed out" is not yet known.
  if (status === 'loading' || (status === 'unauthenticated' && refreshing)) return <FullPageSpinner />;
  // Signed in, and the first screen's code is a moment away: one spinner, then the whole screen.
  if (status === 'authenticated' && !codeReady) return <FullPageSpinner />;
  if (status === 'unauthenticated') {
    if (isSigningOutFrom(location.pathname + location.search)) return null;
    return <Navigate to={paths.auth.login(location.pathname + location.search)} replace />;
  }
  return (
    <>
      <LiveAccount userId={session?.user.id} />
      <Outlet />
    </>
  );
}
