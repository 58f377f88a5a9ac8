import { type ReactNode, Suspense } from 'react';
import { Outlet } from 'react-router';
import { Spinner } from '@/components/ui/spinner';
import { DemoBanner } from '@/features/demo/components/demo-banner';
import { AppSidebar } from './app-sidebar';
import { AppTopBar } from './app-top-bar';
import { SidebarProvider } from './sidebar-provider';

/**
 * Signed-in frame: sidebar + top bar + content. `banner` is the slot for the demo-mode banner and
 * `overlay` for the floating AI assistant (both arrive with later issues).
 */
export function AppShell({ children, banner, overlay }: { children?: ReactNode; banner?: ReactNode; overlay?: ReactNode }) {
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
            <div className="mx-auto w-full max-w-7xl px-4 py-6 sm:px-6 lg:px-8 lg:py-8">
              <Suspense fallback={<ContentSpinner />}>{children ?? <Outlet />}</Suspense>
            </div>
          </main>
        </div>
      </div>
      {overlay}
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
