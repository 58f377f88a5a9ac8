/**
 * Starts, as the main script runs, what the first screen will wait for, instead of one after the other
 * (main script -> render -> session check -> shell chunk -> page chunk -> data):
 * - the session read (Better Auth's session store fetches when first listened to);
 * - on the contacts screens, the shell's and the page's code and the first page of contacts, with the
 *   search and filters of the URL, into the query cache the page reads from;
 * - on the map, the shell's and the page's code, the map's own code (Leaflet) and world outline, and
 *   the map's data for the URL's search and filters.
 * The plain list's first page was already asked for by public/boot.js, before this script arrived (the
 * list's query takes that answer over); other lists' first page leaves as soon as its small module
 * arrives, alongside the page's code.
 * The data is asked for only once the session says someone is signed in: a visitor is sent to sign in
 * without a request that could only answer 401.
 */
import { useSyncExternalStore } from 'react';
import { authClient } from '@/lib/auth-client';
import { queryClient } from '@/lib/query-client';
import { AppShell, ContactsPage, MapPage } from './lazy-pages';

const CONTACT_SCREENS = /^\/(dashboard|contacts|my-contacts|interactions)(\/[^/]+)?\/?$/;
const MAP_SCREEN = /^\/map\/?$/;

// Whether the first screen's preloaded code has arrived (true when nothing was preloaded).
let codeReady = true;
const codeListeners = new Set<() => void>();

/**
 * False while the first screen's code is still on its way. The signed-in guard keeps its spinner until
 * then, so the screen renders once, whole, instead of suspending on a page that is a moment away
 * (React then holds a revealed page back for up to 300 ms).
 */
export function useFirstScreenCodeReady(): boolean {
  return useSyncExternalStore(
    (listener) => {
      codeListeners.add(listener);
      return () => codeListeners.delete(listener);
    },
    () => codeReady,
  );
}

function waitForCode(loads: Promise<unknown>[]): void {
  codeReady = false;
  void Promise.allSettled(loads).then(() => {
    codeReady = true;
    for (const listener of codeListeners) listener();
  });
}

/** Resolves once the first session read has answered: whether someone is signed in. */
function whenSessionKnown(): Promise<boolean> {
  const atom = authClient.$store.atoms.session;
  if (!atom) return Promise.resolve(false);
  return new Promise((resolve) => {
    const settled = () => {
      const value = atom.get();
      if (value.isPending) return false;
      resolve(Boolean(value.data));
      return true;
    };
    if (settled()) return;
    const stop = atom.listen(() => {
      if (settled()) stop();
    });
  });
}

export function preloadFirstScreen(location: Pick<Location, 'pathname' | 'search'>): void {
  authClient.$store.atoms.session?.listen(() => {});
  if (CONTACT_SCREENS.test(location.pathname)) {
    waitForCode([AppShell.preload(), ContactsPage.preload()]);
    // Loaded beside the page's code (it shares the page's chunks), so the main script stays as small.
    const load = import('./preload-contacts');
    void whenSessionKnown().then(async (signedIn) => {
      if (signedIn) await (await load).prefetchContacts(queryClient, location.search);
    });
  } else if (MAP_SCREEN.test(location.pathname)) {
    // Started first: the map's data takes the server longest, so it should not queue behind the code.
    const load = import('./preload-map');
    void whenSessionKnown().then(async (signedIn) => {
      if (signedIn) await (await load).prefetchMap(queryClient, location.search);
    });
    waitForCode([AppShell.preload(), MapPage.preload()]);
  }
}
