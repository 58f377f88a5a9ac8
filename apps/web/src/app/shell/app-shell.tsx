import { lazy, type ReactNode, Suspense, useEffect, useState } from 'react';
import { Outlet } from 'react-router';
import { Spinner } from '@/components/ui/spinner';
import { DemoBanner } from '@/features/demo/components/demo-banner';
import { whenIdle } from '@/lib/when-idle';
import { AppSidebar } from './app-sidebar';
import { AppTopBar } from './app-top-bar';
import { SidebarProvider } from './sidebar-provider';

// The assistant (its button, its header's tooltips, the chat's model and the schema it reads answers with)
// is a chunk of its own, fetched when the shell mounts it, once the browser is idle (decision 037).
const AssistantOverlay = lazy(() => import('./assistant-overlay').then((m) => ({ default: m.AssistantOverlay })));

/**
 * Signed-in frame: sidebar + top bar + content, the demo-mode banner (`banner` replaces it) and the
 * floating AI CRM Assistant (`overlay` replaces it). The live profile runs for every signed-in page
 * (RequireAuth, app/live-account.tsx).
 */
export function AppShell({ children, banner, overlay }: { children?: ReactNode; banner?: ReactNode; overlay?: ReactNode }) {
  // The assistant's floating button is mounted once the page's first render is painted and the browser is
  // idle: the first cards do not wait for it (decision 037).
  const [later, setLater] = useState(false);
  useEffect(() => whenIdle(() => setLater(true), 500), []);
  return (
    <SidebarProvider>
      <a
        href="#main-content"
        className="sr-only z-50 rounded-md bg-primary px-3 py-2 text-sm font-medium text-primary-foreground focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        Skip to content
      </a>
      <div className="flex min-h-dvh bg-background">
        <AppSidebar />
        <div className="flex min-w-0 flex-1 flex-col">
          {banner ?? <DemoBanner />}
          <AppTopBar />
          <main id="main-content" tabIndex={-1} className="flex-1 outline-none">
            {/* The bottom padding keeps the end of a page clear of the assistant's bubble. */}
            <div className="mx-auto w-full max-w-7xl px-4 pt-6 pb-20 sm:px-6 sm:pb-24 lg:px-8 lg:pt-8">
              <Suspense fallback={<ContentSpinner />}>{children ?? <Outlet />}</Suspense>
            </div>
          </main>
        </div>
      </div>
      {later &&
        (overlay ?? (
          <Suspense fallback={null}>
            <AssistantOverlay />
          </Suspense>
        ))}
    </SidebarProvider>
  );
}

function ContentSpinner() {
  return (
    <div className="flex min-h-[40vh] items-center justify-center">
      <Spinner className="size-6 text-primary" />
    </div>
  );
}
