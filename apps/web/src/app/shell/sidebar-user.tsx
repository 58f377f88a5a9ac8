import { LogOutIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { Tooltip, TooltipContent, TooltipTrigger } from '@/components/ui/tooltip';
import { useSignOut } from '@/features/auth/hooks/use-sign-out';
import type { AuthUser } from '@/lib/auth-client';
import { cn } from '@/lib/utils';

function initials(name: string | null | undefined, email: string): string {
  const source = name?.trim() || email;
  const parts = source.split(/[\s@.]+/).filter(Boolean);
  return ((parts[0]?.[0] ?? '') + (parts[1]?.[0] ?? '')).toUpperCase() || '?';
}

/** Sidebar footer: who is signed in, and the Sign Out button. */
export function SidebarUser({ user, collapsed }: { user: AuthUser | undefined; collapsed: boolean }) {
  const { signOut, pending } = useSignOut();

  const button = (
    <Button
      variant="ghost"
      onClick={signOut}
      disabled={pending}
      className={cn(
        'h-9 w-full justify-start gap-3 px-2.5 text-sidebar-foreground hover:bg-sidebar-hover',
        collapsed && 'justify-center px-0',
      )}
    >
      {pending ? (
        <Spinner decorative className="size-[18px]" />
      ) : (
        <LogOutIcon className="size-[18px] text-sidebar-muted-foreground" aria-hidden />
      )}
      <span className={cn(collapsed && 'sr-only')}>Sign Out</span>
    </Button>
  );

  return (
    <div className="space-y-1 border-t border-sidebar-border p-2">
      {user && !collapsed && (
        <div className="flex items-center gap-3 px-2.5 py-2">
          <span
            aria-hidden
            className="flex size-8 shrink-0 items-center justify-center rounded-full bg-primary-soft text-xs font-semibold text-primary-soft-foreground"
          >
            {initials(user.name, user.email)}
          </span>
          <div className="min-w-0">
            <p className="truncate text-sm font-medium text-foreground">{user.name || user.email}</p>
            <p className="truncate text-xs text-sidebar-muted-foreground">{user.email}</p>
          </div>
        </div>
      )}
      {collapsed ? (
        <Tooltip>
          <TooltipTrigger asChild>{button}</TooltipTrigger>
          <TooltipContent side="right">Sign Out</TooltipContent>
        </Tooltip>
      ) : (
        button
      )}
    </div>
  );
}
