import { useId } from 'react';
import { cn } from '@/lib/utils';
import type { NavItem } from './nav-items';
import { SidebarNavLink } from './sidebar-nav-link';

export function SidebarNavGroup({
  label,
  items,
  collapsed,
  onNavigate,
}: {
  label: string;
  items: readonly NavItem[];
  collapsed: boolean;
  onNavigate?: () => void;
}) {
  const id = useId();
  return (
    <div role="group" aria-labelledby={id} className="space-y-1">
      <p
        id={id}
        className={cn(
          'px-2.5 pb-1 text-[11px] font-semibold tracking-[0.08em] text-sidebar-muted-foreground uppercase',
          collapsed && 'sr-only',
        )}
      >
        {label}
      </p>
      <ul className="space-y-0.5">
        {items.map((item) => (
          <li key={item.to}>
            <SidebarNavLink item={item} collapsed={collapsed} onNavigate={onNavigate} />
          </li>
        ))}
      </ul>
    </div>
  );
}
