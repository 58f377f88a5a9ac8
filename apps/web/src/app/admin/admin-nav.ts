import {
  ActivityIcon,
  CoinsIcon,
  FileUpIcon,
  FlagIcon,
  GaugeIcon,
  ScrollTextIcon,
  ShieldCheckIcon,
  UsersIcon,
  WrenchIcon,
} from 'lucide-react';
import { paths } from '@/lib/paths';

export const ADMIN_SECTIONS = [
  { label: 'Overview', to: paths.admin.root, icon: GaugeIcon, end: true },
  { label: 'Users', to: paths.admin.users, icon: UsersIcon },
  { label: 'Insights', to: paths.admin.insights, icon: FlagIcon },
  { label: 'Credits', to: paths.admin.credits, icon: CoinsIcon },
  { label: 'Imports', to: paths.admin.imports, icon: FileUpIcon },
  { label: 'Usage', to: paths.admin.usage, icon: ActivityIcon },
  { label: 'Operations', to: paths.admin.operations, icon: WrenchIcon },
  { label: 'Audit', to: paths.admin.audit, icon: ScrollTextIcon },
  { label: 'Admins', to: paths.admin.admins, icon: ShieldCheckIcon },
] as const;
