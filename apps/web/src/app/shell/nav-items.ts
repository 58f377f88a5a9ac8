import { MapIcon, SettingsIcon, ShieldCheckIcon, SparklesIcon, UsersIcon } from 'lucide-react';
import { paths } from '@/lib/paths';

export interface NavItem {
  label: string;
  to: string;
  icon: typeof UsersIcon;
  /** Other paths that light up this item (the workspace answers on several). */
  alsoActiveOn?: readonly string[];
}

export const MAIN_NAV: readonly NavItem[] = [
  {
    label: 'Contacts',
    to: paths.contacts,
    icon: UsersIcon,
    alsoActiveOn: [paths.home, paths.dashboard, paths.myContacts, paths.interactions],
  },
  { label: 'AI Insights', to: paths.insights, icon: SparklesIcon },
  { label: 'Map', to: paths.map, icon: MapIcon },
  { label: 'Settings', to: paths.settings, icon: SettingsIcon },
];

export const ADMIN_NAV: readonly NavItem[] = [{ label: 'Admin Dashboard', to: paths.admin.root, icon: ShieldCheckIcon }];

export function isNavItemActive(item: NavItem, pathname: string): boolean {
  return pathname === item.to || pathname.startsWith(`${item.to}/`) || (item.alsoActiveOn ?? []).includes(pathname);
}
