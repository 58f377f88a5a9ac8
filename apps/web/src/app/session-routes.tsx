import { useEffect } from 'react';
import { FullPageSpinner } from '@/components/layout/full-page-spinner';
import { clearSignOutMarker } from '@/lib/sign-out-marker';
import { useAuthSession } from '@/lib/use-auth-session';
import { AppShell, ContactsPage, LandingPage, NotFoundPage } from './lazy-pages';

/** `/`: the contacts workspace for a signed-in user, the landing page for everyone else. */
export function HomeRoute() {
  const { status } = useAuthSession();
  // After commit only: a render that React throws away must not drop the marker early.
  useEffect(() => {
    if (status === 'unauthenticated') clearSignOutMarker();
  }, [status]);
  if (status === 'loading') return <FullPageSpinner />;
  if (status === 'authenticated') {
    return (
      <AppShell>
        <ContactsPage />
      </AppShell>
    );
  }
  return <LandingPage />;
}

/** Unknown paths: the 404 page when signed in, the landing page otherwise (spec §2). */
export function FallbackRoute() {
  const { status } = useAuthSession();
  if (status === 'loading') return <FullPageSpinner />;
  return status === 'authenticated' ? <NotFoundPage /> : <LandingPage />;
}
