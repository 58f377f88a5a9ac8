import { PRODUCT_NAME, PRODUCT_TAGLINE } from '@tradeloom/domain';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { LogoMark } from '@/components/brand/logo-mark';
import { lazyOnOpen } from '@/components/lazy-on-open';
import { useIsAdmin } from '@/features/admin/api/get-admin-status';
import { paths } from '@/lib/paths';
import { useAuthSession } from '@/lib/use-auth-session';
import { cn } from '@/lib/utils';
import { whenIdle } from '@/lib/when-idle';
import { ADMIN_NAV, MAIN_NAV } from './nav-items';
import { useSidebar } from './sidebar-context';
import { SidebarNavGroup } from './sidebar-nav-group';
import { SidebarUser } from './sidebar-user';

// The drawer (a Radix dialog) is fetched when first opened, or once the browser is idle on a phone.
const MobileSidebar = lazyOnOpen(
  () => import('./mobile-sidebar').then((m) => m.MobileSidebar),
  (props) => props.open,
);

/** Desktop: a column that collapses to icons. Under 768 px: a drawer opened from the top bar. */
export function AppSidebar() {
  const { open, isMobile, openMobile, setOpenMobile } = useSidebar();
  useEffect(() => (isMobile ? whenIdle(() => void MobileSidebar.preload().catch(() => {})) : undefined), [isMobile]);

  if (isMobile) {
    return (
      <MobileSidebar open={openMobile} onOpenChange={setOpenMobile}>
        <SidebarBody collapsed={false} onNavigate={() => setOpenMobile(false)} />
      </MobileSidebar>
    );
  }

  return (
    <aside
      data-testid="app-sidebar"
      data-state={open ? 'expanded' : 'collapsed'}
      aria-label="Sidebar"
      className={cn(
        'sticky top-0 flex h-dvh shrink-0 flex-col overflow-hidden border-r border-sidebar-border bg-sidebar',
        'transition-[width] duration-200 ease-out',
        open ? 'w-64' : 'w-[60px]',
      )}
    >
      <SidebarBody collapsed={!open} />
    </aside>
  );
}

function SidebarBody({ collapsed, onNavigate }: { collapsed: boolean; onNavigate?: () => void }) {
  const { session } = useAuthSession();
  const { isAdmin } = useIsAdmin(session?.user.id);

  return (
    <>
      <div className={cn('flex items-start gap-3 px-4 pt-5 pb-4', collapsed && 'justify-center px-0')}>
        <Link
          to={paths.contacts}
          onClick={onNavigate}
          className="shrink-0 rounded-md outline-none focus-visible:ring-2 focus-visible:ring-ring"
          aria-label={`${PRODUCT_NAME} home`}
        >
          <LogoMark className="size-8" />
        </Link>
        {!collapsed && (
          <div className="min-w-0 pt-0.5">
            <p className="text-[15px] leading-tight font-semibold tracking-tight text-foreground">{PRODUCT_NAME}</p>
            <p className="mt-0.5 text-xs leading-snug text-sidebar-muted-foreground">{PRODUCT_TAGLINE}</p>
          </div>
        )}
      </div>
      <nav aria-label="Main" className="flex-1 space-y-6 overflow-x-hidden overflow-y-auto px-2 py-2">
        <SidebarNavGroup label="Workspace" items={MAIN_NAV} collapsed={collapsed} onNavigate={onNavigate} />
        {isAdmin && <SidebarNavGroup label="Administration" items={ADMIN_NAV} collapsed={collapsed} onNavigate={onNavigate} />}
      </nav>
      <SidebarUser user={session?.user} collapsed={collapsed} />
    </>
  );
}
