import { MESSAGES } from '@tradeloom/domain';
import { ShieldAlertIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { FullPageSpinner } from '@/components/layout/full-page-spinner';
import { PageMeta } from '@/components/layout/page-meta';
import { Button } from '@/components/ui/button';
import { useIsAdmin } from '@/features/admin/api/get-admin-status';
import { paths } from '@/lib/paths';
import { useAuthSession } from '@/lib/use-auth-session';

/** Admin-only routes (spec §6): the server decides; while it answers, say so. */
export function RequireAdmin({ children }: { children: ReactNode }) {
  const { session } = useAuthSession();
  const { isAdmin, isLoading } = useIsAdmin(session?.user.id);
  if (isLoading) return <FullPageSpinner label={MESSAGES.admin.verifying} />;
  if (!isAdmin) return <AccessDenied />;
  return children;
}

function AccessDenied() {
  // The spec's text is one sentence: 'Access Denied - You do not have …'; keep it whole.
  const [title = '', ...rest] = MESSAGES.admin.accessDenied.split(' - ');
  return (
    <main className="flex min-h-dvh items-center justify-center bg-background p-6">
      <PageMeta title="Access Denied" noindex />
      <div className="w-full max-w-md rounded-lg border bg-card p-8 text-center shadow-sm">
        <div className="mx-auto mb-5 flex size-12 items-center justify-center rounded-full bg-destructive-soft text-destructive-soft-foreground">
          <ShieldAlertIcon className="size-6" aria-hidden />
        </div>
        <p role="alert" className="text-sm leading-relaxed text-muted-foreground">
          <span className="mb-2 block text-lg font-semibold text-foreground">{title}</span>
          <span className="sr-only"> - </span>
          {rest.join(' - ')}
        </p>
        <Button asChild variant="outline" className="mt-6">
          <Link to={paths.home}>Back to App</Link>
        </Button>
      </div>
    </main>
  );
}
