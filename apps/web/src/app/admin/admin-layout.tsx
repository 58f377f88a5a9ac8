import { useQueryClient } from '@tanstack/react-query';
import { ADMIN_INACTIVITY_TIMEOUT_MS, MESSAGES, PRODUCT_NAME } from '@tradeloom/domain';
import { ArrowLeftIcon } from 'lucide-react';
import { Suspense, useCallback, useEffect, useRef } from 'react';
import { Link, NavLink, Outlet, useLocation } from 'react-router';
import { toast } from 'sonner';
import { LogoMark } from '@/components/brand/logo-mark';
import { PageMeta } from '@/components/layout/page-meta';
import { ThemeToggle } from '@/components/theme/theme-toggle';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { isSessionExpired, reportAdminActivity } from '@/features/admin/api/admin-activity';
import { ACTIVITY_EVENTS, useIdleTimeout } from '@/hooks/use-idle-timeout';
import { authClient, clearSession } from '@/lib/auth-client';
import { paths } from '@/lib/paths';
import { cn } from '@/lib/utils';
import { ADMIN_SECTIONS } from './admin-nav';

/**
 * The phone's row of section tabs scrolls sideways; the current section's tab is brought into view on
 * every navigation (Operations, Audit and Admins start off-screen at 390 px).
 */
function useActiveTabInView() {
  const { pathname } = useLocation();
  const nav = useRef<HTMLElement>(null);
  useEffect(() => {
    void pathname;
    nav.current?.querySelector('[aria-current="page"]')?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, [pathname]);
  return nav;
}

/** Admin console frame: its own sidebar, 'Back to App', and a 10-minute inactivity sign-out (spec §6). */
export function AdminLayout() {
  useAdminInactivitySignOut();
  const tabs = useActiveTabInView();
  return (
    <div className="min-h-dvh bg-background md:flex">
      <PageMeta title="Admin" noindex />
      <aside className="sticky top-0 hidden h-dvh w-60 shrink-0 flex-col border-r border-sidebar-border bg-sidebar md:flex">
        <div className="flex items-center gap-3 px-4 pt-5 pb-4">
          <LogoMark className="size-8" />
          <div className="min-w-0">
            <p className="text-[15px] leading-tight font-semibold tracking-tight">Admin Console</p>
            <p className="text-xs text-sidebar-muted-foreground">{PRODUCT_NAME}</p>
          </div>
        </div>
        <nav aria-label="Admin" className="flex-1 overflow-y-auto px-2 py-2">
          <ul className="space-y-0.5">
            {ADMIN_SECTIONS.map((section) => (
              <li key={section.to}>
                <AdminNavLink {...section} />
              </li>
            ))}
          </ul>
        </nav>
        <div className="flex items-center gap-1 border-t border-sidebar-border p-2">
          <BackToApp className="flex-1" />
          <ThemeToggle />
        </div>
      </aside>

      <div className="sticky top-0 z-30 border-b bg-background/90 backdrop-blur-md md:hidden">
        <div className="flex h-14 items-center gap-2 px-3">
          <BackToApp />
          <span className="ml-1 text-sm font-semibold">Admin Console</span>
          <ThemeToggle className="ml-auto" />
        </div>
        <nav ref={tabs} aria-label="Admin" className="-mb-px flex gap-1 overflow-x-auto px-3 pb-2">
          {ADMIN_SECTIONS.map((section) => (
            <NavLink
              key={section.to}
              to={section.to}
              end={'end' in section}
              className={({ isActive }) =>
                cn(
                  'shrink-0 rounded-md px-2.5 py-1.5 text-sm font-medium text-muted-foreground outline-none focus-visible:ring-2 focus-visible:ring-ring',
                  isActive ? 'bg-primary-soft text-primary-soft-foreground' : 'hover:bg-muted',
                )
              }
            >
              {section.label}
            </NavLink>
          ))}
        </nav>
      </div>

      <main className="min-w-0 flex-1">
        <div className="mx-auto w-full max-w-6xl px-4 py-6 sm:px-6 lg:px-8 lg:py-8">
          <Suspense
            fallback={
              <div className="flex min-h-[40vh] items-center justify-center">
                <Spinner className="size-6 text-primary" />
              </div>
            }
          >
            <Outlet />
          </Suspense>
        </div>
      </main>
    </div>
  );
}

function AdminNavLink({ label, to, icon: Icon, ...rest }: (typeof ADMIN_SECTIONS)[number]) {
  return (
    <NavLink
      to={to}
      end={'end' in rest}
      className={({ isActive }) =>
        cn(
          'flex h-9 items-center gap-3 rounded-md px-2.5 text-sm font-medium text-sidebar-foreground transition-colors',
          'outline-none hover:bg-sidebar-hover focus-visible:ring-2 focus-visible:ring-ring',
          isActive && 'bg-sidebar-active text-sidebar-active-foreground hover:bg-sidebar-active',
        )
      }
    >
      <Icon className="size-[18px] shrink-0 opacity-80" aria-hidden />
      {label}
    </NavLink>
  );
}

function BackToApp({ className }: { className?: string }) {
  return (
    <Button asChild variant="ghost" className={cn('justify-start gap-2 px-2.5', className)}>
      <Link to={paths.contacts}>
        <ArrowLeftIcon aria-hidden />
        Back to App
      </Link>
    </Button>
  );
}

/** At most one activity report to the server a minute while the console is in use. */
const ACTIVITY_REPORT_EVERY_MS = 60_000;

/**
 * Spec §6: 10 minutes without activity ends an admin session (message 'Session Expired'). The server
 * enforces it (its SESSION_EXPIRED answer to any admin request ends the session here too); this tab
 * also signs out on its own timer, and tells the server while its user is active, so that reading a
 * page of the console for a while is not taken for inactivity.
 */
function useAdminInactivitySignOut() {
  const queryClient = useQueryClient();
  const ended = useRef(false);
  const expire = useCallback(
    async (signOutHere: boolean) => {
      if (ended.current) return;
      ended.current = true;
      const [title = '', description = ''] = MESSAGES.auth.sessionExpired.split(' - ');
      try {
        // After SESSION_EXPIRED the server has ended the session and cleared its cookie already.
        if (signOutHere) await authClient.signOut();
      } finally {
        // The guard then sends the user to /auth?mode=login&redirect=<this page>.
        clearSession();
        queryClient.clear();
        toast.error(title, { description });
      }
    },
    [queryClient],
  );
  useIdleTimeout(ADMIN_INACTIVITY_TIMEOUT_MS, () => void expire(true));

  useEffect(
    () =>
      queryClient.getQueryCache().subscribe((event) => {
        if (event.type === 'updated' && event.action.type === 'error' && isSessionExpired(event.action.error)) void expire(false);
      }),
    [queryClient, expire],
  );

  useEffect(() => {
    let last = Date.now();
    const onActivity = () => {
      if (Date.now() - last < ACTIVITY_REPORT_EVERY_MS) return;
      last = Date.now();
      reportAdminActivity().catch((error: unknown) => {
        if (isSessionExpired(error)) void expire(false);
      });
    };
    for (const event of ACTIVITY_EVENTS) window.addEventListener(event, onActivity, { passive: true });
    return () => {
      for (const event of ACTIVITY_EVENTS) window.removeEventListener(event, onActivity);
    };
  }, [expire]);
}
