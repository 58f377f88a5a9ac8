/**
 * Starts, as the main script runs, what the first screen will wait for, instead of one after the other
 * (main script -> render -> session check -> shell chunk -> page chunk -> data):
 * - the session read (Better Auth's session store fetches when first listened to);
 * - on the contacts screens, the shell's and the page's code and the first page of contacts, with the
 *   search and filters of the URL, into the query cache the page reads from.
 * The contacts request leaves as soon as its small module arrives, alongside the page's code.
 * A signed-out visitor costs one refused contacts request; the guard then sends them to sign in.
 */
import { authClient } from '@/lib/auth-client';
import { queryClient } from '@/lib/query-client';

const CONTACT_SCREENS = /^\/(dashboard|contacts|my-contacts|interactions)(\/[^/]+)?\/?$/;

export function preloadFirstScreen(location: Pick<Location, 'pathname' | 'search'>): void {
  authClient.$store.atoms.session?.listen(() => {});
  if (!CONTACT_SCREENS.test(location.pathname)) return;
  void import('@/app/shell/app-shell');
  void import('@/pages/app/contacts-page');
  // Loaded beside the page's code (it shares the page's chunks), so the main script stays as small.
  void import('./preload-contacts').then(({ prefetchContacts }) => prefetchContacts(queryClient, location.search));
}
