import { Navigate, Outlet, useLocation } from 'react-router';
import { FullPageSpinner } from '@/components/layout/full-page-spinner';
import { paths } from '@/lib/paths';
import { useAuthSession } from '@/lib/use-auth-session';

/** Protected routes: spinner while the session loads, else /auth?mode=login&redirect=… (history replaced). */
export function RequireAuth() {
  const { status } = useAuthSession();
  const location = useLocation();
  if (status === 'loading') return <FullPageSpinner />;
  if (status === 'unauthenticated') {
    return <Navigate to={paths.auth.login(location.pathname + location.search)} replace />;
  }
  return <Outlet />;
}
