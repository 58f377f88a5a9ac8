import { ArrowRightIcon, ShieldCheckIcon } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { useIsAdmin } from '@/features/admin/api/get-admin-status';
import { paths } from '@/lib/paths';
import { useAuthSession } from '@/lib/use-auth-session';

/** The optional admin-only notice at the top of Settings (spec §2, card 1): shown to administrators only. */
export function AdminNotice() {
  const auth = useAuthSession();
  const { isAdmin } = useIsAdmin(auth.session?.user.id);
  if (!isAdmin) return null;
  return (
    <div
      role="note"
      className="flex flex-col gap-3 rounded-lg border border-primary/30 bg-primary/5 p-4 sm:flex-row sm:items-center sm:justify-between"
    >
      <div className="flex items-start gap-3">
        <ShieldCheckIcon className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden />
        <div>
          <p className="text-sm font-medium">You are signed in as an administrator</p>
          <p className="text-sm text-muted-foreground">
            Changes here apply to your own account. Other users' credits, imports and flagged insights are managed in the console.
          </p>
        </div>
      </div>
      <Button asChild size="sm" variant="outline" className="shrink-0">
        <Link to={paths.admin.root}>
          Open Admin Console
          <ArrowRightIcon aria-hidden />
        </Link>
      </Button>
    </div>
  );
}
